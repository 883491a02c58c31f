// A value behind a pthread mutex. Not `Synchronization.Mutex`: on Linux that lock is a futex
// driven from the standard library, which ThreadSanitizer does not see, so every access it
// guards is reported as a race; a pthread mutex is seen, and the sanitizer checks real ones.
//
// The mutex and the value live in one block of their own, aligned to and padded out to
// `isolation` bytes: states that different threads lock at once (the shards of a `DriftLog`)
// never share a cache line, so one thread's lock and counts do not evict another's. Without
// it, the shards' mutexes and objects come from consecutive small allocations, and two
// threads recording into neighbouring shards write the same lines.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `value`, read and changed only with the mutex held.
final class LockedState<Value>: @unchecked Sendable {
    // @unchecked: the value is only touched inside `withLock`, with the mutex held.

    /// The block holding the mutex, then the value.
    private let block: UnsafeMutableRawPointer

    /// The alignment and size granule of a block: two cache lines, since x86 cores fetch
    /// lines in pairs.
    static var isolation: Int { 128 }

    /// Where the value starts in the block.
    private static var valueOffset: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<pthread_mutex_t>.size + alignment - 1) / alignment * alignment
    }

    /// The block's size: the mutex and the value, rounded up to `isolation`.
    private static var blockSize: Int {
        let end = valueOffset + MemoryLayout<Value>.size
        return max(1, (end + isolation - 1) / isolation) * isolation
    }

    private var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        block.assumingMemoryBound(to: pthread_mutex_t.self)
    }

    private var value: UnsafeMutablePointer<Value> {
        (block + Self.valueOffset).assumingMemoryBound(to: Value.self)
    }

    init(_ value: Value) {
        block = .allocate(
            byteCount: Self.blockSize,
            alignment: max(Self.isolation, MemoryLayout<Value>.alignment))
        let mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        (block + Self.valueOffset).bindMemory(to: Value.self, capacity: 1).initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        pthread_mutex_destroy(mutex)
        block.deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

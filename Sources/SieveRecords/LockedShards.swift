// Values behind pthread mutexes, one mutex each. Not `Synchronization.Mutex`: on Linux that lock
// is a futex driven from the standard library, which ThreadSanitizer does not see, so every
// access it guards is reported as a race; a pthread mutex is seen, and the sanitizer checks
// real ones.
//
// Every shard's mutex and value live in one allocation, each shard in a block of its own,
// aligned to and padded out to `isolation` bytes: shards that different threads lock at once
// (those of a `DriftLog`) never share a cache line, and taking a shard touches no reference
// count. (With an object per shard, the objects and their mutexes came from consecutive small
// allocations, and two threads recording into neighbouring shards wrote the same lines: the
// mutexes, the counts, and each object's reference count, retained around every lock.)

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `count` values, each read and changed only with its own mutex held.
final class LockedShards<Value>: @unchecked Sendable {
    // @unchecked: a shard's value is only touched inside `withLock`, with its mutex held.

    /// The blocks, one per shard: the mutex, then the value.
    private let blocks: UnsafeMutableRawPointer
    /// How many shards.
    let count: Int

    /// The alignment and size granule of a block: two cache lines, since x86 cores fetch
    /// lines in pairs.
    static var isolation: Int { 128 }

    /// Where the value starts in its block.
    private static var valueOffset: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<pthread_mutex_t>.size + alignment - 1) / alignment * alignment
    }

    /// The blocks' alignment: `isolation`, or the value's if it is larger.
    private static var alignment: Int { max(isolation, MemoryLayout<Value>.alignment) }

    /// A block's size: the mutex and the value, rounded up to `alignment`, so every block
    /// starts aligned.
    private static var stride: Int {
        let end = valueOffset + MemoryLayout<Value>.size
        return (end + alignment - 1) / alignment * alignment
    }

    /// `count` shards (at least 1), shard `index` holding `makeValue(index)`.
    init(count: Int, _ makeValue: (Int) -> Value) {
        self.count = max(count, 1)
        blocks = .allocate(byteCount: self.count * Self.stride, alignment: Self.alignment)
        for index in 0..<self.count {
            let block = blocks + index * Self.stride
            let mutex = block.bindMemory(to: pthread_mutex_t.self, capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
            (block + Self.valueOffset).bindMemory(to: Value.self, capacity: 1)
                .initialize(to: makeValue(index))
        }
    }

    /// One shard holding `value`.
    convenience init(_ value: Value) {
        self.init(count: 1) { _ in value }
    }

    deinit {
        for index in 0..<count {
            value(index).deinitialize(count: 1)
            pthread_mutex_destroy(mutex(index))
        }
        blocks.deallocate()
    }

    private func mutex(_ index: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
        (blocks + index * Self.stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    private func value(_ index: Int) -> UnsafeMutablePointer<Value> {
        (blocks + index * Self.stride + Self.valueOffset).assumingMemoryBound(to: Value.self)
    }

    /// Runs `body` on shard `index`'s value with its mutex held.
    ///
    /// - Precondition: `0 <= index < count`.
    func withLock<Result>(
        _ index: Int, _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
        precondition(index >= 0 && index < count, "shard \(index) of \(count)")
        pthread_mutex_lock(mutex(index))
        defer { pthread_mutex_unlock(mutex(index)) }
        return try body(&value(index).pointee)
    }
}

// A value behind a pthread mutex. Not `Synchronization.Mutex`: on Linux that lock is a futex
// driven from the standard library, which ThreadSanitizer does not see, so every access it
// guards is reported as a race; a pthread mutex is seen, and the sanitizer checks real ones.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `value`, read and changed only with the mutex held.
final class LockedState<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

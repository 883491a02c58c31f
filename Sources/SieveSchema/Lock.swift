// The one lock type of Sieve's library: every structure that threads share behind a lock (a
// decoder's options, the caches of type kinds and failure sentences, a batch's slice counter)
// holds a `Lock`, and the sharded locks of a `DriftLog` are the same primitive kept in place
// (`LockOperations`, Platform.swift).

/// A mutual-exclusion lock over the platform's own: a pthread mutex on Linux and Android,
/// `os_unfair_lock` on Apple platforms, an `SRWLOCK` on Windows. Not recursive: a thread that
/// takes a lock it holds deadlocks (a debug build stops instead, on platforms with pthreads).
///
/// ```swift
/// private let lock = Lock()
/// private var cache: [Key: Value] = [:]  // touched only inside `lock.withLock`
/// ```
package final class Lock: @unchecked Sendable {
    // @unchecked: the primitive is only reached through `LockOperations`, which the platform
    // makes safe to call from any thread.

    /// The primitive, on the heap: a platform lock must not move once initialized.
    @usableFromInline let primitive: UnsafeMutablePointer<LockPrimitive>

    /// An unlocked lock.
    package init() {
        primitive = .allocate(capacity: 1)
        LockOperations.initialize(primitive)
    }

    deinit {
        LockOperations.destroy(primitive)
        primitive.deallocate()
    }

    /// Runs `body` with the lock held, and returns what it returns.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        LockOperations.lock(primitive)
        defer { LockOperations.unlock(primitive) }
        return try body()
    }
}

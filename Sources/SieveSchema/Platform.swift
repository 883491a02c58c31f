// The one file of SieveSchema that imports the platform's C library, and so the only place its
// calls are made: the lock primitive every lock of Sieve stands on (Lock.swift), a pointer kept
// per thread (the scratch pool's slot), and whether standard output is a terminal. Every call
// that reports failure is checked here; a failure is a broken invariant, so it stops the
// process, as a failed precondition does.
//
// The libraries: glibc and musl (Linux), Darwin (Apple platforms), Bionic (Android) and the
// Universal C Runtime with the Windows API beside it (Windows, whose locks and per-thread slots
// are not in the C library). Any other platform stops the build here, with a message that says
// so, rather than in some call a few files away.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
import WinSDK
#else
#error("Sieve does not know this platform's C library")
#endif

// MARK: - The lock primitive

#if os(Windows)
/// The platform's lock, used in place: a slim reader-writer lock, taken exclusively.
package typealias LockPrimitive = SRWLOCK
#elseif canImport(Darwin)
/// The platform's lock, used in place: `os_unfair_lock`, which never spins in user space and
/// donates the waiter's priority to the holder.
package typealias LockPrimitive = os_unfair_lock
#else
/// The platform's lock, used in place: a pthread mutex (glibc, musl, Bionic).
package typealias LockPrimitive = pthread_mutex_t
#endif

/// The operations on a `LockPrimitive` that lives at a fixed address (none of these locks may
/// move once initialized). `Lock` owns one; `LockedShards` (SieveRecords) keeps one in each of
/// its shard blocks.
///
/// A pthread call that fails means the lock was misused (destroyed while held, unlocked by a
/// thread that does not hold it): each result is checked, and a failure stops the process.
/// Debug builds make error-checking mutexes, so that a relock by the holder fails instead of
/// deadlocking.
package enum LockOperations {
    /// Makes an unlocked lock in `lock`'s uninitialized memory.
    @inlinable
    package static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if os(Windows)
        InitializeSRWLock(lock)
        #elseif canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        lock.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        var status = pthread_mutexattr_init(&attributes)
        precondition(status == 0, "pthread_mutexattr_init failed (\(status))")
        #if DEBUG
        status = pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        precondition(status == 0, "pthread_mutexattr_settype failed (\(status))")
        #endif
        status = pthread_mutex_init(lock, &attributes)
        precondition(status == 0, "pthread_mutex_init failed (\(status))")
        status = pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutexattr_destroy failed (\(status))")
        #endif
    }

    /// Ends `lock`, which no thread holds; its memory is left uninitialized.
    @inlinable
    package static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if os(Windows)
        // An SRWLOCK needs no destruction.
        #elseif canImport(Darwin)
        lock.deinitialize(count: 1)
        #else
        let status = pthread_mutex_destroy(lock)
        precondition(status == 0, "pthread_mutex_destroy failed (\(status))")
        lock.deinitialize(count: 1)
        #endif
    }

    /// Takes `lock`, waiting for it as long as another thread holds it.
    @inlinable
    package static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if os(Windows)
        AcquireSRWLockExclusive(lock)
        #elseif canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        let status = pthread_mutex_lock(lock)
        precondition(status == 0, "pthread_mutex_lock failed (\(status))")
        #endif
    }

    /// Releases `lock`, which the calling thread holds.
    @inlinable
    package static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if os(Windows)
        ReleaseSRWLockExclusive(lock)
        #elseif canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        let status = pthread_mutex_unlock(lock)
        precondition(status == 0, "pthread_mutex_unlock failed (\(status))")
        #endif
    }
}

// MARK: - A pointer per thread

/// A slot every thread has for one pointer, `nil` until the thread sets it; when a thread that
/// set a pointer ends, `destructor` is called with it. Made once and never deleted.
struct ThreadLocalSlot: @unchecked Sendable {
    // @unchecked: the key is a number the threads library hands out, the same for every thread.

    #if os(Windows)
    private let key: DWORD
    #else
    private let key: pthread_key_t
    #endif

    /// A new slot, whose pointers are passed to `destructor` as their threads end.
    init(destructor: @escaping @convention(c) (UnsafeMutableRawPointer?) -> Void) {
        #if os(Windows)
        // Fiber-local storage, unlike thread-local storage, calls a destructor at thread exit.
        key = FlsAlloc(destructor)
        precondition(key != FLS_OUT_OF_INDEXES, "FlsAlloc failed (\(GetLastError()))")
        #else
        var key = pthread_key_t()
        #if canImport(Darwin)
        // Darwin declares the destructor's argument non-optional; the call is the same.
        let status = pthread_key_create(
            &key,
            unsafeBitCast(
                destructor, to: (@convention(c) (UnsafeMutableRawPointer) -> Void).self))
        #else
        let status = pthread_key_create(&key, destructor)
        #endif
        precondition(status == 0, "pthread_key_create failed (\(status))")
        self.key = key
        #endif
    }

    /// The calling thread's pointer.
    @inline(__always)
    var current: UnsafeMutableRawPointer? {
        #if os(Windows)
        FlsGetValue(key)
        #else
        pthread_getspecific(key)
        #endif
    }

    /// Sets the calling thread's pointer.
    func setCurrent(_ pointer: UnsafeMutableRawPointer?) {
        #if os(Windows)
        let succeeded = FlsSetValue(key, pointer)
        precondition(succeeded, "FlsSetValue failed (\(GetLastError()))")
        #else
        let status = pthread_setspecific(key, pointer)
        precondition(status == 0, "pthread_setspecific failed (\(status))")
        #endif
    }
}

// MARK: - Standard output

/// True when the process's standard output is a terminal.
var standardOutputIsTerminal: Bool {
    #if os(Windows)
    _isatty(1) != 0
    #else
    isatty(STDOUT_FILENO) != 0
    #endif
}

// Which shard of a `DriftLog` the calling thread records into, and the clock that stamps
// examples.

import CSieveScanner

/// The number of the current thread among the threads that recorded into any log: each
/// thread draws the next number the first time, so threads recording at once use different
/// shards.
enum ThreadShard {
    /// This thread's number: a load from thread-local storage (C's `_Thread_local`, which
    /// Swift has no spelling for), where `pthread_getspecific` behind a lazily made key cost
    /// a `swift_once` and two calls per diagnosis.
    @inline(__always)
    static var current: Int { Int(sieve_thread_number()) }

    /// The monotonic clock, in nanoseconds: the same on every core.
    static func monotonicNanoseconds() -> UInt64 { Platform.monotonicNanoseconds() }
}

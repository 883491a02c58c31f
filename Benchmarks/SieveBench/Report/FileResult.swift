// One file measured in one pass: both sides' times, allocations and what the check reported.

/// One file measured in one pass.
struct FileResult {
    /// The file name.
    var file: String
    /// Its size.
    var bytes: Int
    /// Foundation's per-operation times.
    var foundation: SideTiming
    /// Sieve's per-operation times.
    var sieve: SideTiming
    /// Heap allocations of one Foundation operation (`nil` when not counted).
    var foundationAllocations: Int?
    /// Heap allocations of one Sieve operation (`nil` when not counted).
    var sieveAllocations: Int?
    /// What the check reported.
    var check: CheckReport

    /// Foundation's median time over Sieve's: how many times faster Sieve is.
    var ratio: Double { sieve.median > 0 ? foundation.median / sieve.median : 0 }

    /// Foundation's throughput at its median time, MB/s.
    var foundationMegabytesPerSecond: Double {
        Format.megabytesPerSecond(bytes: bytes, nanoseconds: foundation.median)
    }

    /// Sieve's throughput at its median time, MB/s.
    var sieveMegabytesPerSecond: Double {
        Format.megabytesPerSecond(bytes: bytes, nanoseconds: sieve.median)
    }
}

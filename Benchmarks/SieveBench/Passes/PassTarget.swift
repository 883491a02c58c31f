// The bar a pass is held to: a ratio (mean, geometric mean or the lowest over files) or a
// throughput.

/// The number a pass must reach: the strictest set for it (Benchmarks/RESULTS.md lists each
/// target), so the printed verdict is the one that counts.
struct PassTarget {
    /// Which statistic of the pass the target applies to.
    enum Statistic {
        /// The arithmetic mean of the per-file ratios.
        case meanRatio
        /// The geometric mean of the per-file ratios.
        case geometricMeanRatio
        /// The lowest per-file ratio: every file must reach the value.
        case minimumRatio
        /// Sieve's aggregate throughput, gigabytes (10⁹ bytes) per second.
        case gigabytesPerSecond
    }

    let statistic: Statistic
    let value: Double

    /// `mean ≥ 12×`, `geomean ≥ 6×`, `every file ≥ 8×`, `≥ 2 GB/s`.
    var description: String {
        switch statistic {
        case .meanRatio: return "mean ≥ \(Format.number(value))×"
        case .geometricMeanRatio: return "geomean ≥ \(Format.number(value))×"
        case .minimumRatio: return "every file ≥ \(Format.number(value))×"
        case .gigabytesPerSecond: return "≥ \(Format.number(value)) GB/s"
        }
    }
}

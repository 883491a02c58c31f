// The per-operation times of one side of a case over its timed rounds: minimum and median.

/// The per-operation times of one side over the timed rounds.
struct SideTiming {
    /// Nanoseconds per operation, one value per round.
    var roundNanoseconds: [Double]
    /// Operations per round.
    var iterations: Int

    /// The fastest round.
    var minimum: Double { roundNanoseconds.min() ?? 0 }
    /// The median round.
    var median: Double { Statistics.median(roundNanoseconds) }
}

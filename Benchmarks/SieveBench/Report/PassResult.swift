// One pass over its files, and the statistics the reports show for it: mean and geometric
// mean of the per-file ratios, Sieve's aggregate throughput, allocations, the target.

/// One pass over its files.
struct PassResult {
    /// The pass's name.
    var name: String
    /// What it compares.
    var comparison: String
    /// Its targets, which must all hold.
    var targets: [PassTarget]
    /// One result per file.
    var results: [FileResult]

    /// The arithmetic mean of the per-file ratios.
    var meanRatio: Double { Statistics.mean(results.map(\.ratio)) }

    /// The geometric mean of the per-file ratios.
    var geometricMeanRatio: Double { Statistics.geometricMean(results.map(\.ratio)) }

    /// Sieve's aggregate throughput: all bytes over the sum of median times, GB/s.
    var sieveGigabytesPerSecond: Double {
        let nanoseconds = results.reduce(0) { $0 + $1.sieve.median }
        let bytes = results.reduce(0) { $0 + $1.bytes }
        return nanoseconds > 0 ? Double(bytes) / nanoseconds : 0
    }

    /// Foundation's mean allocations per operation over the files, when counted.
    var foundationMeanAllocations: Double? {
        meanOf(results.compactMap(\.foundationAllocations))
    }

    /// Sieve's mean allocations per operation over the files, when counted.
    var sieveMeanAllocations: Double? {
        meanOf(results.compactMap(\.sieveAllocations))
    }

    /// The statistic `target` is about.
    func statistic(for target: PassTarget) -> Double? {
        switch target.statistic {
        case .meanRatio: return meanRatio
        case .geometricMeanRatio: return geometricMeanRatio
        case .minimumRatio: return results.map(\.ratio).min()
        case .gigabytesPerSecond: return sieveGigabytesPerSecond
        }
    }

    /// True when `target` is reached, `nil` when the pass has no files.
    func isMet(_ target: PassTarget) -> Bool? {
        guard let value = statistic(for: target), !results.isEmpty else { return nil }
        return value >= target.value
    }

    /// True when every target is reached, `nil` when the pass has none or no files.
    var targetMet: Bool? {
        guard !targets.isEmpty, !results.isEmpty else { return nil }
        return targets.allSatisfy { isMet($0) == true }
    }

    /// The targets as text with their verdicts: `geomean ≥ 4× MET, every file ≥ 1.5× MISSED`.
    func targetVerdicts(met: String = "MET", missed: String = "MISSED") -> String? {
        guard !targets.isEmpty, !results.isEmpty else { return nil }
        return targets.map { "\($0.description) \(isMet($0) == true ? met : missed)" }
            .joined(separator: ", ")
    }

    private func meanOf(_ counts: [Int]) -> Double? {
        counts.isEmpty ? nil : Statistics.mean(counts.map(Double.init))
    }
}

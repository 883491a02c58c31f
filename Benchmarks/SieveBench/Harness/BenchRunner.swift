// Running the passes: first every check (a mismatch anywhere stops the run before any timing),
// then, pass by pass and file by file, the side-by-side timing and the allocation counts.

/// Runs checks and measurements.
enum BenchRunner {
    /// Checks every case of every pass.
    ///
    /// - Returns: The check reports, per pass, in case order.
    /// - Throws: `CheckFailure` for the first case whose sides disagree.
    @available(SwiftStdlib 5.7, *)
    static func checkAll(
        _ plans: [PassPlan], onPass: (PassPlan, Duration) -> Void
    ) throws -> [[CheckReport]] {
        let clock = ContinuousClock()
        return try plans.map { plan in
            let start = clock.now
            defer { onPass(plan, clock.now - start) }
            return try plan.cases.map { benchCase in
                Progress.shared.begin("checking \(plan.name) \(benchCase.file.name)")
                do {
                    return try benchCase.check()
                } catch let mismatch as Mismatch {
                    throw CheckFailure(
                        pass: plan.name, file: benchCase.file.name, mismatch: mismatch)
                } catch {
                    throw CheckFailure(
                        pass: plan.name, file: benchCase.file.name,
                        mismatch: Mismatch(path: "$", foundation: "?", sieve: "error: \(error)"))
                }
            }
        }
    }

    /// Times every case of `plan` and counts its allocations, calling `onRow` after each file.
    @available(SwiftStdlib 5.7, *)
    static func measure(
        _ plan: PassPlan, checks: [CheckReport], rounds: Int, roundTime: Duration,
        onRow: (FileResult) -> Void
    ) throws -> PassResult {
        var results: [FileResult] = []
        for (benchCase, check) in zip(plan.cases, checks) {
            Progress.shared.begin("timing \(plan.name) \(benchCase.file.name)")
            let timing = try SideBySide.measure(
                foundation: benchCase.foundation, sieve: benchCase.sieve, rounds: rounds,
                roundTime: roundTime, shelf: benchCase.shelf)
            let foundationAllocations = try Allocations.count(benchCase.foundation)
            benchCase.shelf?.empty()
            let sieveAllocations = try Allocations.count(benchCase.sieve)
            benchCase.shelf?.empty()
            let result = FileResult(
                file: benchCase.file.name, bytes: benchCase.file.count,
                foundation: timing.foundation, sieve: timing.sieve,
                foundationAllocations: foundationAllocations,
                sieveAllocations: sieveAllocations, check: check)
            onRow(result)
            results.append(result)
        }
        return PassResult(
            name: plan.name, comparison: plan.comparison, targets: plan.targets, results: results)
    }
}

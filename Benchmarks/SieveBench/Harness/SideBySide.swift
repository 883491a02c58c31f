// Timing two implementations of the same work fairly.
//
// - Both sides are closures built once, outside the timed loops, over inputs already in memory
//   in each side's native form; decoders are created once and reused.
// - Each side gets its own iteration count, calibrated (and warmed up) so that one round takes
//   about the target time; per-operation times are then comparable however fast a side is.
// - Rounds interleave the sides and alternate which goes first, so drift in machine load
//   lands on both.
// - A round's time is its total divided by its iterations; the report gives the minimum and
//   the median over rounds, and ratios are taken between medians.
// - A case with a `ResultShelf` is timed call by call: each side keeps its result on the shelf,
//   and the harness drops it between calls with the clock stopped (with the merge glibc would
//   otherwise do in the next call: ResultShelf.empty).

/// Times Foundation and Sieve doing the same work, interleaved.
@available(SwiftStdlib 5.7, *)
enum SideBySide {
    /// Measures both sides over `rounds` interleaved rounds of about `roundTime` each.
    ///
    /// - Throws: whatever a side throws (the work was checked before, so this is a bug).
    static func measure(
        foundation: () throws -> Void, sieve: () throws -> Void, rounds: Int,
        roundTime: Duration, shelf: ResultShelf? = nil
    ) throws -> (foundation: SideTiming, sieve: SideTiming) {
        let foundationIterations = try calibrate(foundation, roundTime: roundTime, shelf: shelf)
        let sieveIterations = try calibrate(sieve, roundTime: roundTime, shelf: shelf)
        var foundationTimes: [Double] = []
        var sieveTimes: [Double] = []
        for round in 0..<rounds {
            if round % 2 == 0 {
                foundationTimes.append(
                    try time(foundation, iterations: foundationIterations, shelf: shelf))
                sieveTimes.append(try time(sieve, iterations: sieveIterations, shelf: shelf))
            } else {
                sieveTimes.append(try time(sieve, iterations: sieveIterations, shelf: shelf))
                foundationTimes.append(
                    try time(foundation, iterations: foundationIterations, shelf: shelf))
            }
        }
        return (
            SideTiming(roundNanoseconds: foundationTimes, iterations: foundationIterations),
            SideTiming(roundNanoseconds: sieveTimes, iterations: sieveIterations)
        )
    }

    /// Nanoseconds per call of `body`, over `iterations` calls; with a `shelf`, each call
    /// timed alone and its result dropped between calls, untimed.
    static func time(
        _ body: () throws -> Void, iterations: Int, shelf: ResultShelf? = nil
    ) throws -> Double {
        let clock = ContinuousClock()
        guard let shelf else {
            let start = clock.now
            for _ in 0..<iterations {
                try body()
            }
            let elapsed = clock.now - start
            return elapsed.nanoseconds / Double(iterations)
        }
        var elapsed = Duration.zero
        for _ in 0..<iterations {
            let start = clock.now
            try body()
            elapsed += clock.now - start
            shelf.empty()
        }
        return elapsed.nanoseconds / Double(iterations)
    }

    /// The number of calls that takes about `roundTime`, found by running `body` in growing
    /// batches (which also warms it up).
    static func calibrate(
        _ body: () throws -> Void, roundTime: Duration, shelf: ResultShelf? = nil
    ) throws -> Int {
        let target = roundTime.nanoseconds
        var iterations = 1
        while true {
            let perCall = try time(body, iterations: iterations, shelf: shelf)
            let spent = perCall * Double(iterations)
            if spent >= target / 8 || iterations >= 1 << 26 {
                return max(1, Int((target / max(perCall, 1)).rounded()))
            }
            iterations *= spent < target / 100 ? 8 : 2
        }
    }
}

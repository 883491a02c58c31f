// The batch's way of sharing slices among workers on Apple systems older than `Atomic`
// (`ParallelRecords.runOnWorkersInTurn`): never taken on Linux, so held here directly to what
// `runOnWorkers` promises. The type's name holds "Concurren" so the ThreadSanitizer run
// (.ci/sanitize thread) runs it.

import Foundation
import Testing

@testable import SieveRecords

/// How many times each slice ran, counted under a lock.
private final class SliceRuns: @unchecked Sendable {
    // @unchecked: `counts` is only touched with `lock` held.
    private let lock = NSLock()
    private var counts: [Int]

    init(slices: Int) { counts = Array(repeating: 0, count: slices) }

    func ran(_ slice: Int) { lock.withLock { counts[slice] += 1 } }

    var all: [Int] { lock.withLock { counts } }
}

@Suite("Records: workers taking slices in turn")
struct WorkersInTurnConcurrentTests {
    @Test(
        "every slice runs exactly once, whatever the workers and slices",
        arguments: [1, 2, 3, 8], [0, 1, 2, 7, 8, 9, 64])
    func everySliceOnce(workers: Int, slices: Int) {
        let runs = SliceRuns(slices: slices)
        ParallelRecords.runOnWorkersInTurn(workers, slices: slices) { runs.ran($0) }
        #expect(runs.all == Array(repeating: 1, count: slices))
    }
}

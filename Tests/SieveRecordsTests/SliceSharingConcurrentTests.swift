// How a batch shares its slices among workers (`ParallelRecords.runOnWorkers`): each worker takes
// the next slice no worker has taken, from a counter under a lock. Held here directly to what
// it promises, whatever the workers and slices. The type's name holds "Concurren" so the
// ThreadSanitizer run (.ci/sanitize thread) runs it.

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

@Suite("Records: workers sharing slices")
struct SliceSharingConcurrentTests {
    @Test(
        "every slice runs exactly once, whatever the workers and slices",
        arguments: [1, 2, 3, 8], [0, 1, 2, 7, 8, 9, 64])
    func everySliceOnce(workers: Int, slices: Int) {
        let runs = SliceRuns(slices: slices)
        ParallelRecords.runOnWorkers(workers, slices: slices) { runs.ran($0) }
        #expect(runs.all == Array(repeating: 1, count: slices))
    }

    @Test("the slice counter hands out each number once across threads")
    func counterOnce() {
        let counter = SliceCounter()
        let taken = SliceRuns(slices: 4_000)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1_000 { taken.ran(counter.take()) }
        }
        #expect(taken.all == Array(repeating: 1, count: 4_000))
        #expect(counter.take() == 4_000)
    }
}

// Counters that several threads add to at once, each in a block of its own, so that adding to
// one never evicts the cache line another thread is adding to.

import Synchronization

/// A fixed number of atomic counters, each alone in a `LockedShards.isolation`-sized block.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class PaddedCounters: @unchecked Sendable {
    // @unchecked: the counters are atomics; the block's address never changes.
    private let block: UnsafeMutableRawPointer
    /// How many counters.
    let count: Int

    private static var stride: Int { LockedShards<Int>.isolation }

    /// `count` counters, each 0.
    init(count: Int) {
        self.count = count
        block = .allocate(byteCount: max(count, 1) * Self.stride, alignment: Self.stride)
        for index in 0..<count {
            (block + index * Self.stride).bindMemory(to: Atomic<Int>.self, capacity: 1)
                .initialize(to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<count { counter(index).deinitialize(count: 1) }
        block.deallocate()
    }

    private func counter(_ index: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        (block + index * Self.stride).assumingMemoryBound(to: Atomic<Int>.self)
    }

    /// Adds `amount` to counter `index` (relaxed: a count, ordering nothing else).
    ///
    /// - Precondition: `0 <= index < count`.
    func add(_ amount: Int, at index: Int) {
        precondition(index >= 0 && index < count, "counter \(index) of \(count)")
        counter(index).pointee.add(amount, ordering: .relaxed)
    }

    /// The counters' sum.
    var sum: Int {
        (0..<count).reduce(0) { $0 + counter($1).pointee.load(ordering: .relaxed) }
    }

    /// Sets every counter to 0 and returns what they summed to.
    func exchangeAll() -> Int {
        (0..<count).reduce(0) { $0 + counter($1).pointee.exchange(0, ordering: .relaxed) }
    }
}

// Heap allocations per decode, read from the AllocationCounter C target (which interposes
// `malloc` and friends for the whole process on Linux with glibc).

import AllocationCounter

/// Counts the heap allocations of a piece of code.
enum Allocations {
    /// True when allocations are really counted: the counter is built for this platform and
    /// the Swift runtime's allocations reach it.
    static let isAvailable: Bool = {
        guard allocation_counter_is_available() else { return false }
        allocation_counter_start()
        let probe = Probe()
        blackHole(probe)
        allocation_counter_stop()
        return allocation_counter_allocations() > 0
    }()

    /// The number of heap blocks `body` allocates (one call), or `nil` when counting is not
    /// available.
    static func count(_ body: () throws -> Void) rethrows -> Int? {
        guard isAvailable else { return nil }
        allocation_counter_start()
        defer { allocation_counter_stop() }
        try body()
        allocation_counter_stop()
        return Int(allocation_counter_allocations())
    }

    /// A class instance: allocating one goes through the Swift runtime to `malloc`.
    private final class Probe {
        var value = 0
    }
}

// Where a case's sides set their results aside, so that dropping a result happens after the
// clock stops: for a pass that times a call, not what its caller does with the result later.

import AllocationCounter

/// The last result a side kept, dropped by the harness outside the timed region.
///
/// A case with a shelf is timed one call at a time: the clock runs around each call, and the
/// shelf is emptied (the result freed) between calls, untimed.
final class ResultShelf {
    private var held: Any?

    /// Holds `value` until `empty()`. Keep at most one result per call: keeping replaces (and
    /// so drops) the last one inside the clock.
    func keep<Value>(_ value: Value) {
        held = value
    }

    /// Drops what the shelf holds, and finishes the drop: glibc merges small freed blocks only
    /// at the next large request (HeapSettling.h), which would otherwise come inside the next
    /// timed call, so that the side timed next paid for the other side's drop. Returns
    /// whether that merge ran (only with glibc).
    @discardableResult
    func empty() -> Bool {
        held = nil
        return heap_settle()
    }
}

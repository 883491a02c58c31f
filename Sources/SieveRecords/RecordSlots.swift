// The result of a batch, written in place by its workers: each slice of the input has a
// region of the result's storage, room for as many records as it has lines that start with
// something other than whitespace; a slice's records go there as they are decoded, so JSON
// Lines need no move afterwards. A slice with fewer records (a value spread over lines, bad
// lines read as one record) leaves a gap, closed by moving the later records down once; one
// with more (values one after another on a line, a record on an indented line) puts the rest
// in an overflow run, and then every record leaves in runs.

import SieveSchema

/// The regions of the slices of a batch in the result's uninitialized storage.
@usableFromInline
final class RecordSlots<Value>: @unchecked Sendable {
    // @unchecked: slice `i`'s region, count and overflow are touched by the one worker that
    // decodes it, and read after `concurrentPerform` returns, which orders every write
    // before the reads.
    /// The result's storage.
    @usableFromInline let base: UnsafeMutablePointer<Diagnosis<Value>>?
    /// Where each slice's region starts.
    @usableFromInline let offsets: [Int]
    /// Each slice's room.
    @usableFromInline let room: [Int]
    /// How many records each slice's region holds.
    @usableFromInline let counts: UnsafeMutableBufferPointer<Int>
    /// Each slice's records beyond its room.
    @usableFromInline let overflow: UnsafeMutableBufferPointer<RecordRun<Value>?>

    /// Regions of `room[i]` records for slice `i`, one after another from `base`.
    @inlinable
    init(base: UnsafeMutablePointer<Diagnosis<Value>>?, room: [Int]) {
        self.base = base
        self.room = room
        var offsets: [Int] = []
        offsets.reserveCapacity(room.count)
        var total = 0
        for slots in room {
            offsets.append(total)
            total += slots
        }
        self.offsets = offsets
        counts = .allocate(capacity: room.count)
        counts.initialize(repeating: 0)
        overflow = .allocate(capacity: room.count)
        overflow.initialize(repeating: nil)
    }

    deinit {
        // Every record has been moved out by `compact` or `moveToRuns` by now; whatever was
        // not would be destroyed here.
        for slice in room.indices where counts[slice] > 0 {
            (base! + offsets[slice]).deinitialize(count: counts[slice])
        }
        counts.deallocate()
        overflow.deinitialize()
        overflow.deallocate()
    }

    /// Puts a record's diagnosis in slice `slice`, which holds `count` in its region (the
    /// caller keeps the count, and stores it with `setCount` at the end): in the region when it
    /// has room, else in the slice's overflow run. Returns the region's new count.
    @inlinable
    func append(_ diagnosis: consuming Diagnosis<Value>, to slice: Int, at count: Int) -> Int {
        guard count < room[slice] else {
            if overflow[slice] == nil { overflow[slice] = RecordRun(capacity: 16) }
            overflow[slice]!.append(diagnosis)
            return count
        }
        (base! + offsets[slice] + count).initialize(to: diagnosis)
        return count + 1
    }

    /// Notes how many records slice `slice`'s region holds.
    @inlinable
    func setCount(_ count: Int, of slice: Int) { counts[slice] = count }

    /// Destroys slice `slice`'s records, to decode it again.
    @usableFromInline
    func removeAll(_ slice: Int) {
        if counts[slice] > 0 { (base! + offsets[slice]).deinitialize(count: counts[slice]) }
        counts[slice] = 0
        overflow[slice] = nil
    }

    /// True when some slice had more records than room.
    @usableFromInline
    var hasOverflow: Bool { overflow.contains { $0 != nil } }

    /// Closes the gaps between the slices' records (none for JSON Lines) and returns how many
    /// records there are, from `base` on. Only when no slice overflowed: every record then
    /// moves down, or stays.
    @usableFromInline
    func compact() -> Int {
        var total = 0
        for slice in room.indices {
            let count = counts[slice]
            if count > 0 && offsets[slice] != total {
                // The regions may overlap: `moveInitialize` moves as `memmove` does.
                (base! + total).moveInitialize(from: base! + offsets[slice], count: count)
            }
            counts[slice] = 0
            total += count
        }
        return total
    }

    /// Moves every slice's records, in order, into one run per slice (its region, then its
    /// overflow), leaving the regions empty.
    @usableFromInline
    func moveToRuns() -> [RecordRun<Value>] {
        room.indices.map { slice in
            let extra = overflow[slice]
            let run = RecordRun<Value>(capacity: counts[slice] + (extra?.count ?? 0))
            if counts[slice] > 0, let base {
                run.moveAppend(from: base + offsets[slice], count: counts[slice])
            }
            counts[slice] = 0
            if let extra, let source = extra.base {
                run.moveAppend(from: source, count: extra.count)
                extra.count = 0
            }
            overflow[slice] = nil
            return run
        }
    }
}

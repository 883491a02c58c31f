// The result of a batch, written in place by its workers: each slice of the input has a
// region of the result's storage, room for as many records as it has lines that start with
// something other than whitespace; a slice's records go there as they are decoded, so JSON
// Lines need no move afterwards. A slice with fewer records (a value spread over lines, bad
// lines read as one record) leaves a gap, closed by moving the later records down once; one
// with more (values one after another on a line, a record on an indented line) puts the rest
// in an overflow run. When any slice overflowed, or the records are far fewer than the room,
// every slice's records move once, concurrently, into an array of their count.

import SieveScanner
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
        offsets = Self.starts(of: room)
        counts = .allocate(capacity: room.count)
        counts.initialize(repeating: 0)
        overflow = .allocate(capacity: room.count)
        overflow.initialize(repeating: nil)
    }

    deinit {
        // Every record has been moved out by `compact` or `moveAll` by now; whatever was not
        // would be destroyed here.
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

    /// How many records each slice has, in its region and its overflow.
    @usableFromInline
    var recordCounts: [Int] { room.indices.map { counts[$0] + (overflow[$0]?.count ?? 0) } }

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

    /// Moves every slice's records (its region, then its overflow) into one array of their
    /// count, in order, leaving the slots empty.
    ///
    /// - Parameter forEach: Calls its second argument once for every slice number below its
    ///   first, on any threads, returning when all calls have: the slices move concurrently.
    @inlinable
    func moveAll(
        forEach: (_ slices: Int, _ move: @escaping @Sendable (Int) -> Void) -> Void
    ) -> [Diagnosis<Value>] {
        let sizes = recordCounts
        let targets = Self.starts(of: sizes)
        let total = sizes.reduce(0, +)
        return [Diagnosis<Value>](unsharedUninitializedCapacity: total) { buffer, initialized in
            let target = MoveTarget(base: buffer.baseAddress)
            forEach(room.count) { slice in self.move(slice, to: target.base, at: targets[slice]) }
            initialized = total
        }
    }

    /// Moves slice `slice`'s records to `target + offset` on.
    @usableFromInline
    func move(_ slice: Int, to target: UnsafeMutablePointer<Diagnosis<Value>>?, at offset: Int) {
        var next = offset
        if counts[slice] > 0, let base, let target {
            (target + next).moveInitialize(from: base + offsets[slice], count: counts[slice])
            next += counts[slice]
        }
        counts[slice] = 0
        if let extra = overflow[slice], extra.count > 0, let source = extra.base, let target {
            (target + next).moveInitialize(from: source, count: extra.count)
            extra.count = 0
        }
        overflow[slice] = nil
    }

    /// Where each of consecutive runs of `sizes` starts.
    @usableFromInline
    static func starts(of sizes: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(sizes.count)
        var total = 0
        for size in sizes {
            starts.append(total)
            total += size
        }
        return starts
    }
}

/// The array the slots move into, shared by the workers that move them.
@usableFromInline
struct MoveTarget<Value>: @unchecked Sendable {
    // @unchecked: each worker writes only its slices' part of the array, which is read after
    // every move returned.
    @usableFromInline let base: UnsafeMutablePointer<Diagnosis<Value>>?
    @inlinable init(base: UnsafeMutablePointer<Diagnosis<Value>>?) { self.base = base }
}

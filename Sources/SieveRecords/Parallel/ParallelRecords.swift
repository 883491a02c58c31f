// A batch of records decoded on several cores, with exactly the result of one cursor walking
// the whole input: the same values, warnings, issues, locations and order.
//
// The input is cut at line starts into slices, a few per worker so an uneven slice does not
// leave a core idle. Each slice's lines are counted first, so every slice's cursor starts with
// its true line number. Dispatch runs the workers (`concurrentPerform`, on its own thread
// pool); each takes the next slice from a shared counter and decodes the records that start
// in it. A record read across the cut (a value spread over lines) makes the next slice's
// start wrong; the stitch finds that, because the previous slice stops somewhere else than
// the next one began, and decodes that slice again from where the previous one stopped.

import Dispatch
import SieveScanner
import SieveSchema

@usableFromInline
enum ParallelRecords {
    /// Inputs smaller than this are decoded on the calling thread.
    @usableFromInline static let minimumParallelBytes = 256 << 10
    /// The smallest slice worth a worker's trip to the counter.
    @usableFromInline static let minimumSliceBytes = 64 << 10
    /// Slices per worker.
    @usableFromInline static let slicesPerWorker = 8

    /// Every record's diagnosis, in input order.
    @inlinable
    static func diagnoses<Value: Sendable>(
        in bytes: UnsafeRawBufferPointer, decoder: RecordDecoder<Value>, workers: Int
    ) -> [Diagnosis<Value>] {
        guard workers > 1, bytes.count >= minimumParallelBytes else {
            // One slice: the array is the result, nothing to move.
            var cursor = RecordCursor()
            var diagnoses: [Diagnosis<Value>] = []
            while case .record(let record) = cursor.next(
                in: bytes, isFinal: true, decoder: decoder)
            {
                diagnoses.append(record.diagnosis)
            }
            return diagnoses
        }
        let starts = sliceStarts(
            in: bytes,
            count: min(workers * slicesPerWorker, bytes.count / minimumSliceBytes))
        let sliceCount = starts.count - 1
        let input = SendableBytes(bytes)
        let (firstLines, lineRoom) = lineCounts(of: starts, in: input, workers: workers)
        // Not more than one record per 4 bytes of the slice (`[1]\n`): one value spread over
        // unindented lines would otherwise reserve a slot for each of them.
        let room = (0..<sliceCount).map { slice in
            min(lineRoom[slice], (starts[slice + 1] - starts[slice]) / 4 + 1)
        }

        // Each slice's records are written in place, in the result, into room for one record
        // per line that starts with something other than whitespace: JSON Lines fill their
        // room exactly, so nothing moves afterwards. Records beyond a slice's room (values one
        // after another on a line, a line indented before its value) go to an overflow run.
        var moved: [Diagnosis<Value>]? = nil
        let capacity = room.reduce(0, +)
        let result = [Diagnosis<Value>](unsharedUninitializedCapacity: capacity) {
            buffer, initialized in
            let slots = RecordSlots<Value>(base: buffer.baseAddress, room: room)
            let stops = SliceResults<RecordCursor>(count: sliceCount)
            runOnWorkers(workers, slices: sliceCount) { slice in
                var cursor =
                    slice == 0
                    ? RecordCursor()
                    : RecordCursor(atLineStart: starts[slice], line: firstLines[slice])
                let stop = slice == sliceCount - 1 ? Int.max : starts[slice + 1]
                decode(input.bytes, from: &cursor, stop: stop, decoder: decoder, into: slots, slice)
                // The session ends here, on this worker, so its scratch goes back to this
                // thread's pool for the worker's next slice.
                cursor.session = nil
                stops[slice] = cursor
            }
            // Stitch: a slice whose first record is not where the previous slice stopped is
            // read again from that point.
            var previousStop = stops[0]!
            for slice in 1..<sliceCount {
                if firstNonWhitespace(in: bytes, from: starts[slice]) != previousStop.position {
                    var cursor = previousStop
                    let stop = slice == sliceCount - 1 ? Int.max : starts[slice + 1]
                    slots.removeAll(slice)
                    decode(bytes, from: &cursor, stop: stop, decoder: decoder, into: slots, slice)
                    cursor.session = nil
                    stops[slice] = cursor
                }
                previousStop = stops[slice]!
            }
            if !slots.hasOverflow && slots.recordCounts.reduce(0, +) >= capacity / 4 * 3 {
                initialized = slots.compact()
                return
            }
            // Rare: more records than room (values one after another on a line), or far fewer
            // (a value spread over many lines): the records move once, slices concurrently,
            // into an array of their count, so the result keeps no room as capacity.
            moved = slots.moveAll { slices, move in runOnWorkers(workers, slices: slices, move) }
            initialized = 0
        }
        return moved ?? result
    }

    /// The records from `cursor` on that start before `stop`, into slice `slice` of `slots`.
    @inlinable
    static func decode<Value>(
        _ bytes: UnsafeRawBufferPointer, from cursor: inout RecordCursor, stop: Int,
        decoder: RecordDecoder<Value>, into slots: RecordSlots<Value>, _ slice: Int
    ) {
        // The count is kept here and stored once: the slices' counts share cache lines.
        var count = 0
        while true {
            switch cursor.next(in: bytes, isFinal: true, stop: stop, decoder: decoder) {
            case .record(let record): count = slots.append(record.diagnosis, to: slice, at: count)
            case .needsMoreInput, .finished:
                slots.setCount(count, of: slice)
                return
            }
        }
    }

    /// The line number of each slice's first byte, and each slice's room: its lines that start
    /// with something other than whitespace (a JSON Lines slice has one record on each).
    /// Counted on the workers.
    @usableFromInline
    static func lineCounts(
        of starts: [Int], in input: SendableBytes, workers: Int
    ) -> (firstLines: [Int], room: [Int]) {
        let sliceCount = starts.count - 1
        let counts = SliceResults<(lineFeeds: Int, room: Int)>(count: sliceCount)
        runOnWorkers(workers, slices: sliceCount) { slice in
            counts[slice] = lineStarts(in: input.bytes, from: starts[slice], to: starts[slice + 1])
        }
        var lines = [1]
        for slice in 0..<sliceCount - 1 { lines.append(lines[slice] + counts[slice]!.lineFeeds) }
        return (lines, (0..<sliceCount).map { counts[$0]!.room })
    }

    /// The line feeds in `bytes[from..<to]` (`from` starts a line), and the lines starting
    /// there whose first byte is not whitespace.
    @usableFromInline
    static func lineStarts(
        in bytes: UnsafeRawBufferPointer, from: Int, to: Int
    ) -> (lineFeeds: Int, room: Int) {
        guard from < to, let base = bytes.baseAddress else { return (0, 0) }
        var lineFeeds = 0
        var room = bytes[from].isJSONWhitespace ? 0 : 1
        var offset = from
        while offset < to, let found = Platform.first(.newline, from: base + offset, count: to - offset) {
            lineFeeds += 1
            offset = base.distance(to: found) + 1
            if offset < to && !bytes[offset].isJSONWhitespace { room += 1 }
        }
        return (lineFeeds, room)
    }

    /// About `count` slice starts, each just after a line feed, with the input's end last.
    @usableFromInline
    static func sliceStarts(in bytes: UnsafeRawBufferPointer, count: Int) -> [Int] {
        var starts = [0]
        let step = bytes.count / max(count, 1)
        guard let base = bytes.baseAddress else { return [0, bytes.count] }
        var target = step
        while target < bytes.count {
            let from = max(target, starts[starts.count - 1])
            guard let found = Platform.first(.newline, from: base + from, count: bytes.count - from)
            else { break }
            let start = base.distance(to: found) + 1
            if start >= bytes.count { break }
            if start > starts[starts.count - 1] { starts.append(start) }
            target = start + step
        }
        starts.append(bytes.count)
        return starts
    }

    @usableFromInline
    static func firstNonWhitespace(in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        var index = offset
        while index < bytes.count && bytes[index].isJSONWhitespace { index += 1 }
        return index
    }

    /// Runs `body` for every slice, on at most `workers` of Dispatch's threads, each taking
    /// the next slice no worker has taken.
    @usableFromInline
    static func runOnWorkers(
        _ workers: Int, slices: Int, _ body: @Sendable (Int) -> Void
    ) {
        let next = SliceCounter()
        DispatchQueue.concurrentPerform(iterations: min(workers, slices)) { _ in
            while true {
                let slice = next.take()
                guard slice < slices else { return }
                body(slice)
            }
        }
    }
}

/// The input, shared read-only by the workers while the caller's buffer is alive.
@usableFromInline
struct SendableBytes: @unchecked Sendable {
    // @unchecked: the bytes are only read, and only during the call that lent them.
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @inlinable init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
}

/// The next slice to take: a count under a lock, taken a few times per worker (a slice is at
/// least `ParallelRecords.minimumSliceBytes`), so the lock costs nothing measurable.
final class SliceCounter: @unchecked Sendable {
    // @unchecked: `next` is only touched inside `lock.withLock`.
    private let lock = Lock()
    private var next = 0

    /// The next slice, counting from 0.
    func take() -> Int {
        lock.withLock {
            defer { next += 1 }
            return next
        }
    }
}

/// One result per slice, each written by the one worker that decoded it and read after all
/// workers finished.
@usableFromInline
final class SliceResults<Result>: @unchecked Sendable {
    // @unchecked: slot `i` is written by one worker only, and read only after
    // `concurrentPerform` returns, which orders every write before the reads.
    @usableFromInline let slots: UnsafeMutableBufferPointer<Result?>

    @inlinable
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    @inlinable
    subscript(slice: Int) -> Result? {
        get { slots[slice] }
        set { slots[slice] = newValue }
    }
}

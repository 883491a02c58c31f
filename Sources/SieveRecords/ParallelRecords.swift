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
import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
        let (firstLines, lineFeeds) = lineCounts(of: starts, in: input, workers: workers)

        // Each slice's records, and where its cursor stopped. A slice of JSON Lines has about
        // as many records as line feeds: its run is made that big once, not grown. (Not more
        // than one per 16 bytes: pretty-printed values have many line feeds per record, and
        // the run grows if the guess is short.)
        let runs = (0..<sliceCount).map { slice in
            RecordRun<Value>(
                capacity: min(lineFeeds[slice], (starts[slice + 1] - starts[slice]) / 16) + 1)
        }
        let stops = SliceResults<RecordCursor>(count: sliceCount)
        let work = SendableRuns(runs)
        runOnWorkers(workers, slices: sliceCount) { slice in
            var cursor =
                slice == 0
                ? RecordCursor() : RecordCursor(atLineStart: starts[slice], line: firstLines[slice])
            let stop = slice == sliceCount - 1 ? Int.max : starts[slice + 1]
            decode(input.bytes, from: &cursor, stop: stop, decoder: decoder, into: work.runs[slice])
            stops[slice] = cursor
        }

        // Stitch: a slice whose first record is not where the previous slice stopped is read
        // again from that point.
        var previousStop = stops[0]!
        for slice in 1..<sliceCount {
            if firstNonWhitespace(in: bytes, from: starts[slice]) != previousStop.position {
                var cursor = previousStop
                let stop = slice == sliceCount - 1 ? Int.max : starts[slice + 1]
                runs[slice].removeAll()
                decode(bytes, from: &cursor, stop: stop, decoder: decoder, into: runs[slice])
                stops[slice] = cursor
            }
            previousStop = stops[slice]!
        }
        // Moved, not copied, into one array, each run by a worker.
        return RecordRun.moveAll(runs) { moves, move in runOnWorkers(workers, slices: moves, move) }
    }

    /// The records from `cursor` on that start before `stop`, appended to `run`.
    @inlinable
    static func decode<Value>(
        _ bytes: UnsafeRawBufferPointer, from cursor: inout RecordCursor, stop: Int,
        decoder: RecordDecoder<Value>, into run: RecordRun<Value>
    ) {
        while true {
            switch cursor.next(in: bytes, isFinal: true, stop: stop, decoder: decoder) {
            case .record(let record): run.append(record.diagnosis)
            case .needsMoreInput, .finished: return
            }
        }
    }

    /// The line number of each slice's first byte, and each slice's line feeds: counted on
    /// the workers.
    @usableFromInline
    static func lineCounts(
        of starts: [Int], in input: SendableBytes, workers: Int
    ) -> (firstLines: [Int], lineFeeds: [Int]) {
        let sliceCount = starts.count - 1
        let newlines = SliceResults<Int>(count: sliceCount)
        runOnWorkers(workers, slices: sliceCount) { slice in
            newlines[slice] = SourceLocation.countLines(
                in: input.bytes, from: starts[slice], to: starts[slice + 1]
            ).count
        }
        let lineFeeds = (0..<sliceCount).map { newlines[$0]! }
        var lines = [1]
        for slice in 0..<sliceCount - 1 { lines.append(lines[slice] + lineFeeds[slice]) }
        return (lines, lineFeeds)
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
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\n")), bytes.count - from)
            else { break }
            let start = base.distance(to: UnsafeRawPointer(found)) + 1
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

    /// Runs `body` for every slice, on at most `workers` of Dispatch's threads.
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

/// The slices' runs, each appended to by the one worker that decodes its slice.
@usableFromInline
struct SendableRuns<Value>: @unchecked Sendable {
    // @unchecked: run `i` is touched by one worker only, and read after `concurrentPerform`
    // returns, which orders every write before the reads.
    @usableFromInline let runs: [RecordRun<Value>]
    @inlinable init(_ runs: [RecordRun<Value>]) { self.runs = runs }
}

/// The next slice to take.
final class SliceCounter: Sendable {
    private let value = Atomic<Int>(0)
    func take() -> Int { value.wrappingAdd(1, ordering: .relaxed).oldValue }
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

// A batch on several cores gives exactly the sequential result. The suite's name holds
// "Concurren" so the ThreadSanitizer run (.ci/sanitize thread) runs it.

import Foundation
import Sieve
import Synchronization
import Testing
import SieveTestSupport

/// About `bytes` of JSON Lines: drift, bad lines, blank lines, values one after another
/// (unless not `together`), and now and then a pretty-printed value spread over lines (which
/// may cross a slice's cut).
func batchInput(bytes: Int, seed: UInt64, together: Bool = true) -> [UInt8] {
    var generator = SplitMix64(seed: seed)
    var text: [UInt8] = []
    var id = 0
    while text.count < bytes {
        let roll = Int.random(in: 0..<100, using: &generator)
        switch roll {
        case 0..<3: text += Array(#"{"id": \#(id), "email": broken}"#.utf8)
        case 3..<5: text += Array("\r\n".utf8)
        case 5..<8 where together:
            text += Array((customerLine(id) + " " + customerLine(id + 1)).utf8)
            id += 1
        case 8..<10:
            text += Array("{\n  \"id\": \(id),\n  \"email\": \"p\(id)@example.com\",\n  \"tier\": \"pro\"\n}".utf8)
        case 10..<11: text += Array(#"{"email": "missing-id@example.com", "tier": "pro"}"#.utf8)
        default: text += Array(customerLine(id).utf8)
        }
        text.append(UInt8(ascii: "\n"))
        id += 1
    }
    return text
}

func describe<Value>(_ diagnoses: [Diagnosis<Value>]) -> [String] {
    diagnoses.map { diagnosis in
        "\(diagnosis.value.map { "\($0)" } ?? "nil") \(diagnosis.warnings) \(diagnosis.issues)"
            + " \(diagnosis.warnings.map(\.excerpt)) \(diagnosis.issues.map(\.excerpt))"
    }
}

@Suite("Records: batches (concurrency)")
struct ParallelRecordsConcurrentTests {
    /// Three generated inputs in the long run (`SIEVE_LONG_TESTS=1`, as CI's first test run
    /// does), so that more cuts land in more kinds of lines; the first by default (and under
    /// ThreadSanitizer).
    @Test(
        "diagnoseRecords on 2, 3 and 8 workers equals records(in:) exactly",
        arguments: LongTests.size([1], long: [1, 2, 3]) as [UInt64])
    func sameAsSequential(seed: UInt64) {
        let input = batchInput(bytes: 600_000, seed: seed)
        let sequential = describe(RecordCustomer.records(in: input).map(\.diagnosis))
        #expect(sequential.count > 5_000)
        for workers in [1, 2, 3, 8] {
            let parallel = describe(
                RecordCustomer.diagnoseRecords(in: input, concurrency: .cores(workers)))
            #expect(parallel == sequential, "\(workers) workers")
        }
        #expect(describe(RecordCustomer.diagnoseRecords(in: input)) == sequential)
    }

    @Test("JSON Lines fill their room in the result: without gaps, with blank lines, spread values")
    func inPlace() {
        // One record per line: every slice's records fill its room exactly. 20,000 lines
        // (1.6 MB, 24 slices) in the long run (long: SIEVE_LONG_TESTS=1); 5,000 by default,
        // 400 KB in 6 slices, two for each worker.
        let lines = LongTests.size(5_000, long: 20_000)
        let plain = Array((0..<lines).map(customerLine).joined(separator: "\n").utf8)
        let sequential = describe(RecordCustomer.records(in: plain).map(\.diagnosis))
        #expect(sequential.count == lines)
        let parallel = RecordCustomer.diagnoseRecords(in: plain, concurrency: .cores(3))
        #expect(describe(parallel) == sequential)
        // Blank lines, bad lines and pretty-printed values leave gaps to close, but no slice
        // has more records than room.
        let gaps = batchInput(bytes: 600_000, seed: 4, together: false)
        let expected = describe(RecordCustomer.records(in: gaps).map(\.diagnosis))
        for workers in [2, 5] {
            let parallel = RecordCustomer.diagnoseRecords(in: gaps, concurrency: .cores(workers))
            #expect(describe(parallel) == expected)
        }
    }

    @Test("short lines, indented lines, several values on a line: room counted or overflowed")
    func roomAndOverflow() {
        // Records of 4 bytes: one per line, each line's room counted.
        let short = Array((0..<100_000).map { "[\($0 % 10)]" }.joined(separator: "\n").utf8)
        let expected = [Int].records(in: short).map { $0.value }
        #expect(expected.count == 100_000)
        let shortValues = [Int].diagnoseRecords(in: short, concurrency: .cores(3)).map(\.value)
        #expect(shortValues == expected)
        // Indented lines (whose room is not counted) and lines of two values hold more
        // records than their room: the overflow runs keep them in order.
        let crowded = Array((0..<60_000).map { $0 % 3 == 0 ? "  [\($0)]" : "[\($0)] [\($0)]" }
            .joined(separator: "\n").utf8)
        let sequential = [Int].records(in: crowded).map { $0.value }
        #expect(sequential.count == 100_000)
        let crowdedValues = [Int].diagnoseRecords(in: crowded, concurrency: .cores(3)).map(\.value)
        #expect(crowdedValues == sequential)
    }

    @Test("records far fewer than their room move into an array of their size")
    func shrunk() {
        // Unindented pretty-printed records: every line starts with a byte other than
        // whitespace, so each slice has room for about six records per record.
        let record = { (id: Int) in
            "{\n\"id\": \(id),\n\"email\": \"c\(id)@example.com\",\n"
                + "\"tier\": \"pro\",\n\"seat_count\": 1\n}"
        }
        let input = Array((0..<8_000).map(record).joined(separator: "\n").utf8)
        #expect(input.count > 256 << 10)
        let sequential = describe(RecordCustomer.records(in: input).map(\.diagnosis))
        let parallel = RecordCustomer.diagnoseRecords(in: input, concurrency: .cores(3))
        #expect(describe(parallel) == sequential)
        #expect(parallel.count == 8_000)
        #expect(parallel.capacity < 2 * parallel.count)
    }

    @Test("every line indented: no room at all, every record overflows, in order")
    func allIndented() {
        let input = Array(String(repeating: " [1]\n", count: 100_000).utf8)
        let values = [Int].diagnoseRecords(in: input, concurrency: .cores(2)).map(\.value)
        #expect(values.count == 100_000)
        #expect(values == [Int].records(in: input).map(\.value))
    }

    @Test("a value spread over every slice's cut is still one record")
    func recordAcrossCuts() {
        // One huge pretty-printed array spanning the whole input, then a normal line: every
        // slice but the first starts inside it, and the stitch must redo them. Each element's
        // line costs a slice that starts inside the array a bad record, so by default the
        // elements are fewer and indented further: 11,000 lines of 50 bytes or so, the same 8
        // slices as the long run's 60,000 short lines (long: SIEVE_LONG_TESTS=1).
        let elements = LongTests.size(11_000, long: 60_000)
        let indent = String(repeating: " ", count: LongTests.size(48, long: 2))
        var text = "[\n" + (0..<elements).map { "\(indent)\($0)," }.joined(separator: "\n") + "\n  0\n]\n[1]\n"
        text += "[2]"
        let input = Array(text.utf8)
        #expect(input.count >= 8 * (64 << 10))  // 8 slices of the smallest size, 64 KiB
        let sequential = [Int].records(in: input).map { $0.value?.count }
        #expect(sequential == [elements + 1, 1, 1])
        let parallel = [Int].diagnoseRecords(in: input, concurrency: .cores(4)).map { $0.value?.count }
        #expect(parallel == sequential)
    }

    @Test("inputs with no record, or records only at the ends, on several workers")
    func sparseInputs() {
        let blank = Array(String(repeating: " \n\r\n", count: 100_000).utf8)
        #expect(RecordCustomer.diagnoseRecords(in: blank, concurrency: .cores(4)).isEmpty)
        #expect(RecordCustomer.diagnoseRecords(in: [UInt8](), concurrency: .cores(4)).isEmpty)
        // Every slice but the first and the last holds only blank lines.
        let ends = Array(("[1]\n" + String(repeating: "\n", count: 400_000) + "[2, 3]\n").utf8)
        let counts = [Int].diagnoseRecords(in: ends, concurrency: .cores(4)).map { $0.value?.count }
        #expect(counts == [1, 2])
        #expect(counts == [Int].records(in: ends).map { $0.value?.count })
    }

    @Test("batches without records beside a thread reading empty arrays write no shared memory")
    @available(SwiftStdlib 6.0, *)
    func emptyResults() {
        // An empty result must not come from `Array(unsafeUninitializedCapacity: 0)`: that
        // stores a count of 0 into the stdlib's one empty-array object, which every empty
        // array in the process shares, so ThreadSanitizer sees a race with any reader of one.
        let blank = Array(String(repeating: " \n", count: 200_000).utf8)
        let indented = Array(String(repeating: " [1]\n", count: 80_000).utf8)
        let flags = ReaderFlags()
        let reader = Thread {
            flags.started.store(true, ordering: .relaxed)
            // Relaxed loads: nothing orders these reads after the batches' writes.
            var total = 0
            while !flags.done.load(ordering: .relaxed) {
                total += opaqueEmptyArray().withUnsafeBufferPointer(\.count)
            }
            flags.total.store(total, ordering: .relaxed)
            flags.finished.store(true, ordering: .releasing)
        }
        reader.start()
        while !flags.started.load(ordering: .relaxed) {}
        // Ten rounds in the long run (`SIEVE_LONG_TESTS=1`, as CI's first test run does),
        // more chances for the reader to meet a write; three by default (and under
        // ThreadSanitizer, which needs one).
        let rounds = LongTests.size(3, long: 10)
        var records = 0
        for _ in 0..<rounds {
            records += RecordCustomer.diagnoseRecords(in: blank, concurrency: .cores(2)).count
            records += [Int].diagnoseRecords(in: indented, concurrency: .cores(2)).count
        }
        flags.done.store(true, ordering: .relaxed)
        while !flags.finished.load(ordering: .acquiring) {}
        #expect(records == rounds * 80_000)
        #expect(flags.total.load(ordering: .relaxed) == 0)
    }

    @Test("the drop-in decoder's batch equals its records")
    func dropIn() {
        let input = batchInput(bytes: 400_000, seed: 9)
        let decoder = SieveDecoder()
        let sequential = describe(decoder.records(RecordCustomer.self, in: input).map(\.diagnosis))
        let parallel = describe(decoder.diagnoseRecords(RecordCustomer.self, in: input, concurrency: .cores(2)))
        #expect(parallel == sequential)
    }
}

/// An empty array the optimizer cannot see is empty, so reading its count reads memory.
@inline(never)
func opaqueEmptyArray() -> [Int] { [] }

/// What the test's reading thread and the test tell each other, without ordering anything
/// else until the reader has finished.
@available(SwiftStdlib 6.0, *)
final class ReaderFlags: Sendable {
    let started = Atomic<Bool>(false)
    let done = Atomic<Bool>(false)
    let finished = Atomic<Bool>(false)
    let total = Atomic<Int>(0)
}

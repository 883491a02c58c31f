// The records passes: JSON Lines made here from the drift customers (so the corpus holds no
// 50 MB file: 50 MiB with --full, 5 MiB by default), read as a stream of records.
//
//   records           records(in:) against JSONDecoder decoding each line, the way users do
//                     it today (split the data at line feeds, decode each piece)
//   records-array     records(in:) against Sieve decoding the same records as one JSON array:
//                     what streaming costs
//   records-parallel  diagnoseRecords(in:concurrency: .allCores) against the same call on
//                     one core; the calls alone, each result dropped after the clock stops
//   drift-log         two threads decoding drifted records, each recording every diagnosis
//                     into one shared DriftLog, against the same decodes without the log

import Dispatch
import Foundation
import Sieve

extension PassPlan {
    /// The four records passes, over the drift customer files in `files`, each reading about
    /// `recordsTargetBytes` of JSON Lines (the file's records, repeated).
    @available(SwiftStdlib 5.7, *)
    static func records(_ files: [InputFile], recordsTargetBytes: Int) -> [PassPlan] {
        var plans: [PassPlan] = []
        if let clean = files.first(where: { $0.name == "drift-customers-clean-64k.json" }) {
            let lines = RecordLines(array: clean, targetBytes: recordsTargetBytes)
            plans.append(
                PassPlan(
                    name: "records",
                    comparison: "Sieve records(in:) vs JSONDecoder on each line, JSON Lines",
                    target: PassTarget(statistic: .meanRatio, value: 10),
                    cases: [.recordsAgainstFoundation(lines)]))
            plans.append(
                PassPlan(
                    name: "records-array",
                    comparison: "Sieve records(in:) vs Sieve [Customer] of the same records",
                    target: PassTarget(statistic: .meanRatio, value: 0.9),
                    cases: [.recordsAgainstArray(lines)]))
            plans.append(
                PassPlan(
                    name: "records-parallel",
                    comparison: "diagnoseRecords .allCores vs the same on one core",
                    target: PassTarget(statistic: .meanRatio, value: 1.7),
                    cases: [.recordsParallel(lines)]))
        }
        if let drifted = files.first(where: { $0.name == "drift-customers-1m.json" }) {
            let lines = RecordLines(array: drifted, targetBytes: recordsTargetBytes / 4)
            plans.append(
                PassPlan(
                    name: "drift-log",
                    comparison: "2 threads decoding drifted records vs the same + a shared DriftLog",
                    target: PassTarget(statistic: .meanRatio, value: 0.95),
                    cases: [.driftLog(lines)]))
        }
        return plans
    }
}

/// A JSON array's elements as JSON Lines, repeated to a size, and the same records as one
/// array.
struct RecordLines {
    /// The JSON Lines text.
    let file: InputFile
    /// The same records as one JSON array.
    let array: [UInt8]
    /// How many records.
    let count: Int

    init(array source: InputFile, targetBytes: Int) {
        let elements: [RawValue]
        do {
            elements = try [RawValue].parse(json: source.bytes)
        } catch {
            fatalError("\(source.name) is not an array: \(error)")
        }
        let lines = elements.map { "\($0)" }
        let one = lines.joined(separator: "\n") + "\n"
        let repeats = max(1, targetBytes / max(one.utf8.count, 1) + 1)
        let text = String(repeating: one, count: repeats)
        let name = source.name.replacingOccurrences(of: ".json", with: "") + "-x\(repeats).ndjson"
        file = InputFile(name: name, bytes: Array(text.utf8))
        self.array = Array(("[" + Array(repeating: lines.joined(separator: ","), count: repeats)
            .joined(separator: ",") + "]").utf8)
        count = lines.count * repeats
    }

    /// The lines, as a user splits them for `JSONDecoder`.
    func foundationLines() -> [Data] {
        file.data.split(separator: UInt8(ascii: "\n"))
    }
}

extension BenchCase {
    /// Sieve's side of `records` and `records-array`: every record of `bytes`, each required to
    /// decode. The record holds its value; reading it through the record (not copying it out)
    /// is what the array side does with its elements.
    static func readRecords(_ bytes: [UInt8]) throws {
        for record in Customer.records(in: bytes) {
            guard record.diagnosis.isValid else { throw RecordFailure(record: record.index) }
            blackHole(record)
        }
    }

    /// `records(in:)` against `JSONDecoder` per line; the same values.
    static func recordsAgainstFoundation(_ lines: RecordLines) -> BenchCase {
        let decoder = JSONDecoder()
        let data = lines.file.data
        let bytes = lines.file.bytes
        return BenchCase(
            file: lines.file,
            foundation: {
                for line in data.split(separator: UInt8(ascii: "\n")) {
                    blackHole(try decoder.decode(Synthesized.Customer.self, from: line))
                }
            },
            sieve: { try readRecords(bytes) },
            check: {
                let expected = try lines.foundationLines().map {
                    try decoder.decode(Synthesized.Customer.self, from: $0)
                }
                let actual = Customer.records(in: bytes).compactMap(\.value)
                guard expected.count == lines.count, actual.count == lines.count else {
                    throw Mismatch(
                        path: "$", foundation: "\(expected.count) records",
                        sieve: "\(actual.count) records")
                }
                try ValueComparison.assertIdentical(expected, actual)
                return CheckReport(note: "\(lines.count) records")
            })
    }

    /// `records(in:)` against `[Customer].parse` of the same records as one array.
    static func recordsAgainstArray(_ lines: RecordLines) -> BenchCase {
        let bytes = lines.file.bytes
        let array = lines.array
        return BenchCase(
            file: lines.file,
            foundation: { blackHole(try [Customer].parse(json: array)) },
            sieve: { try readRecords(bytes) },
            check: {
                let expected = try [Customer].parse(json: array)
                try sameRecords(expected, Customer.records(in: bytes).map(\.value), count: lines.count)
                return CheckReport(note: "\(lines.count) records, array of \(array.count) bytes")
            })
    }

    /// `diagnoseRecords` on every core against one core; the same diagnoses. The pass times
    /// the call: each side's result is dropped after the clock stops (freeing values made on
    /// another core is the caller's cost, and is measured apart, in the check's note).
    @available(SwiftStdlib 5.7, *)
    static func recordsParallel(_ lines: RecordLines) -> BenchCase {
        let bytes = lines.file.bytes
        let shelf = ResultShelf()
        return BenchCase(
            file: lines.file,
            foundation: {
                shelf.keep(Customer.diagnoseRecords(in: bytes, concurrency: .serial))
            },
            sieve: {
                shelf.keep(Customer.diagnoseRecords(in: bytes, concurrency: .allCores))
            },
            check: {
                let serial = Customer.diagnoseRecords(in: bytes, concurrency: .serial)
                let parallel = Customer.diagnoseRecords(in: bytes, concurrency: .allCores)
                try sameRecords(serial.map { $0.value! }, parallel.map(\.value), count: lines.count)
                let sequential = Customer.records(in: bytes).map(\.value)
                try sameRecords(serial.map { $0.value! }, sequential, count: lines.count)
                // Each drop as the timed calls' drops are made: by the shelf.
                let clock = ContinuousClock()
                var settled = false
                shelf.keep(consume serial)
                let dropSerial = clock.measure { settled = shelf.empty() }
                shelf.keep(consume parallel)
                let dropParallel = clock.measure { settled = shelf.empty() }
                return CheckReport(
                    note: "\(RecordConcurrency.allCores) against 1 core; dropping the result, "
                        + (settled ? "with glibc's deferred merge, " : "")
                        + "measured once, outside the ratio: 1 core \(milliseconds(dropSerial)), "
                        + "\(RecordConcurrency.allCores) \(milliseconds(dropParallel))")
            },
            shelf: shelf)
    }

    /// `duration` in milliseconds, one decimal.
    @available(SwiftStdlib 5.7, *)
    static func milliseconds(_ duration: Duration) -> String {
        let tenths = (duration.nanoseconds / 100_000).rounded()
        return "\(tenths / 10) ms"
    }

    /// Two threads decoding records, with and without recording into a shared `DriftLog`.
    @available(SwiftStdlib 5.7, *)
    static func driftLog(_ lines: RecordLines) -> BenchCase {
        let bytes = lines.file.bytes
        let halves = RecordHalves(bytes)
        return BenchCase(
            file: lines.file,
            foundation: {
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    for record in TolerantCustomer.records(in: halves[half]) { blackHole(record) }
                }
            },
            sieve: {
                let drift = DriftLog()
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    for record in TolerantCustomer.records(in: halves[half]) {
                        drift.record(record.diagnosis)
                    }
                }
                blackHole(drift)
            },
            check: {
                let drift = DriftLog()
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    for record in TolerantCustomer.records(in: halves[half]) {
                        drift.record(record.diagnosis)
                    }
                }
                var expected: [DiagnosticCode: Int] = [:]
                var records = 0
                for record in TolerantCustomer.records(in: bytes) {
                    records += 1
                    for (code, count) in record.diagnosis.warningCounts { expected[code, default: 0] += count }
                    for issue in record.diagnosis.issues { expected[issue.code, default: 0] += 1 }
                }
                let counts = drift.counts
                guard counts.diagnoses == records, counts.byCode == expected else {
                    throw Mismatch(
                        path: "$", foundation: "\(records) records, \(expected)",
                        sieve: "\(counts.diagnoses) records, \(counts.byCode)")
                }
                let warnings = expected.values.reduce(0, +)
                return CheckReport(note: "\(records) records, \(warnings) warnings and issues counted")
            })
    }

    /// Every record decoded, equal to `expected`.
    static func sameRecords(_ expected: [Customer], _ actual: [Customer?], count: Int) throws {
        guard expected.count == count, actual.count == count else {
            throw Mismatch(path: "$", foundation: "\(expected.count) records", sieve: "\(actual.count) records")
        }
        for index in 0..<count where actual[index] != expected[index] {
            throw Mismatch(
                path: "$[\(index)]", foundation: "\(expected[index])",
                sieve: actual[index].map { "\($0)" } ?? "an issue")
        }
    }
}

/// A record that did not decode, in a pass where every record must.
struct RecordFailure: Error, CustomStringConvertible {
    let record: Int
    var description: String { "record \(record) did not decode" }
}

/// JSON Lines cut in two at a line start, for two threads.
struct RecordHalves: @unchecked Sendable {
    // @unchecked: two read-only arrays.
    let first: [UInt8]
    let second: [UInt8]

    init(_ bytes: [UInt8]) {
        var middle = bytes.count / 2
        while middle < bytes.count && bytes[middle] != UInt8(ascii: "\n") { middle += 1 }
        first = Array(bytes[..<min(middle + 1, bytes.count)])
        second = Array(bytes[min(middle + 1, bytes.count)...])
    }

    subscript(half: Int) -> [UInt8] { half == 0 ? first : second }
}

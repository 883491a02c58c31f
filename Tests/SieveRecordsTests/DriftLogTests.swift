// DriftLog's behaviour: what it counts from real decodes, path normalization, the bound on paths,
// omitted warnings, the report and JSON renderings, reset, and exact counts under concurrency.

import Foundation
import Sieve
import SieveRecords
import Dispatch
import Testing
import SieveTestSupport

/// Sieve's issue, not Swift Testing's.
typealias DriftIssue = Sieve.Issue

/// Diagnoses built once and reused by every test.
enum DriftSamples {
    static let drifting =
        #"{"id":1,"email_address":"a@b.c","tier":"enterprise","seat_count":"twelve"}"#
    static let clean = #"{"id":2,"email":"d@e.f","tier":"pro","seat_count":3}"#
    static let failing = #"{"id":"three","email":"g@h.i","tier":"free","seat_count":1}"#

    static let driftingDiagnosis = RecordCustomer.diagnose(json: drifting)
    static let cleanDiagnosis = RecordCustomer.diagnose(json: clean)
    static let failingDiagnosis = RecordCustomer.diagnose(json: failing)
    /// Three drifting customers in an array: paths `[0].email`, `[1].email`, `[2].email`.
    static let arrayDiagnosis = [RecordCustomer].diagnose(
        json: "[" + [drifting, clean, drifting, drifting].joined(separator: ",") + "]")

    static func warning(_ code: DiagnosticCode, at path: JSONPath, line: Int = 1) -> Warning {
        Warning(
            code: code, path: path, location: SourceLocation(line: line, column: 1, offset: 0),
            parameters: ["line": String(line)])
    }

    static func diagnosis(
        warnings: [Warning] = [], issues: [DriftIssue] = [], omitted: [DiagnosticCode: Int] = [:]
    ) -> Diagnosis<Int> {
        Diagnosis(
            value: issues.isEmpty ? 1 : nil, warnings: warnings, issues: issues,
            omittedWarnings: omitted)
    }
}

extension Diagnosis {
    /// The same warnings and issues as a diagnosis of one customer, to share an array with them.
    var asCustomer: Diagnosis<RecordCustomer> {
        Diagnosis<RecordCustomer>(
            value: nil, warnings: warnings, issues: issues, omittedWarnings: omittedWarnings)
    }
}

@Suite("DriftLog")
struct DriftLogTests {
    @Test("a drifting decode is counted per code and per path, with its example")
    @available(SwiftStdlib 6.0, *)
    func countsRealDecode() throws {
        let drift = DriftLog()
        drift.record(DriftSamples.driftingDiagnosis)
        drift.record(DriftSamples.driftingDiagnosis)
        drift.record(DriftSamples.cleanDiagnosis)
        let counts = drift.counts

        #expect(counts.diagnoses == 3)
        #expect(counts.diagnosesWithWarnings == 2)
        #expect(counts.diagnosesWithIssues == 0)
        #expect(counts.byCode == [.aliasMatched: 2, .unknownCase: 2, .fallbackApplied: 2])
        #expect(counts.warningsByCode == counts.byCode)
        #expect(counts.issuesByCode.isEmpty)
        #expect(counts.warnings == 6)
        #expect(counts.byPath.count == 3)
        // Equal counts sort by code.
        #expect(counts.byPath.map(\.code) == [.aliasMatched, .fallbackApplied, .unknownCase])
        let alias = try #require(counts.byPath.first)
        #expect(alias.pattern == "email")
        #expect(alias.path == "email")
        #expect(alias.severity == .warning)
        #expect(alias.count == 2)
        #expect(alias.example.parameters["alias"] == "email_address")
        #expect(alias.example.location.line == 1)
        #expect(alias.example.excerpt == nil)
        #expect(alias.example.message == DriftSamples.driftingDiagnosis.warnings[0].message)
    }

    @Test("issues are counted apart from warnings, by severity")
    @available(SwiftStdlib 6.0, *)
    func separatesIssues() {
        let drift = DriftLog()
        drift.record(DriftSamples.failingDiagnosis)
        drift.record(
            DriftSamples.diagnosis(
                warnings: [DriftSamples.warning(.unknownKey, at: "extra")],
                issues: [
                    DriftIssue(
                        code: .unknownKey, path: "extra",
                        location: SourceLocation(line: 1, column: 1, offset: 0))
                ]))
        let counts = drift.counts

        #expect(counts.diagnoses == 2)
        #expect(counts.diagnosesWithIssues == 2)
        #expect(counts.diagnosesWithWarnings == 1)
        #expect(counts.issuesByCode[.typeMismatch] == 1)
        #expect(counts.issuesByCode[.unknownKey] == 1)
        #expect(counts.warningsByCode[.unknownKey] == 1)
        #expect(counts.byCode[.unknownKey] == 2)
        let unknown = counts.byPath.filter { $0.code == .unknownKey }
        #expect(unknown.map(\.severity) == [.warning, .error])
        #expect(counts.byPath.contains { $0.code == .typeMismatch && $0.pattern == "id" })
    }

    @Test("array indices count together as [*], the example keeps the real path")
    @available(SwiftStdlib 6.0, *)
    func normalizesIndices() throws {
        let drift = DriftLog()
        drift.record(
            DriftSamples.diagnosis(warnings: [
                DriftSamples.warning(.fallbackApplied, at: "orders[1].quantity", line: 1),
                DriftSamples.warning(.fallbackApplied, at: "orders[7].quantity", line: 2),
                DriftSamples.warning(.fallbackApplied, at: "orders[7].price", line: 3),
            ]))
        drift.record(
            DriftSamples.diagnosis(warnings: [
                DriftSamples.warning(.fallbackApplied, at: "orders[12].quantity", line: 4)
            ]))
        let counts = drift.counts

        #expect(counts.byPath.map(\.pattern) == ["orders[*].quantity", "orders[*].price"])
        let quantity = try #require(counts.byPath.first)
        #expect(quantity.count == 3)
        #expect(
            quantity.path
                == JSONPath([.key("orders"), .index(DriftCounts.anyIndex), .key("quantity")]))
        #expect(quantity.example.path == "orders[12].quantity")
        #expect(quantity.example.location.line == 4)
        #expect(
            DriftCounts.normalized("[3].tags[0]")
                == JSONPath([.index(-1), .key("tags"), .index(-1)]))
        #expect(DriftCounts.pattern(of: "[3].tags[0]") == "[*].tags[*]")
        #expect(DriftCounts.normalized("a.b") == "a.b")
    }

    @Test("a top-level array of drifting records is one entry per code and field")
    @available(SwiftStdlib 6.0, *)
    func normalizesRealArrayDecode() throws {
        let drift = DriftLog()
        drift.record(DriftSamples.arrayDiagnosis)
        let counts = drift.counts

        #expect(counts.diagnoses == 1)
        #expect(counts.byCode == [.aliasMatched: 3, .unknownCase: 3, .fallbackApplied: 3])
        #expect(
            counts.byPath.map(\.pattern).sorted() == ["[*].email", "[*].seat_count", "[*].tier"])
        #expect(counts.byPath.allSatisfy { $0.count == 3 })
        let alias = try #require(counts.byPath.first { $0.code == .aliasMatched })
        #expect(alias.example.path == "[3].email")
    }

    @Test("diagnoses with nothing to report are counted, and add no entry")
    @available(SwiftStdlib 6.0, *)
    func countsCleanDiagnoses() {
        let drift = DriftLog()
        for _ in 0..<1_000 { drift.record(DriftSamples.cleanDiagnosis) }
        let counts = drift.counts
        #expect(counts.diagnoses == 1_000)
        #expect(counts.diagnosesWithWarnings == 0)
        #expect(counts.diagnosesWithIssues == 0)
        #expect(counts.byCode.isEmpty)
        #expect(counts.byPath.isEmpty)
    }

    @Test("past maxPaths, new paths count by code and as overflow; held paths keep counting")
    @available(SwiftStdlib 6.0, *)
    func boundsPaths() {
        let drift = DriftLog(maxPaths: 2)
        let fields = ["a", "b", "c", "d", "e"]
        drift.record(
            DriftSamples.diagnosis(
                warnings: fields.map {
                    DriftSamples.warning(.unknownKey, at: JSONPath(stringLiteral: $0))
                }))
        drift.record(DriftSamples.diagnosis(warnings: [DriftSamples.warning(.unknownKey, at: "a")]))
        drift.record(DriftSamples.diagnosis(warnings: [DriftSamples.warning(.unknownKey, at: "z")]))
        let counts = drift.counts

        #expect(drift.maxPaths == 2)
        #expect(counts.byPath.count == 2)
        #expect(counts.byPath.map(\.pattern) == ["a", "b"])
        #expect(counts.byPath.map(\.count) == [2, 1])
        #expect(counts.overflowedPaths == 4)
        #expect(counts.byCode[.unknownKey] == 7)
    }

    @Test("a hostile stream of distinct paths cannot grow the log past its bound")
    @available(SwiftStdlib 6.0, *)
    func hostileStreamStaysBounded() {
        let drift = DriftLog(maxPaths: 100)
        for index in 0..<2_000 {
            drift.record(
                DriftSamples.diagnosis(warnings: [
                    DriftSamples.warning(.unknownKey, at: JSONPath([.key("k\(index)")]))
                ]))
        }
        let counts = drift.counts
        #expect(counts.byPath.count == 100)
        #expect(counts.overflowedPaths == 1_900)
        #expect(counts.byCode[.unknownKey] == 2_000)
    }

    @Test("warnings only counted past Limits.maxWarnings are added by code, under no path")
    @available(SwiftStdlib 6.0, *)
    func countsOmittedWarnings() {
        let diagnosis = RecordCustomer.diagnose(
            json: DriftSamples.drifting, limits: Limits(maxWarnings: 1))
        #expect(diagnosis.warnings.count == 1)
        #expect(diagnosis.omittedWarnings.values.reduce(0, +) == 2)

        let drift = DriftLog()
        drift.record(diagnosis)
        drift.record(DriftSamples.diagnosis(omitted: [.duplicateKey: 5]))
        let counts = drift.counts

        #expect(counts.diagnoses == 2)
        #expect(counts.diagnosesWithWarnings == 2)
        #expect(
            counts.byCode
                == [.aliasMatched: 1, .unknownCase: 1, .fallbackApplied: 1, .duplicateKey: 5])
        #expect(counts.omittedWarnings == [.unknownCase: 1, .fallbackApplied: 1, .duplicateKey: 5])
        #expect(counts.byPath.map(\.code) == [.aliasMatched])
        #expect(drift.report().contains("7 warnings only counted by code"))
    }

    @Test("many warnings in one diagnosis are grouped the same as a few")
    @available(SwiftStdlib 6.0, *)
    func groupsLargeDiagnosis() {
        let drift = DriftLog()
        let warnings = (0..<500).map {
            DriftSamples.warning(.elementDropped, at: JSONPath([.key("items"), .index($0)]))
        } + (0..<100).map {
            DriftSamples.warning(.unknownKey, at: JSONPath([.key("k\($0 % 10)")]))
        }
        drift.record(DriftSamples.diagnosis(warnings: warnings))
        let counts = drift.counts
        #expect(counts.byCode == [.elementDropped: 500, .unknownKey: 100])
        #expect(counts.byPath.count == 11)
        #expect(counts.byPath.first?.pattern == "items[*]")
        #expect(counts.byPath.first?.count == 500)
        #expect(counts.byPath.first?.example.path == "items[499]")
        #expect(counts.byPath.dropFirst().allSatisfy { $0.count == 10 })
    }

    @Test("an entry's example is the last one recorded, from short lists and from long ones")
    @available(SwiftStdlib 6.0, *)
    func lastExample() {
        let drift = DriftLog()
        func warnings(_ count: Int, from first: Int) -> [Warning] {
            (first..<first + count).map {
                DriftSamples.warning(.elementDropped, at: JSONPath([.key("items"), .index($0)]))
            }
        }
        // A short list, a long one, then short again.
        for (count, first) in [(2, 0), (30, 100), (3, 200)] {
            drift.record(DriftSamples.diagnosis(warnings: warnings(count, from: first)))
            let entry = drift.counts.byPath.first
            #expect(entry?.example.path == JSONPath([.key("items"), .index(first + count - 1)]))
            #expect(entry?.example.excerpt == nil)
        }
        #expect(drift.counts.byPath.first?.count == 35)
    }

    @Test("keys that share a shape (code, depth, last key's length) are counted apart")
    @available(SwiftStdlib 6.0, *)
    func sameShapeKeysCountApart() throws {
        // Nine keys of one length at one depth: more than the log's guesses hold for one shape,
        // so most are found again by their full key. Recorded round-robin, two a diagnosis.
        let keys = ["aaa", "bbb", "ccc", "ddd", "eee", "fff", "ggg", "hhh", "iii"]
        let drift = DriftLog()
        var expected: [String: Int] = [:]
        for round in 0..<50 {
            let first = keys[round % keys.count]
            let second = keys[(round * 4 + 1) % keys.count]
            drift.record(
                DriftSamples.diagnosis(warnings: [
                    DriftSamples.warning(.unknownKey, at: JSONPath([.key(first)]), line: round),
                    DriftSamples.warning(.unknownKey, at: JSONPath([.key(second)]), line: round),
                ]))
            expected[first, default: 0] += 1
            expected[second, default: 0] += 1
        }
        let counts = drift.counts
        let byKey = Dictionary(uniqueKeysWithValues: counts.byPath.map { ($0.pattern, $0.count) })
        #expect(byKey == expected)
        #expect(counts.warnings == 100)
    }

    @Test("two codes recorded at one path are two entries; the example is the last one's")
    @available(SwiftStdlib 6.0, *)
    func recordedCodesAtOnePath() throws {
        let first = DiagnosticCode("legacy_field")
        let second = DiagnosticCode("legacy_value")
        let drift = DriftLog()
        for line in 1...6 {
            drift.record(
                DriftSamples.diagnosis(warnings: [
                    DriftSamples.warning(
                        line.isMultiple(of: 3) ? second : first, at: "email", line: line)
                ]))
        }
        let counts = drift.counts
        #expect(counts.byCode == [first: 4, second: 2])
        let firstEntry = try #require(counts.byPath.first { $0.code == first })
        let secondEntry = try #require(counts.byPath.first { $0.code == second })
        #expect(firstEntry.count == 4 && secondEntry.count == 2)
        // The path is equal every time (the log keeps the one it holds); the location and
        // the parameters still come from the last diagnostic.
        #expect(firstEntry.example.location.line == 5)
        #expect(firstEntry.example.parameters["line"] == "5")
        #expect(secondEntry.example.location.line == 6)
        #expect(secondEntry.example.parameters["line"] == "6")
        #expect(firstEntry.example.path == "email")
    }

    @Test("the report is a table with a summary line and a row per entry")
    @available(SwiftStdlib 6.0, *)
    func reportsTable() throws {
        let drift = DriftLog()
        drift.record(DriftSamples.driftingDiagnosis)
        drift.record(DriftSamples.failingDiagnosis)
        drift.record(
            DriftSamples.diagnosis(warnings: [
                Warning(
                    code: .fallbackApplied, path: "notes",
                    location: SourceLocation(line: 1, column: 1, offset: 0),
                    parameters: ["reason": String(repeating: "x", count: 200)])
            ]))
        let report = drift.report()
        let lines = report.split(separator: "\n").map(String.init)

        #expect(lines.first == "3 diagnoses, 2 with warnings, 1 with issues")
        #expect(lines.contains("warnings"))
        #expect(lines.contains("issues"))
        let header = try #require(lines.first { $0.hasPrefix("  code") })
        let words = header.split(separator: " ")
        #expect(words == ["code", "path", "count", "example"])
        let aliasRow = try #require(lines.first { $0.hasPrefix("  alias_matched") })
        #expect(aliasRow.contains(" email "))
        #expect(aliasRow.contains(DriftSamples.driftingDiagnosis.warnings[0].message))
        #expect(lines.contains { $0.hasPrefix("  type_mismatch ") && $0.contains(" id ") })
        // Columns line up: in the warnings table, every count ends where the header's does.
        let countEnd = try #require(header.range(of: "count")).upperBound.utf16Offset(in: header)
        let table = lines.drop { !$0.hasPrefix("  code") }.dropFirst().prefix { $0.hasPrefix("  ") }
        #expect(table.count == 4)
        for row in table {
            let utf16 = Array(row.utf16)
            #expect(utf16[countEnd - 1] == UInt16(UInt8(ascii: "1")))
            #expect(utf16[countEnd] == UInt16(UInt8(ascii: " ")))
        }
        // Long examples are cut.
        #expect(lines.allSatisfy { $0.count < 140 })
        #expect(report.contains("…"))
    }

    @Test("the JSON parses back with the counts")
    @available(SwiftStdlib 6.0, *)
    func reportsJSON() throws {
        let drift = DriftLog()
        drift.record(DriftSamples.driftingDiagnosis)
        drift.record(DriftSamples.arrayDiagnosis)
        drift.record(DriftSamples.failingDiagnosis)
        drift.record(DriftSamples.cleanDiagnosis)
        let data = try drift.jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        #expect(object["diagnoses"] as? Int == 4)
        #expect(object["diagnoses_with_warnings"] as? Int == 2)
        #expect(object["diagnoses_with_issues"] as? Int == 1)
        #expect(object["overflowed_paths"] as? Int == 0)
        let codes = try #require(object["codes"] as? [String: Int])
        #expect(codes["alias_matched"] == 4)
        #expect(codes["type_mismatch"] == 1)
        #expect((object["issue_codes"] as? [String: Int]) == ["type_mismatch": 1])
        let paths = try #require(object["paths"] as? [[String: Any]])
        #expect(paths.count == drift.counts.byPath.count)
        let first = try #require(paths.first)
        #expect(first["path"] as? String == "[*].email")
        #expect(first["count"] as? Int == 3)
        #expect(first["severity"] as? String == "warning")
        let example = try #require(first["example"] as? [String: Any])
        #expect(example["path"] as? String == "[3].email")
        #expect((example["parameters"] as? [String: String])?["alias"] == "email_address")
        #expect(example["line"] as? Int == 1)
        #expect(example["message"] is String)
        // Sorted keys: the text is stable.
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.hasPrefix(#"{"codes":{"#))
    }

    @Test("reset returns what it cleared and starts again from zero")
    @available(SwiftStdlib 6.0, *)
    func resets() {
        let drift = DriftLog()
        drift.record(DriftSamples.driftingDiagnosis)
        drift.record(DriftSamples.cleanDiagnosis)
        let cleared = drift.reset()
        #expect(cleared.diagnoses == 2)
        #expect(cleared.byCode[.aliasMatched] == 1)
        #expect(drift.counts.isEmpty)
        #expect(drift.counts == DriftCounts())

        drift.record(DriftSamples.failingDiagnosis)
        #expect(drift.counts.diagnoses == 1)
        #expect(drift.counts.byCode == [.typeMismatch: 1])
    }

    @Test(
        "per-code counts add a code's rows, overflowed paths and omitted warnings once each",
        arguments: [2, 0])
    @available(SwiftStdlib 6.0, *)
    func countsEachDiagnosticOnceByCode(maxPaths: Int) throws {
        let drift = DriftLog(maxPaths: maxPaths)
        let diagnosis = DriftSamples.diagnosis(
            warnings: ["a", "b", "c"].map {
                DriftSamples.warning(.unknownKey, at: JSONPath([.key($0)]))
            },
            issues: [
                DriftIssue(
                    code: .unknownKey, path: "a",
                    location: SourceLocation(line: 1, column: 1, offset: 0))
            ],
            omitted: [.unknownKey: 4])
        func check(_ counts: DriftCounts, times: Int) {
            #expect(counts.warningsByCode == [.unknownKey: 7 * times])
            #expect(counts.issuesByCode == [.unknownKey: 1 * times])
            #expect(counts.byCode == [.unknownKey: 8 * times])
            #expect(counts.warnings == 7 * times)
            #expect(counts.issues == 1 * times)
            #expect(counts.omittedWarnings == [.unknownKey: 4 * times])
            // With room for two rows: warning "a" and warning "b" (met first); the third path
            // and the issue overflow. With none: all four overflow.
            #expect(counts.overflowedPaths == (maxPaths == 2 ? 2 : 4) * times)
            #expect(counts.byPath.map(\.count) == (maxPaths == 2 ? [times, times] : []))
        }
        drift.record(diagnosis)
        check(drift.counts, times: 1)

        // From another thread, which records into a shard of its own: the shards' rows and
        // per-code counts merge.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            drift.record(diagnosis)
            done.signal()
        }
        thread.start()
        done.wait()
        check(drift.counts, times: 2)

        check(drift.reset(), times: 2)
        let empty = drift.counts
        #expect(empty.diagnoses == 0)
        #expect(empty.byCode.isEmpty && empty.byPath.isEmpty && empty.overflowedPaths == 0)
    }
}

@Suite("DriftLog concurrency")
struct DriftLogConcurrentTests {
    /// 100,000 diagnoses a task in the long run (`SIEVE_LONG_TESTS=1`, as CI's first test run
    /// does), long enough for the tasks to interleave on every core for a while; 10,000 by
    /// default (and under ThreadSanitizer), which still records from every task at once.
    @Test("8 tasks recording 100,000 diagnoses each (10,000 by default) into one log give exact counts")
    @available(SwiftStdlib 6.0, *)
    func exactUnderConcurrency() async {
        let drift = DriftLog()
        let samples = [
            DriftSamples.cleanDiagnosis, DriftSamples.driftingDiagnosis,
            DriftSamples.cleanDiagnosis, DriftSamples.failingDiagnosis,
            DriftSamples.cleanDiagnosis, DriftSamples.arrayDiagnosis.asCustomer,
            DriftSamples.cleanDiagnosis, DriftSamples.cleanDiagnosis,
        ]
        let tasks = 8
        let perTask = LongTests.size(10_000, long: 100_000)
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 0..<perTask {
                        drift.record(samples[(index + task) % samples.count])
                    }
                }
            }
        }
        let counts = drift.counts
        let each = tasks * perTask / samples.count  // every sample recorded this often

        #expect(counts.diagnoses == tasks * perTask)
        #expect(counts.diagnosesWithWarnings == 2 * each)
        #expect(counts.diagnosesWithIssues == each)
        #expect(counts.byCode[.aliasMatched] == 4 * each)
        #expect(counts.byCode[.unknownCase] == 4 * each)
        #expect(counts.byCode[.fallbackApplied] == 4 * each)
        #expect(counts.byCode[.typeMismatch] == each)
        #expect(counts.byPath.first { $0.pattern == "[*].email" }?.count == 3 * each)
        #expect(counts.byPath.first { $0.pattern == "email" }?.count == each)
        #expect(counts.byPath.map(\.count).reduce(0, +) == 13 * each)
    }

    @Test("threads recording distinct paths at once hold at most maxPaths, the rest counted as overflow")
    @available(SwiftStdlib 6.0, *)
    func boundedUnderConcurrency() {
        let drift = DriftLog(maxPaths: 100)
        let threads = 4
        let perThread = 1_000
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                drift.record(
                    DriftSamples.diagnosis(warnings: [
                        DriftSamples.warning(.unknownKey, at: JSONPath([.key("t\(thread)-\(index)")])),
                        DriftSamples.warning(.unknownKey, at: "shared"),
                    ]))
            }
        }
        let counts = drift.counts
        #expect(counts.byPath.count == 100)
        #expect(counts.byCode[.unknownKey] == 2 * threads * perThread)
        #expect(counts.byPath.map(\.count).reduce(0, +) + counts.overflowedPaths == 2 * threads * perThread)
        // The path every thread records is one row with every count, even from a thread whose
        // shard first met it after the log was full: a held row keeps counting.
        let shared = counts.byPath.filter { $0.pattern == "shared" }
        #expect(shared.count == 1)
        #expect(shared.first?.count == threads * perThread)
    }

    @Test("reset while others record loses and doubles nothing")
    @available(SwiftStdlib 6.0, *)
    func resetUnderConcurrency() async {
        let drift = DriftLog()
        let samples = [DriftSamples.cleanDiagnosis, DriftSamples.driftingDiagnosis]
        let perTask = 20_000
        let flushed = await withTaskGroup(of: [DriftCounts].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for index in 0..<perTask { drift.record(samples[index % 2]) }
                    return []
                }
            }
            group.addTask {
                var windows: [DriftCounts] = []
                for _ in 0..<50 {
                    windows.append(drift.reset())
                    await Task.yield()
                }
                return windows
            }
            var all: [DriftCounts] = []
            for await windows in group { all += windows }
            return all
        }
        let windows = flushed + [drift.reset()]
        #expect(windows.map(\.diagnoses).reduce(0, +) == 4 * perTask)
        #expect(windows.map(\.diagnosesWithWarnings).reduce(0, +) == 2 * perTask)
        #expect(windows.compactMap { $0.byCode[.aliasMatched] }.reduce(0, +) == 2 * perTask)
        // Each window is whole: its diagnoses with warnings carry three warnings each.
        #expect(windows.allSatisfy { $0.warnings == 3 * $0.diagnosesWithWarnings })
    }
}

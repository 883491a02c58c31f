// The records of one input are decoded in one context, emptied between records: nothing a
// record's decode leaves behind (warnings, issues, a scan failure, key-path walks, member
// tables, array elements, scratch grown past what is kept) shows in the next record.

import Foundation
import Sieve
import Testing

/// A record that uses every part of a decode's context: arrays (the element arena), a key
/// path (the path memo), an object read out of order and unknown keys warned about (the
/// member table and the key ledger).
struct SessionOrder: Schema, Sendable, Equatable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var id: Int
    var author: String
    var tags: [String]
    var lines: [[Int]]

    init(from json: inout ObjectReader) throws {
        lines = try json.decode("lines", fallback: [])
        id = try json.decode("id")
        author = try json.decode(path: "meta.author.name")
        tags = try json.decode("tags")
    }
}

@Suite("Records: one context for all")
struct RecordSessionTests {
    /// Lines of every kind, each followed by a clean one.
    static let lines: [String] = {
        let clean = #"{"id":1,"meta":{"author":{"name":"ann"}},"tags":["a"],"lines":[[1,2]]}"#
        let manyTags = (0..<5_000).map { #""t\#($0)""# }.joined(separator: ",")
        let hugeLines =
            "[" + Array(repeating: "[1,2,3,4,5,6,7,8]", count: 40_000).joined(separator: ",") + "]"
        let kinds = [
            // Warnings: an unknown key, a fallback.
            #"{"id":2,"extra":true,"meta":{"author":{"name":"bo"}},"tags":[],"lines":"x"}"#,
            // An issue in the key path, another in an array.
            #"{"id":3,"meta":{"author":{}},"tags":["a",4],"lines":[]}"#,
            // Invalid JSON halfway through an array and a key path.
            #"{"meta":{"author":{"name":"cy"}},"tags":["a","b",}"#,
            // Members out of order (the member table), with unknown keys.
            #"{"tags":["z"],"u1":1,"u2":2,"lines":[[3]],"meta":{"x":0,"author":{"name":"di"}},"#
                + #""id":4}"#,
            // An array grown past the first arena chunk.
            #"{"id":5,"meta":{"author":{"name":"ed"}},"tags":[\#(manyTags)],"lines":[]}"#,
            // Elements past what a kept scratch may hold (1 MiB of arena).
            #"{"id":6,"meta":{"author":{"name":"fi"}},"tags":[],"lines":\#(hugeLines)}"#,
        ]
        return kinds.flatMap { [$0, clean] } + [clean]
    }()

    @Test("each record's diagnosis is the one its text alone gives, whatever came before")
    func recordsDoNotLeak() {
        let input = Array(Self.lines.joined(separator: "\n").utf8)
        let records = Array(SessionOrder.records(in: input))
        #expect(records.count == Self.lines.count)
        for (record, line) in zip(records, Self.lines) {
            let alone = SessionOrder.diagnose(json: line)
            let diagnosis = record.diagnosis
            let which: Comment = "record \(record.index)"
            #expect(diagnosis.value == alone.value, which)
            #expect(diagnosis.warnings.map(\.code) == alone.warnings.map(\.code), which)
            #expect(diagnosis.warnings.map(\.path) == alone.warnings.map(\.path), which)
            #expect(diagnosis.issues.map(\.code) == alone.issues.map(\.code), which)
            #expect(diagnosis.issues.map(\.path) == alone.issues.map(\.path), which)
            // The line is the record's; the column is the same as alone (every record starts
            // a line).
            let columns = diagnosis.issues.map(\.location.column)
            #expect(columns == alone.issues.map(\.location.column), which)
            #expect(diagnosis.issues.allSatisfy { $0.location.line == record.line })
        }
        // The kinds do what they are here for.
        #expect(records[0].diagnosis.warnings.count == 2)
        #expect(records[2].diagnosis.issues.count == 2)
        #expect(records[4].diagnosis.issues.map(\.code) == [.invalidJSON])
        #expect(records[8].value?.tags.count == 5_000)
        #expect(records[10].value?.lines.count == 40_000)
        for record in records where record.index % 2 == 1 {
            #expect(record.diagnosis.isValid && record.diagnosis.warnings.isEmpty)
        }
    }

    /// A diagnosis in brief: the value's id, the warning codes, the issue codes.
    static func brief(_ diagnosis: Diagnosis<SessionOrder>) -> String {
        let id = diagnosis.value.map { "\($0.id)" } ?? "-"
        return "\(id) \(diagnosis.warnings.map(\.code)) \(diagnosis.issues.map(\.code))"
    }

    @Test("the same on every core, and from a file read in chunks")
    func everyReaderAgrees() throws {
        let text = Array(repeating: Self.lines.joined(separator: "\n"), count: 4)
        let input = Array(text.joined(separator: "\n").utf8)
        let sequential = SessionOrder.records(in: input).map { Self.brief($0.diagnosis) }
        let parallel = SessionOrder.diagnoseRecords(in: input, concurrency: .cores(2))
        #expect(parallel.map(Self.brief) == sequential)
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("session-\(UUID()).jsonl")
        try Data(input).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let chunked = try SessionOrder.records(contentsOf: url, chunkSize: 4096)
            .map { Self.brief($0.diagnosis) }
        #expect(chunked == sequential)
    }

    @Test("a copy of an iterator goes on by itself, interleaved with the original")
    func copiedIterators() {
        let input = Array(Self.lines.joined(separator: "\n").utf8)
        let all = SessionOrder.records(in: input)
            .map { "\($0.index) \(Self.brief($0.diagnosis))" }
        var first = SessionOrder.records(in: input).makeIterator()
        _ = first.next()
        var second = first
        var fromFirst: [String] = []
        var fromSecond: [String] = []
        // Interleaved: each copy's records are the same as one iterator's.
        while let a = first.next() {
            fromFirst.append("\(a.index) \(Self.brief(a.diagnosis))")
            if let b = second.next() {
                fromSecond.append("\(b.index) \(Self.brief(b.diagnosis))")
            }
        }
        #expect(fromFirst == Array(all.dropFirst()))
        #expect(fromSecond == Array(all.dropFirst()))
    }
}

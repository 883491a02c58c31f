// Where records start and end, and what a bad one does: JSON Lines, concatenated values,
// pretty-printed values one after another, and every way a record can be broken.

import Sieve
import Testing

/// Each record's diagnostics are those of its own text decoded alone, moved to where the
/// record starts: line, column (on its first line) and offset.
func expectStandaloneLocations(
    _ records: [JSONRecord<RecordCustomer>], in input: some JSONInput,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    input.withJSONBytes { bytes in
        for record in records {
            let text = UnsafeRawBufferPointer(rebasing: bytes[record.offset..<record.offset + record.byteCount])
            let alone = RecordCustomer.diagnose(bytes: text, limits: .default)
            func moved(_ location: SieveScanner.SourceLocation) -> String {
                let column = location.line == 1 ? location.column + record.column - 1 : location.column
                return "\(location.line + record.line - 1):\(column)+\(location.offset + record.offset)"
            }
            let expected = (alone.warnings.map(\.diagnostic) + alone.issues.map(\.diagnostic))
                .map { "\($0.code.rawValue) \(moved($0.location)) \($0.message)" }
            let actual = (record.diagnosis.warnings.map(\.diagnostic) + record.diagnosis.issues.map(\.diagnostic))
                .map { "\($0.code.rawValue) \($0.location)+\($0.location.offset) \($0.message)" }
            #expect(actual == expected, "record \(record.index)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("Records: splitting")
struct RecordSplittingTests {
    @Test("JSON Lines: index, line, value and warnings located in the whole input")
    @available(SwiftStdlib 5.7, *)
    func jsonLines() throws {
        let text = (0..<6).map(customerLine).joined(separator: "\n") + "\n"
        let records = Array(RecordCustomer.records(in: text))
        #expect(records.map(\.index) == Array(0..<6))
        #expect(records.map(\.line) == Array(1...6))
        #expect(records.map { $0.value?.id } == Array(0..<6))
        #expect(records.allSatisfy { $0.column == 1 && $0.diagnosis.issues.isEmpty })
        // Line 2 (id 1) matched its alias; line 3 (id 2) has an unknown case and a fallback.
        let alias = try #require(records[1].diagnosis.warnings.first)
        #expect(alias.code == .aliasMatched)
        #expect(alias.location.line == 2)
        // The alias's value, "c1@…", is where the warning points, in the whole input.
        let valueOffset = try #require(text.utf8.firstRange(of: #""c1@"#.utf8)).lowerBound
        #expect(alias.location.offset == text.utf8.distance(from: text.utf8.startIndex, to: valueOffset))
        #expect(alias.location.column == #"{"id":1,"email_address":"#.count + 1)
        expectStandaloneLocations(records, in: text)
        #expect(records[2].diagnosis.warnings.map(\.code) == [.unknownCase, .fallbackApplied])
        #expect(records[2].diagnosis.warnings.allSatisfy { $0.location.line == 3 })
        #expect(records[2].diagnosis.warnings[0].excerpt?.line.hasPrefix(#"{"id":2,"#) == true)
    }

    @Test("blank lines, \\r\\n line ends and a last record without a line feed")
    func lineEnds() {
        let text = "\r\n" + customerLine(0) + "\r\n\r\n  \n\t" + customerLine(3) + "\r\n" + customerLine(6)
        let records = Array(RecordCustomer.records(in: text))
        #expect(records.map { $0.value?.id } == [0, 3, 6])
        #expect(records.map(\.line) == [2, 5, 6])
        #expect(records.map(\.column) == [1, 2, 1])
        #expect(records.allSatisfy { $0.diagnosis.issues.isEmpty })
        #expect(Array(RecordCustomer.records(in: "")).isEmpty)
        #expect(Array(RecordCustomer.records(in: "\n\r\n  \n")).isEmpty)
    }

    @Test("a bad record is an issue of that record only, located in the whole input")
    func badRecords() throws {
        let lines = [
            customerLine(0),
            #"{"id": 1, "email": "x@y.z", "tier": "pro""#,  // cut off at its line end
            customerLine(3),
            #"{"id": 2, "email": nope}"#,  // invalid JSON
            "{\"id\": 4, \"email\": \"\u{FF}\", \"tier\": \"pro\"}",  // placeholder for invalid UTF-8
            #"{"email": "no-id@example.com", "tier": "pro"}"#,  // fails its schema
            customerLine(6),
            #"{"id": 9, "email": "last@example.com", "tier": "pr"#,  // cut off at the input's end
        ]
        var bytes = Array(lines.joined(separator: "\n").utf8)
        // Line 5: make the string's byte invalid UTF-8 (0xFF).
        let marker = Array("\u{FF}".utf8)
        if let at = bytes.firstRange(of: marker) { bytes.replaceSubrange(at, with: [0xFF]) }
        let records = Array(RecordCustomer.records(in: bytes))
        #expect(records.count == 8)
        #expect(records.map { $0.value?.id } == [0, nil, 3, nil, nil, nil, 6, nil])
        #expect(records.map(\.line) == Array(1...8))
        let truncated = try #require(records[1].diagnosis.issues.first)
        #expect(truncated.code == .invalidJSON)
        #expect(truncated.parameters["cause"] == "unexpected_end")
        #expect(truncated.location.line == 2)
        #expect(truncated.location.column == lines[1].count + 1)
        let invalid = try #require(records[3].diagnosis.issues.first)
        #expect(invalid.code == .invalidJSON)
        #expect("\(invalid.location)" == "4:21")  // "nope": the 'o' is not "null"
        expectStandaloneLocations(records, in: bytes)
        let utf8 = try #require(records[4].diagnosis.issues.first)
        #expect(utf8.parameters["cause"] == "invalid_utf8")
        #expect(utf8.location.line == 5)
        let schema = try #require(records[5].diagnosis.issues.first)
        #expect(schema.code == .missingKey)
        #expect(schema.location.line == 6)
        let end = try #require(records[7].diagnosis.issues.first)
        #expect(end.parameters["cause"] == "unexpected_end")
        #expect(end.location.offset == bytes.count)
    }

    @Test("concatenated values: {…}{…}, {…} {…}, […] on lines, pretty-printed values")
    func concatenated() throws {
        let tight = Array(RecordCustomer.records(in: customerLine(0) + customerLine(3) + " " + customerLine(6)))
        #expect(tight.map { $0.value?.id } == [0, 3, 6])
        #expect(tight.map(\.line) == [1, 1, 1])
        #expect(tight[1].column == customerLine(0).count + 1)
        #expect(tight[2].offset == customerLine(0).count + customerLine(3).count + 1)
        let arrays = Array([Int].records(in: "[1,2]\n[3]\n[]"))
        #expect(arrays.map(\.value) == [[1, 2], [3], []])
        let pretty = """
            {
              "id": 1,
              "email_address": "a@example.com",
              "tier": "pro"
            }
            {
              "id": 2, "email": "b@example.com", "tier": "free"
            }
            """
        let records = Array(RecordCustomer.records(in: pretty))
        #expect(records.map { $0.value?.id } == [1, 2])
        #expect(records.map(\.line) == [1, 6])
        let alias = try #require(records[0].diagnosis.warnings.first { $0.code == .aliasMatched })
        #expect("\(alias.location)" == "3:20")
        expectStandaloneLocations(records, in: pretty)
        // A warning of a record that starts mid-line has its column on that line, and its
        // excerpt shows the line from its start.
        let joined = customerLine(0) + customerLine(1)
        let midLine = Array(RecordCustomer.records(in: joined))
        let warning = try #require(midLine[1].diagnosis.warnings.first)
        #expect(warning.location.column == customerLine(0).count + #"{"id":1,"email_address":"#.count + 1)
        let line = joined.withJSONBytes {
            SieveScanner.SourceLocation.sourceLine(around: warning.location.offset, in: $0)
        }
        #expect(warning.excerpt == SourceExcerpt(line: line.text, caretColumn: line.caretColumn))
        #expect(warning.excerpt?.line.contains(#"seat_count":0}{"id":1"#) == true)
        expectStandaloneLocations(midLine, in: joined)
    }

    @Test("a bad record between values on one line: the next value is read after a schema failure")
    func badValueOnALine() {
        let line = customerLine(0) + #" {"id": "x", "email": "e", "tier": "pro"} "# + customerLine(3)
        let records = Array(RecordCustomer.records(in: line))
        #expect(records.map { $0.value?.id } == [0, nil, 3])
        #expect(records[1].diagnosis.issues.first?.code == .typeMismatch)
    }

    @Test("a record is decoded once: boundaries are found without parsing twice")
    @available(SwiftStdlib 6.0, *)
    func decodedOnce() {
        let text = (0..<100).map { #"{"id":\#($0)}"# }.joined(separator: "\n")
        let before = CountedRecord.decodes.load(ordering: .relaxed)
        let ids = CountedRecord.records(in: text).compactMap { $0.value?.id }
        #expect(ids == Array(0..<100))
        #expect(CountedRecord.decodes.load(ordering: .relaxed) - before == 100)
    }

    @Test("the drop-in decoder reads the same records, with the same locations")
    func dropIn() throws {
        let text = #"{"id":1,"kind":"a"}"# + "\n" + #"{"id":2,"kind":"b"}{"id":3,"kind":"c"}"# + "\r\n"
            + #"{"id":"four","kind":"d"}"# + "\n" + #"{"id":5,"kind":"e""#
        let records = Array(SieveDecoder().records(RecordEvent.self, in: Array(text.utf8)))
        #expect(records.map { $0.value?.id } == [1, 2, 3, nil, nil])
        #expect(records.map(\.line) == [1, 2, 2, 3, 4])
        #expect(records[2].column == 20)
        // A record's bytes are its JSON text, without the whitespace and \r around it.
        #expect(records.map(\.byteCount) == [19, 19, 19, 24, 18])
        #expect(records.map(\.byteCount) == RawValue.records(in: text).map(\.byteCount))
        let mismatch = try #require(records[3].diagnosis.issues.first)
        #expect(mismatch.code == .typeMismatch)
        #expect(mismatch.location.line == 3)
        let cut = try #require(records[4].diagnosis.issues.first)
        #expect(cut.location.line == 4)
        // The schema path through SieveDecoder agrees with the schema layer's own.
        let customers = (0..<9).map(customerLine).joined(separator: "\n")
        #expect(summary(SieveDecoder().records(RecordCustomer.self, in: customers))
            == summary(RecordCustomer.records(in: customers)))
    }
}

// JSONTestSuite's test_transform/: documents whose meaning is up to the parser. The outcomes
// asserted here are the ones docs/CONFORMANCE.md lists.

import Sieve
import Testing

/// What `RawValue(parsing:)` makes of a test_transform file.
enum TransformOutcome: Sendable, CustomStringConvertible {
    /// Accepted; the value serializes (`description`) to exactly these bytes.
    case value(String)
    /// Refused with this code.
    case refused(ScanError.Code)

    var description: String {
        switch self {
        case .value(let text): return text
        case .refused(let code): return "refused (\(code))"
        }
    }
}

/// Outcome of every test_transform file. Serialized text is compared byte for byte, so the NFC
/// and NFD spellings of "é" below are distinct.
let transformOutcomes: [String: TransformOutcome] = [
    "number_-9223372036854775808.json": .value("[-9223372036854775808]"),
    "number_-9223372036854775809.json": .value("[-9223372036854775809]"),
    "number_1.0.json": .value("[1.0]"),
    "number_1.000000000000000005.json": .value("[1.000000000000000005]"),
    "number_1000000000000000.json": .value("[1000000000000000]"),
    "number_10000000000000000999.json": .value("[10000000000000000999]"),
    "number_1e-999.json": .value("[1E-999]"),
    "number_1e6.json": .value("[1E6]"),
    "number_9223372036854775807.json": .value("[9223372036854775807]"),
    "number_9223372036854775808.json": .value("[9223372036854775808]"),
    "object_key_nfc_nfd.json": .value("{\"\u{E9}\":\"NFC\",\"e\u{301}\":\"NFD\"}"),
    "object_key_nfd_nfc.json": .value("{\"e\u{301}\":\"NFD\",\"\u{E9}\":\"NFC\"}"),
    "object_same_key_different_values.json": .value(#"{"a":1,"a":2}"#),
    "object_same_key_same_value.json": .value(#"{"a":1,"a":1}"#),
    "object_same_key_unclear_values.json": .value(#"{"a":0,"a":-0}"#),
    "string_1_escaped_invalid_codepoint.json": .refused(.invalidSurrogate),
    "string_1_invalid_codepoint.json": .refused(.invalidUTF8),
    "string_2_escaped_invalid_codepoints.json": .refused(.invalidSurrogate),
    "string_2_invalid_codepoints.json": .refused(.invalidUTF8),
    "string_3_escaped_invalid_codepoints.json": .refused(.invalidSurrogate),
    "string_3_invalid_codepoints.json": .refused(.invalidUTF8),
    "string_with_escaped_NULL.json": .value(#"["A\u0000B"]"#),
]

/// One number file of test_transform and what its number converts to.
struct NumberConversion: Sendable, CustomTestStringConvertible {
    var file: String
    var int64: Int64?
    var uint64: UInt64?
    var double: Double?
    var testDescription: String { file }
}

@Suite("JSONTestSuite test_transform")
struct TestTransformTests {
    @Test("every file has an outcome in the table, and every outcome a file")
    func tableMatchesFolder() throws {
        let names = try JSONTestSuite.requireFileNames(in: JSONTestSuite.transform)
        #expect(names.count == 22)
        #expect(Set(names) == Set(transformOutcomes.keys))
    }

    @Test(
        "every file gets the outcome in the table",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.transform))
    func outcome(name: String) throws {
        let expected = try #require(transformOutcomes[name], "no outcome for \(name)")
        let bytes = try JSONTestSuite.bytes(of: name, in: JSONTestSuite.transform)
        switch expected {
        case .value(let text):
            let value = try RawValue(parsing: bytes)
            #expect(Array(value.description.utf8) == Array(text.utf8), "\(value)")
        case .refused(let code):
            #expect(throws: ScanError.self) { try RawValue(parsing: bytes) }
            #expect(parsingDecision(for: bytes) == .reject(code))
        }
    }

    @Test(
        "numbers convert exactly or not at all",
        arguments: [
            NumberConversion(
                file: "number_-9223372036854775808.json", int64: .min, uint64: nil,
                double: -9223372036854775808),
            NumberConversion(
                file: "number_-9223372036854775809.json", int64: nil, uint64: nil,
                double: -9223372036854775808),
            NumberConversion(file: "number_1.0.json", int64: 1, uint64: 1, double: 1),
            NumberConversion(
                file: "number_1.000000000000000005.json", int64: nil, uint64: nil, double: 1),
            NumberConversion(
                file: "number_1000000000000000.json", int64: 1_000_000_000_000_000,
                uint64: 1_000_000_000_000_000, double: 1e15),
            NumberConversion(
                file: "number_10000000000000000999.json", int64: nil,
                uint64: 10_000_000_000_000_000_999, double: 1e19),
            NumberConversion(file: "number_1e-999.json", int64: nil, uint64: nil, double: 0),
            NumberConversion(
                file: "number_1e6.json", int64: 1_000_000, uint64: 1_000_000, double: 1e6),
            NumberConversion(
                file: "number_9223372036854775807.json", int64: .max, uint64: 9223372036854775807,
                double: 9223372036854775808),  // 2^63, the nearest Double
            NumberConversion(
                file: "number_9223372036854775808.json", int64: nil,
                uint64: 9_223_372_036_854_775_808, double: 9223372036854775808),
        ])
    func numberConversions(expected: NumberConversion) throws {
        let bytes = try JSONTestSuite.bytes(of: expected.file, in: JSONTestSuite.transform)
        let number = try #require(try RawValue(parsing: bytes)[0]?.numberValue)
        #expect(number.int64 == expected.int64)
        #expect(number.uint64 == expected.uint64)
        #expect(number.double == expected.double)
    }

    @Test(
        "a duplicate key reads as its first member; all members are kept",
        arguments: [
            ("object_same_key_different_values.json", "a", "1", 2),
            ("object_same_key_same_value.json", "a", "1", 2),
            ("object_same_key_unclear_values.json", "a", "0", 2),
            ("object_key_nfc_nfd.json", "\u{E9}", "\"NFC\"", 2),
            ("object_key_nfc_nfd.json", "e\u{301}", "\"NFC\"", 2),
            ("object_key_nfd_nfc.json", "\u{E9}", "\"NFD\"", 2),
        ])
    func duplicateKeys(file: String, key: String, first: String, memberCount: Int) throws {
        let bytes = try JSONTestSuite.bytes(of: file, in: JSONTestSuite.transform)
        let object = try #require(try RawValue(parsing: bytes).objectValue)
        #expect(object[key]?.description == first)
        #expect(object.count == memberCount)
    }
}

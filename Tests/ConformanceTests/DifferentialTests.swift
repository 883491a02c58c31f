// RawValue against Foundation's JSONSerialization, value for value, over every accepted
// conformance file and the hand-written documents. Where the two disagree the file is listed
// with the reason, and the disagreement itself is asserted so the list cannot go stale.

import Foundation
import FoundationOracle
import Sieve
import Testing

/// The i_ files JSONSerialization decides otherwise than Sieve, and why.
let foundationDecidesOtherwise: [String: String] = [
    "i_number_huge_exp.json": "Foundation refuses a number beyond Double's range; "
        + "RawValue keeps its text and `double` is nil",
    "i_number_neg_int_huge_exp.json": "Foundation refuses a number beyond Double's range",
    "i_number_pos_double_huge_exp.json": "Foundation refuses a number beyond Double's range",
    "i_number_real_neg_overflow.json": "Foundation refuses a number beyond Double's range",
    "i_number_real_pos_overflow.json": "Foundation refuses a number beyond Double's range",
    "i_string_UTF-16LE_with_BOM.json": "Foundation detects UTF-16 and transcodes it; "
        + "the scanner reads UTF-8 only",
    "i_string_utf16BE_no_BOM.json": "Foundation detects UTF-16 and transcodes it",
    "i_string_utf16LE_no_BOM.json": "Foundation detects UTF-16 and transcodes it",
]

/// Files Sieve refuses (RFC 8259 forbids them) that JSONSerialization accepts, and why.
let foundationAcceptsRefused: [String: String] = [
    "n_array_extra_comma.json": "a trailing comma in an array",
    "n_array_number_and_comma.json": "a trailing comma in an array",
    "n_object_trailing_comma.json": "a trailing comma in an object",
]

@Suite("RawValue against JSONSerialization")
struct DifferentialTests {
    @Test("Foundation's booleans are told apart from the numbers 0 and 1")
    func booleansAreNotNumbers() throws {
        let objects = try #require(
            try foundationObject(for: Array("[true, false, 1, 0, 1.0, 0.0]".utf8)) as? [Any])
        let numbers = objects.compactMap { $0 as? NSNumber }
        #expect(numbers.count == 6)
        #expect(numbers.map(isFoundationBoolean) == [true, true, false, false, false, false])
        let raw = try RawValue(parsing: "[true, false, 1, 0, 1.0, 0.0]")
        #expect(differences(between: raw, and: objects).isEmpty)
    }

    @Test(
        "the comparison notices every kind of difference",
        arguments: [
            ("[1]", "[2]"), ("[true]", "[1]"), ("[0]", "[false]"), ("[null]", "[0]"),
            (#"{"a": 1}"#, #"{"b": 1}"#), (#"["\u00e9"]"#, #"["e\u0301"]"#), ("[1.0]", "[1.5]"),
            ("[-0.0]", "[0.0]"), ("[[1]]", "[[1, 2]]"), ("[1e300]", "[1e301]"),
            ("[18446744073709551615]", "[18446744073709551614]"), (#"["1"]"#, "[1]"),
            ("[100000000000000000000]", "[100000000000000000001]"),
            (#"{"a": 1, "a": 2}"#, #"{"a": 1}"#),
        ])
    func comparisonCanFail(sieve: String, foundation: String) throws {
        let raw = try RawValue(parsing: sieve)
        let other = try foundationObject(for: Array(foundation.utf8))
        #expect(!differences(between: raw, and: other).isEmpty)
    }

    @Test(
        "every accepted conformance file reads the same as with JSONSerialization",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing).filter {
            ($0.hasPrefix("y_") || implementationDefinedDecisions[$0] == .accept)
                && foundationDecidesOtherwise[$0] == nil
        })
    func conformanceFile(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        let raw = try RawValue(parsing: bytes)
        let other = try foundationObject(for: bytes)
        let found = differences(between: raw, and: other)
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    @Test(
        "JSONSerialization decides every i_ file as Sieve does, except the listed ones",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing, prefix: "i_"))
    func foundationOnImplementationDefined(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        let sieveAccepts = parsingDecision(for: bytes) == .accept
        let foundationAccepts = (try? foundationObject(for: bytes)) != nil
        let differs = foundationDecidesOtherwise[name] != nil
        #expect(foundationAccepts == (sieveAccepts != differs))
    }

    @Test(
        "JSONSerialization accepts only the listed n_ files, which Sieve refuses",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing, prefix: "n_"))
    func foundationOnInvalidFiles(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        let accepted = (try? foundationObject(for: bytes)) != nil
        #expect(accepted == (foundationAcceptsRefused[name] != nil))
        #expect(parsingDecision(for: bytes) != .accept)
    }

    @Test(
        "every hand-written document reads the same as with JSONSerialization",
        arguments: handWrittenDocuments)
    func handWritten(document: HandWrittenDocument) throws {
        let bytes = Array(document.text.utf8)
        let raw = try RawValue(parsing: bytes)
        let other = try foundationObject(for: bytes)
        let found = differences(between: raw, and: other)
        #expect(found.isEmpty, "\(found.prefix(5))")
    }
}

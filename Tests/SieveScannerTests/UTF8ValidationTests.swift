// UTF-8 is validated wherever it appears, in strings that are read and in strings that are only
// skipped: no overlong forms, no encoded surrogates, nothing above U+10FFFF, no truncated
// sequences, no stray continuation bytes.

import SieveRawValue
import SieveScanner
import Testing

/// A named byte sequence that is not UTF-8.
struct InvalidSequence: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var testDescription: String { name }
}

let invalidSequences: [InvalidSequence] = [
    InvalidSequence(name: "overlong NUL C0 80", bytes: [0xC0, 0x80]),
    InvalidSequence(name: "overlong '/' C0 AF", bytes: [0xC0, 0xAF]),
    InvalidSequence(name: "overlong C1 BF", bytes: [0xC1, 0xBF]),
    InvalidSequence(name: "overlong E0 80 80", bytes: [0xE0, 0x80, 0x80]),
    InvalidSequence(name: "overlong E0 9F BF", bytes: [0xE0, 0x9F, 0xBF]),
    InvalidSequence(name: "overlong F0 80 80 80", bytes: [0xF0, 0x80, 0x80, 0x80]),
    InvalidSequence(name: "overlong F0 8F BF BF", bytes: [0xF0, 0x8F, 0xBF, 0xBF]),
    InvalidSequence(name: "surrogate ED A0 80 (U+D800)", bytes: [0xED, 0xA0, 0x80]),
    InvalidSequence(name: "surrogate ED BF BF (U+DFFF)", bytes: [0xED, 0xBF, 0xBF]),
    InvalidSequence(
        name: "surrogate pair as CESU-8", bytes: [0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80]),
    InvalidSequence(name: "above U+10FFFF F4 90 80 80", bytes: [0xF4, 0x90, 0x80, 0x80]),
    InvalidSequence(name: "lead byte F5", bytes: [0xF5, 0x80, 0x80, 0x80]),
    InvalidSequence(name: "lead byte FF", bytes: [0xFF]),
    InvalidSequence(name: "lead byte FE", bytes: [0xFE]),
    InvalidSequence(name: "five-byte form F8", bytes: [0xF8, 0x88, 0x80, 0x80, 0x80]),
    InvalidSequence(name: "truncated E2 82 (euro sign)", bytes: [0xE2, 0x82]),
    InvalidSequence(name: "truncated F0 9F 98 (emoji)", bytes: [0xF0, 0x9F, 0x98]),
    InvalidSequence(name: "truncated C3", bytes: [0xC3]),
    InvalidSequence(name: "lead then ASCII C3 41", bytes: [0xC3, 0x41]),
    InvalidSequence(name: "stray continuation 80", bytes: [0x80]),
    InvalidSequence(name: "stray continuation BF", bytes: [0xBF]),
    InvalidSequence(name: "one continuation too many", bytes: [0xC3, 0xA9, 0xA9]),
    InvalidSequence(name: "Latin-1 é", bytes: [0xE9]),
]

/// Where a bad sequence is put: inside a string value, a key, or a value nested in containers
/// that a skip passes over without reading.
let stringPlacements = [
    #""~""#, #"["~"]"#, #"{"~": 1}"#, #"{"a": "x~y"}"#,
    #"[1, {"skip": ["ok", "é~"]}, 2]"#, #"{"k": [[[{"deep": "~"}]]]}"#,
]

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
    @Test(
        "invalid UTF-8 in a string is invalid_utf8, read or skipped",
        arguments: invalidSequences, ScanRoute.allCases)
    func inStrings(sequence: InvalidSequence, route: ScanRoute) {
        for placement in stringPlacements {
            let error = route.error(for: splice(placement, sequence.bytes))
            #expect(error?.code == .invalidUTF8, "\(placement)")
        }
    }

    @Test(
        "invalid UTF-8 cut off by the end of input is invalid_utf8",
        arguments: invalidSequences, ScanRoute.allCases)
    func atEndOfInput(sequence: InvalidSequence, route: ScanRoute) {
        let error = route.error(for: splice(#"["~"#, sequence.bytes))
        #expect(error?.code == .invalidUTF8)
    }

    @Test(
        "invalid UTF-8 outside a string is an unexpected character",
        arguments: invalidSequences, ScanRoute.allCases)
    func outsideStrings(sequence: InvalidSequence, route: ScanRoute) {
        #expect(route.error(for: splice("[1, ~]", sequence.bytes))?.code == .unexpectedCharacter)
        #expect(route.error(for: splice("~", sequence.bytes))?.code == .unexpectedCharacter)
    }

    @Test(
        "the error points at the lead byte of a truncated sequence, else at the bad byte",
        arguments: [
            ([0xE2, 0x82, 0x22], 0), ([0xC3, 0x41], 0), ([0xE9], 0), ([0x80], 0),
            ([0xC0, 0x80], 0), ([0xE0, 0x80, 0x80], 1), ([0xED, 0xA0, 0x80], 1),
            ([0xF4, 0x90, 0x80, 0x80], 1), ([0xF0, 0x9F, 0x98, 0x41], 0),
        ] as [([UInt8], Int)])
    func errorOffset(bytes: [UInt8], offsetInString: Int) {
        // `["ab` is four bytes; the sequence starts at offset 4.
        let input = splice(#"["ab~"]"#, bytes)
        for route in ScanRoute.allCases {
            #expect(route.error(for: input)?.offset == 4 + offsetInString, "\(route)")
        }
    }

    @Test(
        "every valid sequence length and boundary is accepted and decoded",
        arguments: [
            ([0x7F], "\u{7F}"), ([0xC2, 0x80], "\u{80}"), ([0xDF, 0xBF], "\u{7FF}"),
            ([0xE0, 0xA0, 0x80], "\u{800}"), ([0xED, 0x9F, 0xBF], "\u{D7FF}"),
            ([0xEE, 0x80, 0x80], "\u{E000}"), ([0xEF, 0xBF, 0xBF], "\u{FFFF}"),
            ([0xF0, 0x90, 0x80, 0x80], "\u{10000}"), ([0xF4, 0x8F, 0xBF, 0xBF], "\u{10FFFF}"),
            ([0xEF, 0xBB, 0xBF], "\u{FEFF}"),
        ] as [([UInt8], String)],
        ScanRoute.allCases)
    func validSequences(input: ([UInt8], String), route: ScanRoute) throws {
        let (bytes, expected) = input
        for placement in stringPlacements {
            #expect(route.error(for: splice(placement, bytes)) == nil, "\(placement)")
        }
        let value = try RawValue(parsing: splice(#"["~"]"#, bytes))
        let decoded = try #require(value[0]?.stringValue)
        #expect(decoded.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("long runs of multibyte text are validated at every alignment")
    func alignments() throws {
        let text = "aé日😀"
        for shift in 0..<8 {
            let valid = String(repeating: "x", count: shift) + String(repeating: text, count: 5)
            #expect(try RawValue(parsing: "[\"" + valid + "\"]")[0]?.stringValue == valid)
            var bad = Array(valid.utf8)
            bad.insert(0x80, at: shift + 9)
            for route in ScanRoute.allCases {
                #expect(route.error(for: [0x22] + bad + [0x22])?.code == .invalidUTF8)
            }
        }
    }
}

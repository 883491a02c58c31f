// JSON5 token classes where `JSONDecoder` decides late or differently from the specification,
// compared with it case by case: a number it checks only when a type reads it as a number (so
// an invalid one reaches the types' code, and one nobody reads is accepted), NUL, which it
// refuses however it is written, and hexadecimal numbers of up to 128 bits.

import Foundation
import Sieve
import Testing

/// A value that must be `null`: its own error otherwise (swift-foundation's test type).
struct NullReader: Decodable, Equatable {
    struct ExpectedNull: Error {}
    init(from decoder: any Decoder) throws {
        guard try decoder.singleValueContainer().decodeNil() else { throw ExpectedNull() }
    }
}

/// Reads `a` and nothing else.
struct OnlyMemberA: Decodable, Equatable { var a: Int }

private let json5 = DecoderSetup(json5: true)

@Suite("JSON5 corners, as JSONDecoder decides them")
struct JSON5CornerTests {
    @Test(
        "a top-level token that only looks like a number reaches the type's own code",
        arguments: ["Null", "Nul", "Nope", "Infinityx", "nul"])
    func typeCodeRuns(json: String) {
        let data = Data(json.utf8)
        let foundation = Result { try json5.foundation().decode(NullReader.self, from: data) }
        let sieve = Result { try json5.sieve().decode(NullReader.self, from: data) }
        switch (foundation, sieve) {
        case (.failure(let expected), .failure(let actual)):
            #expect(String(describing: type(of: actual)) == String(describing: type(of: expected)))
        default:
            Issue.record("\(json): JSONDecoder \(foundation), SieveDecoder \(sieve)")
        }
    }

    @Test(
        "an invalid number is refused when read as a number, and its kind is number otherwise",
        arguments: ["Nope", "0x1.5", "1.2.3", "0x", "-Nan", "+", "12abc", "0xG"])
    func deferredNumbers(token: String) {
        // In arrays: JSONDecoder reads past a number that ends the input (the bytes after it).
        expectSameOutcome([Int].self, "[\(token)]", json5)
        expectSameOutcome([String].self, "[\(token)]", json5)
        expectSameOutcome([Bool].self, "[\(token)]", json5)
        expectSameOutcome([Int?].self, "[\(token)]", json5)
        expectSameOutcome([[String: Int]].self, "[\(token)]", json5)
        // A member nobody reads is never checked.
        expectSameOutcome(OnlyMemberA.self, "{a: 1, b: \(token)}", json5)
        expectSameOutcome(OnlyMemberA.self, "{b: [\(token), 2], a: 1}", json5)
    }

    @Test(
        "an invalid number read as a floating-point number is invalid JSON, in both decoders",
        arguments: ["Nope", "0x1.5", "1.2.3", "-Nan", "12abc"])
    func deferredFloatingPoint(token: String) {
        expectSameOutcome([Double].self, "[\(token)]", json5)
        expectSameOutcome([Float].self, "[\(token)]", json5)
    }

    @Test("1e+ is refused when read, where JSONDecoder reads it as 1 into an integer (a deviation)")
    func exponentWithoutDigits() {
        #expect(foundationOutcome([Int].self, Data("[1e+]".utf8), json5) == .value([1]))
        #expect(
            sieveOutcome([Int].self, Data("[1e+]".utf8), json5)
                == .failure(ErrorShape(kind: "dataCorrupted", path: [])))
        expectSameOutcome([String].self, "[1e+]", json5)
        expectSameOutcome(OnlyMemberA.self, "{a: 1, b: 1e+}", json5)
    }

    @Test("an invalid number's error says where it is, in the document as written")
    func deferredLocation() throws {
        let decoder = SieveDecoder()
        decoder.allowsJSON5 = true
        do {
            _ = try decoder.decode([Int].self, from: "[1,\n  2, 0x1G3]")
            Issue.record("accepted")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect(
                context.debugDescription.hasSuffix("(at 2:9: invalid number: unexpected 'G' in a number)"),
                "\(context.debugDescription)")
        }
    }

    @Test("NUL written as an escape is refused under JSON5, as JSONDecoder refuses it")
    func nulEscape() {
        let refused = Outcome<[String]>.failure(ErrorShape(kind: "dataCorrupted", path: []))
        for json in [#"["x\u0000y"]"#, #"['\u0000']"#] {
            #expect(foundationOutcome([String].self, Data(json.utf8), json5) == refused)
            #expect(sieveOutcome([String].self, Data(json.utf8), json5) == refused)
        }
        // In a key, which JSONDecoder always reads.
        expectSameOutcome(OnlyMemberA.self, #"{a: 1, "\u0000": 2}"#, json5)
        // In a value nobody reads, JSONDecoder does not look; Sieve validates every string
        // (docs/MIGRATING.md, deviations).
        #expect(
            sieveOutcome(OnlyMemberA.self, Data(#"{a: 1, b: ["\u0000"]}"#.utf8), json5)
                == .failure(ErrorShape(kind: "dataCorrupted", path: [])))
        // Without JSON5 the escape is a character like any other.
        expectSameValue([String].self, #"["x\u0000y"]"#)
    }

    @Test(
        "hexadecimal numbers of up to 128 bits read into Int128 and UInt128, and refuse to fit elsewhere",
        arguments: [
            "0x10000000000000000", "0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
            "-0x80000000000000000000000000000000", "0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF",
            "0xFFFFFFFFFFFFFFFF", "-0x1", "0x10",
        ])
    func wideHexadecimal(token: String) {
        // The same value, or both refuse with `dataCorrupted` (Sieve at the element's path: a
        // number that does not fit, docs/MIGRATING.md).
        expectSameValueOrCase([Int128].self, "[\(token)]", json5)
        expectSameValueOrCase([UInt128].self, "[\(token)]", json5)
        expectSameValueOrCase([Int64].self, "[\(token)]", json5)
    }

    @Test("Infinity and NaN into an integer are dataCorrupted, as in JSONDecoder",
          arguments: ["Infinity", "+Infinity", "-Infinity", "NaN", "+NaN", "-NaN"])
    func nonFiniteIntegers(token: String) {
        expectSameValueOrCase([Int].self, "[\(token)]", json5)
        #expect(sieveOutcome([Int].self, Data("[\(token)]".utf8), json5) != .value([]))
    }

    @Test("-Infinity and -NaN into Decimal are the same type mismatch as Infinity and NaN")
    func nonFiniteDecimals() {
        for token in ["Infinity", "-Infinity", "NaN", "-NaN"] {
            let outcome = sieveOutcome([Decimal].self, Data("[\(token)]".utf8), json5)
            #expect(outcome == .failure(ErrorShape(kind: "typeMismatch(Decimal)", path: ["Index 0#0"])))
        }
    }
}

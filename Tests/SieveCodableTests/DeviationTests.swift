// The value-level deviations from JSONDecoder listed in docs/MIGRATING.md, pinned. (The error
// deviations are pinned in ErrorCatalogueTests.)

import Foundation
import Sieve
import Testing

@Suite("Deviations from JSONDecoder")
struct DeviationTests {
    @Test("a whole number of 20 digits with a fraction converts exactly (Foundation refuses it)")
    func longWholeNumberWithFraction() throws {
        let data = Data("9223372036854775807.0".utf8)
        #expect((try? JSONDecoder().decode(Int64.self, from: data)) == nil)
        #expect(try SieveDecoder().decode(Int64.self, from: data) == 9_223_372_036_854_775_807)
    }

    @Test("a fraction above 2^53 is not an integer (Foundation truncates it)")
    func largeFraction() throws {
        let data = Data("9007199254740993.5".utf8)
        #expect(try JSONDecoder().decode(Int64.self, from: data) == 9_007_199_254_740_993)
        #expect(throws: DecodingError.self) { try SieveDecoder().decode(Int64.self, from: data) }
    }

    @Test(
        "a malformed value under a key the model does not read is refused (Foundation skips it unlooked)",
        arguments: [
            Array(#"{"id": 1, "x": "a"#.utf8) + [0x06] + Array(#"b"}"#.utf8),
            Array(#"{"id": 1, "x": "a"#.utf8) + [0x00] + Array(#"b"}"#.utf8),
            Array(#"{"id": 1, "x": "a"#.utf8) + [0xFF] + Array(#"b"}"#.utf8),
            Array(#"{"id": 1, "x": "a\qb"}"#.utf8),
            Array(#"{"id": 1, "x": "a\uD800"}"#.utf8),
            Array(#"{"id": 1, "x": 01}"#.utf8),
        ] as [[UInt8]])
    func unreadValuesValidated(bytes: [UInt8]) throws {
        struct Model: Decodable { var id: Int }
        let data = Data(bytes)
        #expect(try JSONDecoder().decode(Model.self, from: data).id == 1)
        do {
            _ = try SieveDecoder().decode(Model.self, from: data)
            Issue.record("decoded")
        } catch let error {
            #expect(ErrorShape(error) == ErrorShape(kind: "dataCorrupted", path: []))
        }
    }

    @Test(
        "zero with an exponent is zero (Foundation's zero check refuses it)",
        arguments: ["0e1", "0E1", "0e9", "0.00e1", "-0.0e1", "0.000000e5"])
    func zeroWithExponent(text: String) throws {
        let data = Data("[\(text)]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Double].self, from: data) }
        let value = try #require(try SieveDecoder().decode([Double].self, from: data).first)
        #expect(value == 0 && value.sign == (text.hasPrefix("-") ? .minus : .plus))
    }

    @Test(
        "under allowsJSON5, a malformed number JSONDecoder reads anyway is refused when read",
        arguments: [("[0x1p3]", "[Int]"), ("[0x1.8p1]", "[Int]"), ("[Infinityx]", "[Decimal]"), ("[NaNx]", "[Decimal]")])
    func json5MalformedNumbers(json: String, type: String) throws {
        let setup = DecoderSetup(json5: true)
        let data = Data(json.utf8)
        if type == "[Int]" {
            #expect((try? setup.foundation().decode([Int].self, from: data)) != nil)
            #expect(throws: DecodingError.self) { try setup.sieve().decode([Int].self, from: data) }
        } else {
            #expect(try setup.foundation().decode([Decimal].self, from: data).first?.isNaN == true)
            #expect(throws: DecodingError.self) { try setup.sieve().decode([Decimal].self, from: data) }
        }
    }

    @Test("two member names for one Int key: the last member in the document (Foundation: either)")
    func integerKeyCollision() throws {
        let data = Data(#"{"1": "a", "01": "b"}"#.utf8)
        #expect(try SieveDecoder().decode([Int: String].self, from: data) == [1: "b"])
        #expect(["a", "b"].contains(try JSONDecoder().decode([Int: String].self, from: data)[1]))
    }

    @Test("513 nested arrays ending the input are invalid JSON, not a crash")
    func deepNestingAtTheEnd() {
        // JSONDecoder traps on this input on Linux, so only Sieve is run.
        let data = Data(String(repeating: "[", count: 513).utf8)
        do {
            _ = try SieveDecoder().decode([Int].self, from: data)
            Issue.record("decoded")
        } catch let error {
            #expect(ErrorShape(error) == ErrorShape(kind: "dataCorrupted", path: []))
        }
    }

    @Test("Foundation's integer leniency is kept: 1e-400 and 1.00000000000000000001")
    func integerLeniencyKept() throws {
        for (text, value) in [("1e-400", 0), ("1.00000000000000000001", 1), ("1e2", 100)] {
            let data = Data(text.utf8)
            #expect(try JSONDecoder().decode(Int.self, from: data) == value)
            #expect(try SieveDecoder().decode(Int.self, from: data) == value)
        }
    }
}

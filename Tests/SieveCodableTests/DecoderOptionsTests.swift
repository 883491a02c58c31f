// `JSONDecoder`'s options besides the strategies: `allowsJSON5`, `assumesTopLevelDictionary`
// and where `userInfo` keeps the latter, each measured against `JSONDecoder` on this machine.

import Foundation
import Sieve
import Testing

/// The members of an object written without braces, and the other shapes
/// `assumesTopLevelDictionary` must tell apart.
let topLevelDictionaryInputs = [
    #""a": 1, "b": 2"#, #"{"a": 1}"#, #"  {"a": 1}  "#, "", "  ", "\n\t", #""a": 1"#,
    #" "a" : 1 , "b" : 2 "#, "[1, 2]", "1", "null", #""a": 1}"#, #""a":"#, #""a" 1"#,
    #""a": 1,, "b": 2"#, "\u{FEFF}\"a\": 1", #"{"a": 1} "b": 2"#, #""a": 1, "a": 2"#,
]

@Suite("Decoder options")
struct DecoderOptionsTests {
    @Test("the options default as JSONDecoder's do")
    @available(SwiftStdlib 5.5, *)
    func defaults() {
        let sieve = SieveDecoder()
        let foundation = JSONDecoder()
        #expect(sieve.allowsJSON5 == foundation.allowsJSON5)
        #expect(sieve.assumesTopLevelDictionary == foundation.assumesTopLevelDictionary)
        #expect(!sieve.allowsJSON5 && !sieve.assumesTopLevelDictionary)
        #expect(sieve.userInfo.isEmpty && foundation.userInfo.isEmpty)
    }

    @Test(
        "assumesTopLevelDictionary reads members without braces as JSONDecoder does, without JSON5",
        arguments: topLevelDictionaryInputs)
    func topLevelDictionary(json: String) {
        let setup = DecoderSetup(topLevelDictionary: true)
        expectSameOutcome([String: Int].self, json, setup)
        expectSameOutcome(ThreeInts.self, json, setup)
    }

    @Test("assumesTopLevelDictionary accepts what JSONDecoder accepts, with these values")
    func topLevelDictionaryValues() throws {
        let decoder = SieveDecoder()
        decoder.assumesTopLevelDictionary = true
        let pairs = try decoder.decode([String: Int].self, from: Data(#""a": 1, "b": 2"#.utf8))
        #expect(pairs == ["a": 1, "b": 2])
        #expect(try decoder.decode([String: Int].self, from: Data()) == [:])
        #expect(try decoder.decode(V<Int>.self, from: #"{"v": 3}"#) == V(v: 3))
        #expect(throws: DecodingError.self) { try decoder.decode([Int].self, from: "[1]") }
        // Without the option, the same members are not JSON, in both decoders.
        expectSameOutcome([String: Int].self, #""a": 1, "b": 2"#)
        #expect(throws: DecodingError.self) {
            try SieveDecoder().decode([String: Int].self, from: #""a": 1"#)
        }
    }

    @Test("assumesTopLevelDictionary applies to UTF-16 input, once transcoded")
    func topLevelDictionaryUTF16() {
        let json = #""a": 1, "b": 2"#
        let data = json.data(using: .utf16LittleEndian)!
        let setup = DecoderSetup(topLevelDictionary: true)
        #expect(sieveOutcome([String: Int].self, data, setup) == .value(["a": 1, "b": 2]))
        #expect(
            sieveOutcome([String: Int].self, data, setup)
                == foundationOutcome([String: Int].self, data, setup))
    }

    @Test("an error in a document without braces is located in the text as written")
    func topLevelDictionaryErrorLocation() throws {
        let decoder = SieveDecoder()
        decoder.assumesTopLevelDictionary = true
        let typeError = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Int].self, from: #""a": 1, "b": "x""#)
        }
        #expect(typeError?.debugText.hasSuffix("(at 1:14)") == true, "\(typeError as Any)")
        let syntaxError = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Int].self, from: "\"a\": 1,\n \"b\" 2")
        }
        #expect(syntaxError?.debugText.contains("(at 2:6: ") == true, "\(syntaxError as Any)")

        struct Lenient: Decodable { @NilOnFailure var count: Int? }
        let diagnosis = decoder.diagnose(Lenient.self, from: Data(#""count": "x""#.utf8))
        let warning = try #require(diagnosis.warnings.first)
        #expect(warning.location.line == 1 && warning.location.column == 10)
        #expect(warning.location.offset == 9)
        #expect(warning.parameters["found"] == "a string")
        let issue = try #require(decoder.diagnose(V<Int>.self, from: #""v": true"#).issues.first)
        #expect(issue.location.column == 6 && issue.location.offset == 5)
    }

    @Test("assumesTopLevelDictionary is kept in userInfo, exactly as JSONDecoder keeps it")
    @available(SwiftStdlib 5.5, *)
    func topLevelDictionaryInUserInfo() {
        let sieve = SieveDecoder()
        let foundation = JSONDecoder()
        sieve.assumesTopLevelDictionary = true
        foundation.assumesTopLevelDictionary = true
        #expect(sieve.userInfo.keys.map(\.rawValue) == foundation.userInfo.keys.map(\.rawValue))
        #expect(sieve.userInfo.count == 1)
        // Replacing userInfo resets the option; setting the entry sets it.
        sieve.userInfo = [:]
        foundation.userInfo = [:]
        #expect(!sieve.assumesTopLevelDictionary && !foundation.assumesTopLevelDictionary)
        let key = CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")!
        sieve.userInfo[key] = true
        foundation.userInfo[key] = true
        #expect(sieve.assumesTopLevelDictionary && foundation.assumesTopLevelDictionary)
        #expect(throws: Never.self) { try sieve.decode([String: Int].self, from: #""a": 1"#) }
    }

    @Test("a type sees the same userInfo under both decoders")
    @available(SwiftStdlib 5.5, *)
    func typesSeeUserInfo() throws {
        struct Peek: Decodable {
            var keys: [String]
            init(from decoder: any Decoder) throws {
                keys = decoder.userInfo.keys.map(\.rawValue).sorted()
            }
        }
        let key = CodingUserInfoKey(rawValue: "tenant")!
        let sieve = SieveDecoder()
        let foundation = JSONDecoder()
        for decoder in [sieve.userInfo, foundation.userInfo] { #expect(decoder.isEmpty) }
        sieve.userInfo[key] = "acme"
        foundation.userInfo[key] = "acme"
        sieve.assumesTopLevelDictionary = true
        foundation.assumesTopLevelDictionary = true
        let seen = try sieve.decode(Peek.self, from: Data("{}".utf8)).keys
        #expect(seen == (try foundation.decode(Peek.self, from: Data("{}".utf8))).keys)
        #expect(seen == ["_NSAssumesTopLevelDictionaryJSON5", "tenant"])
    }

    @Test(
        "allowsJSON5 reads standard JSON exactly as before",
        arguments: [#"{"a": 1, "b": 2}"#, #"{"a": -0.5e3}"#, #"{"\u00e9": 1e2}"#, "{}"])
    func json5FlagKeepsJSON(json: String) {
        expectSameValue([String: Double].self, json, DecoderSetup(json5: true))
        expectSameOutcome(
            [String: Double].self, json, DecoderSetup(json5: true, topLevelDictionary: true))
    }

    @Test(
        "allowsJSON5 reads JSON5 values as JSONDecoder does",
        arguments: [
            "{a: 1}", "// comment\n{\"a\": 1}", #"{"a": 0x10}"#, "{'a': 1}", #"{"a": +1}"#,
            #"{"a": .5}"#, #"{"a": 5.}"#, #"{"a": Infinity, b: -Infinity}"#, "/* c */ {$_a1: 1,}",
            "{a: 5.e4, 'b': -0x0, c: +.0}", #"{\u0061b: 1}"#, "{ümlåût: 1}", "{a\u{200C}b: 1}",
            "{\"a\":\u{0B}1,\u{0C}\"b\": 2}",
        ])
    func json5Values(json: String) {
        expectSameValue([String: Double].self, json, DecoderSetup(json5: true))
        // Members without braces, under assumesTopLevelDictionary too. (A space ends them:
        // JSONDecoder traps on a number that ends the input there.)
        let members = json.hasPrefix("{") ? String(json.dropFirst().dropLast()) + " " : json
        expectSameOutcome(
            [String: Double].self, members, DecoderSetup(json5: true, topLevelDictionary: true))
    }

    @Test(
        "allowsJSON5 reads JSON5 strings as JSONDecoder does",
        arguments: [
            "'a\"b'", #""it\'s""#, "'\\x41: \\x41'", "'line\\\nnext'", "'line\\\r\nnext'",
            "'line\\\rnext'", "'\\u00e9\\/\\b\\f\\n\\r\\t'", "'\u{2028}'",
        ])
    func json5Strings(json: String) {
        expectSameValue(String.self, json, DecoderSetup(json5: true))
    }

    @Test(
        "allowsJSON5 refuses what JSONDecoder refuses",
        arguments: [
            "{1a: 1}", "{a-b: 1}", "{a b: 1}", "[1 2]", "[,1]", "{,}", "0x", "00", "-098", ".",
            "1e2.3", "1e0x4", "'\\v'", "'\\0'", "'\\x00'", "'\\q'", "'a\nb'", "'\t'", "1 /* ",
            "/**/", "+", "-", "Infinit", "InfinityX", "NaN1", "0xFFFFFFFFFFFFFFFFFF", "[1,,]",
            "'\\u004'", "{\u{00B7}a: 1}", "[1,\u{00A0}2]", "// only a comment",
        ])
    func json5Refusals(json: String) {
        let setup = DecoderSetup(json5: true)
        let data = Data(json.utf8)
        // Foundation refuses it (so the case is one to refuse), and Sieve does too.
        #expect(throws: (any Error).self) { try setup.foundation().decode(TriedJSON.self, from: data) }
        #expect(throws: DecodingError.self) { try setup.sieve().decode(TriedJSON.self, from: data) }
    }

    @Test("a JSON5 error is located in the caller's document")
    func json5ErrorLocation() throws {
        let decoder = SieveDecoder()
        decoder.allowsJSON5 = true
        // The translation shortens `0x10` and drops the comment: the error must still be at
        // line 3, column 6 of what the caller wrote.
        let json = "{ // settings\n  a: 0x10,\n  b: 'x',\n}"
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Int].self, from: Data(json.utf8))
        }
        guard case .typeMismatch(_, let context)? = error else {
            Issue.record("\(error as Any)")
            return
        }
        #expect(context.debugDescription.contains("3:6"), "\(context.debugDescription)")
        let syntax = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Int].self, from: Data("{ /* x */ a: 1,\n  b: 0x }".utf8))
        }
        #expect(syntax?.debugText.contains("2:8") == true, "\(syntax?.debugText ?? "")")
        // The warnings of a diagnose are located the same way.
        let diagnosis = decoder.diagnose([String: Int].self, from: Data(json.utf8))
        #expect(diagnosis.issues.first?.location.line == 3)
        #expect(diagnosis.issues.first?.location.column == 6)
    }

    @Test("a hexadecimal number is a floating-point value only when exact there, as in JSONDecoder")
    func json5HexadecimalFloatingPoint() throws {
        let setup = DecoderSetup(json5: true)
        for json in [
            "[0xFFFFFFFFFFFFFFFF]", "[0x7FFFFFFFFFFFFFFF]", "[0x10000000000000000]", "[0x20000000000001]",
        ] {
            let data = Data(json.utf8)
            #expect(throws: (any Error).self) { try setup.foundation().decode([Double].self, from: data) }
            #expect(throws: DecodingError.self) { try setup.sieve().decode([Double].self, from: data) }
        }
        for json in ["[0x20000000000000]", "[-0x8000000000000000]", "[0x10]", "[-0x0]"] {
            expectSameValue([Double].self, json, setup)
            expectSameValue([Float].self, json, setup)
        }
        // The same value written in decimal is rounded, as any decimal number is.
        #expect(try setup.sieve().decode(Double.self, from: Data("18446744073709551615".utf8)) == 18_446_744_073_709_551_616)
    }

    @Test("the JSON5 deviations MIGRATING.md lists hold")
    func json5Deviations() throws {
        let setup = DecoderSetup(json5: true)
        let infinity = Data("Infinity".utf8)
        #expect(try setup.foundation().decode(Decimal.self, from: infinity).isNaN)
        let decimalError = #expect(throws: DecodingError.self) {
            try setup.sieve().decode(Decimal.self, from: infinity)
        }
        guard case .typeMismatch? = decimalError else {
            Issue.record("\(decimalError as Any)")
            return
        }
        // A lone byte A0 is not UTF-8; JSONDecoder's JSON5 reader skips it as a no-break space.
        let loneA0 = Data(Array("[1,".utf8) + [0xA0] + Array("2]".utf8))
        #expect(try setup.foundation().decode([Int].self, from: loneA0) == [1, 2])
        #expect(throws: DecodingError.self) { try setup.sieve().decode([Int].self, from: loneA0) }
        // Where JSONDecoder traps, Sieve answers.
        #expect(throws: DecodingError.self) { try setup.sieve().decode(Double.self, from: Data("1.e+".utf8)) }
        let members = DecoderSetup(json5: true, topLevelDictionary: true).sieve()
        #expect(try members.decode([String: Double].self, from: Data("a: 5.".utf8)) == ["a": 5])
    }

    @Test("without allowsJSON5, JSON5 is refused as before")
    func json5NeedsTheFlag() {
        for json in ["{a: 1}", "// c\n1", "[Infinity]", "'x'", "0x1"] {
            #expect(throws: DecodingError.self) {
                try SieveDecoder().decode(TriedJSON.self, from: Data(json.utf8))
            }
        }
    }

    @Test("allowsJSON5 leaves errors that are not syntax as they are")
    func json5FlagKeepsOtherErrors() {
        let decoder = SieveDecoder()
        decoder.allowsJSON5 = true
        let invalidUTF8 = #expect(throws: DecodingError.self) {
            try decoder.decode([String].self, from: Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]))
        }
        #expect(invalidUTF8?.debugText.contains("JSON5") == false)
        let typeError = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Int].self, from: #"{"a": "x"}"#)
        }
        guard case .typeMismatch? = typeError else {
            Issue.record("\(typeError as Any)")
            return
        }
    }
}

extension DecodingError {
    /// The debug description of any case.
    var debugText: String {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return "\(self)"
        }
    }
}

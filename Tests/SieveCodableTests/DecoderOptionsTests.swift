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
        #expect(warning.parameters["reason"]?.hasSuffix("(at 1:10)") == true)
        let issue = try #require(decoder.diagnose(V<Int>.self, from: #""v": true"#).issues.first)
        #expect(issue.location.column == 6 && issue.location.offset == 5)
    }

    @Test("assumesTopLevelDictionary is kept in userInfo, exactly as JSONDecoder keeps it")
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
        "allowsJSON5 with JSON5 syntax fails, saying JSON5 is not supported yet",
        arguments: [
            "{a: 1}", "// comment\n{\"a\": 1}", #"{"a": 0x10}"#, "{'a': 1}", #"{"a": +1}"#,
            #"{"a": .5}"#, #"{"a": Infinity}"#, "/* c */ [1]",
        ])
    func json5SyntaxIsNotPretended(json: String) throws {
        let decoder = SieveDecoder()
        decoder.allowsJSON5 = true
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode([String: Double].self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("\(error as Any)")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("does not support JSON5 syntax yet"))
        #expect(context.underlyingError is ScanError)
        // The issue diagnose reports says so too.
        let issue = try #require(
            decoder.diagnose([String: Double].self, from: Data(json.utf8)).issues.first)
        #expect(issue.code.codeString == "invalid_json")
        #expect(issue.parameters["error"]?.contains("does not support JSON5 syntax yet") == true)
        // Without the flag, the error is the usual one.
        let plain = #expect(throws: DecodingError.self) {
            try SieveDecoder().decode([String: Double].self, from: Data(json.utf8))
        }
        #expect(plain?.debugText.contains("JSON5") == false)
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

// Trailing commas: `SieveDecoder` accepts exactly what `JSONDecoder` accepts by default (one
// comma after the last element or member, whitespace around it, nested, in skipped values
// too) and refuses the rest; `.strict` refuses them all. The schema layer, `RawValue`,
// `validateJSON` are strict unless given `.trailingCommas`.

import Foundation
import Sieve
import Testing

/// Inputs around the rule, each decided by `JSONDecoder` in the test itself.
private let trailingCommaCases = [
    "[1,]", "[1 , ]", "[1,\n]", "[1,\r\n]", "[1,\t]", " [1, ] ", "[[1,],]", #"[{"a":[1,],},]"#,
    #"{"a":1,}"#, #"{"a":1 , }"#, #"{"a":1,"b":2,}"#, #"{"a":[1,],}"#, #"{"a":{"b":{},},}"#,
    "[1,,]", "[,]", "[,1]", "{,}", #"{"a":1,,}"#, #"{"a":,}"#, "[1,]x", "[1],", "1,",
    "[1,/*c*/]", #"{"a":1,]"#, "[1,}", #"{"a":1 ,"#, "[1,",
]

@Suite("Trailing commas")
struct TrailingCommaTests {
    @Test("SieveDecoder decides each input as JSONDecoder does, with the same value",
          arguments: trailingCommaCases)
    func sameAsFoundation(_ text: String) {
        let data = Data(text.utf8)
        let foundation = Result { try JSONDecoder().decode(TriedJSON.self, from: data) }
        let sieve = Result { try SieveDecoder().decode(TriedJSON.self, from: data) }
        switch (foundation, sieve) {
        case (.success(let expected), .success(let value)):
            #expect(value == expected)
        case (.failure, .failure(let error)):
            guard case DecodingError.dataCorrupted = error else {
                Issue.record("not dataCorrupted: \(error)")
                return
            }
        default:
            Issue.record("Foundation \(foundation), Sieve \(sieve)")
        }
    }

    @Test("the cases cover both decisions")
    func casesCoverBoth() {
        let accepted = trailingCommaCases.filter {
            (try? JSONDecoder().decode(TriedJSON.self, from: Data($0.utf8))) != nil
        }
        #expect(accepted.count >= 10)
        #expect(trailingCommaCases.count - accepted.count >= 10)
    }

    @Test("a trailing comma inside a member nobody reads is skipped, not refused")
    func skippedValue() throws {
        struct A: Decodable, Equatable { var a: Int }
        let wide = #"{"skip": [1, {"x": [3,], "y": "z",}, "#
            + String(repeating: "[true, null, 2.5,], ", count: 40) + #"], "a": 7,}"#
        #expect(try SieveDecoder().decode(A.self, from: Data(wide.utf8)) == A(a: 7))
        #expect(try JSONDecoder().decode(A.self, from: Data(wide.utf8)) == A(a: 7))
        let strict = SieveDecoder()
        strict.syntax = .strict
        #expect(throws: DecodingError.self) { try strict.decode(A.self, from: Data(wide.utf8)) }
    }

    @Test("syntax = .strict refuses a trailing comma with dataCorrupted at its bracket",
          arguments: ["[1,2,]", #"{"a":1,}"#])
    func strictRefuses(_ text: String) throws {
        let decoder = SieveDecoder()
        #expect(decoder.syntax == .trailingCommas)
        decoder.syntax = .strict
        do {
            _ = try decoder.decode(TriedJSON.self, from: Data(text.utf8))
            Issue.record("accepted \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.contains("1:\(text.count)"))
        }
    }

    @Test("the schema layer, RawValue and validateJSON are strict unless asked")
    func otherEntryPointsStrictByDefault() throws {
        let text = #"{"count": 2, "tags": [1, 2,],}"#
        let strict = Required.diagnose(json: text)
        #expect(strict.value == nil)
        #expect(strict.issues.map(\.code) == [.invalidJSON])
        #expect(try Required.parse(json: text, syntax: .trailingCommas).count == 2)

        #expect(throws: ScanError.self) { try RawValue(parsing: text) }
        #expect(try RawValue(parsing: text, syntax: .trailingCommas)["tags"] == [1, 2])

        #expect(throws: ScanError.self) { try text.validateJSON() }
        try text.validateJSON(syntax: .trailingCommas)
        #expect(throws: ScanError.self) { try "[1,,]".validateJSON(syntax: .trailingCommas) }
    }
}

/// A schema with one field, for the schema layer's syntax option.
private struct Required: Schema {
    var count: Int
    init(from json: inout ObjectReader) throws { count = try json.decode("count") }
}

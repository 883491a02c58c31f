// `diagnose(_:from:)`: the value, the warnings and the error as the schema layer's Diagnosis.

import Foundation
import Sieve
import Testing

@Suite("Diagnose")
struct DiagnoseTests {
    @Test("a clean document gives the value and nothing else")
    func cleanDocument() throws {
        let diagnosis = SieveDecoder().diagnose(
            Order.self, from: Data(#"{"id":1,"items":[]}"#.utf8))
        #expect(diagnosis.isValid)
        #expect(diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty)
        #expect(try diagnosis.get() == Order(id: 1, items: []))
    }

    @Test("a failing document gives no value and the error as one issue with its location")
    func failingDocument() throws {
        let json = "{\"id\":1,\n\"items\":[{\"name\":\"a\",\"quantity\":\"3\"}]}"
        let diagnosis = SieveDecoder().diagnose(Order.self, from: Data(json.utf8))
        #expect(diagnosis.value == nil)
        let issue = try #require(diagnosis.issues.first)
        #expect(diagnosis.issues.count == 1)
        #expect(issue.code.rawValue == "type_mismatch")
        #expect(issue.path == "items[0].quantity")
        #expect(issue.location.line == 2 && issue.location.column == 33)
        #expect(throws: SchemaError.self) { try diagnosis.get() }
    }

    @Test(
        "issue codes follow the error",
        arguments: [
            (#"{}"#, "missing_key", "a"),
            (#"{"a":null}"#, "null_value", "a"),
            (#"{"a":"x"}"#, "type_mismatch", "a"),
            (#"{"a":1.5}"#, "not_an_integer", "a"),
            (#"{"a":1e30}"#, "number_out_of_range", "a"),
            (#"{"a":1"#, "invalid_json", ""),
        ])
    func issueCodes(json: String, code: String, path: String) throws {
        let issue = try #require(SieveDecoder().diagnose(A.self, from: json).issues.first)
        #expect(issue.code.rawValue == code)
        #expect(issue.path.description == path)
    }

    /// The schema path's reading of `A`, to compare the two paths' issues.
    struct SchemaA: Schema {
        var a: Int
        init(from json: inout ObjectReader) throws { a = try json.decode("a") }
    }

    @Test(
        "an issue says what happened in the schema path's words, with the same typed facts",
        arguments: [
            (#"{"a": "x"}"#, "1:7: error: a: expected an integer, found a string"),
            (#"{"a": null}"#, "1:7: error: a is null, expected an integer"),
            (#"{"a": 1.5}"#, "1:7: error: a: 1.5 is not a whole number, expected Int"),
            (#"{"a": 1e30}"#, "1:7: error: a: 1e30 does not fit in Int"),
            (#"{"b": 1}"#, "1:1: error: a is missing"),
            (#"{"a": 1"#, "1:8: error: invalid JSON: unexpected end of input, expected ',' or '}'"),
        ])
    func issuesInSchemaWords(json: String, expected: String) throws {
        let dropIn = try #require(SieveDecoder().diagnose(A.self, from: json).issues.first)
        let schema = try #require(SchemaA.diagnose(json: json).issues.first)
        #expect(dropIn.description == expected)
        #expect(dropIn.description == schema.description)
        #expect(dropIn.code == schema.code)
        #expect(dropIn.parameters == schema.parameters)
    }

    @Test("warnings recorded before a failure are kept")
    func warningsBeforeFailure() throws {
        struct Mixed: Decodable { var tier: Open<Tier>; var count: Int }
        let diagnosis = SieveDecoder().diagnose(
            Mixed.self, from: Data(#"{"tier":"gold","count":"x"}"#.utf8))
        #expect(diagnosis.value == nil)
        #expect(diagnosis.warnings.map(\.code.rawValue) == ["unknown_case"])
        #expect(diagnosis.issues.map(\.code.rawValue) == ["type_mismatch"])
    }

    @Test("a type's own dataCorrupted error is invalid_value, whatever its text says")
    func foreignErrorIsInvalidValue() throws {
        struct Picky: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Number 5 is not a whole number, so no.")
            }
        }
        let issue = try #require(SieveDecoder().diagnose(Picky.self, from: "5").issues.first)
        #expect(issue.code == .invalidValue)
        #expect(issue.parameters["error"] == "Number 5 is not a whole number, so no.")
    }
}

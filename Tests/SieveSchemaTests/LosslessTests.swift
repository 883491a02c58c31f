// `decode(_:lossless:)` on the schema path, and `extras()` as `Extras`: the same rules as the
// `Codable` path's `@Lossless` and `Extras`.

import Sieve
import Testing

private struct PullRequestCounts: Schema {
    var additions: Int
    var merged: Bool
    var reference: String
    var ratio: Double?
    var rest: Extras

    init(from json: inout ObjectReader) throws {
        additions = try json.decode("additions", lossless: true)
        merged = try json.decode("merged", lossless: true)
        reference = try json.decode("reference", lossless: true)
        ratio = try json.decode("ratio", lossless: true)
        rest = try json.extras()
    }
}

@Suite("Lossless fields and ordered extras")
struct LosslessTests {
    @Test("Exact conversions are read and warned; the own type silently")
    func conversions() throws {
        let diagnosis = PullRequestCounts.diagnose(
            json: #"{"additions": "100", "merged": 1, "reference": 1.50, "ratio": null, "x": 1, "x": 2}"#)
        let value = try #require(diagnosis.value)
        #expect(value.additions == 100)
        #expect(value.merged)
        #expect(value.reference == "1.50")
        #expect(value.ratio == nil)
        #expect(value.rest.keys == ["x", "x"])
        #expect(
            diagnosis.warnings.map(\.message) == [
                #"additions: the string "100" was read as an integer"#,
                "merged: the number 1 was read as a boolean",
                "reference: the number 1.50 was read as a string",
            ])
        #expect(diagnosis.warnings.allSatisfy { $0.code == .losslessConversion })
    }

    @Test(
        "Anything that is not exact is the plain field's issue",
        arguments: [
            (#"{"additions": "1.5", "merged": true, "reference": "r"}"#, DiagnosticCode.typeMismatch),
            (#"{"additions": "12abc", "merged": true, "reference": "r"}"#, .typeMismatch),
            (#"{"additions": 1, "merged": 2, "reference": "r"}"#, .typeMismatch),
            (#"{"additions": 1, "merged": true, "reference": null}"#, .nullValue),
            (#"{"additions": 1, "merged": true}"#, .missingKey),
        ])
    func failures(json: String, code: DiagnosticCode) throws {
        let diagnosis = PullRequestCounts.diagnose(json: json)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [code])
        #expect(diagnosis.warnings.isEmpty)
    }
}

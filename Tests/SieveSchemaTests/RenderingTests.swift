// Rendering diagnoses as compiler-style text and as JSON.

import Sieve
import Testing

@Suite("Rendering")
struct RenderingTests {
    static let payload = """
        {
          "id": 2,
          "seat_count": "twelve",
          "email": "bo@example.com",
          "tier": "pro"
        }
        """

    @Test("plain rendering is compiler-style with the source line and a caret")
    func plain() throws {
        let diagnosis = Customer.diagnose(json: Self.payload)
        let text = diagnosis.render(.plain, file: "payload.json")
        #expect(text == """
            payload.json:3:17: warning: seat_count fell back to 0: expected an integer, found a string
                  "seat_count": "twelve",
                                ^

            """)
    }

    @Test("JSON rendering is machine-readable and parses back")
    func json() throws {
        let diagnosis = Customer.diagnose(json: Self.payload)
        let rendered = try RawValue(parsing: diagnosis.render(.json))
        #expect(rendered["valid"] == true)
        #expect(rendered["warnings"]?[0]?["code"] == "fallback_applied")
        #expect(rendered["warnings"]?[0]?["line"] == 3)
        #expect(rendered["warnings"]?[0]?["path"] == "seat_count")
        #expect(rendered["warnings"]?[0]?["parameters"]?["found"] == "a string")
    }

    @Test("warnings and issues describe themselves with line:col")
    func descriptions() throws {
        let diagnosis = Required.diagnose(json: #"{"count": "x"}"#)
        #expect(diagnosis.issues.first?.description == "1:11: error: count: expected an integer, found a string")
    }

    @Test("terminal rendering has no colour when output is not a terminal")
    func terminalWithoutTTY() throws {
        let diagnosis = Customer.diagnose(json: Self.payload)
        #expect(!diagnosis.render(.terminal).contains("\u{1B}["))
    }
}

@Suite("Locations of many diagnostics")
struct ManyDiagnosticsTests {
    @Test("thousands of warnings on one long line get the same locations as one at a time")
    func oneLongLine() throws {
        let json = "[" + (0..<3_000).map { #""c\#($0 % 7)""# }.joined(separator: ",") + "]"
        var limits = Limits()
        limits.maxWarnings = 5_000
        let diagnosis = [Open<Color>].diagnose(json: json, limits: limits)
        #expect(diagnosis.warnings.count > 2_000)
        let bytes = Array(json.utf8)
        try bytes.withUnsafeBytes { raw in
            for warning in diagnosis.warnings {
                let expected = SourceLocation(offset: warning.location.offset, in: raw)
                #expect(warning.location == expected)
                let excerpt = try #require(warning.excerpt)
                #expect(excerpt.line.hasPrefix("…") == (warning.location.offset > 61))
                #expect(excerpt.line.count <= 124)
            }
        }
    }
}

@Suite("Excerpts")
struct ExcerptTests {
    @Test("a tab in the source line shows as one space so the caret stays under the value")
    func tabs() throws {
        let diagnosis = Required.diagnose(json: "{\t\"count\":\t\"x\"}")
        let excerpt = try #require(diagnosis.issues.first?.excerpt)
        #expect(excerpt.line == "{ \"count\": \"x\"}")
        #expect(excerpt.caretColumn == 12)
    }
}

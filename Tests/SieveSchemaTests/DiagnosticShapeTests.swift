// Warnings and issues are one `Diagnostic` shape: the code, the parameters and the sentence
// all come from what happened, recorded as data.

import Sieve
import Testing

/// A value type of a user's own that records its issues by code and parameters.
struct Celsius: SchemaValue, Sendable {
    var degrees: Double
    static func decode(from reader: inout ValueReader) throws -> Celsius {
        let start = reader.offset
        let value = try reader.readDouble()
        if value < -273.15 {
            try reader.recordIssue(
                .typeMismatch, at: start,
                ["expected": "a temperature above absolute zero", "found": "\(value)"])
        }
        return Celsius(degrees: value)
    }
    static var placeholderForIssues: Celsius? { Celsius(degrees: 0) }
}

struct Reading: Schema, Sendable {
    var temperature: Celsius
    init(from json: inout ObjectReader) throws { temperature = try json.decode("t") }
}

@Suite("Diagnostic shape")
struct DiagnosticShapeTests {
    @Test("a warning and an issue are diagnostics with their severity")
    func severities() throws {
        let diagnosis = Customer.diagnose(
            json: #"{"id": 1, "email_address": "a@b.c", "tier": "pro", "seat_count": 1}"#)
        let warning = try #require(diagnosis.warnings.first)
        #expect(warning.diagnostic.severity == .warning)
        #expect(warning.diagnostic.code == .aliasMatched)
        #expect(warning.description == "1:28: warning: email was read from its alias \"email_address\"")
        let failing = Customer.diagnose(
            json: #"{"id": "x", "email": "a@b.c", "tier": "pro", "seat_count": 1}"#)
        let issue = try #require(failing.issues.first)
        #expect(issue.diagnostic.severity == .error)
        #expect(issue.description.hasPrefix("1:8: error: id: expected an integer, found a string"))
    }

    @Test("an issue a custom value records keeps its parameters and renders by its code")
    func recordedIssue() throws {
        let diagnosis = Reading.diagnose(json: #"{"t": -300}"#)
        let issue = try #require(diagnosis.issues.first)
        #expect(issue.code == .typeMismatch)
        #expect(issue.parameters == ["expected": "a temperature above absolute zero", "found": "-300.0"])
        #expect(issue.message == "t: expected a temperature above absolute zero, found -300.0")
    }

    @Test("a fallback's parameters carry its cause's facts")
    func fallbackParameters() throws {
        let diagnosis = Customer.diagnose(
            json: #"{"id": 1, "email": "a@b.c", "tier": "pro", "seat_count": 1.5}"#)
        let warning = try #require(diagnosis.warnings.first)
        #expect(warning.parameters == [
            "fallback": "0", "reason": "invalid", "cause": "not_an_integer",
            "literal": "1.5", "type": "Int", "expected": "an integer", "found": "a number",
        ])
        #expect(warning.message == "seat_count fell back to 0: expected an integer, found a number")
    }

    @Test("a diagnostic made from a code and parameters renders as one recorded by a reader")
    func madeFromParameters() throws {
        let made = Warning(
            code: .unknownKey, path: "meta.x", location: SourceLocation(line: 1, column: 2, offset: 1),
            parameters: ["key": "x", "suggestion": "y"])
        #expect(made.message == "unknown key \"x\" in meta; did you mean \"y\"?")
        #expect(made.parameters == ["key": "x", "suggestion": "y"])
    }

    @Test("a control character in the source line is shown, not sent to the terminal")
    func controlCharacterInExcerpt() throws {
        let diagnosis = Customer.diagnose(json: "{\"id\": \"\u{7}\"}")
        let text = diagnosis.render(.plain)
        #expect(text.contains("\u{2407}"))
        #expect(!text.contains("\u{7}"))
    }

    @Test("an issue rebuilt from what it shows equals it, and hashes alike")
    func equalityIsWhatIsSeen() throws {
        let diagnosis = Customer.diagnose(
            json: #"{"id": "x", "email": "a@b.c", "tier": "pro", "seat_count": 1}"#)
        let issue = try #require(diagnosis.issues.first)
        let rebuilt = Issue(
            code: issue.code, path: issue.path, location: issue.location,
            parameters: issue.parameters, excerpt: issue.excerpt)
        #expect(rebuilt == issue)
        #expect(rebuilt.hashValue == issue.hashValue)
        #expect(Set([issue, rebuilt]).count == 1)
    }

    @Test("a diagnosis keeps its own copy of the document: its lines and excerpts stay put")
    func diagnosticsOutliveTheirInput() throws {
        var bytes = Array(
            "{\"id\": 1, \"seat_count\": 2,\n\"email_address\": \"a@b.c\", \"tier\": \"gold\"}".utf8)
        let diagnosis = Customer.diagnose(json: bytes)
        // The caller's buffer changes (or goes) before the warnings are read.
        for index in bytes.indices { bytes[index] = UInt8(ascii: "\n") }
        #expect(
            diagnosis.warnings.map(\.description) == [
                #"2:18: warning: email was read from its alias "email_address""#,
                #"2:35: warning: tier: "gold" is not a known Tier; kept as .unknown"#,
            ])
        let excerpt = try #require(diagnosis.warnings.last?.excerpt)
        #expect(excerpt.line == #""email_address": "a@b.c", "tier": "gold"}"#)
        #expect(excerpt.caretColumn == 35)
        // Setting the location keeps the excerpt, and the other way round.
        var moved = try #require(diagnosis.warnings.last)
        moved.location = SourceLocation(line: 9, column: 9, offset: 99)
        #expect(moved.excerpt == excerpt)
        moved.excerpt = nil
        #expect(moved.location == SourceLocation(line: 9, column: 9, offset: 99))
    }

    @Test("a warning's code and parameters can be changed, as before")
    func settableParameters() throws {
        var warning = Warning(
            code: .unknownCase, path: "tier", location: SourceLocation(line: 1, column: 1, offset: 0),
            parameters: ["raw": "secret", "type": "Tier"])
        warning.parameters["raw"] = "…"
        #expect(warning.parameters == ["raw": "…", "type": "Tier"])
        #expect(warning.message == "tier: \"…\" is not a known Tier; kept as .unknown")
        warning.code = .invalidCase
        #expect(warning.code == .invalidCase)
        #expect(warning.parameters["raw"] == "…")
    }
}


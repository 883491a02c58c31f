// Validation rules on fields: every rule, several on one field (all collected), optional
// fields, defaults and fallbacks, cross-field checks, and the byte validators' acceptance.

import Sieve
import Testing

@Suite("Validation")
struct ValidationTests {
    @available(SwiftStdlib 5.7, *)
    struct Signup: Schema {
        var email: String
        var code: String
        var step: Int
        var nickname: String?
        var pageSize: Int
        init(from json: inout ObjectReader) throws {
            email = try json.decode("email", validate: .email, .count(6...64))
            code = try json.decode("code", validate: .pattern(/^[A-Z]{3}-\d{2}$/))
            step = try json.decode("step", validate: .custom(name: "multiple of 5") { $0 % 5 == 0 })
            nickname = try json.decode("nickname", validate: .nonEmpty)
            pageSize = try json.decode("page_size", default: 500, validate: .range(1...100))
        }
    }

    @Test("values that follow their rules decode; a missing field's default is not checked")
    @available(SwiftStdlib 5.7, *)
    func valid() throws {
        let value = try Signup.parse(json: #"{"email": "ann@example.com", "code": "ABC-12", "step": 15}"#)
        #expect(value.email == "ann@example.com" && value.code == "ABC-12" && value.step == 15)
        #expect(value.nickname == nil && value.pageSize == 500)
    }

    @Test("every broken rule is an issue validation_failed, all of them collected")
    @available(SwiftStdlib 5.7, *)
    func invalid() throws {
        let diagnosis = Signup.diagnose(
            json: #"{"email": "a@b", "code": "abc-12", "step": 7, "nickname": "", "page_size": 0}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map { $0.parameters["rule"] } == ["email", "count", "pattern", "multiple of 5", "nonEmpty", "range"])
        #expect(diagnosis.issues.map(\.path.description) == ["email", "email", "code", "step", "nickname", "page_size"])
        #expect(diagnosis.issues[1].parameters["min"] == "6")
        #expect(diagnosis.issues[5].message == "page_size: 0 fails the rule range 1...100")
    }

    @Test(
        ".email accepts addresses as people type them",
        arguments: [
            ("ann@example.com", true), ("a.b+tag@mail.example.co", true), ("x_y-z@a-b.io", true),
            ("ann@", false), ("@example.com", false), ("ann@example", false), ("a..b@example.com", false),
            (".a@example.com", false), ("ann@-x.com", false), ("ann@x.c", false), ("ann @x.com", false),
            ("ann@x.c0m", false), ("\"a\"@x.com", false), ("ä@x.com", false),
        ])
    func email(text: String, accepted: Bool) {
        #expect(ValidationRule<String>.email.accepts(text) == accepted, "\(text)")
    }

    @Test(
        ".url accepts absolute URLs with a host",
        arguments: [
            ("https://example.com", true), ("https://example.com/a/b?c=d#e", true), ("http://x:8080/", true),
            ("ftp://user@host.org/f", true), ("https://[::1]:443/", true), ("https://ex.com/caf%C3%A9", true),
            ("not a url", false), ("example.com", false), ("https://", false), ("https://exa mple.com", false),
            ("https://x.com/a b", false), ("https://x.com/%zz", false), ("1http://x.com", false), ("mailto:a@b.com", false),
        ])
    func url(text: String, accepted: Bool) {
        #expect(ValidationRule<String>.url.accepts(text) == accepted, "\(text)")
    }

    @Test("a fallback applies to a value that breaks its rule, saying so")
    func fallback() throws {
        struct Person: Schema {
            var age: Int
            init(from json: inout ObjectReader) throws { age = try json.decode("age", fallback: 0, validate: .range(0...150)) }
        }
        let diagnosis = Person.diagnose(json: #"{"age": 200}"#)
        #expect(diagnosis.value?.age == 0)
        #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        #expect(diagnosis.warnings.first?.parameters["reason"] == "validation")
        #expect(diagnosis.warnings.first?.message == "age fell back to 0: 200 fails the rule range 0...150")
    }

    @Test("a cross-field check places its issue on the named field's value")
    func check() throws {
        struct Window: Schema {
            var start: Int
            var end: Int
            init(from json: inout ObjectReader) throws {
                start = try json.decode("start")
                end = try json.decode("end")
                try json.check(end >= start, at: "end", "ends before it starts")
                try json.check(true, at: "start", "never")
            }
        }
        let diagnosis = Window.diagnose(json: "{\"start\": 5,\n \"end\": 2}")
        #expect(diagnosis.issues.map(\.message) == ["end: ends before it starts"])
        #expect(diagnosis.issues.first?.location.line == 2)
        #expect(diagnosis.issues.first?.location.column == 9)
        #expect(try Window.parse(json: #"{"start": 1, "end": 2}"#).end == 2)
    }
}

// The headline program of the schema layer, compiled unchanged against `import Sieve`.

import Sieve
import Testing

enum Tier: String, CaseIterable, Sendable, SchemaValue { case free, pro }

struct Customer: Schema, Sendable {
    var id: Int64
    var email: String
    var tier: Open<Tier>
    var seatCount: Int
    var rest: [String: RawValue]

    init(from json: inout ObjectReader) throws {
        id        = try json.decode("id")
        email     = try json.decode("email", or: "email_address")
        tier      = try json.decode("tier")
        seatCount = try json.decode("seat_count", fallback: 0)
        rest      = try json.extras()
    }
}

@Suite("The headline program")
struct HeadlineTests {
    @Test("the old shape decodes through its alias and says so")
    func oldShape() throws {
        let old = Customer.diagnose(
            json: #"{"id": 1, "email_address": "ann@example.com", "tier": "pro", "seat_count": 4}"#)
        let value = try #require(old.value)
        #expect(value.id == 1)
        #expect(value.email == "ann@example.com")
        #expect(value.tier == .known(.pro))
        #expect(value.seatCount == 4)
        #expect(value.rest.isEmpty)
        #expect(old.issues.isEmpty)
        #expect(old.warnings.count == 1)
        let warning = try #require(old.warnings.first)
        #expect(warning.code.rawValue == "alias_matched")
        #expect(warning.path == "email")
        #expect(warning.parameters["alias"] == "email_address")
        #expect(warning.location.line == 1)
        #expect(warning.location.offset == 27)
    }

    @Test("the new shape keeps unknown cases, falls back, and collects extras")
    func newShape() throws {
        let new = Customer.diagnose(
            json: #"{"id": 2, "email": "bo@example.com", "tier": "enterprise", "seat_count": "twelve", "billing_region": "eu", "trial_ends": null}"#)
        let value = try #require(new.value)
        #expect(value.id == 2)
        #expect(value.email == "bo@example.com")
        #expect(value.tier == .unknown("enterprise"))
        #expect(value.seatCount == 0)
        #expect(value.rest == ["billing_region": "eu", "trial_ends": .null])
        #expect(new.warnings.map(\.code.rawValue) == ["unknown_case", "fallback_applied"])
        #expect(new.warnings[0].path == "tier")
        #expect(new.warnings[0].parameters["raw"] == "enterprise")
        #expect(new.warnings[1].path == "seat_count")
        #expect(new.warnings[1].parameters["expected"] == "an integer")
        #expect(new.warnings[1].parameters["found"] == "a string")
        #expect(new.warnings[1].message == "seat_count fell back to 0: expected an integer, found a string")
    }

    @Test("parse returns the value or throws every issue")
    func parse() throws {
        let bytes = Array(#"{"id": 3, "email": "c@example.com", "tier": "free", "seat_count": 1}"#.utf8)
        let c = try Customer.parse(json: bytes)
        #expect(c.id == 3 && c.tier == .known(.free))
        #expect(throws: SchemaError.self) {
            _ = try Customer.parse(json: #"{"id": "x", "tier": 5}"#)
        }
    }
}

@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the README example prints the warnings the README shows")
    func readmeExample() throws {
        let diagnosis = Customer.diagnose(json: #"""
            {"id": 2, "email": "bo@example.com", "tier": "enterprise", "seat_count": "twelve",
             "billing_region": "eu"}
            """#)
        #expect(diagnosis.value?.tier == .unknown("enterprise"))
        #expect(diagnosis.value?.seatCount == 0)
        #expect(diagnosis.value?.rest == ["billing_region": "eu"])
        #expect(diagnosis.warnings.map(\.description) == [
            #"1:46: warning: tier: "enterprise" is not a known Tier; kept as .unknown"#,
            "1:74: warning: seat_count fell back to 0: expected an integer, found a string",
        ])
    }
}

// All the issues, not the first: paths, locations, limits and recovery.

import Sieve
import Testing

@Suite("Collecting every issue")
struct IssueCollectionTests {
    /// Three bad fields in the lead object, and bad elements 3 and 57 of an array.
    static func fiveIssueDocument() -> String {
        var members: [String] = []
        for index in 0..<60 {
            let age = index == 3 ? "\"old\"" : index == 57 ? "null" : "\(20 + index)"
            members.append(#"{"name": "m\#(index)", "age": \#(age), "email": "m@x", "color": "red"}"#)
        }
        return """
            {
              "lead": {"name": 7, "age": 1.5, "email": "l@x", "color": "blue"},
              "members": [
            \(members.joined(separator: ",\n"))
              ]
            }
            """
    }

    @Test("three bad fields and two bad elements give all five issues with paths and lines")
    func fiveIssues() throws {
        let diagnosis = Team.diagnose(json: Self.fiveIssueDocument())
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.path.description) == [
            "lead.name", "lead.age", "lead.color", "members[3].age", "members[57].age",
        ])
        #expect(diagnosis.issues.map(\.code) == [
            .typeMismatch, .notAnInteger, .invalidCase, .typeMismatch, .nullValue,
        ])
        #expect(diagnosis.issues.map(\.location.line) == [2, 2, 2, 7, 61])
        #expect(diagnosis.issues[0].location.column == 20)
        #expect(diagnosis.issues[2].parameters["allowed"] == "red, green")
        #expect(!diagnosis.isTruncated)
    }

    @Test("Limits.maxIssues caps the list and marks it truncated")
    func truncated() throws {
        var limits = Limits()
        limits.maxIssues = 2
        let diagnosis = Team.diagnose(json: Self.fiveIssueDocument(), limits: limits)
        #expect(diagnosis.issues.count == 2)
        #expect(diagnosis.isTruncated)
    }

    @Test("a path inside a top-level array starts with the index")
    func topLevelArrayPath() throws {
        let json = #"[{"name":"a","age":1,"email":"e","color":"red"},{"name":"b","age":2,"color":"red"}]"#
        let diagnosis = [Person].diagnose(json: json)
        #expect(diagnosis.issues.map(\.path) == ["[1].email"])
        #expect(diagnosis.issues.first?.path.description == "[1].email")
    }

    @Test("a nested path renders as orders[1].quantity")
    func nestedPath() throws {
        struct Orders: Schema {
            var orders: [Order]
            init(from json: inout ObjectReader) throws { orders = try json.decode("orders") }
        }
        let json = #"{"orders": [{"id": 1, "items": []}, {"id": 2, "items": [{"sku": "a", "quantity": "2"}]}]}"#
        let diagnosis = Orders.diagnose(json: json)
        #expect(diagnosis.issues.map(\.path.description) == ["orders[1].items[0].quantity"])
    }

    @Test("every issue and warning carries the byte offset of its value")
    func offsets() throws {
        let json = #"{"id": 1, "email_address": "a", "tier": "x", "seat_count": "y"}"#
        let diagnosis = Customer.diagnose(json: json)
        let bytes = Array(json.utf8)
        for warning in diagnosis.warnings {
            let offset = warning.location.offset
            #expect(bytes[offset] == UInt8(ascii: "\""), "\(warning.code) points at its value")
        }
        #expect(diagnosis.warnings.map(\.location.offset) == [27, 40, 59])
    }

    @Test("an initializer's own error is an issue invalid_value at the object's path")
    func initializerError() throws {
        let diagnosis = [Percentage].diagnose(json: #"[{"value": 5}, {"value": 500}]"#)
        #expect(diagnosis.issues.map(\.code) == [.invalidValue])
        #expect(diagnosis.issues.first?.path == "[1]")
        #expect(diagnosis.issues.first?.parameters["error"] == "500 is not between 0 and 100")
    }

    @Test("invalid JSON is one issue invalid_json with its line and column")
    func invalidJSON() throws {
        let diagnosis = Required.diagnose(json: "{\n  \"count\": 1,\n}")
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.invalidJSON])
        #expect(diagnosis.issues.first?.location.line == 3)
        #expect(diagnosis.issues.first?.location.column == 1)
    }

    @Test("100,000 nested arrays are refused cleanly, not a crash")
    func deepNesting() throws {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let diagnosis = RawValue.diagnose(json: json)
        #expect(diagnosis.issues.first?.parameters["cause"] == "depth_limit_exceeded")
    }

    @Test("a closed enum without CaseIterable reports the raw value it could not match")
    func closedEnum() throws {
        let diagnosis = [Level].diagnose(json: "[1, 3, 2]")
        #expect(diagnosis.issues.map(\.code) == [.invalidCase])
        #expect(diagnosis.issues.first?.path == "[1]")
        #expect(diagnosis.issues.first?.parameters["raw"] == "3")
    }
}

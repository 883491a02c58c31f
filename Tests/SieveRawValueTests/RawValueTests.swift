// RawValue: what parsing builds, and that serializing and re-parsing gives it back.

import SieveRawValue
import SieveScanner
import Testing

@Suite("RawValue")
struct RawValueTests {
    @Test("parsing builds the value the text describes")
    func parsing() throws {
        let value = try RawValue(
            parsing: #"[1, "two", true, false, null, {"k": [], "o": {}}, 2.5]"#)
        let expected: RawValue = [1, "two", true, false, .null, ["k": [], "o": [:]], 2.5]
        #expect(value == expected)
        #expect(value.arrayValue?.count == 7)
        #expect(value[5]?["k"]?.arrayValue?.isEmpty == true)
    }

    @Test(
        "serializing and re-parsing gives an equal value",
        arguments: [
            "[]", "{}", "0", "-0", "\"\"", #"{"a": [1, {"b": null}], "a": false}"#,
            #"["\u0000\u001f\b\f\n\r\t\"\\/", "é😀", "\ud83d\ude00", "\u2028"]"#,
            "[10000000000000000999, 1.000000000000000005, 1E-999, -1e+9999]",
            nestedArrays(500), "  {\"x\" : [ 1 , 2 ] }  ",
        ])
    func roundTrip(text: String) throws {
        let value = try RawValue(parsing: text)
        let serialized = value.description
        #expect(try RawValue(parsing: serialized) == value)
        #expect(try RawValue(parsing: serialized).description == serialized)
    }

    @Test("serializing is compact and escapes what JSON requires")
    func serialization() throws {
        let value = try RawValue(parsing: "{ \"a\" : [ 1 , \"x\\u0001\\\"\" ] , \"b\" : null }")
        #expect(value.description == #"{"a":[1,"x\u0001\""],"b":null}"#)
    }

    @Test("a wide array and a wide object parse in linear time", .timeLimit(.minutes(1)))
    @available(SwiftStdlib 5.7, *)
    func wideContainers() throws {
        // Quadratic parsing (each append copying the array) would take minutes here.
        let count = 200_000
        let array = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
        #expect(try RawValue(parsing: array).arrayValue?.count == count)
        let object = "{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        let members = try RawValue(parsing: object).objectValue
        #expect(members?.count == count)
        #expect(members?.members.last?.value == RawValue.number(RawNumber(count - 1)))
    }

    @Test("an error while reading a value carries its location")
    func errorLocation() throws {
        do {
            let value = try RawValue(parsing: "[1,\n2,\n]")
            Issue.record("accepted as \(value)")
        } catch {
            #expect(error.code == .unexpectedCharacter)
            #expect(error.location == SourceLocation(line: 3, column: 1, offset: 7))
        }
    }
}

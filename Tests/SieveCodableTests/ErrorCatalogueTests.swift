// The error catalogue: each bad input fails in Sieve with the DecodingError case and coding
// path JSONDecoder gives, except the listed deviations, where Sieve's path is more precise (or
// Sieve is stricter) on purpose. Each deviation is in docs/MIGRATING.md.

import Foundation
import Sieve
import Testing

/// One bad input and what each decoder must say about it.
struct BadInput: CustomTestStringConvertible, Sendable {
    let label: String
    let json: String
    /// Decodes with both decoders and returns their outcomes as strings.
    let run: @Sendable () -> (foundation: String, sieve: String)
    /// When set, the deviation: what Foundation says and what Sieve says instead.
    let deviation: (foundation: String, sieve: String)?

    var testDescription: String { label }
}

func shape(_ outcome: Result<Void, any Error>) -> String {
    switch outcome {
    case .success: return "ok"
    case .failure(let error): return ErrorShape(error).description
    }
}

func bad<T: Decodable>(
    _ label: String, _ type: T.Type, _ json: String, _ setup: DecoderSetup = DecoderSetup(),
    foundation: String? = nil, sieve: String? = nil
) -> BadInput {
    let data = Data(json.utf8)
    return BadInput(
        label: label, json: json,
        run: {
            let f = shape(Result { _ = try setup.foundation().decode(T.self, from: data) })
            let s = shape(Result { _ = try setup.sieve().decode(T.self, from: data) })
            return (f, s)
        },
        deviation: foundation.map { ($0, sieve ?? "") })
}

let corrupt = "dataCorrupted at []"

let badInputs: [BadInput] = [
    // Missing keys and nulls.
    bad("missing key at the top", A.self, "{}"),
    bad("missing key beside another key", A.self, #"{"b":1}"#),
    bad(
        "missing key in an array element", Order.self,
        #"{"id":1,"items":[{"name":"a","quantity":1},{"name":"b"}]}"#),
    bad("missing key at depth", Outer.self, #"{"inner":{"deep":[{"v":1},{"w":2}]}}"#),
    bad("null for a non-optional Int", A.self, #"{"a":null}"#),
    bad(
        "null for a nested non-optional String", Order.self,
        #"{"id":1,"items":[{"name":null,"quantity":1}]}"#),
    bad("null array element", [Int].self, "[1,null,3]"),
    bad("null for a nested array", Order.self, #"{"id":1,"items":null}"#),
    bad("null for a Bool is a type mismatch", V<Bool>.self, #"{"v":null}"#),
    bad("null for a String", V<String>.self, #"{"v":null}"#),
    bad("an Optional missing in a generic model", V<Int?>.self, "{}"),
    // Wrong types.
    bad(
        "wrong type at depth", Order.self,
        #"{"id":1,"items":[{"name":"a","quantity":1},{"name":"b","quantity":"3"}]}"#),
    bad("string where Int", A.self, #"{"a":"1"}"#),
    bad("number where String", V<String>.self, #"{"v":1}"#),
    bad("bool where Int", A.self, #"{"a":true}"#),
    bad("object where Int", A.self, #"{"a":{}}"#),
    bad("array where Int", A.self, #"{"a":[]}"#),
    bad("string where Bool", V<Bool>.self, #"{"v":"true"}"#),
    bad("number where Bool", V<Bool>.self, #"{"v":0}"#),
    bad("string where Double", V<Double>.self, #"{"v":"1.5"}"#),
    bad("string where Float", V<Float>.self, #"{"v":"1"}"#),
    bad("object where [Int]", V<[Int]>.self, #"{"v":{}}"#),
    bad("string element in [Int]", [Int].self, #"[1,"2"]"#),
    bad("string element in [[Int]]", [[Int]].self, #"[[1],[2,"x"]]"#),
    bad("object element in [[Int]]", [[Int]].self, #"[[1],{"a":1}]"#),
    bad("wrong value in [String: Int]", [String: Int].self, #"{"a":1,"b":"x"}"#),
    bad("non-integer key in [Int: String]", [Int: String].self, #"{"1":"a","x":"b"}"#),
    // Numbers that do not fit: Foundation loses the path; Sieve names the field.
    bad(
        "Int8 overflow", V<Int8>.self, #"{"v":128}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Int8 underflow", V<Int8>.self, #"{"v":-129}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "UInt8 overflow", V<UInt8>.self, #"{"v":256}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "negative UInt8", V<UInt8>.self, #"{"v":-1}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "UInt overflow", V<UInt>.self, #"{"v":18446744073709551616}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "negative UInt", V<UInt>.self, #"{"v":-1}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Int64 overflow", V<Int64>.self, #"{"v":9223372036854775808}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Int64 underflow", V<Int64>.self, #"{"v":-9223372036854775809}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Int32 overflow", V<Int32>.self, #"{"v":2147483648}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "fraction into Int", V<Int>.self, #"{"v":1.5}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "fraction with exponent into Int", V<Int>.self, #"{"v":150e-2}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "1e20 into Int", V<Int>.self, #"{"v":1e20}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "fraction into an array element", [Int].self, "[1,2.5]",
        foundation: corrupt, sieve: "dataCorrupted at [\"Index 1#1\"]"),
    bad(
        "Double overflow", V<Double>.self, #"{"v":1e400}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Double underflow to zero", V<Double>.self, #"{"v":1e-400}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Float overflow", V<Float>.self, #"{"v":3.4e39}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad(
        "Decimal overflow", V<Decimal>.self, #"{"v":1e400}"#,
        foundation: corrupt, sieve: "dataCorrupted at [\"v\"]"),
    bad("Decimal from a string", V<Decimal>.self, #"{"v":"1.5"}"#),
    // Dates, data, URLs.
    bad("deferredToDate given a string", D.self, #"{"d":"2020-01-01"}"#),
    bad(
        "secondsSince1970 given a string", D.self, #"{"d":"1600000000"}"#,
        DecoderSetup(date: .secondsSince1970)),
    bad(
        "millisecondsSince1970 given a string", D.self, #"{"d":"1600000000000"}"#,
        DecoderSetup(date: .millisecondsSince1970)),
    bad("iso8601 given a number", D.self, #"{"d":1600000000}"#, DecoderSetup(date: .iso8601)),
    bad(
        "iso8601 invalid date", D.self, #"{"d":"2020-13-45"}"#, DecoderSetup(date: .iso8601),
        foundation: corrupt, sieve: "dataCorrupted at [\"d\"]"),
    bad(
        "iso8601 invalid date at depth", [V<D>].self, #"[{"v":{"d":"2020-01-01"}}]"#,
        DecoderSetup(date: .iso8601),
        foundation: "dataCorrupted at [\"Index 0#0\", \"v\"]",
        sieve: "dataCorrupted at [\"Index 0#0\", \"v\", \"d\"]"),
    bad(
        "formatted date that does not match", D.self, #"{"d":"nope"}"#,
        DecoderSetup(date: .formatted(dayFormatter))),
    bad(
        "formatted date given a number", D.self, #"{"d":5}"#,
        DecoderSetup(date: .formatted(dayFormatter))),
    bad(
        "custom date strategy throwing dataCorruptedError", D.self, #"{"d":"x"}"#,
        DecoderSetup(date: .custom(rejectingDate))),
    bad(
        "custom date strategy decoding the wrong type", D.self, #"{"d":"x"}"#,
        DecoderSetup(
            date: .custom({ decoder in
                Date(
                    timeIntervalSince1970: Double(
                        try decoder.singleValueContainer().decode(Int.self)))
            }))),
    bad("invalid base64 characters", B.self, #"{"b":"!!!!"}"#),
    bad("base64 with bad padding", B.self, #"{"b":"abc"}"#),
    bad("base64 given a number", B.self, #"{"b":5}"#),
    bad(
        "deferredToData given a string", B.self, #"{"b":"AQID"}"#,
        DecoderSetup(data: .deferredToData)),
    bad("empty URL", U.self, #"{"u":""}"#),
    bad("URL with a space", U.self, #"{"u":"http://exa mple.com"}"#),
    bad("URL from a number", U.self, #"{"u":5}"#),
    // Enums.
    bad("unknown String raw value", V<Colour>.self, #"{"v":"blue"}"#),
    bad("unknown Int raw value", V<Rank>.self, #"{"v":3}"#),
    bad("String enum given a number", V<Colour>.self, #"{"v":1}"#),
    bad("unknown raw value at the top", Colour.self, #""blue""#),
    // Invalid JSON at several positions: no path, as in Foundation.
    bad("empty input", A.self, ""),
    bad("empty input as an Optional", Int?.self, ""),
    bad("whitespace only", A.self, "  \n\t "),
    bad("truncated object", A.self, #"{"a":1"#),
    bad("missing comma", [Int].self, "[1 2]"),
    bad("missing colon", A.self, #"{"a" 1}"#),
    bad("garbage after the value", A.self, #"{"a":1} x"#),
    bad("two top-level values", A.self, #"{"a":1}{"a":2}"#),
    bad("invalid escape", V<String>.self, #"{"v":"\x"}"#),
    bad("control character in a string", V<String>.self, "{\"v\":\"a\u{01}b\"}"),
    bad("lone surrogate", V<String>.self, #"{"v":"\ud800"}"#),
    bad("unterminated string", V<String>.self, #"{"v":"abc"#),
    bad("unquoted key", A.self, "{a:1}"),
    bad("comment", A.self, #"{"a":1 /* c */}"#),
    bad("bad literal", V<Bool>.self, #"{"v":tru}"#),
    bad("leading zero", V<Int>.self, #"{"v":01}"#),
    bad("NaN literal", V<Double>.self, #"{"v":NaN}"#),
    bad("invalid JSON after a type error", A.self, #"{"a":"x","b":?}"#),
    bad("invalid JSON in a member never read", A.self, #"{"a":1,"b":[1,}"#),
    bad("invalid JSON inside a value read as the wrong type", A.self, #"{"a":[1,?]}"#),
    bad(
        "nesting deeper than 512", [Int].self,
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
    // Top-level shapes.
    bad("number as a keyed model", A.self, "5"),
    bad("null as a keyed model", A.self, "null"),
    bad("array as a keyed model", A.self, "[1,2]"),
    bad("object as an array", [Int].self, #"{"a":1}"#),
    bad("string as an array", [Int].self, #""abc""#),
    bad("null as an array", [Int].self, "null"),
    bad("null as an Int", Int.self, "null"),
    // Containers.
    bad("unkeyed container past its end", ThreeInts.self, "[1,2]"),
    bad("nested unkeyed element wrong", NestedUnkeyed.self, #"[0,[1,"b"]]"#),
    bad("nested unkeyed past its end", NestedUnkeyed.self, "[0,[1]]"),
    bad("nested unkeyed on a number", NestedUnkeyed.self, "[0,5]"),
    bad("nested unkeyed when at the end", NestedUnkeyed.self, "[0]"),
    bad("nested keyed in unkeyed on an array", NestedKeyedInUnkeyed.self, "[[1]]"),
    bad("nested keyed in unkeyed, key missing", NestedKeyedInUnkeyed.self, #"[{"y":1}]"#),
    bad("nested keyed container missing", NestedKeyedInKeyed.self, "{}"),
    bad("nested keyed container null", NestedKeyedInKeyed.self, #"{"outer":null}"#),
    bad("nested keyed container wrong type", NestedKeyedInKeyed.self, #"{"outer":[1]}"#),
    bad("nested unkeyed container missing", NestedUnkeyedInKeyed.self, "{}"),
    bad("nested unkeyed container wrong type", NestedUnkeyedInKeyed.self, #"{"list":{}}"#),
    bad("superDecoder with a wrong type", SuperDefault.self, #"{"super":"x"}"#),
    bad("superDecoder with the key missing", SuperDefault.self, "{}"),
    bad("superDecoder keyed, inner wrong", SuperKeyed.self, #"{"super":{"inner":"x"}}"#),
    bad("superDecoder keyed, inner missing", SuperKeyed.self, #"{"super":{}}"#),
    bad("superDecoder keyed, super missing", SuperKeyed.self, "{}"),
    bad("superDecoder(forKey:) missing", SuperForKey.self, "{}"),
    bad("unkeyed superDecoder wrong", SuperUnkeyed.self, #"[1,"x"]"#),
    bad("unkeyed superDecoder at the end", SuperUnkeyed.self, "[1]"),
    bad(
        "subclass field wrong through superDecoder", Dog.self,
        #"{"breed":"lab","good_boy":true,"super":{"name":5}}"#),
]

let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

@Sendable func rejectingDate(_ decoder: any Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad date \(text)")
}

@Suite("Errors match JSONDecoder")
struct ErrorCatalogueTests {
    @Test("the catalogue holds at least 40 bad inputs, each failing in Foundation or pinned")
    func catalogueIsLargeEnough() {
        #expect(badInputs.count >= 40)
    }

    @Test(
        "a bad input fails with Foundation's case and path, or the pinned deviation",
        arguments: badInputs)
    func badInputFailsLikeFoundation(_ input: BadInput) {
        let (foundation, sieve) = input.run()
        if let deviation = input.deviation {
            #expect(foundation == deviation.foundation, "Foundation changed: \(input.json)")
            #expect(sieve == deviation.sieve, "\(input.json)")
        } else {
            #expect(foundation != "ok", "not a bad input for Foundation: \(input.json)")
            #expect(sieve == foundation, "\(input.json)")
        }
    }

    @Test("a custom strategy's own error passes through unchanged")
    func customErrorPassesThrough() {
        struct Refused: Error {}
        let decoder = SieveDecoder()
        decoder.dateDecodingStrategy = .custom { _ in throw Refused() }
        #expect(throws: Refused.self) {
            try decoder.decode(D.self, from: Data(#"{"d":"x"}"#.utf8))
        }
    }

    @Test("an error's description adds line and column")
    func descriptionHasLineAndColumn() throws {
        let json = "{\n  \"id\": 1,\n  \"items\": [{\"name\": \"a\", \"quantity\": \"3\"}]\n}"
        do {
            _ = try SieveDecoder().decode(Order.self, from: Data(json.utf8))
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(
                context.debugDescription.hasPrefix(
                    "Expected to decode Int but found a string instead."))
            #expect(context.debugDescription.hasSuffix("(at 3:39)"))
        }
    }

    @Test("invalid JSON says where and why, and carries the scanner's error")
    func invalidJSONHasLocation() throws {
        do {
            _ = try SieveDecoder().decode([Int].self, from: Data("[1,\n 2,\n ?]".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.hasPrefix("The given data was not valid JSON."))
            #expect(context.debugDescription.contains("3:2"))
            let underlying = try #require(context.underlyingError as? ScanError)
            #expect(underlying.offset == 9)
        }
    }

    @Test("a number that does not fit names the field, the literal and the type")
    func numberDoesNotFitSaysWhy() {
        do {
            _ = try SieveDecoder().decode(V<Int8>.self, from: Data(#"{"v": 300}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["v"])
            #expect(context.debugDescription == "Number 300 does not fit in Int8. (at 1:7)")
        } catch {
            Issue.record("\(error)")
        }
    }
}

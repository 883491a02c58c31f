// The values catalogue: hand-written documents decoded by both decoders into the same models
// must give equal values (doubles compared bit for bit through `Equatable` on their bits).

import Foundation
import Sieve
import Testing

/// A document, a model, and a setup; both decoders must agree on the value.
struct GoodInput: CustomTestStringConvertible, Sendable {
    let label: String
    let check: @Sendable () -> (foundation: String, sieve: String)
    var testDescription: String { label }
}

func good<T: Decodable & Equatable & SendableMetatype>(
    _ label: String, _ type: T.Type, _ json: String, _ setup: DecoderSetup = DecoderSetup()
) -> GoodInput {
    let data = Data(json.utf8)
    return GoodInput(label: label) {
        let f = foundationOutcome(T.self, data, setup)
        let s = sieveOutcome(T.self, data, setup)
        // Equal outcomes render equal; unequal ones render their difference.
        return (f.description, s == f ? f.description : s.description)
    }
}

/// Doubles compared by bit pattern, so -0.0 and NaN payloads count.
struct Bits: Decodable, Equatable, CustomStringConvertible {
    var bits: [UInt64]
    init(from decoder: any Decoder) throws {
        bits = try [Double](from: decoder).map(\.bitPattern)
    }
    var description: String { bits.map { String($0, radix: 16) }.joined(separator: ",") }
}

struct FloatBits: Decodable, Equatable {
    var bits: [UInt32]
    init(from decoder: any Decoder) throws {
        bits = try [Float](from: decoder).map(\.bitPattern)
    }
}

struct Everything: Codable, Equatable {
    var int: Int
    var int8: Int8
    var int16: Int16
    var int32: Int32
    var int64: Int64
    var uint: UInt
    var uint8: UInt8
    var uint16: UInt16
    var uint32: UInt32
    var uint64: UInt64
    var double: Double
    var float: Float
    var bool: Bool
    var string: String
    var optional: String?
    var nestedOptional: Int??
    var array: [String?]
    var dictionary: [String: [Int]]
    var intKeyed: [Int: String]
    var colour: Colour
    var rank: Rank
    var url: URL
    var decimal: Decimal
    var data: Data
    var date: Date
}

let everythingJSON = #"""
    {"int": -42, "int8": -128, "int16": 32767, "int32": -2147483648,
     "int64": 9223372036854775807, "uint": 18446744073709551615, "uint8": 255,
     "uint16": 65535, "uint32": 4294967295, "uint64": 10000000000000000999,
     "double": 0.30000000000000004, "float": 3.4028235e38, "bool": false,
     "string": "caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \b\f\n\r\t 日本",
     "optional": null, "nestedOptional": 5, "array": ["a", null, "c"],
     "dictionary": {"x": [1, 2], "y": [], "1": [3]}, "intKeyed": {"1": "one", "-2": "minus"},
     "colour": "green", "rank": 2, "url": "https://example.com/a?b=c#d",
     "decimal": 12345678901234567890.123456789, "data": "AQID/w==", "date": 12.5}
    """#

let goodInputs: [GoodInput] = [
    good("every standard type", Everything.self, everythingJSON),
    good(
        "keys in reverse order with unknown keys between", Everything.self,
        "{\"extra\": [1, {\"deep\": [true]}], " + String(everythingJSON.dropFirst())),
    good("nested optionals: null is nil", V<Int??>.self, #"{"v":null}"#),
    good("nested optional value", V<Int??>.self, #"{"v":3}"#),
    good("optional member absent", V<Int?>.self, #"{"v":null}"#),
    good(
        "doubles bit for bit", Bits.self,
        "[0, -0, -0.0, 0.1, 1e-320, 4.9e-324, 2.5e-324, 1.7976931348623157e308, 5e-324, "
            + "123456789012345678901234567890, 0.30000000000000004, 1E+2, 9007199254740993, "
            + "1.00000000000000000001, -1.5e-7, 100e-2]"),
    good("floats bit for bit", FloatBits.self, "[0.1, -0, 3.4028235e38, 1e-45, 16777217, 0.3]"),
    good(
        "Foundation's integer leniency", [Int].self,
        "[1e3, 1E2, 1e+2, 100e-2, 1.0, 0.0000001e7, -0, -0.0, 1e-400, 1.00000000000000000001, "
            + "9007199254740993.0]"),
    good(
        "integer edges", [Int64].self,
        "[9223372036854775807, -9223372036854775808, 0, -1, 9007199254740993]"),
    good("UInt64 edges", [UInt64].self, "[18446744073709551615, 0, -0, 9223372036854775808]"),
    good(
        "Decimals", [Decimal].self,
        "[1.5, 0.1, -0, 12345678901234567890.123456789, 1e10, 1.5e3, -2.25]"),
    good(
        "strings with every escape", [String].self,
        #"["", "\u0000", "a\u007fb", "\ud83d\ude00", "\/", "é", "日本語", "\t\n"]"#),
    good("duplicate keys: the first wins", A.self, #"{"a":1,"a":2}"#),
    good("duplicate keys: a later bad value is never read", A.self, #"{"a":1,"a":"x"}"#),
    good("duplicate keys written with an escape", A.self, #"{"a":1,"\u0061":2}"#),
    good("duplicate keys in a dictionary", [String: Int].self, #"{"a":1,"a":2,"b":3}"#),
    good("a key with escapes matches", A.self, #"{"\u0061":7}"#),
    good("allKeys and contains", KeyLister.self, #"{"a":1,"b":{"x":[1]},"a_b":null,"a":3}"#),
    good(
        "unkeyed container: count, decodeNil, currentIndex, decodeIfPresent past the end",
        UnkeyedProbe.self, #"[null, 1, "two", {"v": 3}, null]"#),
    good("empty unkeyed container", UnkeyedProbe.self, "[ ]"),
    good(
        "decodeNil, contains and decodeIfPresent", PresenceProbe.self,
        #"{"a":1,"b":null,"c":"x"}"#.replacingOccurrences(of: #""c":"x""#, with: #""c":3"#)),
    good(
        "single-value container around a nested model", Wrapped<Order>.self,
        #"{"id":1,"items":[{"name":"a","quantity":2}]}"#),
    good("single-value container around an array", [Wrapped<Int>].self, "[1, 2, 3]"),
    good(
        "keys read out of order, twice, and around a nested container", OutOfOrder.self,
        #"{"a":1,"nested":{"y":0,"x":9},"b":2,"after":"s","c":3}"#),
    good(
        "class inheritance through superDecoder", Dog.self,
        #"{"breed":"lab","super":{"name":"Rex"},"good_boy":true}"#),
    good("superDecoder() values", SuperDefault.self, #"{"super":5}"#),
    good("superDecoder() on an absent key reads null", SuperNil.self, "{}"),
    good("superDecoder(forKey:)", SuperForKey.self, #"{"base":7}"#),
    good("superDecoder() of an unkeyed container", SuperUnkeyed.self, "[1,2]"),
    good("nested containers", NestedUnkeyed.self, "[0,[1,2]]"),
    good("nested keyed container in an unkeyed one", NestedKeyedInUnkeyed.self, #"[{"x":4}]"#),
    good("nested keyed container in a keyed one", NestedKeyedInKeyed.self, #"{"outer":{"x":4}}"#),
    good("[Int: String] dictionary", [Int: String].self, #"{"1":"a","2":"b","-3":"c"}"#),
    good(
        "dictionary of arrays of models", [String: [Item]].self,
        #"{"x":[{"name":"a","quantity":1}],"y":[]}"#),
    good("top-level scalars", [Bool].self, "[true, false]"),
    good("top-level Int with whitespace", Int.self, " 1 "),
    good("top-level string", String.self, #""x""#),
    good("top-level null as an Optional", Int?.self, "null"),
    good("top-level null as a nested Optional", Int??.self, "null"),
    good("UTF-8 byte-order mark", A.self, "\u{FEFF}{\"a\":1}"),
    good(
        "whitespace everywhere", Order.self,
        " \r\n\t{ \"id\" : 1 , \"items\" : [ { \"name\" : \"a\" , \"quantity\" : 2 } ] } \n"),
    good(
        "iso8601 dates", [Date].self,
        #"["2020-01-01T00:00:00Z", "2020-01-01T00:00:00.123Z", "2020-01-01T00:00:00+02:00", "#
            + #""2020-02-29T23:59:59Z", "2020-02-30T00:00:00Z", "2020-01-01T24:00:00Z", "#
            + #""1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2020-01-01T00:00:00z", "#
            + #""1600-03-01T00:00:00Z", "9999-12-31T23:59:59Z", "2020-01-01T00:00:60Z"]"#,
        DecoderSetup(date: .iso8601)),
    good(
        "secondsSince1970", [Date].self, "[0, 1600000000, -1.5, 1e9]",
        DecoderSetup(date: .secondsSince1970)),
    good(
        "millisecondsSince1970", [Date].self, "[0, 1600000000123, -1500]",
        DecoderSetup(date: .millisecondsSince1970)),
    good(
        "formatted dates", [Date].self, #"["2020-01-31", "1999-12-01"]"#,
        DecoderSetup(date: .formatted(dayFormatter))),
    good(
        "custom dates", [Date].self, #"["1", "2"]"#,
        DecoderSetup(
            date: .custom({ decoder in
                Date(
                    timeIntervalSince1970: Double(
                        try decoder.singleValueContainer().decode(String.self))!)
            }))),
    good("deferredToDate", [Date].self, "[0, 12.5, -1e9]"),
    good("base64 data", [Data].self, #"["", "AQID", "AQIDBA==", "/+8="]"#),
    good("deferredToData", [Data].self, "[[1,2,3],[]]", DecoderSetup(data: .deferredToData)),
    good(
        "custom data", [Data].self, #"["abc"]"#,
        DecoderSetup(
            data: .custom({ decoder in
                Data(try decoder.singleValueContainer().decode(String.self).utf8)
            }))),
    good(
        "non-conforming floats", [Double].self, #"["inf", "-inf", 1.5]"#,
        DecoderSetup(
            floats: .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"))),
    good(
        "non-conforming Float", [Float].self, #"["inf", "-inf"]"#,
        DecoderSetup(
            floats: .convertFromString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"))),
    good("URLs, relative ones too", [URL].self, #"["foo", "https://a.b/c?d#e", "mailto:x@y.z"]"#),
    good("enums with raw values", [Colour].self, #"["red","green"]"#),
    good("Int enums", [Rank].self, "[1,2]"),
    good(
        "deep recursion", [Node].self,
        "[" + String(repeating: #"{"id":1,"tag":"t","children":["#, count: 200) + "]}"
            + String(repeating: "]}", count: 199) + "]"),
]

@Suite("Values match JSONDecoder")
struct ValueCatalogueTests {
    @Test("a document decodes to Foundation's value", arguments: goodInputs)
    func sameValue(_ input: GoodInput) {
        let (foundation, sieve) = input.check()
        #expect(!foundation.hasPrefix("failure"), "Foundation failed: \(foundation)")
        #expect(sieve == foundation)
    }

    @Test("NaN from a string under convertFromString")
    func nanFromString() throws {
        let decoder = SieveDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        let value = try decoder.decode([Double].self, from: Data(#"["nan"]"#.utf8))
        #expect(value.count == 1 && value[0].isNaN)
    }

    @Test("userInfo reaches the types being decoded")
    func userInfoReachesTypes() throws {
        struct Reader: Decodable {
            var seen: String?
            init(from decoder: any Decoder) throws {
                seen = decoder.userInfo[CodingUserInfoKey(rawValue: "tenant")!] as? String
            }
        }
        let decoder = SieveDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "tenant")!] = "acme"
        #expect(try decoder.decode(Reader.self, from: Data("{}".utf8)).seen == "acme")
    }

    @Test("codingPath inside init(from:) is the value's path")
    func codingPathInsideInit() throws {
        final class Paths: @unchecked Sendable { var seen: [[String]] = [] }
        let paths = Paths()
        struct Probe: Decodable {
            init(from decoder: any Decoder) throws {
                let seen = decoder.codingPath.map(\.stringValue)
                (decoder.userInfo[CodingUserInfoKey(rawValue: "paths")!] as! Paths).seen.append(
                    seen)
            }
        }
        let decoder = SieveDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "paths")!] = paths
        _ = try decoder.decode([String: [Probe]].self, from: Data(#"{"k":[{},{}]}"#.utf8))
        #expect(paths.seen == [["k", "Index 0"], ["k", "Index 1"]])
    }
}

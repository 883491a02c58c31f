// Documents written for the differential test: the shapes JSONTestSuite covers thinly (deep
// nesting, wide containers, big and tiny numbers, every escape, non-ASCII everywhere).

import Testing

/// A named JSON text.
struct HandWrittenDocument: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var testDescription: String { name }
}

/// `count` levels of `open`, then `innermost`, then `count` levels of `close`.
func nested(_ count: Int, open: String, innermost: String, close: String) -> String {
    String(repeating: open, count: count) + innermost + String(repeating: close, count: count)
}

/// About thirty documents, each exercising one thing.
let handWrittenDocuments: [HandWrittenDocument] = [
    HandWrittenDocument(name: "empty object", text: "{}"),
    HandWrittenDocument(name: "empty array", text: "[]"),
    HandWrittenDocument(
        name: "empty containers inside each other", text: #"[[], {}, [[]], [{}], {"a": {}}]"#),
    HandWrittenDocument(
        name: "nested objects and arrays",
        text: #"{"a": {"b": {"c": [1, 2, {"d": null, "e": [true, false]}]}}, "f": []}"#),
    HandWrittenDocument(
        name: "non-ASCII strings", text: #"["héllo", "日本語", "😀", "Ω≈ç√", "𝄞 music", "ไทย"]"#),
    HandWrittenDocument(
        name: "every short escape", text: #"["\"", "\\", "\/", "\b", "\f", "\n", "\r", "\t"]"#),
    HandWrittenDocument(
        name: "\\u escapes of control characters",
        text: #"["\u0000", "\u0001", "\u001f", "\u007f", "a\u0000b"]"#),
    HandWrittenDocument(
        name: "\\u escapes of BMP characters",
        text: #"["\u00e9", "\u00E9", "\u20AC", "\uFFFF", "\uFEFF", "\u2028\u2029"]"#),
    HandWrittenDocument(
        name: "surrogate pair escapes",
        text: #"["\ud83d\ude00", "\uD834\uDD1E", "\uDBFF\uDFFF", "\uD800\uDC00"]"#),
    HandWrittenDocument(
        name: "escapes mixed with raw non-ASCII",
        text: #"{"caf\u00e9": "café \ud834\udd1e 𝄞 \"quoted\" \\ tail"}"#),
    HandWrittenDocument(
        name: "integers at the edges of Int64 and UInt64",
        text: """
            [9223372036854775807, -9223372036854775808, 9223372036854775808,
             18446744073709551615, -1, 0, 4294967296, -2147483649]
            """),
    HandWrittenDocument(
        name: "integers beyond UInt64",
        text: """
            [18446744073709551616, 10000000000000000999, -9223372036854775809,
             123456789012345678901234567890, -99999999999999999999999]
            """),
    HandWrittenDocument(
        name: "decimals needing correct rounding",
        text: """
            [0.1, 0.2, 0.30000000000000004, 9007199254740993, 2.2250738585072014e-308,
             4.9e-324, 1.7976931348623157e308, 8.98846567431158e307, 1e22, 1e23]
            """),
    HandWrittenDocument(
        name: "decimals with more than 19 digits",
        text: "[1.000000000000000005, 3.14159265358979323846264338327, 0.10000000000000000555]"),
    HandWrittenDocument(name: "zeros and negative zeros", text: "[0, -0, 0.0, -0.0, 0e10, -0e-10]"),
    HandWrittenDocument(
        name: "exponent spellings", text: "[1E2, 1e+2, 1e-2, 12.5E-1, 1E+0, 5e-324, 1e308]"),
    HandWrittenDocument(name: "underflow to zero", text: "[1e-400, 123e-10000]"),
    HandWrittenDocument(
        name: "booleans beside 0 and 1", text: "[true, 1, false, 0, 1.0, 0.0, [true], {\"t\": 1}]"),
    HandWrittenDocument(
        name: "nulls in every position", text: #"[null, {"a": null}, [null, [null]]]"#),
    HandWrittenDocument(
        name: "duplicate keys", text: #"{"a": 1, "a": 2, "b": 3, "a": {"x": 4}}"#),
    HandWrittenDocument(
        name: "duplicate keys in nested objects",
        text: #"{"x": {"k": true, "k": false}, "x": {"k": null}}"#),
    HandWrittenDocument(
        name: "400 nested arrays", text: nested(400, open: "[", innermost: "1", close: "]")),
    HandWrittenDocument(
        name: "400 nested objects",
        text: nested(400, open: "{\"a\":", innermost: "\"deep\"", close: "}")),
    HandWrittenDocument(
        name: "400 levels alternating arrays and objects",
        text: nested(200, open: "[{\"k\":", innermost: "[]", close: "}]")),
    HandWrittenDocument(
        name: "whitespace around every token",
        text: " \t\n\r[ 1 ,\n\t{ \"a\" :\r\n 2 } , [ ] , { } ,\"s\" ] \n\t\r "),
    HandWrittenDocument(name: "empty string and empty key", text: #"{"": "", " ": [""]}"#),
    HandWrittenDocument(
        name: "a 100 kB string",
        text: "[\"" + String(repeating: "abcdefghé", count: 10_000) + "\"]"),
    HandWrittenDocument(
        name: "a wide array of 10,000 numbers",
        text: "["
            + (0..<10_000).map { String($0 * 7919 - 5_000_000) }.joined(separator: ",") + "]"),
    HandWrittenDocument(
        name: "a wide object of 1,000 members",
        text: "{" + (0..<1_000).map { "\"key\($0)\": [\($0), \"v\($0)\"]" }
            .joined(separator: ",") + "}"),
    HandWrittenDocument(name: "a string at top level", text: #""top \u0041 level""#),
    HandWrittenDocument(name: "a number at top level", text: "-12.5e-3"),
    HandWrittenDocument(name: "true at top level", text: "true"),
    HandWrittenDocument(name: "null at top level", text: " null "),
    HandWrittenDocument(
        name: "a byte-order mark before the value", text: "\u{FEFF}{\"bom\": true}"),
]

// JSON5Translation on its own: the text it writes, the offsets it maps back, and hostile
// input (every prefix, deep nesting, invalid UTF-8), which must end in a clean error.

import Testing

@testable import SieveScanner

/// The translation of `json` as a string, or the error's code and offset.
private func translate(_ json: String, limits: Limits = .default) -> String {
    var bytes = Array(json.utf8)
    return bytes.withUnsafeMutableBytes { buffer in
        do throws(ScanError) {
            let translation = try JSON5Translation(
                translating: UnsafeRawBufferPointer(buffer), limits: limits)
            return String(decoding: translation.text, as: UTF8.self)
        } catch {
            return "\(error.code)@\(error.offset)"
        }
    }
}

@Suite("JSON5 translation")
struct JSON5TranslationTests {
    @Test(
        "JSON5 is written as RFC 8259 text",
        arguments: [
            ("{a: 1, 'b': 'x', \"c\": +2,}", #"{"a":1,"b":"x","c":2}"#),
            ("[.5, 5., -.0, +0., 5.e4, 1E+2]", "[0.5,5,-0.0,0,5e4,1E+2]"),
            ("[0xff, -0XA, -0x0, 0x0]", "[255,-10,0,0]"),
            ("[Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN]", "[Infinity,-Infinity,Infinity,NaN,-NaN,NaN]"),
            (#"'it\'s "so"'"#, #""it's \"so\"""#),
            (#"'\x41\u0042\/\n'"#, #""\u0041\u0042\/\n""#),
            ("'a\\\nb\\\r\nc\\\rd'", #""a\nb\r\nc\rd""#),
            (#"{a\u0062: 1, $_é1: 2}"#, #"{"a\\u0062":1,"$_é1":2}"#),
            ("/* c */ [ // d\n true , null,\u{0B}false\u{0C}] // e", "[true,null,false]"),
            ("{}", "{}"), ("[]", "[]"), ("[{}, [], {a: []}]", #"[{},[],{"a":[]}]"#),
            ("0x10000000000000000", "18446744073709551616"),
            ("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", "340282366920938463463374607431768211455"),
            ("-0x80000000000000000000000000000000", "-170141183460469231731687303715884105728"),
            ("0x0000000000000000000000000000000000012", "18"),
        ])
    func written(json5: String, json: String) {
        #expect(translate(json5) == json)
    }

    @Test(
        "what JSON5 refuses is refused, at the offending byte",
        arguments: [
            ("[1,,]", "unexpected_character@3"), ("{1: 2}", "unexpected_character@1"),
            ("0x", "invalid_number@2"), ("012", "invalid_number@1"), ("1 /* x", "unterminated_comment@2"),
            ("'\\v'", "invalid_escape@2"), ("'\\x00'", "invalid_escape@2"), ("'a\nb'", "control_character@2"),
            ("{a\u{00B7}b: 1}", "unexpected_character@2"), ("// c", "empty_input@4"),
            ("[1] 2", "trailing_characters@4"), ("0x1" + String(repeating: "0", count: 32), "invalid_number@2"),
            ("Infinit", "invalid_number@0"), ("'abc", "unexpected_end@4"),
        ])
    func refused(json5: String, error: String) {
        #expect(translate(json5) == error)
    }

    @Test("an offset of the text maps back to the byte of the input it came from")
    func offsets() throws {
        let input = Array("/* x */ {key: 0xff, 'b': 'q'}".utf8)
        try input.withUnsafeBytes { buffer in
            let translation = try JSON5Translation(translating: buffer)
            let text = translation.text
            // {"key":255,"b":"q"}
            for (needle, expected) in [("255", "0xff"), ("\"key\"", "key"), ("\"q\"", "'q'"), ("\"b\"", "'b'")] {
                let at = try #require(find(Array(needle.utf8), in: text))
                let back = translation.inputOffset(at)
                #expect(Array(input[back..<back + expected.utf8.count]) == Array(expected.utf8), "\(needle)")
            }
        }
    }

    @Test("every prefix of a JSON5 document ends in a value or a clean error")
    func prefixes() {
        let document = "// c\n{a: [1, .5, 0xF, +Infinity, 'x\\'y', \"z\\x41\"], b: {c: null,}, 'd': true,} /* e */"
        let bytes = Array(document.utf8)
        var accepted = 0
        for count in 0...bytes.count {
            let prefix = String(decoding: bytes[..<count], as: UTF8.self)
            let result = translate(prefix)
            if !result.contains("@") { accepted += 1 }
        }
        // Three prefixes are whole JSON5: up to the last `}`, that and the space after it,
        // and the whole document (a `/` alone or an unclosed `/*` is an error). None traps.
        #expect(accepted == 3)
    }

    @Test("nesting beyond the depth limit is depth_limit_exceeded, at any depth asked")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(translate(deep) == "depth_limit_exceeded@512")
        let raised = translate(deep, limits: Limits(maxDepth: 200_000))
        #expect(raised == "depth_limit_exceeded@\(Limits.maxDepthCeiling)")
        let atMost = String(repeating: "[", count: Limits.maxDepthCeiling)
            + String(repeating: "]", count: Limits.maxDepthCeiling)
        #expect(translate(atMost, limits: Limits(maxDepth: 200_000)).count == atMost.utf8.count)
        let objects = String(repeating: "{a:", count: 600) + "1" + String(repeating: "}", count: 600)
        #expect(translate(objects).hasPrefix("depth_limit_exceeded@"))
    }

    @Test("invalid UTF-8 in an unquoted key is invalid_utf8; in a string it is left to the reader")
    func utf8() {
        var bytes = Array("{a".utf8) + [0xFF] + Array(": 1}".utf8)
        let key = bytes.withUnsafeBytes { buffer -> String in
            do throws(ScanError) {
                _ = try JSON5Translation(translating: buffer)
                return "accepted"
            } catch { return "\(error.code)@\(error.offset)" }
        }
        #expect(key == "invalid_utf8@2")
        bytes = Array("'a".utf8) + [0xC3] + Array("'".utf8)
        let string = bytes.withUnsafeBytes { buffer -> [UInt8]? in
            try? JSON5Translation(translating: buffer).text
        }
        #expect(string == [UInt8](#""a"#.utf8) + [0xC3, UInt8(ascii: "\"")])
        // A comment's bytes are skipped unchecked, as JSONDecoder skips them.
        bytes = Array("// a".utf8) + [0xFF] + Array("\n1".utf8)
        let comment = bytes.withUnsafeBytes { buffer -> [UInt8]? in
            try? JSON5Translation(translating: buffer).text
        }
        #expect(comment == Array("1".utf8))
    }
}

private func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where Array(haystack[start..<start + needle.count]) == needle {
        return start
    }
    return nil
}

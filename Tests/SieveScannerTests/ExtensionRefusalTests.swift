// RFC 8259 strictly: the popular extensions of JSON (comments, trailing commas, single quotes,
// unquoted keys, NaN and Infinity) are refused, whether the value is read or only skipped.

import SieveScanner
import Testing

@Suite("Refused extensions")
struct ExtensionRefusalTests {
    @Test(
        "comments are refused",
        arguments: [
            "// note\n1", "/* note */ 1", "[1 /* note */]", "[1] // note", "# note\n1",
            #"{"a": 1 /**/}"#, "[1, // note\n 2]", "/**/",
        ],
        ScanRoute.allCases)
    func comments(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "trailing and missing commas are refused",
        arguments: [
            ("[1,]", ScanError.Code.unexpectedCharacter), (#"{"a": 1,}"#, .unexpectedCharacter),
            ("[1,,2]", .unexpectedCharacter), ("[,1]", .unexpectedCharacter),
            ("{,}", .unexpectedCharacter), ("[,]", .unexpectedCharacter),
            ("[[1],]", .unexpectedCharacter), (#"[{"a": [1,]}]"#, .unexpectedCharacter),
            ("[1 2]", .unexpectedCharacter), (#"{"a": 1 "b": 2}"#, .unexpectedCharacter),
            ("[1,", .unexpectedEnd),
        ],
        ScanRoute.allCases)
    func commas(input: (String, ScanError.Code), route: ScanRoute) {
        let (text, code) = input
        #expect(route.error(for: text)?.code == code)
    }

    @Test(
        "single quotes are refused",
        arguments: ["'a'", "['a']", "{'a': 1}", #"{"a": 'b'}"#], ScanRoute.allCases)
    func singleQuotes(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .unexpectedCharacter)
    }

    @Test(
        "unquoted keys are refused",
        arguments: ["{a: 1}", "{1: 1}", "{null: 1}", "{[]: 1}", "{{}: 1}"], ScanRoute.allCases)
    func unquotedKeys(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .unexpectedCharacter)
    }

    @Test(
        "NaN and Infinity are refused",
        arguments: [
            "NaN", "Infinity", "-Infinity", "+Infinity", "[NaN]", "nan", "inf", "-inf", "-NaN",
            #"{"a": Infinity}"#,
        ],
        ScanRoute.allCases)
    func nanAndInfinity(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "literals are lowercase and whole",
        arguments: [
            "True", "FALSE", "Null", "tru", "fals", "nul", "t", "[tru]", "[nul]", "truth",
            "nulll", "[true false]", "undefined", "None",
        ],
        ScanRoute.allCases)
    func literals(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "a missing colon, or a colon in an array, is refused",
        arguments: [#"{"a" 1}"#, #"{"a"}"#, #"{"a"::1}"#, #"["a": 1]"#, #"{"a": }"#],
        ScanRoute.allCases)
    func colons(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "an unclosed or mismatched container is refused",
        arguments: [
            ("[", ScanError.Code.unexpectedEnd), ("{", .unexpectedEnd), ("[1", .unexpectedEnd),
            (#"{"a": 1"#, .unexpectedEnd), ("[}", .unexpectedCharacter),
            ("{]", .unexpectedCharacter), ("[1}", .unexpectedCharacter),
            (#"{"a": 1]"#, .unexpectedCharacter), ("]", .unexpectedCharacter),
            ("}", .unexpectedCharacter), ("[[]", .unexpectedEnd),
        ],
        ScanRoute.allCases)
    func containers(input: (String, ScanError.Code), route: ScanRoute) {
        let (text, code) = input
        #expect(route.error(for: text)?.code == code)
    }
}

// A document is exactly one value with only RFC 8259 whitespace around it, in UTF-8.

import SieveRawValue
import SieveScanner
import Testing

@Suite("Documents")
struct DocumentTests {
    @Test(
        "exactly one top-level value is accepted",
        arguments: ["1", "-0.5", #""a""#, "[]", "{}", "true", "false", "null", " 1 ", "[1, [2]]"],
        ScanRoute.allCases)
    func oneValue(text: String, route: ScanRoute) {
        #expect(route.error(for: text) == nil)
    }

    @Test(
        "anything but whitespace after the value is trailing_characters",
        arguments: [
            ("1 2", 2), ("[] []", 3), ("{}{}", 2), (#""a" "b""#, 4), ("true false", 5),
            ("null,", 4), ("1,2", 1), ("[1]]", 3), ("{} x", 3), ("0 0", 2), ("\"a\"\u{0}", 3),
        ],
        ScanRoute.allCases)
    func secondValue(input: (String, Int), route: ScanRoute) {
        let (text, offset) = input
        let error = route.error(for: text)
        #expect(error?.code == .trailingCharacters)
        #expect(error?.offset == offset)
    }

    @Test(
        "no value at all is empty_input",
        arguments: ["", " ", "\n\t\r ", "\u{FEFF}", "\u{FEFF} \n"], ScanRoute.allCases)
    func emptyInput(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .emptyInput)
    }

    @Test(
        "space, tab, line feed and carriage return are allowed between any two tokens",
        arguments: [" ", "\t", "\n", "\r", "\r\n", " \t\n\r"], ScanRoute.allCases)
    func whitespace(space: String, route: ScanRoute) {
        let tokens = ["[", "1", ",", "{", #""a""#, ":", "true", "}", ",", "[", "]", "]"]
        let text = space + tokens.joined(separator: space) + space
        #expect(route.error(for: text) == nil)
    }

    @Test(
        "other whitespace is refused between tokens",
        arguments: [
            "\u{0C}", "\u{0B}", "\u{00}", "\u{A0}", "\u{85}", "\u{2028}", "\u{3000}", "\u{FEFF}",
        ],
        ScanRoute.allCases)
    func otherWhitespace(space: String, route: ScanRoute) {
        #expect(route.error(for: "[1," + space + "2]") != nil)
        #expect(route.error(for: "1" + space) != nil)
        #expect(route.error(for: " " + space + "1") != nil)
    }

    @Test("a UTF-8 byte-order mark at offset 0 is skipped", arguments: ScanRoute.allCases)
    func byteOrderMark(route: ScanRoute) throws {
        #expect(route.error(for: "\u{FEFF}[1]") == nil)
        #expect(route.error(for: "\u{FEFF} {}") == nil)
        #expect(try RawValue(parsing: "\u{FEFF}\"x\"") == "x")
    }

    @Test(
        "a byte-order mark anywhere else is refused",
        arguments: [" \u{FEFF}1", "[\u{FEFF}1]", "\u{FEFF}\u{FEFF}1", "1\u{FEFF}"],
        ScanRoute.allCases)
    func misplacedByteOrderMark(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "UTF-16 and UTF-32 input is refused: Sieve reads UTF-8 only",
        arguments: [
            [0xFF, 0xFE, 0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00],  // UTF-16LE, BOM, [1]
            [0xFE, 0xFF, 0x00, 0x5B, 0x00, 0x31, 0x00, 0x5D],  // UTF-16BE, BOM, [1]
            [0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00],  // UTF-16LE, no BOM
            [0x00, 0x5B, 0x00, 0x31, 0x00, 0x5D],  // UTF-16BE, no BOM
            [0x31, 0x00, 0x00, 0x00],  // UTF-32LE, 1
            [0x00, 0x00, 0x00, 0x31],  // UTF-32BE, 1
            [0xFF, 0xFE, 0x00, 0x00, 0x31, 0x00, 0x00, 0x00],  // UTF-32LE, BOM, 1
        ] as [[UInt8]],
        ScanRoute.allCases)
    func otherEncodings(bytes: [UInt8], route: ScanRoute) {
        #expect(route.error(for: bytes) != nil)
    }

    @Test("a scalar document reads as its value")
    func scalarDocuments() throws {
        #expect(try RawValue(parsing: "  42 ") == 42)
        #expect(try RawValue(parsing: "\"s\"") == "s")
        #expect(try RawValue(parsing: "true") == true)
        #expect(try RawValue(parsing: "null") == .null)
    }
}

// Strings: the no-escape fast path, every escape, `\u` escapes and surrogate pairs, and the
// characters a string may not hold raw.

import SieveRawValue
import SieveScanner
import Testing

/// Scans the string that is the whole of `json` and returns its token's escape flag and the
/// decoded text.
func scannedString(_ json: String) throws -> (hasEscapes: Bool, text: String) {
    var copy = json
    return try copy.withUTF8 { bytes in
        var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
        let token = try scanner.scanString()
        #expect(scanner.isAtEnd, "the whole of \(json) is one string")
        return (token.hasEscapes, JSONScanner.makeString(token))
    }
}

@Suite("Strings")
struct StringTests {
    @Test(
        "a string without escapes is its bytes, at every length around the 8-byte stride",
        arguments: 0...40)
    func fastPath(length: Int) throws {
        let text = String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
        let scanned = try scannedString("\"" + text + "\"")
        #expect(!scanned.hasEscapes)
        #expect(scanned.text == text)
    }

    @Test("a string's closing quote is found wherever it falls", arguments: 0...17)
    func closingQuote(position: Int) throws {
        let text = String(repeating: "q", count: position)
        let value = try RawValue(parsing: "[\"" + text + "\", \"after\"]")
        #expect(value == [.string(text), "after"])
    }

    @Test(
        "every escape decodes to its character",
        arguments: [
            (#"\""#, "\""), (#"\\"#, "\\"), (#"\/"#, "/"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"),
            (#"\n"#, "\n"), (#"\r"#, "\r"), (#"\t"#, "\t"), (#"\u0041"#, "A"),
            (#"\u00e9"#, "\u{E9}"), (#"\u00E9"#, "\u{E9}"), (#"\u20AC"#, "€"),
            (#"\uFFFF"#, "\u{FFFF}"), (#"\u0000"#, "\u{0}"), (#"\u001F"#, "\u{1F}"),
            (#"\uFEFF"#, "\u{FEFF}"), (#"\u0301"#, "\u{301}"),
        ])
    func escapes(escape: String, expected: String) throws {
        let scanned = try scannedString("\"" + escape + "\"")
        #expect(scanned.hasEscapes)
        #expect(scanned.text.unicodeScalars.elementsEqual(expected.unicodeScalars))
        let surrounded = try scannedString("\"ab" + escape + "cd\"")
        let expectedSurrounded = "ab" + expected + "cd"
        #expect(surrounded.text.unicodeScalars.elementsEqual(expectedSurrounded.unicodeScalars))
    }

    @Test("an escape decodes at every position in a long string", arguments: 0...17)
    func escapePositions(position: Int) throws {
        let before = String(repeating: "x", count: position)
        let after = String(repeating: "y", count: 17 - position)
        let scanned = try scannedString("\"" + before + #"\n\u00e9é"# + after + "\"")
        #expect(scanned.text == before + "\néé" + after)
    }

    @Test(
        "a surrogate pair escape combines into one scalar",
        arguments: [
            (#"\ud83d\ude00"#, "\u{1F600}"), (#"\uD834\uDD1E"#, "\u{1D11E}"),
            (#"\uD800\uDC00"#, "\u{10000}"), (#"\uDBFF\uDFFF"#, "\u{10FFFF}"),
            (#"\uD83D\uDE00\uD83D\uDE00"#, "\u{1F600}\u{1F600}"),
        ])
    func surrogatePairs(escape: String, expected: String) throws {
        let scanned = try scannedString("\"" + escape + "\"")
        #expect(Array(scanned.text.unicodeScalars) == Array(expected.unicodeScalars))
    }

    @Test(
        "a lone or reversed surrogate escape is invalid_surrogate, read or skipped",
        arguments: [
            #"\ud800"#, #"\udc00"#, #"\uDFFF"#, #"\ud800x"#, #"\ud800\u0041"#, #"\ude00\ud83d"#,
            #"\ud800\ud800"#, #"\ud800\n"#, #"\ud800\"#, #"a\udbff"#, #"\ud83d\ud83d\ude00"#,
        ],
        ScanRoute.allCases)
    func loneSurrogates(escape: String, route: ScanRoute) {
        #expect(route.error(for: "[\"" + escape + "\"]")?.code == .invalidSurrogate)
        #expect(route.error(for: "{\"" + escape + "\": 1}")?.code == .invalidSurrogate)
    }

    @Test(
        "an unknown or short escape is invalid_escape, read or skipped",
        arguments: [
            #"\a"#, #"\x41"#, #"\U0041"#, #"\u12"#, #"\u12G4"#, #"\'"#, #"\0"#, #"\ "#, #"\v"#,
            #"\u-123"#, #"\u 123"#, #"\e"#,
        ],
        ScanRoute.allCases)
    func unknownEscapes(escape: String, route: ScanRoute) {
        #expect(route.error(for: "[\"" + escape + "\"]")?.code == .invalidEscape)
    }

    @Test(
        "a control character in a string is control_character, read or skipped",
        arguments: [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0D, 0x1B, 0x1F] as [UInt8],
        ScanRoute.allCases)
    func controlCharacters(byte: UInt8, route: ScanRoute) {
        for placement in [#"["a~b"]"#, #"{"k~": 1}"#, #"[[{"a": "~"}]]"#, #""~""#] {
            #expect(route.error(for: splice(placement, [byte]))?.code == .controlCharacter)
        }
    }

    @Test("DEL and every other ASCII character but quote and backslash stand for themselves")
    func printableASCII() throws {
        let scalars = (0x20...0x7F).filter { $0 != 0x22 && $0 != 0x5C }
        let text = String(String.UnicodeScalarView(scalars.map { UnicodeScalar(UInt8($0)) }))
        let scanned = try scannedString("\"" + text + "\"")
        #expect(!scanned.hasEscapes)
        #expect(scanned.text == text)
    }

    @Test("an unterminated string is unexpected_end", arguments: ScanRoute.allCases)
    func unterminated(route: ScanRoute) {
        for text in [#"""#, #""abc"#, #"["abc"#, #""abc\"#, #""\u12"#, #"{"key"#] {
            #expect(route.error(for: text)?.code == .unexpectedEnd, "\(text)")
        }
    }
}

@Suite("Tokens of strings already validated")
struct ValidatedStringTokenTests {
    @Test("the token found without validation equals the scanned one, at every length and escape position")
    func agreesWithScan() throws {
        let pieces = ["a", "é", "\\\"", "\\\\", "\\n", "\\u00e9", "\\ud83d\\ude00", "😀", " "]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", "\\\\", "\\\"", "abcdefg\\\\", "abcdefgh\\\""]
        for length in 0..<40 {
            for _ in 0..<20 {
                texts.append((0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
            }
        }
        for text in texts {
            let bytes = Array("\"\(text)\" , 1".utf8)
            try bytes.withUnsafeBufferPointer { buffer in
                var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(buffer))
                let scanned = try scanner.scanString()
                let found = JSONScanner.validatedStringToken(
                    from: buffer.baseAddress!, to: scanner.cursor)
                #expect(found.start == scanned.start, "\(text)")
                #expect(found.end == scanned.end, "\(text)")
                #expect(found.hasEscapes == scanned.hasEscapes, "\(text)")
            }
        }
    }
}

// Positions: an error carries the byte offset of the offending byte, and the line and column
// computed from it, with the column in Unicode scalars so a caret lines up after non-ASCII text.

import SieveRawValue
import SieveScanner
import Testing
import SieveTestSupport

/// The error `RawValue(parsing:)` throws for `text`.
func parseError(_ text: String, limits: Limits = .default) -> ScanError? {
    ScanRoute.read.error(for: text, limits: limits)
}

@Suite("Source locations")
struct SourceLocationTests {
    @Test(
        "an error reports the offset, line and column of the offending byte",
        arguments: [
            ("[1 2]", 3, 1, 4),
            ("{\n  \"a\": 1,\n  \"b\": [1 2]\n}", 22, 3, 11),
            ("[\n1,\n2,\n\n   x]", 12, 5, 4),
            ("[\r\n1,\r\n x]", 8, 3, 2),
            ("[\"日本語\", x]", 14, 1, 9),
            ("{\"😀\": 1 \"b\"}", 11, 1, 9),
            ("[\"é\",\n \"ü\", 01]", 15, 2, 8),
            ("\u{FEFF}[1,]", 6, 1, 4),
            ("[1,\n", 4, 2, 1),
            ("", 0, 1, 1),
        ])
    func errorPosition(text: String, offset: Int, line: Int, column: Int) throws {
        let error = try #require(parseError(text))
        #expect(error.offset == offset)
        #expect(error.location == SourceLocation(line: line, column: column, offset: offset))
    }

    @Test("an error renders as line:col: error: message")
    func description() throws {
        let error = try #require(parseError("{\n  \"a\": 1,\n  \"b\": [1 2]\n}"))
        #expect(error.description == "3:11: error: expected ',' or ']', found '2'")
        #expect(error.message == "expected ',' or ']', found '2'")
    }

    @Test(
        "a location is computed for any offset of a buffer",
        arguments: [
            ("abc", 0, 1, 1), ("abc", 2, 1, 3), ("abc", 3, 1, 4), ("a\nb", 2, 2, 1),
            ("é\nüx", 5, 2, 2), ("😀😀x", 8, 1, 3), ("\n\n\n", 3, 4, 1), ("ab", 99, 1, 3),
        ])
    func locationOfOffset(text: String, offset: Int, line: Int, column: Int) {
        var copy = text
        let location = copy.withUTF8 { bytes in
            SourceLocation(offset: offset, in: UnsafeRawBufferPointer(bytes))
        }
        #expect(location.line == line)
        #expect(location.column == column)
    }

    @Test(
        "the source line is cut out around an offset with the caret's column",
        arguments: [
            ("[1 2]", 3, "[1 2]", 4),
            ("{\n  \"b\": [1 2]\n}", 12, "  \"b\": [1 2]", 11),
            ("[\"日本語\", x]", 14, "[\"日本語\", x]", 9),
            ("\u{FEFF}[1,]", 6, "[1,]", 4),
            ("[\r\n x]", 4, " x]", 2),
            ("[\tx]", 2, "[ x]", 3),
            ("[1,\n", 4, "", 1),
        ])
    func sourceLine(text: String, offset: Int, line: String, caret: Int) {
        var copy = text
        let found = copy.withUTF8 { bytes in
            SourceLocation.sourceLine(around: offset, in: UnsafeRawBufferPointer(bytes))
        }
        #expect(found.text == line)
        #expect(found.caretColumn == caret)
    }

    @Test("a long line is cut to a window around the offset, marked with ellipses")
    func longLine() throws {
        let text = "[" + String(repeating: "1,", count: 500) + "x"
            + String(repeating: ",1", count: 500) + "]"
        let error = try #require(parseError(text))
        #expect(error.offset == 1001)
        var copy = text
        let found = copy.withUTF8 { bytes in
            SourceLocation.sourceLine(around: error.offset, in: UnsafeRawBufferPointer(bytes))
        }
        #expect(found.text.hasPrefix("…") && found.text.hasSuffix("…"))
        #expect(found.text.count < 130)
        let caretIndex = found.text.index(found.text.startIndex, offsetBy: found.caretColumn - 1)
        #expect(found.text[caretIndex] == "x")
    }
}

@Suite("Line counting")
struct LineCountingTests {
    /// Line and column by the plain definition, one byte at a time.
    func naive(_ bytes: [UInt8], _ offset: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<offset] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test("the eight-bytes-at-a-time line count agrees with counting byte by byte")
    func agreesWithNaive() {
        var random = SplitMix64(state: 2024)
        let pieces: [[UInt8]] = [[0x0A], [0x61], [0x20], Array("é".utf8), Array("日".utf8), [0x0A, 0x0A], [0x0B], [0x8A]]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...80, using: &random) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            let offset = Int.random(in: 0...bytes.count, using: &random)
            let location = bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0) }
            let expected = naive(bytes, offset)
            #expect(location.line == expected.0 && location.column == expected.1, "\(bytes) at \(offset)")
        }
    }
}

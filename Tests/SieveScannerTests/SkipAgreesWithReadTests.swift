// The skip checks 64-byte blocks at a time (the C loop) and leaves every error to be named by
// the Swift loop. Where a token falls against a block's edge, or near the end of the input,
// must never change what is accepted or where an error is reported: these tests put tokens
// at every alignment and compare skipping a document with reading it, code and offset.

import Testing
@testable import SieveScanner
import SieveTestSupport

/// Tokens worth placing across a block edge: valid and invalid numbers, strings that stop
/// the fast path (escapes, non-ASCII, control characters), long strings, literals.
private let edgeTokens: [[UInt8]] = {
    let texts = [
        "0", "-0", "7", "12", "-123456789012345678901234567890", "1.5", "-0.25", "1e5", "1E+5",
        "2.5e-10", "123456789.123456789e-12", "1.", "01", "-", "-a", "1e", "1e+", "1.5e3.2",
        "1-2", "1.2.3", "00", "0x1", "9" + String(repeating: "8", count: 70),
        #""""#, #""abc""#, #""a\"b""#, #""\\\\""#, #""\u00e9x""#, #""\ud83d\ude00""#,
        #""\ud83d""#, #""\ude00""#, #""\u12G4""#, #""\uABCDef""#, #""\x""#, "\"é日本😀\"",
        #""\uD83D\uDE00""#, #""\ud83d\u0041""#, #""\ude00\ud83d""#, #""\ud83d\ud83d""#,
        #""\udbff\udfff\u0000""#, #""\u""#, #""\u00""#,
        "\"\u{1}\"", "\"\u{1F}a\"", "\"" + String(repeating: "s", count: 100) + "\"",
        "\"" + String(repeating: "t", count: 70) + "\\n" + String(repeating: "u", count: 70) + "\"",
        "\"" + String(repeating: "v", count: 130) + "é\"",
        "\"unterminated", "true", "false", "null", "tru", "nul", "fals",
    ]
    return texts.map { Array($0.utf8) } + [
        splice(#""~""#, [0xC3]), splice(#""~x""#, [0xE6, 0x97]), splice(#""~""#, [0xFF]),
        splice(#""ab~cd""#, [0xED, 0xA0, 0x80]), splice(#""~""#, [0xF0, 0x9F, 0x98, 0x80]),
    ]
}()

/// `token` as an array element and as a member value, after a string of `shift` bytes so
/// that it starts at every offset of a block, with and without 64 more bytes after it.
private func documents(around token: [UInt8], shift: Int) -> [[UInt8]] {
    let lead = Array(("\"" + String(repeating: "p", count: shift) + "\"").utf8)
    let tail = Array(#", "after the token there is more than one window of text, to be sure""#.utf8)
    let key = Array(#""k":"#.utf8)
    return [
        [.openBracket] + lead + [.comma] + token + [.closeBracket],
        [.openBracket] + lead + [.comma] + token + tail + [.closeBracket],
        [.openBrace] + lead + [.colon] + token + [.comma] + key + token + [.closeBrace],
        [.openBracket, .openBracket] + token + [.comma] + lead + [.closeBracket, .closeBracket],
    ]
}

@Suite("Skip and read agree")
struct SkipAgreesWithReadTests {
    @Test("every token at every block offset: the skip accepts and refuses as reading does")
    func agreesWithReadingAtEveryOffset() {
        var compared = 0
        for token in edgeTokens {
            for shift in 0..<72 {
                for document in documents(around: token, shift: shift) {
                    let skipped = ScanRoute.skip.error(for: document)
                    let read = ScanRoute.read.error(for: document)
                    #expect(skipped?.code == read?.code, "\(String(decoding: document, as: UTF8.self))")
                    #expect(skipped?.offset == read?.offset, "\(String(decoding: document, as: UTF8.self))")
                    compared += 1
                }
            }
        }
        #expect(compared == edgeTokens.count * 72 * 4)
    }

    @Test("randomly damaged documents: the skip fails exactly where reading does")
    func damagedDocuments() {
        let original = Array(
            #"""
            {"id":12345,"name":"Ada \"the\" Lovelace","tags":["a","b\u00e9","日本"],"score":-12.5e-3,
            "flags":[true,false,null],"nested":{"deep":[[1,2,[3,-4.25]],{"x":"\ud83d\ude00"}]},
            "long":"lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod",
            "numbers":[0,1,22,333,4444,55555,666666,7777777,88888888,999999999,1.5,2e10,-0.0]}
            """#.utf8)
        let replacements: [UInt8] = Array(#"0123456789-+.eE"\/u{}[],: tfnx"#.utf8) + [0x01, 0x80, 0xC3, 0xFF]
        var random = SplitMix64(state: 2026)
        var disagreements = 0
        for _ in 0..<3_000 {
            var document = original
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: document.indices, using: &random)
                document[index] = replacements.randomElement(using: &random)!
            }
            let skipped = ScanRoute.skip.error(for: document)
            let read = ScanRoute.read.error(for: document)
            if skipped?.code != read?.code || skipped?.offset != read?.offset {
                disagreements += 1
                Issue.record("\(String(decoding: document, as: UTF8.self)): skip \(String(describing: skipped)), read \(String(describing: read))")
            }
        }
        #expect(disagreements == 0)
    }

    @Test("four hex digits are decoded and refused exactly as digit by digit")
    func fourHexDigits() {
        func reference(_ bytes: [UInt8]) -> UInt16? {
            var value: UInt16 = 0
            for byte in bytes {
                guard let nibble = byte.hexDigitValue else { return nil }
                value = value << 4 | UInt16(nibble)
            }
            return value
        }
        // Every byte in every position, the others valid; then every valid quadruple's value.
        for position in 0..<4 {
            for byte in UInt8.min...UInt8.max {
                var bytes = Array("7aF0".utf8)
                bytes[position] = byte
                let fast = bytes.withUnsafeBufferPointer { JSONScanner.fourHexDigits(at: $0.baseAddress!) }
                #expect(fast == reference(bytes), "\(bytes)")
            }
        }
        let digits = Array("0123456789abcdefABCDEF".utf8)
        var random = SplitMix64(state: 16)
        for _ in 0..<20_000 {
            let bytes = (0..<4).map { _ in digits.randomElement(using: &random)! }
            let fast = bytes.withUnsafeBufferPointer { JSONScanner.fourHexDigits(at: $0.baseAddress!) }
            #expect(fast == reference(bytes))
        }
    }
}

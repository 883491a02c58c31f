// The structural skip runs two loops over the same bytes: the C loop (`sieve_skip_container`),
// which decides fast, and the Swift loop, which names errors and decides whatever the C loop
// refuses. These tests hold the C loop to the Swift one directly: on valid input it must
// accept and end where the Swift loop ends (a refusal would only be slow, so nothing else
// would notice); on damaged input it must never accept what the Swift loop refuses.

import CSieveScanner
import Testing
@testable import SieveScanner

/// What a loop makes of a document that starts with a container: the offset after it, or
/// `nil` when it refuses it.
private enum Skipper: CaseIterable {
    /// The C loop the CPU runs (AVX-512 where there is one).
    case fast
    /// The C loop for the baseline instruction set (SSE2 on x86-64).
    case baseline
    /// The Swift loop.
    case naming

    static let fastLoops: [Skipper] = [.fast, .baseline]

    /// The offset after the container at `offset` (the rest of the document is input too).
    func end(of document: [UInt8], limits: Limits = .default, from offset: Int = 0) -> Int? {
        document.withJSONBytes { buffer in
            let scanner = JSONScanner(bytes: buffer, limits: limits)
            let first = scanner.start + offset
            switch self {
            case .fast:
                return scanner.fastSkipEnd(from: first, atMemberOfObject: false)
                    .map { $0 - scanner.start }
            case .baseline:
                let limit = scanner.maxDepth - scanner.depth
                return sieve_skip_container_baseline(
                    first, scanner.end, limit, scanner.maxStringLength, 0
                ).map { $0 - scanner.start }
            case .naming:
                var pointer = first
                do throws(ScanError) {
                    try scanner.skipContainerNamingErrors(&pointer)
                    return pointer - scanner.start
                } catch {
                    return nil
                }
            }
        }
    }
}

/// Random JSON with everything the C loop handles differently from plain text: escapes of
/// every kind, surrogate pairs, non-ASCII of every length, numbers of every shape, literals,
/// whitespace, nesting, values on both sides of every block boundary.
private struct DocumentMaker {
    var random: SplitMix64

    mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }

    mutating func space() -> String {
        Int.random(in: 0..<4, using: &random) == 0 ? pick([" ", "\n  ", "\t", "\r\n", "  "]) : ""
    }

    mutating func string() -> String {
        let pieces = [
            "a", "key", "lorem ipsum dolor", "\\n", "\\\"", "\\\\", "\\/", "\\b\\f\\r\\t",
            "\\u00e9", "\\u20AC", "\\ud83d\\ude00", "\\uDBFF\\uDFFF", "é", "日本", "😀", "Ω",
            "\u{7F}", "x\\\\\\\"y", String(repeating: "s", count: 70),
        ]
        return "\"" + (0..<Int.random(in: 0..<6, using: &random)).map { _ in pick(pieces) }
            .joined() + "\""
    }

    mutating func number() -> String {
        let integer = pick(["0", "7", "-0", "-12", "123456789", "9007199254740993", "-4946822156153674025"])
        let fraction = pick(["", "", ".5", ".000", ".123456789012345678"])
        let exponent = pick(["", "", "", "e5", "E+10", "e-300", "E0"])
        return integer + fraction + exponent
    }

    mutating func value(depth: Int) -> String {
        switch Int.random(in: 0..<(depth > 5 ? 6 : 9), using: &random) {
        case 0, 1: return string()
        case 2, 3: return number()
        case 4: return pick(["true", "false", "null"])
        case 5: return pick(["[]", "{}"])
        case 6, 7:
            let count = Int.random(in: 0..<8, using: &random)
            return "{" + (0..<count).map { _ in
                space() + string() + space() + ":" + space() + value(depth: depth + 1) + space()
            }.joined(separator: ",") + "}"
        default:
            let count = Int.random(in: 0..<12, using: &random)
            return "[" + (0..<count).map { _ in space() + value(depth: depth + 1) + space() }
                .joined(separator: ",") + "]"
        }
    }

    mutating func document() -> [UInt8] {
        let text = Int.random(in: 0..<2, using: &random) == 0
            ? "[" + (0..<Int.random(in: 1..<40, using: &random)).map { _ in value(depth: 1) }
                .joined(separator: ",") + "]"
            : "{" + (0..<Int.random(in: 1..<30, using: &random)).map { index in
                "\"k\(index)\":" + value(depth: 1)
            }.joined(separator: ",") + "}"
        return Array(text.utf8)
    }
}

@Suite("Fast skip")
struct FastSkipTests {
    @Test("valid documents: the C loop accepts them and ends where the Swift loop does")
    func acceptsValidDocuments() {
        var maker = DocumentMaker(random: SplitMix64(state: 5))
        for _ in 0..<1_500 {
            let document = maker.document()
            let naming = Skipper.naming.end(of: document)
            #expect(naming == document.count, "\(String(decoding: document, as: UTF8.self))")
            for loop in Skipper.fastLoops {
                #expect(loop.end(of: document) == naming, "\(loop): \(String(decoding: document, as: UTF8.self))")
            }
        }
    }

    @Test("damaged documents: the C loop never accepts what the Swift loop refuses")
    func neverAcceptsWhatSwiftRefuses() {
        var maker = DocumentMaker(random: SplitMix64(state: 11))
        var random = SplitMix64(state: 12)
        let replacements: [UInt8] = Array(#"0123456789-+.eE"\/u{}[],: tfnrlsax"#.utf8)
            + [0x00, 0x01, 0x09, 0x0A, 0x1F, 0x7F, 0x80, 0xA0, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        var refusedValid = 0
        for _ in 0..<4_000 {
            var document = maker.document()
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: document.indices, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: document.remove(at: index)
                case 1: document.insert(replacements.randomElement(using: &random)!, at: index)
                default: document[index] = replacements.randomElement(using: &random)!
                }
            }
            guard let first = document.first, first == .openBrace || first == .openBracket else { continue }
            let naming = Skipper.naming.end(of: document)
            let text = String(decoding: document, as: UTF8.self)
            for loop in Skipper.fastLoops {
                if let fast = loop.end(of: document) {
                    #expect(naming == fast, "\(loop) accepted what the Swift loop refuses: \(text)")
                } else if let naming, document[naming...].allSatisfy({ $0.isJSONWhitespace }) {
                    // Refusing a valid container is allowed only for what follows it (which
                    // the C loop classifies a block at a time); here nothing does.
                    refusedValid += 1
                    Issue.record("\(loop) refused a valid document: \(text)")
                }
            }
        }
        #expect(refusedValid == 0)
    }

    @Test("every token at every offset of a block, and across the boundary")
    func tokensAtEveryOffset() {
        let tokens = [
            "0", "-0", "12", "-123456789012345678901234567890", "1.5", "-0.25", "1e5", "1E+5",
            "2.5e-10", "true", "false", "null", #""abc""#, #""a\"b""#, #""\\""#, #""\u00e9x""#,
            #""\ud83d\ude00""#, "\"é日本😀\"", "[]", "{}", #"{"k":[1,{"x":null}]}"#,
            "\"" + String(repeating: "v", count: 130) + "é\"",
        ]
        for token in tokens {
            for shift in 0..<130 {
                let lead = "\"" + String(repeating: "p", count: shift) + "\""
                for text in ["[\(lead),\(token)]", "[\(lead),\(token),\(lead)]", "{\(lead):\(token)}", "[\(lead), \(token) ]"] {
                    let document = Array(text.utf8)
                    for loop in Skipper.fastLoops {
                        #expect(loop.end(of: document) == document.count, "\(loop): \(text)")
                    }
                }
            }
        }
    }

    @Test("every invalid token at every offset of a block: refused by every loop")
    func refusesInvalidTokensAtEveryOffset() {
        let texts = [
            "01", "-01", "1.", "-", "-a", "1e", "1e+", "1.5e3.2", "1-2", "1.2.3", "1e5e5", "+1",
            ".5", "--1", "1.e5", "0x1", "2E", "tru", "nul", "fals", "truex", "nulll", "t", "x",
            #""\ud83d""#, #""\ude00""#, #""\ud83d\u0041""#, #""\ude00\ud83d""#,
            #""\ud83d\ud83d""#, #""\ud83dx""#, #""\u12G4""#, #""\u""#, #""\u00""#, #""\x""#,
            #""\ud83d\\ude00""#, "\"\u{1}\"", "\"a\u{1F}\"", "\"\\", "\"abc",
        ]
        let bytes = texts.map { Array($0.utf8) } + [
            splice(#""~""#, [0xC3]), splice(#""~x""#, [0xE6, 0x97]), splice(#""~""#, [0xFF]),
            splice(#""ab~cd""#, [0xED, 0xA0, 0x80]), splice(#""~""#, [0xC0, 0x80]),
            splice(#""~""#, [0xF4, 0x90, 0x80, 0x80]), splice(#""~""#, [0xE0, 0x80, 0x80]),
            splice(#""~""#, [0xF0, 0x80, 0x80, 0x80]), splice(#""~a""#, [0x80]), splice("~", [0xC3, 0xA9]),
        ]
        for token in bytes {
            for shift in 0..<130 {
                let lead = Array(("\"" + String(repeating: "p", count: shift) + "\"").utf8)
                for document in [
                    [.openBracket] + lead + [.comma] + token + [.closeBracket],
                    [.openBrace] + lead + [.colon] + token + [.closeBrace],
                    [.openBracket] + lead + [.comma] + token + [.comma] + lead + [.closeBracket],
                ] {
                    let text = String(decoding: document, as: UTF8.self)
                    #expect(Skipper.naming.end(of: document) == nil, "the token is valid: \(text)")
                    for loop in Skipper.fastLoops {
                        #expect(loop.end(of: document) == nil, "\(loop): \(text)")
                    }
                }
            }
        }
    }

    @Test("a container followed by more JSON in the block where it ends is accepted")
    func acceptsWhatFollowsInItsBlock() {
        // What follows the inner `[0]` is valid JSON, whatever lies in its last block: a high
        // surrogate escape whose low one is in the next block, a number, a literal, a string.
        let tails = [#","\uD83D\uDE00"]"#, ",12345678901234567890]", ",true]", #","abc\n"]"#]
        for tail in tails {
            for padding in 40..<70 {
                let text = "[[0]" + String(repeating: " ", count: padding) + tail
                let document = Array(text.utf8)
                for loop in Skipper.fastLoops {
                    #expect(loop.end(of: document, from: 1) == 4, "\(loop): \(text)")
                }
            }
        }
    }

    @Test("beyond the loop's own limits it refuses, and the Swift loop decides")
    func limitsAreLeftToSwift() {
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        var limits = Limits()
        limits.maxDepth = 1_000
        for loop in Skipper.fastLoops {
            #expect(loop.end(of: deep, limits: limits) == nil)
        }
        #expect(Skipper.naming.end(of: deep, limits: limits) == deep.count)
        let long = Array(("[\"" + String(repeating: "x", count: 100) + "\"]").utf8)
        limits = Limits()
        limits.maxStringLength = 50
        for loop in Skipper.fastLoops {
            #expect(loop.end(of: long, limits: limits) == nil)
        }
    }

    @Test("strings longer than the limit are refused; a long input of short strings is not")
    func measuresStringsAcrossBlocks() {
        for (length, shift) in [(100, 0), (100, 30), (200, 63), (65, 62), (130, 1)] {
            let lead = "\"" + String(repeating: "p", count: shift) + "\""
            let text = "[\(lead),\"" + String(repeating: "x", count: length) + "\",\(lead)]"
            let document = Array(text.utf8)
            for loop in Skipper.fastLoops {
                #expect(loop.end(of: document, limits: Limits(maxStringLength: length - 1)) == nil, "\(loop): \(text)")
                #expect(loop.end(of: document, limits: Limits(maxStringLength: length)) == document.count, "\(loop): \(text)")
            }
        }
        let many = Array(("[" + Array(repeating: #""short string""#, count: 100).joined(separator: ",") + "]").utf8)
        for loop in Skipper.fastLoops {
            #expect(loop.end(of: many, limits: Limits(maxStringLength: 64)) == many.count)
        }
    }
}

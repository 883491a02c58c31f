// The questions every C skip loop is held to, with the answers the Swift loop's rules require:
// one description, checked in process against the loops this machine runs (FastSkipTests)
// and written to files for the replay of the loops it cannot run (SkipVectorExportTests,
// Tests/SkipReplay: NEON and the portable loop, under emulation).

import CSieveScanner
import Foundation
import Testing
@testable import SieveScanner
import SieveTestSupport

/// One call of a C skip loop, and what it must return.
struct SkipVector: Sendable {
    /// The input, whole.
    var document: [UInt8]
    /// Where the container starts.
    var from = 0
    /// The loop's arguments, as the scanner passes them (`JSONScanner.fastSkipEnd`).
    var depthLimit = Limits.default.maxDepth
    var maxStringLength = Limits.default.maxStringLength
    /// The offset after the container, or `nil` when the loop must refuse.
    var end: Int?
    /// Whether the loop may refuse although `end` is not `nil`: a valid container followed, in
    /// the block where it ends, by bytes that cannot be JSON (the loop checks whole blocks).
    var mayRefuse = false
    /// Whether `from` is the first key of an object already entered (the object counting as
    /// the first level), as when the scanner skips the rest of an object.
    var atMemberOfObject = false

    init(
        _ document: [UInt8], from: Int = 0, limits: Limits = .default, end: Int?,
        mayRefuse: Bool = false, atMemberOfObject: Bool = false
    ) {
        self.document = document
        self.from = from
        self.depthLimit = limits.maxDepth
        self.maxStringLength = limits.maxStringLength
        self.end = end
        self.mayRefuse = mayRefuse
        self.atMemberOfObject = atMemberOfObject
    }

    /// The same question asked from the object's first key, as the rest of an object already
    /// entered, when the document is an object whose first key follows its brace: the answer
    /// is the whole object's (the same bytes are validated, the object is the first level).
    var fromFirstMember: SkipVector? {
        guard from == 0, !atMemberOfObject, document.count > 1, document[0] == .openBrace,
            document[1] == .quote
        else { return nil }
        var twin = self
        twin.from = 1
        twin.atMemberOfObject = true
        return twin
    }

    /// Whether `answer`, a loop's result, is one this vector allows.
    func admits(_ answer: Int?) -> Bool {
        answer == end || (answer == nil && mayRefuse)
    }

    /// `document` with the Swift loop's answer; the loop may also refuse a container that
    /// bytes other than whitespace follow (it checks the whole block where the value ends).
    static func answered(_ document: [UInt8], limits: Limits = .default) -> SkipVector {
        let end = namingEnd(of: document, limits: limits)
        let onlySpaceAfter = end.map { document[$0...].allSatisfy(\.isJSONWhitespace) } ?? true
        return SkipVector(document, limits: limits, end: end, mayRefuse: !onlySpaceAfter)
    }

    var text: String { String(decoding: document, as: UTF8.self) }
}

/// A C skip loop this process can run.
enum FastLoop: CaseIterable, CustomStringConvertible {
    /// The loop the CPU runs (AVX-512 where there is one).
    case dispatched
    /// The loop for the baseline instruction set (SSE2 on x86-64, NEON on arm64).
    case baseline

    func answer(_ vector: SkipVector) -> Int? {
        vector.document.withUnsafeBufferPointer { buffer -> Int? in
            guard let start = buffer.baseAddress else { return nil }
            let skip = self == .dispatched ? sieve_skip_container : sieve_skip_container_baseline
            return skip(
                start + vector.from, start + buffer.count, vector.depthLimit,
                vector.maxStringLength, vector.atMemberOfObject ? 1 : 0
            ).map { $0 - start }
        }
    }

    /// The end `sieve_find_container_end` (or its baseline entry) finds for the vector's
    /// container, which the caller knows to be valid.
    func end(_ vector: SkipVector) -> Int? {
        vector.document.withUnsafeBufferPointer { buffer -> Int? in
            guard let start = buffer.baseAddress else { return nil }
            let find =
                self == .dispatched ? sieve_find_container_end : sieve_find_container_end_baseline
            return find(start + vector.from, start + buffer.count, vector.atMemberOfObject ? 1 : 0)
                .map { $0 - start }
        }
    }

    var description: String { self == .dispatched ? "dispatched" : "baseline" }
}

/// The Swift loop's decision for the container at `offset` of `document`: the offset after
/// it, or `nil` when it refuses.
func namingEnd(of document: [UInt8], limits: Limits = .default, from offset: Int = 0) -> Int? {
    document.withJSONBytes { buffer in
        let scanner = JSONScanner(bytes: buffer, limits: limits)
        var pointer = scanner.start + offset
        do throws(ScanError) {
            try scanner.skipContainerNamingErrors(&pointer)
            return pointer - scanner.start
        } catch {
            return nil
        }
    }
}

/// Random JSON with everything the C loop handles differently from plain text: escapes of
/// every kind, surrogate pairs, non-ASCII of every length, numbers of every shape, literals,
/// whitespace, nesting, values on both sides of every block boundary.
struct DocumentMaker {
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

/// The families of vectors. Each checks, as it builds them, what it assumes of the Swift
/// loop (a generated document is valid, an invalid token is refused), so a vector's answer is
/// never a guess.
enum SkipVectors {
    /// Every family, by the name of its replay file. Each is built once per process, when a
    /// test first asks for it: a family is the same every time, and in a debug build building
    /// one takes longer than holding every loop to it.
    static let families: [(name: String, make: @Sendable () -> [SkipVector])] = [
        ("valid", { Built.valid }), ("damaged", { Built.damaged }),
        ("tokens", { Built.tokens }), ("invalid-tokens", { Built.invalidTokens }),
        ("what-follows", { Built.whatFollows }), ("limits", { Built.limits }),
        ("long-strings", { Built.longStrings }), ("utf8", { Built.utf8 }),
        ("bytes", { Built.bytes }), ("depths", { Built.depths }), ("arrays", { Built.arrays }),
        ("token-edits", { Built.tokenEdits }),
    ]

    /// The families, each built on first use (a `static let` is initialized once, and a second
    /// test asking meanwhile waits for it). A check that fails while a family is built is
    /// recorded by the test that first asked for it.
    enum Built {
        static let valid = SkipVectors.valid()
        static let damaged = SkipVectors.damaged()
        static let tokens = SkipVectors.tokensAtEveryOffset()
        static let invalidTokens = SkipVectors.invalidTokensAtEveryOffset()
        static let whatFollows = SkipVectors.whatFollowsInItsBlock()
        static let limits = SkipVectors.limits()
        static let longStrings = SkipVectors.longStrings()
        static let utf8 = SkipVectors.utf8Sequences()
        static let bytes = SkipVectors.everyByte()
        static let depths = SkipVectors.depths()
        static let arrays = SkipVectors.arrays()
        static let tokenEdits = SkipVectors.tokenEdits()
    }

    /// Whether the generated families (`valid`, `damaged`) hold every document: in the long
    /// run (`SIEVE_LONG_TESTS=1`) and whenever the vectors are exported for the replay
    /// (`SIEVE_SKIP_VECTORS`), which holds every form of the loop to the whole set. Otherwise
    /// they hold the first fifth of the same seeded documents: in a debug build, generating
    /// the documents and naming each one's end takes most of a family's time.
    static let complete =
        LongTests.enabled || ProcessInfo.processInfo.environment["SIEVE_SKIP_VECTORS"] != nil

    /// `full` when the generated families are complete, a fifth of it otherwise.
    static func generated(_ full: Int) -> Int { complete ? full : full / 5 }

    /// `vectors`, each followed by its twin asked from the object's first member, where it
    /// has one.
    static func withMemberTwins(_ vectors: [SkipVector]) -> [SkipVector] {
        vectors.flatMap { vector in [vector] + (vector.fromFirstMember.map { [$0] } ?? []) }
    }

    /// Generated valid documents (1,500; see `complete`): the loop accepts them and ends where
    /// the Swift loop does.
    static func valid() -> [SkipVector] {
        var maker = DocumentMaker(random: SplitMix64(state: 5))
        return withMemberTwins((0..<generated(1_500)).map { _ in
            let document = maker.document()
            let naming = namingEnd(of: document)
            #expect(naming == document.count, "\(String(decoding: document, as: UTF8.self))")
            return SkipVector(document, end: naming)
        })
    }

    /// Damaged documents (4,000 generated; see `complete`): the loop never accepts what the
    /// Swift loop refuses, and may refuse a valid container only for what follows it.
    static func damaged() -> [SkipVector] {
        var maker = DocumentMaker(random: SplitMix64(state: 11))
        var random = SplitMix64(state: 12)
        let replacements: [UInt8] = Array(#"0123456789-+.eE"\/u{}[],: tfnrlsax"#.utf8)
            + [0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1F, 0x7F, 0x80, 0xA0, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        var vectors: [SkipVector] = []
        for _ in 0..<generated(4_000) {
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
            vectors.append(SkipVector.answered(document))
        }
        return withMemberTwins(vectors)
    }

    /// Every edit of one token of two small documents (replaced by each other kind, removed,
    /// or one inserted at each gap), inside an array and as an object's value: each rule of
    /// the grammar, every kind of token after every kind, in objects and in arrays, valid or
    /// not as the Swift loop decides. The edited place is put at each of five offsets around a
    /// block boundary (tokens joined as they are, and with spaces), and once after 70 spaces:
    /// the token before it then lies in a block with no token.
    static func tokenEdits() -> [SkipVector] {
        let kinds = ["{", "}", "[", "]", ":", ",", #""s""#, "1", "-0", "true", "false", "null"]
        let documents = [
            #"{ "a" : "b" , "c" : [ 1 , { "d" : true } , [ ] ] , "e" : { } }"#,
            #"[ "a" , { "b" : 1 } , [ null , "c" , -2.5 ] , { } , false ]"#,
        ].map { $0.split(separator: " ").map(String.init) }
        // Each edit, with the index of the token at the edited place.
        var edits: [(tokens: [String], at: Int)] = []
        for tokens in documents {
            for index in tokens.indices {
                for kind in kinds where kind != tokens[index] {
                    var edited = tokens
                    edited[index] = kind
                    edits.append((edited, index))
                }
                var edited = tokens
                edited.remove(at: index)
                edits.append((edited, index))
            }
            for index in 0...tokens.count {
                for kind in kinds {
                    var edited = tokens
                    edited.insert(kind, at: index)
                    edits.append((edited, index))
                }
            }
        }
        var vectors: [SkipVector] = []
        for (tokens, at) in edits {
            var bodies: [(text: String, offset: Int)] = []
            for separator in ["", " "] {
                let before = tokens[..<at].map { $0 + separator }.joined()
                bodies.append((before + tokens[at...].joined(separator: separator), before.utf8.count))
            }
            let before = tokens[..<at].joined()
            let spaced = before + String(repeating: " ", count: 70) + tokens[at...].joined()
            for (body, offset) in bodies {
                for delta in -2...2 {
                    // The wrapper and the lead put the edited place `delta` bytes from a
                    // block boundary: one byte, the lead's quotes and one byte come first.
                    var length = 60 + delta - offset
                    while length < 0 { length += 64 }
                    vectors += wrapped(body, lead: length)
                }
            }
            vectors += wrapped(spaced, lead: 0)
        }
        #expect(vectors.contains { $0.end != nil } && vectors.contains { $0.end == nil })
        return withMemberTwins(vectors)
    }

    /// `body` inside an array after a string of `lead` bytes, and as the value of an object
    /// whose key is that string, each with the Swift loop's answer.
    private static func wrapped(_ body: String, lead: Int) -> [SkipVector] {
        let key = "\"" + String(repeating: "p", count: lead) + "\""
        return ["[\(key),\(body)]", "{\(key):\(body)}"].map { SkipVector.answered(Array($0.utf8)) }
    }

    /// Every valid token at every offset of a block, and across the boundary.
    static func tokensAtEveryOffset() -> [SkipVector] {
        let tokens = [
            "0", "-0", "12", "-123456789012345678901234567890", "1.5", "-0.25", "1e5", "1E+5",
            "2.5e-10", "true", "false", "null", #""abc""#, #""a\"b""#, #""\\""#, #""\u00e9x""#,
            #""\ud83d\ude00""#, "\"é日本😀\"", "[]", "{}", #"{"k":[1,{"x":null}]}"#,
            "\"" + String(repeating: "v", count: 130) + "é\"",
        ]
        var vectors: [SkipVector] = []
        for token in tokens {
            for shift in 0..<130 {
                let lead = "\"" + String(repeating: "p", count: shift) + "\""
                for text in ["[\(lead),\(token)]", "[\(lead),\(token),\(lead)]", "{\(lead):\(token)}", "[\(lead), \(token) ]"] {
                    let document = Array(text.utf8)
                    #expect(namingEnd(of: document) == document.count, "\(text)")
                    vectors.append(SkipVector(document, end: document.count))
                }
            }
        }
        return vectors
    }

    /// Every invalid token at every offset of a block: refused by every loop.
    static func invalidTokensAtEveryOffset() -> [SkipVector] {
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
        var vectors: [SkipVector] = []
        for token in bytes {
            for shift in 0..<130 {
                let lead = Array(("\"" + String(repeating: "p", count: shift) + "\"").utf8)
                for document in [
                    [.openBracket] + lead + [.comma] + token + [.closeBracket],
                    [.openBrace] + lead + [.colon] + token + [.closeBrace],
                    [.openBracket] + lead + [.comma] + token + [.comma] + lead + [.closeBracket],
                ] {
                    #expect(namingEnd(of: document) == nil, "the token is valid: \(String(decoding: document, as: UTF8.self))")
                    vectors.append(SkipVector(document, end: nil))
                }
            }
        }
        return vectors
    }

    /// A container followed by more JSON in the block where it ends is accepted: what follows
    /// the inner `[0]` is valid JSON, whatever lies in its last block (a high surrogate escape
    /// whose low one is in the next block, a number, a literal, a string).
    static func whatFollowsInItsBlock() -> [SkipVector] {
        let tails = [#","\uD83D\uDE00"]"#, ",12345678901234567890]", ",true]", #","abc\n"]"#]
        var vectors: [SkipVector] = []
        for tail in tails {
            for padding in 40..<70 {
                let document = Array(("[[0]" + String(repeating: " ", count: padding) + tail).utf8)
                #expect(namingEnd(of: document, from: 1) == 4)
                vectors.append(SkipVector(document, from: 1, end: 4))
            }
        }
        return vectors
    }

    /// Beyond the loop's own limits it refuses, and the Swift loop decides: nesting deeper than
    /// `SIEVE_SKIP_MAX_DEPTH` under a larger depth limit, and a string over a limit below a
    /// block.
    static func limits() -> [SkipVector] {
        let deep = Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8)
        var deepLimits = Limits()
        deepLimits.maxDepth = 1_000
        #expect(namingEnd(of: deep, limits: deepLimits) == deep.count)
        let long = Array(("[\"" + String(repeating: "x", count: 100) + "\"]").utf8)
        return [
            SkipVector(deep, limits: deepLimits, end: nil),
            SkipVector(long, limits: Limits(maxStringLength: 50), end: nil),
        ]
    }

    /// Strings longer than the limit are refused, across blocks; a long input of short strings
    /// is not.
    static func longStrings() -> [SkipVector] {
        var vectors: [SkipVector] = []
        for (length, shift) in [(100, 0), (100, 30), (200, 63), (65, 62), (130, 1)] {
            let lead = "\"" + String(repeating: "p", count: shift) + "\""
            let document = Array(("[\(lead),\"" + String(repeating: "x", count: length) + "\",\(lead)]").utf8)
            vectors.append(SkipVector(document, limits: Limits(maxStringLength: length - 1), end: nil))
            vectors.append(SkipVector(document, limits: Limits(maxStringLength: length), end: document.count))
        }
        let many = Array(("[" + Array(repeating: #""short string""#, count: 100).joined(separator: ",") + "]").utf8)
        vectors.append(SkipVector(many, limits: Limits(maxStringLength: 64), end: many.count))
        return vectors
    }

    /// Every edge of UTF-8 in a string, at every offset of a block: the first and last
    /// sequence of each lead byte's range (and of E0's, ED's, F0's and F4's narrower second
    /// bytes), accepted; the bytes just past each edge, refused.
    static func utf8Sequences() -> [SkipVector] {
        let valid: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0xBF, 0xBF], [0xE1, 0x80, 0x80],
            [0xEC, 0xBF, 0xBF], [0xED, 0x80, 0x80], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80],
            [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0xBF, 0xBF, 0xBF],
            [0xF1, 0x80, 0x80, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF4, 0x80, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0x7F],
        ]
        let invalid: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x7F], [0xC2, 0xC0], [0xDF],
            [0xE0, 0x9F, 0xBF], [0xE0, 0xC0, 0x80], [0xE1, 0x7F, 0x80], [0xED, 0xA0, 0x80],
            [0xED, 0xBF, 0xBF], [0xEF, 0xBF], [0xEF, 0xBF, 0xC0], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF0, 0xC0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF],
            [0xF5, 0x80, 0x80, 0x80], [0xF7, 0xBF, 0xBF, 0xBF], [0xF8, 0x80, 0x80, 0x80, 0x80],
            [0xFE], [0xFF],
        ]
        var vectors: [SkipVector] = []
        for (sequences, isValid) in [(valid, true), (invalid, false)] {
            for sequence in sequences {
                for shift in 0..<130 {
                    let document = Array(("[\"" + String(repeating: "p", count: shift)).utf8)
                        + sequence + Array("x\"]".utf8)
                    let end = isValid ? document.count : nil
                    #expect(namingEnd(of: document) == end, "\(sequence) at \(shift)")
                    vectors.append(SkipVector(document, end: end))
                }
            }
        }
        return vectors
    }

    /// Every byte value, at every offset of a block: inside a string, between two tokens,
    /// after a backslash (and before `0041`, so that only `u` makes an escape of four digits);
    /// and as each digit of a `\u` escape and as the second digit of a high
    /// or low surrogate escape, paired and alone. Every class of every form is an answer to
    /// "which byte values", so each is asked of all 256. Answers are the Swift loop's.
    static func everyByte() -> [SkipVector] {
        var vectors: [SkipVector] = []
        func ask(_ document: [UInt8]) {
            vectors.append(SkipVector(document, end: namingEnd(of: document)))
        }
        let edges = Array(0..<6) + Array(58..<64)
        for byte in UInt8.min...UInt8.max {
            for shift in 0..<64 {
                let pad = Array(repeating: UInt8(ascii: "p"), count: shift)
                ask(Array("[\"".utf8) + pad + [byte] + Array("x\"]".utf8))
                ask(Array("[\"".utf8) + pad + [.backslash, byte] + Array("0041x\"]".utf8))
                ask(Array("[\"".utf8) + pad + Array("\",1".utf8) + [byte] + Array("]".utf8))
            }
            for shift in edges {
                let pad = Array(repeating: UInt8(ascii: "p"), count: shift)
                for digit in 0..<4 {
                    var escape = Array("\\u0041".utf8)
                    escape[2 + digit] = byte
                    ask(Array("[\"".utf8) + pad + escape + Array("\"]".utf8))
                }
                for (first, second) in [("\\uD~00", "\\uDC00"), ("\\uD800", "\\uD~00"), ("\\uD~00", ""), ("x", "\\uD~00")] {
                    ask(splice("[\"" + String(repeating: "p", count: shift) + first + second + "\"]", [byte]))
                }
            }
        }
        return vectors
    }

    /// Nesting around the loop's saved words (64 levels each) and its limit: arrays, objects
    /// and both alternating, 63 to 513 levels deep; a wrong closer after a saved word is
    /// restored; and a depth limit of N accepting N levels and refusing N + 1.
    static func depths() -> [SkipVector] {
        var vectors: [SkipVector] = []
        func nested(_ depth: Int, objects: (Int) -> Bool, closer: (Int) -> String? = { _ in nil }) -> [UInt8] {
            var text = ""
            for level in 0..<depth { text += objects(level) ? #"{"a":"# : "[" }
            text += "0"
            for level in (0..<depth).reversed() { text += closer(level) ?? (objects(level) ? "}" : "]") }
            return Array(text.utf8)
        }
        var deep = Limits()
        deep.maxDepth = 1_000
        let shapes: [(Int) -> Bool] = [{ _ in false }, { _ in true }, { $0 % 2 == 1 }, { $0 % 3 == 0 }]
        for depth in [1, 2, 63, 64, 65, 127, 128, 129, 191, 192, 193, 255, 256, 257, 511, 512, 513] {
            for objects in shapes {
                let document = nested(depth, objects: objects)
                #expect(namingEnd(of: document, limits: deep) == document.count)
                // The loop tracks 512 levels: deeper is left to the Swift loop.
                vectors.append(SkipVector(document, limits: deep, end: depth <= 512 ? document.count : nil))
                // A wrong closer at the level where a saved word comes back, and just above.
                for wrong in [depth - 64, depth - 65, depth - 1] where wrong >= 0 {
                    let broken = nested(depth, objects: objects) { $0 == wrong ? (objects($0) ? "]" : "}") : nil }
                    #expect(namingEnd(of: broken, limits: deep) == nil)
                    vectors.append(SkipVector(broken, limits: deep, end: nil))
                }
            }
        }
        for limit in [1, 2, 3, 63, 64, 65, 100, 128, 129, 511, 512] {
            for objects in shapes {
                var limits = Limits()
                limits.maxDepth = limit
                for depth in [limit, limit + 1] {
                    let document = nested(depth, objects: objects)
                    let end = namingEnd(of: document, limits: limits)
                    #expect(end == (depth <= limit ? document.count : nil))
                    vectors.append(SkipVector(document, limits: limits, end: end))
                }
            }
        }
        return withMemberTwins(vectors)
    }

    /// Nested arrays of numbers, as in lists of coordinates, where most blocks hold a few
    /// square brackets and no brace (the AVX-512 loop passes such a block without walking its
    /// brackets): `nestedLists` and `tokensInLists`.
    static func arrays() -> [SkipVector] {
        withMemberTwins(nestedLists() + tokensInLists())
    }

    /// Valid documents nested up to 70 levels, alone, as members beside objects and inside an
    /// array of objects; each again with one bracket damaged (a `]` made `}`, a `[` made `{`,
    /// a `]` removed, a `]` added) and under a depth limit one below its depth and at it.
    static func nestedLists() -> [SkipVector] {
        var random = SplitMix64(state: 21)
        func number() -> String {
            let text = String(UInt64.random(in: 0...UInt64.max, using: &random))
            return String(text.prefix(Int.random(in: 1...14, using: &random)))
                + (Bool.random(using: &random) ? ".5" : "")
        }
        func space() -> String { Int.random(in: 0..<5, using: &random) == 0 ? " \n " : "" }
        func array(depth: Int, deepest: Int) -> String {
            let branches = depth < 4 && deepest <= 6 ? 3 : 1
            let nested = depth < deepest ? Int.random(in: 1...branches, using: &random) : 0
            var items = (0..<Int.random(in: 0..<4, using: &random)).map { _ in number() }
            for _ in 0..<nested {
                items.insert(array(depth: depth + 1, deepest: deepest), at: Int.random(in: 0...items.count, using: &random))
            }
            return "[" + space() + items.joined(separator: "," + space()) + "]"
        }
        func depth(of document: [UInt8]) -> Int {
            var level = 0, deepest = 0
            for byte in document {
                if byte == .openBracket || byte == .openBrace { level += 1 }
                if byte == .closeBracket || byte == .closeBrace { level -= 1 }
                deepest = max(deepest, level)
            }
            return deepest
        }
        let deep = Limits(maxDepth: 1_000)
        var vectors: [SkipVector] = []
        for index in 0..<600 {
            let deepest = index < 540 ? Int.random(in: 1...6, using: &random) : Int.random(in: 55...70, using: &random)
            let text: String
            switch index % 3 {
            case 0: text = array(depth: 1, deepest: deepest)
            case 1: text = #"{"a":"# + array(depth: 2, deepest: deepest) + #","b":{"c":"# + array(depth: 3, deepest: deepest) + "}}"
            default: text = #"[{"p":"# + array(depth: 3, deepest: deepest) + "}," + array(depth: 2, deepest: deepest) + "]"
            }
            let document = Array(text.utf8)
            #expect(namingEnd(of: document, limits: deep) == document.count, "\(text)")
            vectors.append(SkipVector(document, limits: deep, end: document.count))
            let levels = depth(of: document)
            for limit in [levels - 1, levels] where limit >= 1 {
                let limits = Limits(maxDepth: limit)
                let end = namingEnd(of: document, limits: limits)
                #expect(end == (limit == levels ? document.count : nil))
                vectors.append(SkipVector(document, limits: limits, end: end))
            }
            var damaged = document
            let closes = damaged.indices.filter { damaged[$0] == .closeBracket }
            let opens = damaged.indices.filter { damaged[$0] == .openBracket }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: damaged[closes.randomElement(using: &random)!] = .closeBrace
            case 1: damaged[opens.randomElement(using: &random)!] = .openBrace
            case 2: damaged.remove(at: closes.randomElement(using: &random)!)
            default: damaged.insert(.closeBracket, at: closes.randomElement(using: &random)!)
            }
            vectors.append(SkipVector.answered(damaged, limits: deep))
        }
        return vectors
    }

    /// Tokens in and out of place deep inside a list, at every offset of a block and across
    /// its end: the grammar of a block inside arrays, and what it carries to the next.
    static func tokensInLists() -> [SkipVector] {
        let fragments: [(text: String, isValid: Bool)] = [
            ("1,,2", false), ("[,1]", false), ("[1,]", false), ("1 2", false), (#""a" "b""#, false),
            ("[1][2]", false), ("[1]2", false), ("1:2", false), (#""a":1"#, false), ("1,]", false),
            ("[1,2", false), ("1]", false), ("[1:]", false), ("[:1]", false), ("{}", true), (#""[,]""#, true), ("[]", true),
            ("[[]]", true), (#""a","b""#, true), ("1.5e3", true), ("true,null", true),
            (#"[1,"a"]"#, true), ("[\n1 ,\t2 ]", true),
        ]
        var vectors: [SkipVector] = []
        for (fragment, isValid) in fragments {
            for shift in 0..<128 {
                let lead = String(repeating: " ", count: shift % 2)
                    + String(repeating: "1,", count: 40 + shift / 2)
                let vector = SkipVector.answered(Array(("[[" + lead + fragment + ",1],[2]]").utf8))
                // A fragment out of place is refused, or closes the list early (`1]`).
                #expect(isValid == (vector.end == vector.document.count), "\(fragment) at \(shift)")
                vectors.append(vector)
            }
        }
        return vectors
    }
}

// A decode reuses the `URL` it made for a link text it meets again (`URLMemo`): the values
// must stay exactly `JSONDecoder`'s, whether the memo is looking, has turned itself off, or
// meets texts that differ only in length, escapes or a last byte.

import Foundation
import Sieve
import SieveScanner
import Testing
@testable import SieveCodable

@Suite("Repeated links decode as JSONDecoder's")
struct URLMemoTests {
    /// `count` links, `distinct` of them different, as a JSON array.
    static func links(_ count: Int, distinct: Int, _ text: (Int) -> String) -> String {
        "[" + (0..<count).map { "\"" + text($0 % distinct) + "\"" }.joined(separator: ",") + "]"
    }

    @Test("links that repeat, the memo on")
    func repeating() {
        expectSameValue([URL].self, Self.links(300, distinct: 40) { "https://example.com/users/\($0)" })
    }

    @Test("links that do not repeat at first, the memo off for the rest")
    func distinctFirst() {
        let json = Self.links(200, distinct: 200) { "http://h\($0 % 97).org/p/\($0)?q=\($0 % 5)" }
        expectSameValue([URL].self, json)
        let thenRepeated = "[" + json.dropFirst().dropLast() + ","
            + Self.links(50, distinct: 3) { "https://x.y/\($0)" }.dropFirst()
        expectSameValue([URL].self, thenRepeated)
    }

    @Test("texts that differ by a last byte, by length, or by the bytes of a long tail")
    func nearlyEqual() {
        let texts = [
            "https://a.b/c", "https://a.b/cd", "https://a.b/d", "https://a.b/c",
            "https://a.b/0123456789abcdef0123456789abcdef/x",
            "https://a.b/0123456789abcdef0123456789abcdef/y",
            "https://a.b/0123456789abcdef0123456789abcdef/x", "https://a.b/cd",
        ]
        expectSameValue([URL].self, Self.links(160, distinct: texts.count) { texts[$0] })
    }

    @Test("an escaped text gives the URL of its unescaped twin")
    func escaped() {
        let json = Self.links(80, distinct: 4) {
            ["https:\\/\\/a.b\\/c", "https://a.b/c", "https://a.b/\\u0063", "https://a.b/e"][$0]
        }
        expectSameValue([URL].self, json)
    }

    @Test("a text that is no URL fails again when repeated, where JSONDecoder fails")
    func invalidRepeated() {
        expectSameOutcome([URL].self, #"["https://a.b/", "", "https://a.b/", ""]"#)
        expectSameOutcome([URL].self, Self.links(70, distinct: 2) { ["https://a.b/", ""][$0] })
        expectSameOutcome([URL?].self, #"["https://a.b/", null, "https://a.b/"]"#)
    }

    /// Whether a memo fed `texts` in order (each a link text) is still looking them up.
    static func memoLooks(after texts: [String]) throws -> Bool {
        let json = texts.map { "\"\($0)\"" }.joined(separator: ",")
        return try Array(json.utf8).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes: bytes)
            var memo = URLMemo()
            for index in texts.indices {
                if index > 0 { scanner.cursor += 1 }  // the comma
                _ = memo.url(try scanner.scanString())
            }
            return memo.isLooking
        }
    }

    @Test("the trial is judged whatever its last lookup finds: a hit, a miss or no URL")
    func judgedOnce() throws {
        let distinct = (0..<63).map { "http://h/\($0)" }
        let after = (0..<200).map { "http://z/\($0)" }
        for last in ["http://h/0", "http://h/new", ""] {
            #expect(try !Self.memoLooks(after: distinct + [last] + after), "64th: \(last)")
        }
        // Enough repeats in the trial keep it looking.
        let repeated = (0..<64).map { "http://h/\($0 % 8)" }
        #expect(try Self.memoLooks(after: repeated + after))
    }
}

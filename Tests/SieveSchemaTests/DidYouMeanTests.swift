// The bounded suggestion search against the plain full-table distance it replaced: every pair
// of short strings over a small alphabet, every bound, and the suggestion among them.

import Sieve
import SieveSchema
import Testing

@Suite("Did you mean")
struct DidYouMeanTests {
    /// Every string of at most 4 letters from `abc` (121 of them), shortest first.
    static let words: [String] = {
        var words = [""]
        var last = [""]
        for _ in 0..<4 {
            last = last.flatMap { word in ["a", "b", "c"].map { word + $0 } }
            words += last
        }
        return words
    }()

    /// The optimal-string-alignment distance by the whole table, as first written.
    static func reference(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { table[i * width] = i }
        for j in 0...b.count { table[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(
                    table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
                    table[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = value
            }
        }
        return table[a.count * width + b.count]
    }

    /// The first candidate at the smallest distance within a third of the key's length.
    static func referenceSuggestion(for key: String, among candidates: [String]) -> String? {
        let limit = max(1, key.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != key {
            let distance = reference(Array(key.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    @Test("the distance equals the full table's for every pair of short strings")
    func distances() {
        for a in Self.words {
            for b in Self.words {
                let (x, y) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
                #expect(DidYouMean.distance(x, y) == Self.reference(x, y), "\(a) / \(b)")
            }
        }
    }

    @Test("the suggestion equals the unbounded search's, ties to the first candidate")
    func suggestions() {
        let orders = [Self.words, Self.words.reversed(), Self.words.filter { $0.count >= 3 }]
        for candidates in orders {
            for key in Self.words + ["abcabc", "aabbcc", "cbacba", "abcabcabc"] {
                #expect(
                    DidYouMean.suggestion(for: key, among: candidates)
                        == Self.referenceSuggestion(for: key, among: candidates), "\(key)")
            }
        }
    }

    @Test("keys beyond ASCII compare by Unicode scalar")
    func unicode() {
        #expect(DidYouMean.suggestion(for: "cafe", among: ["café", "cafes"]) == "café")
        #expect(DidYouMean.suggestion(for: "naïve", among: ["naive", "native"]) == "naive")
        #expect(DidYouMean.suggestion(for: "emial", among: ["name", "email"]) == "email")
        #expect(DidYouMean.suggestion(for: "zzz", among: ["name", "email"]) == nil)
        #expect(DidYouMean.suggestion(for: "", among: ["", "a", "bb"]) == "a")
    }
}

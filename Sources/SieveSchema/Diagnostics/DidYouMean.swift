// Near-miss suggestions for unknown keys: the requested key closest by Damerau-Levenshtein
// distance (insertions, deletions, substitutions and transpositions of neighbours), so
// `emial` suggests `email`.
//
// It runs for every unknown key of every decode that warns about them, against every key the
// type asked for, so it is bounded: a candidate whose length alone puts it past the limit (or
// past the best so far) is not compared, the comparison stops at the first row whose every
// cell is past that bound, and the scalars and the table live on the stack.

package enum DidYouMean {
    /// The closest candidate within a distance of about a third of the key's length, or `nil`.
    /// Of candidates at the same distance, the first wins.
    package static func suggestion(for key: String, among candidates: [String]) -> String? {
        let limit = max(1, key.count / 3)
        return withScalars(of: key) { keyScalars in
            var best: (candidate: String, distance: Int)?
            for candidate in candidates where candidate != key {
                // Only a distance below the best so far replaces it.
                let bound = min(limit, (best?.distance ?? .max) - 1)
                if bound < 0 { break }
                let found = withScalars(of: candidate) { scalars in
                    distance(keyScalars, scalars, atMost: bound)
                }
                if let found { best = (candidate, found) }
            }
            return best?.candidate
        }
    }

    /// The optimal-string-alignment form of the Damerau-Levenshtein distance.
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in distance(a, b, atMost: max(a.count, b.count))! }
        }
    }

    /// The optimal-string-alignment distance of `a` and `b` when it is at most `bound`, or
    /// `nil` when it is more.
    ///
    /// - Complexity: O(*n* · *m*) time for lengths *n* and *m*, O(*m*) space on the stack.
    static func distance(
        _ a: UnsafeBufferPointer<Unicode.Scalar>, _ b: UnsafeBufferPointer<Unicode.Scalar>,
        atMost bound: Int
    ) -> Int? {
        // The distance is at least the difference of the lengths.
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        // Three rows of the table: two rows back (for transpositions), the last, this one.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var older = rows.baseAddress!
            var previous = older + width
            var current = previous + width
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, older[j - 2] + 1)
                    }
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                // Every cell of the next row is at least the smallest of this one: a step down
                // or diagonal adds 0 or 1, and a transposition from two rows back (+1) is
                // never below the diagonal it crosses in this row. Past the bound here, past
                // it for good.
                if rowMinimum > bound { return nil }
                (older, previous, current) = (previous, current, older)
            }
            let result = previous[b.count]
            return result <= bound ? result : nil
        }
    }

    /// Calls `body` with the Unicode scalars of `text`, held on the stack.
    private static func withScalars<Result>(
        of text: String, _ body: (UnsafeBufferPointer<Unicode.Scalar>) -> Result
    ) -> Result {
        // No more scalars than UTF-8 bytes.
        withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: text.utf8.count) {
            buffer in
            var count = 0
            for scalar in text.unicodeScalars {
                buffer.initializeElement(at: count, to: scalar)
                count += 1
            }
            return body(UnsafeBufferPointer(rebasing: buffer.prefix(count)))
        }
    }
}

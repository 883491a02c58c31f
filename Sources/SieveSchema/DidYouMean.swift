// Near-miss suggestions for unknown keys: the requested key closest by Damerau-Levenshtein
// distance (insertions, deletions, substitutions and transpositions of neighbours), so
// `emial` suggests `email`.

enum DidYouMean {
    /// The closest candidate within a distance of about a third of the key's length, or `nil`.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        let limit = max(1, key.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != key {
            let distance = distance(Array(key.unicodeScalars), Array(candidate.unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment form of the Damerau-Levenshtein distance.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
                    table[(i - 1) * width + j] + 1,
                    table[i * width + j - 1] + 1,
                    table[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = value
            }
        }
        return table[a.count * width + b.count]
    }
}

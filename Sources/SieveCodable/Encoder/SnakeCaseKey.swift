// `.convertToSnakeCase`, reproducing `JSONEncoder`'s conversion exactly: words end where a
// lowercase letter is followed by a capital (`myProperty` → `my_property`) and where a run of
// capitals meets a lowercase letter (`myURLProperty` → `my_url_property`); every word is
// lowercased and the words are joined by `_`. Capitals and lowercase letters are the Unicode
// categories Lu and Ll, looked for scalar by scalar, as `JSONEncoder` looks for them; a key is
// assumed to start with a lowercase word, so a leading run of capitals splits after its first
// letter (`URL` → `u_rl`), as it does in `JSONEncoder`.

enum SnakeCaseKey {
    /// The snake_case form of a key, as `JSONEncoder` writes it.
    static func convert(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchStart = key.index(after: wordStart)
        let end = key.endIndex
        while let capital = firstScalar(in: key, from: searchStart, where: isCapital) {
            words.append(wordStart..<capital.lowerBound)
            guard let lowercase = firstScalar(in: key, from: capital.lowerBound, where: isLowercase)
            else {
                wordStart = capital.lowerBound
                searchStart = end
                break
            }
            if lowercase.lowerBound == key.index(after: capital.lowerBound) {
                // One capital, then lowercase letters: the capital starts the next word.
                wordStart = capital.lowerBound
            } else {
                // A run of capitals: a word of its own, up to the capital before the lowercase.
                let beforeLowercase = key.index(before: lowercase.lowerBound)
                words.append(capital.lowerBound..<beforeLowercase)
                wordStart = beforeLowercase
            }
            searchStart = lowercase.upperBound
        }
        words.append(wordStart..<end)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }

    private static func isCapital(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .uppercaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    /// The range of the first scalar at or after `start` that `matches`.
    private static func firstScalar(
        in key: String, from start: String.Index, where matches: (Unicode.Scalar) -> Bool
    ) -> Range<String.Index>? {
        let scalars = key.unicodeScalars
        var index = start
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if matches(scalars[index]) { return index..<next }
            index = next
        }
        return nil
    }
}

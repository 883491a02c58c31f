// Shapes/EscapedStrings.swift — shape 5: escape- and Unicode-heavy strings.
//
// An array of records whose string fields each isolate one string-decoding path: plain ASCII,
// ASCII short/control escapes, \uXXXX escapes (incl. surrogate pairs, upper/lower-case hex),
// raw multibyte UTF-8, and a mix of everything.

enum EscapedStrings {
    static func file(_ size: SizeClass) -> CorpusFile {
        let name = "escaped-strings-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 4096)
        let small = size.bytes <= 512
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 2) { index in
            let words = small ? 2 : 6
            w.beginObject()
            w.member("id", index + 1)
            w.member("lang", rng.pick(Vocabulary.languages))
            w.member("ascii", TextMaker.sentence(&rng, words: rng.int(in: 1...words * 2)))
            w.member("escaped", controlEscapes(&rng, words: rng.int(in: 1...words)))
            w.member("unicode_escaped", unicodeEscapes(&rng, words: rng.int(in: 1...words)))
            w.member("raw_utf8", rawUTF8(&rng, words: rng.int(in: 1...words)))
            w.member("mixed", mixed(&rng, words: rng.int(in: 1...words)))
            w.endObject()
        }
        w.endArray()
        return CorpusFile(name: name, bytes: w.finish(), summary: counted(count, "record"))
    }

    /// ASCII text with \" \\ \/ \b \f \n \r \t, \u0000–\u001f controls and needless \u0041.
    private static func controlEscapes(_ rng: inout SplitMix64, words: Int) -> EscapedText {
        var text = EscapedText()
        for i in 0..<words {
            if i > 0 { text.plain(" ") }
            text.plain(rng.pick(Vocabulary.words))
            for _ in 0..<rng.int(in: 1...3) {
                switch rng.int(in: 0...3) {
                case 0, 1: text.shortEscape(rng.pick(Array("\"\\/bfnrt")))
                case 2:
                    let control = Unicode.Scalar(UInt8(rng.int(in: 0...0x1F)))
                    text.unicodeEscape(control, uppercase: rng.chance(0.3))
                default:
                    let letter = Unicode.Scalar(UInt8(rng.int(in: 0x41...0x5A)))
                    text.unicodeEscape(letter, uppercase: rng.chance(0.3))
                }
            }
        }
        return text
    }

    /// Words separated by \uXXXX escapes of non-ASCII scalars (BMP and surrogate pairs).
    private static func unicodeEscapes(_ rng: inout SplitMix64, words: Int) -> EscapedText {
        var text = EscapedText()
        for _ in 0..<words {
            text.plain(rng.pick(Vocabulary.words))
            for _ in 0..<rng.int(in: 1...4) {
                text.unicodeEscape(rng.pick(Vocabulary.escapableScalars),
                                   uppercase: rng.chance(0.3))
            }
        }
        return text
    }

    /// Raw multibyte UTF-8 only (nothing needs escaping).
    private static func rawUTF8(_ rng: inout SplitMix64, words: Int) -> EscapedText {
        var text = EscapedText()
        for i in 0..<words {
            if i > 0 { text.plain(" ") }
            text.plain(rng.pick(Vocabulary.unicodeSnippets))
            text.plain(rng.pick(Vocabulary.cities).0)
        }
        return text
    }

    private static func mixed(_ rng: inout SplitMix64, words: Int) -> EscapedText {
        var text = EscapedText()
        for _ in 0..<words {
            switch rng.int(in: 0...4) {
            case 0: text.plain(rng.pick(Vocabulary.unicodeSnippets))
            case 1: text.unicodeEscape(rng.pick(Vocabulary.escapableScalars))
            case 2: text.shortEscape(rng.pick(Array("\"\\/bfnrt")))
            case 3: text.plain(rng.pick(Vocabulary.words) + " ")
            default:
                text.plain(rng.pick(Vocabulary.firstNames) + "'s \"")
                text.plain(rng.pick(Vocabulary.words) + "\"")
            }
        }
        return text
    }
}

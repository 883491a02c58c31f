// TextMaker.swift — random but reproducible text: names, e-mails, sentences, ids and
// string bodies peppered with JSON escapes and raw multibyte UTF-8.

enum TextMaker {
    /// Decimal digits of a non-negative `value`, left-padded with zeros to `width`.
    static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `count` ASCII words separated by single spaces.
    static func sentence(_ rng: inout SplitMix64, words count: Int) -> String {
        var parts: [String] = []
        for _ in 0..<count { parts.append(rng.pick(Vocabulary.words)) }
        return parts.joined(separator: " ")
    }

    /// "First Last" (may contain non-ASCII letters and an apostrophe).
    static func fullName(_ rng: inout SplitMix64) -> String {
        rng.pick(Vocabulary.firstNames) + " " + rng.pick(Vocabulary.lastNames)
    }

    /// ASCII-only user handle such as "delta_fox42".
    static func handle(_ rng: inout SplitMix64) -> String {
        rng.pick(Vocabulary.words) + "_" + rng.pick(Vocabulary.words) + String(rng.int(in: 1...999))
    }

    /// ASCII e-mail address, unique per `id`.
    static func email(_ rng: inout SplitMix64, id: Int) -> String {
        let domains = ["example.com", "example.org", "mail.example.net", "corp.example"]
        return rng.pick(Vocabulary.words) + "." + String(id) + "@" + rng.pick(domains)
    }

    /// Lower-case hex UUID-like string "8-4-4-4-12".
    static func uuid(_ rng: inout SplitMix64) -> String {
        let hex = Array("0123456789abcdef")
        var out = ""
        for i in 0..<32 {
            if i == 8 || i == 12 || i == 16 || i == 20 { out.append("-") }
            out.append(hex[rng.int(in: 0...15)])
        }
        return out
    }

    /// `count` distinct tags in random order.
    static func tags(_ rng: inout SplitMix64, count: Int) -> [String] {
        rng.distinctIndices(count, below: Vocabulary.tags.count).map { Vocabulary.tags[$0] }
    }

    /// A string body of roughly `words` words where each gap has probability `density` of
    /// carrying one of: \" \\ \/ \n \t \r, \u00e9-style BMP escape, a surrogate-pair escape,
    /// or a raw multibyte snippet (é, 日本, 😀 ...). The required API-payload escapes
    /// (\" \\ \n \t \u00e9 \ud83d\ude00) each have their own slot so they all occur.
    static func textWithEscapes(
        _ rng: inout SplitMix64, words: Int, density: Double
    ) -> EscapedText {
        var text = EscapedText()
        for i in 0..<words {
            if i > 0 { text.plain(" ") }
            text.plain(rng.pick(Vocabulary.words))
            guard rng.chance(density) else { continue }
            switch rng.int(in: 0...9) {
            case 0: text.shortEscape("\""); text.plain("quoted"); text.shortEscape("\"")
            case 1: text.plain("C:"); text.shortEscape("\\"); text.plain("tmp")
            case 2: text.shortEscape("n")
            case 3: text.shortEscape("t")
            case 4: text.plain(" caf"); text.unicodeEscape("\u{E9}")
            case 5: text.plain(" "); text.unicodeEscape("\u{1F600}")
            case 6: text.plain(" " + rng.pick(Vocabulary.unicodeSnippets))
            case 7: text.plain(" 日本")
            case 8: text.plain(" 😀 é")
            default: text.plain(" and/or"); text.shortEscape("/")
            }
        }
        return text
    }

    /// Fixed text carrying every escape the API-payload shape promises, so even the smallest
    /// payload has them: \" \\ \/ \n \t \u00e9 \ud83d\ude00 plus raw é, 日本 and 😀.
    static func escapeShowcase() -> EscapedText {
        var text = EscapedText()
        text.plain("Say ")
        text.shortEscape("\"")
        text.plain("hi")
        text.shortEscape("\"")
        text.plain(" from C:")
        text.shortEscape("\\")
        text.plain("tmp")
        text.shortEscape("/")
        text.shortEscape("n")
        text.shortEscape("t")
        text.plain("caf")
        text.unicodeEscape("\u{E9}")
        text.plain(" ")
        text.unicodeEscape("\u{1F600}")
        text.plain(" é 日本 😀")
        return text
    }
}

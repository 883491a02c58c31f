// Shapes/ContentBlocks.swift — shape 11: a CMS document of heterogeneous content blocks.
//
// {"blocks": [Block]} where each block is an object tagged by its `type` member: text,
// heading, image, quote, code, and a rare `embed` that the reference model does not know (a
// kind the server shipped after the client). The two placements hold the same blocks: the
// tag-last file draws from the tag-first file's stream, so only where `type` sits differs (and
// the byte count, block count and every value are equal). See Corpus/README.md, shape 11.

enum ContentBlocks {
    /// Where the `type` member sits in every block.
    enum TagPlacement {
        /// `{"type": "text", "text": …}`: the tag is read before any other member.
        case first
        /// `{"text": …, "type": "text"}`: the tag arrives after the members it decides.
        case last

        /// File-name part, e.g. "tag-first".
        var label: String {
            switch self {
            case .first: "tag-first"
            case .last: "tag-last"
            }
        }

        /// Where the tag is, for the summary.
        var phrase: String {
            switch self {
            case .first: "first in every block"
            case .last: "last in every block"
            }
        }
    }

    /// The block kinds, each with its share of the blocks (percent).
    private static let kinds: [(tag: String, percent: Int)] = [
        ("text", 40), ("heading", 14), ("image", 15), ("quote", 10), ("code", 18), ("embed", 3),
    ]

    static func file(_ size: SizeClass, tag placement: TagPlacement) -> CorpusFile {
        let name = "blocks-\(placement.label)-\(size.suffix).json"
        // Both placements draw the same blocks: the stream is the tag-first file's.
        var rng = Seeds.rng(for: "blocks-\(TagPlacement.first.label)-\(size.suffix).json")
        let w = JSONWriter(reserve: size.bytes + 4096)
        var tally = Array(repeating: 0, count: kinds.count)
        w.beginObject()
        w.key("blocks")
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 3) { _ in
            let kind = pickKind(&rng)
            tally[kind] += 1
            w.beginObject()
            if placement == .first { w.member("type", kinds[kind].tag) }
            writeMembers(of: kinds[kind].tag, w, rng: &rng)
            if placement == .last { w.member("type", kinds[kind].tag) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
        let kindCounts = zip(kinds, tally).map { "\($0.tag) \($1)" }.joined(separator: ", ")
        let summary = counted(count, "block") + " (\(kindCounts)), `type` " + placement.phrase
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    /// The index in `kinds` of a kind drawn by its share.
    private static func pickKind(_ rng: inout SplitMix64) -> Int {
        var roll = rng.int(in: 0...99)
        for (index, kind) in kinds.enumerated() {
            if roll < kind.percent { return index }
            roll -= kind.percent
        }
        return 0
    }

    /// The members of a block of kind `tag`, every one but the tag, in their fixed order.
    private static func writeMembers(of tag: String, _ w: JSONWriter, rng: inout SplitMix64) {
        switch tag {
        case "text":
            w.member("text", paragraph(&rng, sentences: rng.int(in: 1...4)))
            w.member("format", rng.chance(0.7) ? "plain" : "markdown")
        case "heading":
            w.member("level", rng.int(in: 1...4))
            let words = (0..<rng.int(in: 2...6)).map { _ in rng.pick(Vocabulary.words) }
            w.member("text", capitalized(words.joined(separator: " ")))
            w.member("anchor", words.joined(separator: "-"))
        case "image":
            w.member("url", "https://cdn.example.com/media/" + hex(&rng, digits: 16) + ".jpg")
            let width = rng.pick([320, 480, 640, 800, 1024, 1280, 1600, 1920])
            w.member("width", width)
            w.member("height", width * rng.pick([9, 10, 12, 16]) / 16)
            w.member("alt", capitalized(TextMaker.sentence(&rng, words: rng.int(in: 3...9))))
            if rng.chance(0.6) {
                w.member("caption", paragraph(&rng, sentences: 1))
            } else {
                w.memberNull("caption")
            }
        case "quote":
            w.member("text", paragraph(&rng, sentences: rng.int(in: 1...2)))
            if rng.chance(0.7) {
                w.member("attribution", TextMaker.fullName(&rng))
            } else {
                w.memberNull("attribution")
            }
        case "code":
            w.member("language", rng.pick(languages))
            w.member("source", source(&rng, lines: rng.int(in: 2...12)))
            w.member("line_numbers", rng.chance(0.5))
        default:  // "embed": unknown to the model, skipped by both decoders
            w.member("provider", rng.pick(["youtube", "vimeo", "codepen", "figma"]))
            w.member("url", "https://embed.example.com/" + hex(&rng, digits: 11))
            w.member("height", rng.pick([240, 360, 480]))
        }
    }

    /// Programming languages of code blocks.
    private static let languages = ["swift", "python", "rust", "go", "javascript", "sql"]

    /// Sentences of ASCII words, capitalized and full-stopped, with a few escapes (\" \n \t
    /// \u00e9 …) and raw multibyte text, as editors produce them.
    private static func paragraph(_ rng: inout SplitMix64, sentences: Int) -> EscapedText {
        var text = EscapedText()
        for index in 0..<sentences {
            if index > 0 { text.plain(" ") }
            text.plain(capitalized(rng.pick(Vocabulary.words)) + " ")
            var body = TextMaker.textWithEscapes(&rng, words: rng.int(in: 5...18), density: 0.08)
            body.plain(".")
            text.append(body)
        }
        return text
    }

    /// Lines of code-like text joined by `\n`, indented with `\t`, with quoted literals `\"…\"`.
    private static func source(_ rng: inout SplitMix64, lines: Int) -> EscapedText {
        var text = EscapedText()
        var depth = 0
        for index in 0..<lines {
            if index > 0 { text.shortEscape("n") }
            let line = rng.int(in: 0...4)
            if line == 2 { depth = max(depth - 1, 0) }  // a closing brace is outdented
            for _ in 0..<depth { text.shortEscape("t") }
            let name = rng.pick(Vocabulary.words)
            switch line {
            case 0:
                text.plain("let \(name) = \(rng.pick(Vocabulary.words))(")
                text.shortEscape("\"")
                text.plain(rng.pick(Vocabulary.words))
                text.shortEscape("\"")
                text.plain(")")
            case 1:
                text.plain("if \(name) > \(rng.int(in: 0...999)) {")
                depth = min(depth + 1, 4)
            case 2:
                text.plain("}")
            case 3:
                text.plain("// \(TextMaker.sentence(&rng, words: rng.int(in: 2...7)))")
            default:
                text.plain("\(name).\(rng.pick(Vocabulary.words))(\(rng.int(in: 0...99)))")
            }
        }
        return text
    }

    /// `text` with its first letter upper-cased (ASCII).
    private static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// `digits` lower-case hex digits.
    private static func hex(_ rng: inout SplitMix64, digits: Int) -> String {
        let alphabet = Array("0123456789abcdef")
        return String((0..<digits).map { _ in alphabet[rng.int(in: 0...15)] })
    }
}

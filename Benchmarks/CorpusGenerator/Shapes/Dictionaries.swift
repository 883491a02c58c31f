// Shapes/Dictionaries.swift — shape 7: top-level objects used as `[String: T]` dictionaries.
//
// "dict-records": key → small Product record; "dict-ints": key → Int. Keys are data, not a
// schema: they are unique, unordered, and some contain raw UTF-8 or \u escapes.

enum Dictionaries {
    static func recordsFile(_ size: SizeClass) -> CorpusFile {
        let name = "dict-records-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 4096)
        w.beginObject()
        let count = Fill.records(w, target: size.bytes - 2) { index in
            w.key(uniqueKey(&rng, index: index, prefix: "sku"))
            w.beginObject()
            w.member("name", TextMaker.sentence(&rng, words: rng.int(in: 1...4)))
            w.member("price", Double(rng.int(in: 1...99_999)) / 100)
            w.member("qty", rng.int(in: 0...10_000))
            w.member("in_stock", rng.chance(0.8))
            w.member("tags", strings: TextMaker.tags(&rng, count: rng.int(in: 0...3)))
            w.endObject()
        }
        w.endObject()
        let summary = counted(count, "entry", "entries")
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    static func intsFile(_ size: SizeClass) -> CorpusFile {
        let name = "dict-ints-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 256)
        w.beginObject()
        let count = Fill.records(w, target: size.bytes - 2) { index in
            w.key(uniqueKey(&rng, index: index, prefix: "user"))
            let full = Int(Int64(bitPattern: rng.next()))
            w.int(rng.chance(0.9) ? rng.int(in: -1000...1_000_000) : full)
        }
        w.endObject()
        let summary = counted(count, "entry", "entries")
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    /// A key that is unique thanks to the zero-padded index; the decoration is random:
    /// mostly ASCII ("sku-000042-delta"), sometimes raw UTF-8 ("sku-000042-café") or with
    /// \u escapes ("sku-000042-\u00e9t\u00e9").
    private static func uniqueKey(
        _ rng: inout SplitMix64, index: Int, prefix: String
    ) -> EscapedText {
        var key = EscapedText()
        key.plain(prefix + "-" + TextMaker.zeroPadded(index, width: 6) + "-")
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<85: key.plain(rng.pick(Vocabulary.words))
        case 85..<95: key.plain(rng.pick(Vocabulary.cities).0)
        default: key.unicodeEscapeAll(rng.pick(["été", "日本", "😀", "naïve"]))
        }
        return key
    }
}

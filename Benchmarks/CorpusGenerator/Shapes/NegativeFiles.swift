// Shapes/NegativeFiles.swift — shape 10: documents that must fail to decode.
//
// All but one are valid documents of another shape with one precise corruption applied at a
// reported byte offset. n_type-mismatch-late is valid JSON whose element [9000] has a string
// where the model expects an Int.

enum NegativeFiles {
    static func all() -> [CorpusFile] {
        [
            truncatedInString(),
            truncatedBetweenElements(),
            invalidEarly(),
            invalidLate(),
            typeMismatchLate(),
            small("n_trailing-comma-512b.json", "trailing comma before ] closing \"users\"") {
                bytes in
                let at = ByteEdits.require("],\"pagination\"", in: bytes)
                ByteEdits.insert(Array(",".utf8), at: at, in: &bytes)
                return at
            },
            small("n_invalid-escape-512b.json", "invalid escape \\x41 inside \"bio\"") { bytes in
                let at = ByteEdits.require("\"bio\":\"", in: bytes) + 7
                ByteEdits.insert(Array("\\x41".utf8), at: at, in: &bytes)
                return at
            },
            small("n_control-char-512b.json", "raw U+000A line feed inside \"bio\"") { bytes in
                let at = ByteEdits.require("\"bio\":\"", in: bytes) + 7
                ByteEdits.insert([0x0A], at: at, in: &bytes)
                return at
            },
            small("n_invalid-utf8-512b.json", "bytes C3 28 (invalid UTF-8) in \"display_name\"") {
                bytes in
                let at = ByteEdits.require("\"display_name\":\"", in: bytes) + 16
                ByteEdits.insert([0xC3, 0x28], at: at, in: &bytes)
                return at
            },
            small("n_nan-512b.json", "bare NaN as the value of \"balance\"") { bytes in
                ByteEdits.replaceValue(ofKey: "balance", with: "NaN", in: &bytes)
            },
            small("n_leading-zero-512b.json", "number 007 (leading zeros) as \"karma\"") { bytes in
                ByteEdits.replaceValue(ofKey: "karma", with: "007", in: &bytes)
            },
            small("n_trailing-garbage-512b.json", "a stray \"}\" after the document") {
                bytes in
                let at = bytes.count - 1  // before the final newline
                ByteEdits.insert(Array("}".utf8), at: at, in: &bytes)
                return at
            },
        ]
    }

    /// An API payload of `size`, generated from the negative file's own seed.
    private static func payload(_ name: String, _ size: SizeClass) -> [UInt8] {
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 4096)
        _ = APIPayload.write(into: w, rng: &rng, target: size.bytes)
        return w.finish()
    }

    private static func small(
        _ name: String, _ what: String, _ corrupt: (inout [UInt8]) -> Int
    ) -> CorpusFile {
        var bytes = payload(name, .b512)
        let at = corrupt(&bytes)
        return CorpusFile(name: name, bytes: bytes,
                          summary: "api-payload with \(what) at byte \(at)")
    }

    /// Ends in the middle of a string value (never inside a UTF-8 sequence or an escape).
    private static func truncatedInString() -> CorpusFile {
        let name = "n_truncated-4k.json"
        let bytes = payload(name, .k4)
        var cut = ByteEdits.require("\"bio\":\"", in: bytes, from: bytes.count / 2) + 7 + 6
        // Move past any escape sequence (a backslash among the last 6 bytes) and UTF-8 sequence.
        while bytes[(cut - 6)..<cut].contains(0x5C) || bytes[cut - 1] >= 0x80
            || bytes[cut] >= 0x80 {
            cut += 1
        }
        return CorpusFile(name: name, bytes: Array(bytes[..<cut]),
                          summary: "api-payload-4k cut after byte \(cut), inside a \"bio\" string")
    }

    /// Ends right after the comma that separates two users, near the end of the document.
    private static func truncatedBetweenElements() -> CorpusFile {
        let name = "n_truncated-64k.json"
        let bytes = payload(name, .k64)
        guard let comma = ByteEdits.findLast("},{\"id\":", in: bytes) else {
            preconditionFailure("no user boundary")
        }
        let cut = comma + 2
        return CorpusFile(name: name, bytes: Array(bytes[..<cut]),
                          summary: "api-payload-64k cut after byte \(cut) (of \(bytes.count)), "
                            + "right after the comma before the last user")
    }

    /// Missing colon after the second key, within the first 100 bytes.
    private static func invalidEarly() -> CorpusFile {
        let name = "n_invalid-early-64k.json"
        var bytes = payload(name, .k64)
        let at = ByteEdits.require("\"generated_at\":", in: bytes) + 14
        precondition(at < 100)
        bytes[at] = UInt8(ascii: " ")
        return CorpusFile(name: name, bytes: bytes,
                          summary: "api-payload-64k with the colon after \"generated_at\" "
                            + "replaced by a space at byte \(at)")
    }

    /// Misspelled literal in the last user object, a few hundred bytes from the end.
    private static func invalidLate() -> CorpusFile {
        let name = "n_invalid-late-1m.json"
        var bytes = payload(name, .m1)
        guard let key = ByteEdits.findLast("\"verified\":", in: bytes) else {
            preconditionFailure("no verified key")
        }
        let at = key + 11
        let replacement = bytes[at] == UInt8(ascii: "t") ? "ture" : "flase"
        bytes.replaceSubrange(at..<(at + replacement.utf8.count), with: Array(replacement.utf8))
        return CorpusFile(name: name, bytes: bytes,
                          summary: "api-payload-1m with literal \"\(replacement)\" at byte \(at) "
                            + "(\(bytes.count - at) bytes before the end), in the last user")
    }

    /// Valid JSON: an array of line items where element #9000 has "qty": "7" (a string).
    private static func typeMismatchLate() -> CorpusFile {
        let name = "n_type-mismatch-late-512k.json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: SizeClass.k512.bytes + 1024)
        let badIndex = 9000
        w.beginArray()
        let count = Fill.records(w, target: SizeClass.k512.bytes - 2, minimum: badIndex + 1) {
            index in
            var item = DriftOrders.lineItem(&rng, index: index + 1)
            if index == badIndex { item[1].1 = .string("7") }
            w.value(.object(item))
        }
        w.endArray()
        return CorpusFile(name: name, bytes: w.finish(),
                          summary: "\(count) line items; element [\(badIndex)] "
                            + "(sku SKU-009001) has \"qty\": \"7\"")
    }
}

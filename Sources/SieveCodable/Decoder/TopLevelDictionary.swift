// `assumesTopLevelDictionary`: a document that is the members of an object without its braces
// (`"a": 1, "b": 2`) is read as that object, as `JSONDecoder` reads it (with or without
// `allowsJSON5`). Measured on swift-foundation, Swift 6.3.1, Linux: when the first byte after
// whitespace is `{` the document is read as usual; otherwise it is the members of an object up
// to the end of the input, so `""` is `[:]` and `[1]` or `1` is invalid JSON.
//
// The option is rare, so it costs the default path nothing: the braces are added to a copy of
// the input, once, only when the option is set and the input does not start with `{`. A
// `SourceMap` then takes every offset of the copy back to the caller's bytes for lines,
// columns and excerpts.

import SieveScanner

/// Where the offsets of the bytes a decode reads are in the caller's document: the same
/// offsets, shifted past the brace `assumesTopLevelDictionary` added, or mapped back through
/// a JSON5 translation.
struct SourceMap {
    /// The caller's document, as UTF-8 (after transcoding).
    let input: UnsafeRawBufferPointer
    /// What to add to an offset of the decoded bytes to get the input's.
    let shift: Int
    /// The first offset of the input a decoded offset can map to (past a byte-order mark).
    let start: Int
    /// The JSON5 translation the decode reads and its map back to `input`, if it reads one.
    let translated: SourceText?
    /// The numbers of the JSON5 input that are not valid, which the translation wrote as
    /// `NaN` (`JSON5Translation.deferredNumbers`): offsets of the decoded bytes, ascending.
    let deferredNumbers: [(offset: Int, error: ScanError)]
    /// The numbers the JSON5 input wrote in hexadecimal: offsets of the decoded bytes,
    /// ascending (`JSON5Translation.hexadecimalNumbers`).
    let hexadecimalNumbers: [Int]

    /// The decoded bytes are the input itself.
    init(identity input: UnsafeRawBufferPointer) {
        self.init(input: input, shift: 0, start: 0)
    }

    init(input: UnsafeRawBufferPointer, shift: Int, start: Int) {
        self.input = input
        self.shift = shift
        self.start = start
        self.translated = nil
        self.deferredNumbers = []
        self.hexadecimalNumbers = []
    }

    /// The decoded bytes are `translation`'s text.
    init(input: UnsafeRawBufferPointer, translation: JSON5Translation) {
        self.input = input
        self.shift = 0
        self.start = 0
        self.translated = SourceText(input, translation: translation)
        self.deferredNumbers = translation.deferredNumbers
        self.hexadecimalNumbers = translation.hexadecimalNumbers
    }

    /// The input's offset for `offset` of the decoded bytes; an added brace maps to the
    /// nearest byte of the input.
    func inputOffset(_ offset: Int) -> Int {
        if let translated { return translated.inputOffset(offset) }
        return min(max(offset + shift, start), input.count)
    }


    /// The line and column of `offset` of the decoded bytes, in the input.
    func location(_ offset: Int) -> SourceLocation {
        SourceLocation(offset: inputOffset(offset), in: input)
    }
}

enum TopLevelDictionary {
    /// `document` with the braces of its top-level object added, when it needs them: the
    /// first byte after a UTF-8 byte-order mark and whitespace is not `{`. `nil` when it is.
    ///
    /// - Complexity: O(*n*) when braces are added (one copy), else O(leading whitespace).
    static func braced(_ document: UnsafeRawBufferPointer) -> [UInt8]? {
        let bom = byteOrderMarkLength(document)
        var index = bom
        while index < document.count, document[index].isJSONWhitespace { index += 1 }
        if index < document.count, document[index] == .openBrace { return nil }
        var braced: [UInt8] = []
        braced.reserveCapacity(document.count - bom + 2)
        braced.append(.openBrace)
        braced.append(contentsOf: document[bom...])
        braced.append(.closeBrace)
        return braced
    }

    /// The map from offsets of `braced(document)` back to `document`.
    static func sourceMap(of document: UnsafeRawBufferPointer) -> SourceMap {
        let bom = byteOrderMarkLength(document)
        return SourceMap(input: document, shift: bom - 1, start: bom)
    }

    /// 3 when `document` starts with the UTF-8 byte-order mark (which the scanner skips, and
    /// which must stay before the added brace), else 0.
    static func byteOrderMarkLength(_ document: UnsafeRawBufferPointer) -> Int {
        document.count >= 3 && document[0] == 0xEF && document[1] == 0xBB && document[2] == 0xBF
            ? 3 : 0
    }
}

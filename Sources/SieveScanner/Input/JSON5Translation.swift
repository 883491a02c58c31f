// JSON5, read once per decode into the text every reader already reads.
//
//   JSON5 input ─ JSON5Translation (the container grammar in `JSON5Dialect`, plus JSON5's
//        │          keys, strings and numbers) ─ RFC 8259 text + an offset map
//        │
//   any reader (SieveDecoder, the schema layer, RawValue, sieve check), in `JSONSyntax.json5`
//
// So JSON5 is one front end, not a branch in each reader: a strict or default decode never
// runs a line of it. What the translation keeps for the readers is JSON5's one value JSON has
// no text for, the non-finite numbers (`JSONScanner+NonFinite.swift`). Everything is checked
// here that JSON has no text for; the rest (UTF-8 inside strings, `\u` surrogates, string
// lengths) is left in the text for the reader, which checks it as it checks any JSON. Errors
// carry offsets of the JSON5 input; the map takes a reader's offsets back to it.
//
// The rules are JSONDecoder's with `allowsJSON5` (swift-foundation, Swift 6.3.1, Linux), where
// they differ from the JSON5 specification; docs/GUIDE.md lists them.
//
// Never: recurse (containers are kept on an explicit stack, bounded by `Limits.maxDepth`),
// read past the end, or accept what JSONDecoder refuses under `allowsJSON5`.

/// A JSON5 document rewritten as RFC 8259 text, and where each part of that text came from.
@usableFromInline
package struct JSON5Translation: Sendable {
    /// The text: RFC 8259, except for `Infinity`, `-Infinity`, `NaN` and `-NaN`.
    package private(set) var text: [UInt8] = []
    /// Where the text stops being a copy of the input at a fixed distance: offsets of the
    /// text, ascending, each with the input offset it came from.
    private var runs: [(text: Int, input: Int)] = [(0, 0)]
    /// With `defersInvalidNumbers`, each number that is not valid JSON5: the offset in `text`
    /// of the `NaN` that stands for it (padded with spaces to the number's length), and the
    /// error a reader reading it as a number throws, at an offset of `text`.
    package private(set) var deferredNumbers: [(offset: Int, error: ScanError)] = []
    /// The offsets in `text` of the numbers the input wrote in hexadecimal (now decimal), in
    /// order: JSONDecoder reads them as floating-point only when they are exact there.
    package private(set) var hexadecimalNumbers: [Int] = []

    /// Translates `input`, checking `limits` (the input's size, and depth, as a reader
    /// would; the reader checks string lengths in the text).
    ///
    /// - Parameters:
    ///   - membersWithoutBraces: Read a document that does not start with `{` as the members
    ///     of an object (`assumesTopLevelDictionary`).
    ///   - defersInvalidNumbers: Translate a number that is not valid JSON5 to a `NaN` that
    ///     stands for it (`deferredNumbers`) instead of refusing the document: JSONDecoder's
    ///     JSON5 reader checks a number only when it is read as one, so such a document reaches
    ///     the types' code, which may never read it (the drop-in decoder does the same).
    /// - Throws: `ScanError` at an offset of `input`.
    package init(
        translating input: UnsafeRawBufferPointer, limits: Limits = .default,
        membersWithoutBraces: Bool = false, defersInvalidNumbers: Bool = false
    ) throws(ScanError) {
        var translator = Translator(
            scanner: JSONScanner(bytes: input, limits: limits, syntax: .trailingCommas),
            defersInvalidNumbers: defersInvalidNumbers)
        try translator.translateDocument(membersWithoutBraces: membersWithoutBraces)
        text = translator.text
        runs = translator.runs
        deferredNumbers = translator.deferredNumbers
        hexadecimalNumbers = translator.hexadecimalNumbers
    }

    /// The offset of the input that `offset` of the text came from.
    package func inputOffset(_ offset: Int) -> Int {
        var low = 0
        var high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].text <= offset { low = middle } else { high = middle - 1 }
        }
        return runs[low].input + (offset - runs[low].text)
    }
}

/// The state of one translation.
struct Translator {
    var scanner: JSONScanner
    var text: [UInt8] = []
    var runs: [(text: Int, input: Int)] = [(0, 0)]
    /// Whether a number that is not valid JSON5 becomes a placeholder rather than an error.
    let defersInvalidNumbers: Bool
    /// The placeholders written for such numbers: their offsets in `text`, and their errors.
    var deferredNumbers: [(offset: Int, error: ScanError)] = []
    /// The offsets in `text` of the numbers written in hexadecimal in the input.
    var hexadecimalNumbers: [Int] = []

    init(scanner: JSONScanner, defersInvalidNumbers: Bool = false) {
        self.scanner = scanner
        self.defersInvalidNumbers = defersInvalidNumbers
        text.reserveCapacity(scanner.end - scanner.start + 2)
    }

    // MARK: - Output

    /// Notes that the text about to be written comes from `pointer` of the input.
    mutating func mark(_ pointer: UnsafePointer<UInt8>) {
        let input = pointer - scanner.start
        let last = runs[runs.count - 1]
        if input - last.input != text.count - last.text { runs.append((text.count, input)) }
    }

    mutating func write(_ byte: UInt8) { text.append(byte) }

    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    mutating func copy(from first: UnsafePointer<UInt8>, to last: UnsafePointer<UInt8>) {
        guard first < last else { return }
        mark(first)
        text.append(contentsOf: UnsafeBufferPointer(start: first, count: last - first))
    }

    // MARK: - Document

    mutating func translateDocument(membersWithoutBraces: Bool) throws(ScanError) {
        if scanner.end - scanner.start > scanner.maxInputSize {
            throw ScanError(.inputTooLarge, offset: 0, expected: String(scanner.maxInputSize))
        }
        scanner.skipByteOrderMark()
        let first = try trivia()
        if membersWithoutBraces && first != .openBrace {
            try translateMembersWithoutBraces()
        } else {
            guard first != nil else {
                throw ScanError(.emptyInput, offset: scanner.end - scanner.start)
            }
            try translateValue()
        }
        if let byte = try trivia() {
            throw ScanError(.trailingCharacters, offset: scanner.offset, byte: byte)
        }
    }

    /// Moves the cursor past trivia; the byte there, or `nil` at the end.
    mutating func trivia() throws(ScanError) -> UInt8? {
        var p = scanner.cursor
        let byte = try scanner.skipTrivia(&p, JSON5Dialect.self)
        scanner.cursor = p
        return byte
    }

    /// `assumesTopLevelDictionary`: members up to the end of input, as JSONDecoder reads
    /// them (no `}`; one comma may end them).
    mutating func translateMembersWithoutBraces() throws(ScanError) {
        write(.openBrace)
        var needsComma = false
        while let byte = try trivia() {
            guard byte != .closeBrace else {
                throw scanner.unexpected(expected: "a key")
            }
            if needsComma { write(.comma) }
            try translateMember()
            needsComma = true
            guard let separator = try trivia() else { break }
            guard separator == .comma else {
                throw scanner.unexpected(expected: "',' or the end of input")
            }
            scanner.cursor += 1
        }
        write(.closeBrace)
    }

    /// A key, its colon and its value, from the key's first byte.
    mutating func translateMember() throws(ScanError) {
        guard JSON5Dialect.startsBareKey(scanner.cursor.pointee) || scanner.cursor.pointee == .quote
        else { throw scanner.unexpected(expected: "a key") }
        try translateMemberHead()
        try translateValue()
    }

    /// A key and its colon, from the key's first byte to the first byte of the value.
    mutating func translateMemberHead() throws(ScanError) {
        try translateKey()
        write(.colon)
        try scanner.memberValue(JSON5Dialect.self)
    }

    /// The value at the cursor (trivia skipped), containers and all.
    mutating func translateValue() throws(ScanError) {
        // One entry per open container: true for an object.
        var open: [Bool] = []
        while true {
            let byte = scanner.cursor.pointee
            if byte == .openBrace || byte == .openBracket {
                let isObject = byte == .openBrace
                mark(scanner.cursor)
                write(byte)
                if try scanner.openContainer(inObject: isObject, JSON5Dialect.self, .reading) {
                    open.append(isObject)
                    if isObject { try translateMemberHead() }
                    continue
                }
                write(isObject ? .closeBrace : .closeBracket)
            } else {
                try translateScalar()
            }
            // A value is complete: the next item of the container around it, or its close.
            while let isObject = open.last {
                if try scanner.nextItem(inObject: isObject, JSON5Dialect.self, .reading) {
                    write(.comma)
                    if isObject { try translateMemberHead() }
                    break
                }
                mark(scanner.cursor - 1)
                write(isObject ? .closeBrace : .closeBracket)
                open.removeLast()
            }
            if open.isEmpty { return }
        }
    }

    /// A string, number or literal at the cursor.
    mutating func translateScalar() throws(ScanError) {
        let p = scanner.cursor
        switch p.pointee {
        case .quote, .singleQuote:
            try translateString()
        case .lowercaseT, .lowercaseF, .lowercaseN:
            try scanner.skipScalar()
            copy(from: p, to: scanner.cursor)
        case .minus, .plus, .period, .zero ... .nine, UInt8(ascii: "I"), UInt8(ascii: "N"):
            try translateNumber()
        default:
            throw scanner.unexpected(expected: "a value")
        }
    }
}

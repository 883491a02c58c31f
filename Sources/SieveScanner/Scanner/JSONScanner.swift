// The byte-level scanner every decoding path shares.
//
//   input (UnsafeRawBufferPointer, borrowed; never copied)
//   ┌──────────────────────────────────────────────────────────────┐
//   │ {"id": 1, "tags": ["a", "b"], "note": null}                  │
//   └──────────────────────────────────────────────────────────────┘
//   ^ start              ^ cursor                                    ^ end
//
// The scanner is a cursor over borrowed bytes. Readers above it (RawValue, the schema layer, the
// Codable bridge) move the cursor token by token: they peek at the next byte, read a string or
// number in place, or skip a whole value structurally. Nothing is tokenized ahead of time and no
// map of the document is built.
//
// Invariants:
// - `start <= cursor <= end`; `end` is one past the last byte. Every read checks `cursor < end`.
// - The input is *not* assumed to be valid: each routine validates what it passes over,
//   including UTF-8 inside strings that are only skipped.
// - Errors carry a byte offset only; `line:col` is computed when an error is reported.
//
// Never: allocate on the happy path (strings and the spill stack of a skip deeper than 512
// levels are the exceptions), recurse for nesting, or read past `end`.

/// A cursor over a UTF-8 JSON text that validates as it goes.
///
/// Package access only: it reads through raw pointers, and its cursor may be moved anywhere,
/// so only the readers in this package (`RawValue(parsing:)`, the schema layer, `SieveDecoder`,
/// `sieve check`) drive it, each keeping `start <= cursor <= end`. A user who wants to check
/// or skip JSON directly calls `validateJSON(limits:)` on the input instead:
///
/// ```swift
/// try [UInt8](text.utf8).validateJSON()
/// ```
@usableFromInline package struct JSONScanner {
    /// The first byte of the input.
    @usableFromInline package let start: UnsafePointer<UInt8>
    /// One past the last byte of the input.
    @usableFromInline package let end: UnsafePointer<UInt8>
    /// The next byte to read.
    @usableFromInline package var cursor: UnsafePointer<UInt8>
    /// How many arrays and objects enclose the cursor.
    @usableFromInline package var depth: Int
    /// `Limits.maxDepth`.
    @usableFromInline package let maxDepth: Int
    /// `Limits.maxStringLength`.
    @usableFromInline package let maxStringLength: Int
    /// `Limits.maxInputSize`.
    @usableFromInline package let maxInputSize: Int
    /// `JSONSyntax.allowsTrailingCommas`, read only where the strict grammar would throw.
    @usableFromInline package let allowsTrailingCommas: Bool
    /// `JSONSyntax.allowsNonFiniteNumbers`: the text is a `JSON5Translation`'s, whose `Infinity`,
    /// `-Infinity`, `NaN` and `-NaN` are numbers. Read only where the strict grammar would
    /// throw.
    @usableFromInline package let allowsNonFiniteNumbers: Bool
    /// Whether the whole input is known to be valid JSON within the limits (the caller
    /// validated it first): a skipped container's end is then found from its brackets alone
    /// (`sieve_find_container_end`), with nothing checked again.
    @usableFromInline package var isKnownValid = false

    /// Creates a scanner over `bytes`, positioned at the first byte.
    ///
    /// - Parameters:
    ///   - bytes: The input. It must stay valid while the scanner is used.
    ///   - limits: The limits to enforce.
    ///   - syntax: The JSON accepted.
    @inlinable
    package init(
        bytes: UnsafeRawBufferPointer, limits: Limits = .default, syntax: JSONSyntax = .strict
    ) {
        if let base = bytes.baseAddress {
            let typed = base.assumingMemoryBound(to: UInt8.self)
            self.start = typed
            self.end = typed + bytes.count
        } else {
            // An empty buffer may have no address. The scanner then points at a real byte,
            // the terminator of an empty static string, so pointer arithmetic stays defined;
            // it is never read because `cursor == end`.
            let empty = ("" as StaticString).utf8Start
            self.start = empty
            self.end = empty
        }
        self.cursor = start
        self.depth = 0
        self.maxDepth = limits.maxDepth
        self.maxStringLength = limits.maxStringLength
        self.maxInputSize = limits.maxInputSize
        self.allowsTrailingCommas = syntax.allowsTrailingCommas
        self.allowsNonFiniteNumbers = syntax.allowsNonFiniteNumbers
    }

    /// The byte offset of the cursor.
    @inlinable
    package var offset: Int { cursor - start }

    /// The byte offset of `pointer` within the input.
    @inlinable
    package func offset(of pointer: UnsafePointer<UInt8>) -> Int { pointer - start }

    /// True when the cursor has reached the end of input.
    @inlinable
    package var isAtEnd: Bool { cursor >= end }

    /// The input as a buffer, for computing locations.
    @inlinable
    package var buffer: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: start, count: end - start)
    }

    /// The byte at the cursor, or `nil` at the end of input.
    @inlinable @inline(__always)
    package func peek() -> UInt8? {
        cursor < end ? cursor.pointee : nil
    }

    /// Moves past whitespace and returns the next byte, or `nil` at the end of input.
    @inlinable @inline(__always)
    package mutating func skipWhitespace() -> UInt8? {
        if _fastPath(cursor < end) {
            let byte = cursor.pointee
            if _fastPath(byte > .space) { return byte }
        }
        return skipWhitespaceSlow()
    }

    /// Whitespace runs, out of line: compact JSON has none, pretty JSON has indentation, which
    /// is skipped eight spaces at a time.
    @usableFromInline
    mutating func skipWhitespaceSlow() -> UInt8? {
        cursor = JSONScanner.endOfWhitespace(from: cursor, end: end)
        return cursor < end ? cursor.pointee : nil
    }

    /// The first byte at or after `pointer` that is not whitespace, or `end`. Spaces go
    /// eight at a time: a run of indentation ends at the first byte of the word that is not
    /// a space, found without a loop.
    @usableFromInline
    static func endOfWhitespace(
        from pointer: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        var p = pointer
        while p < end {
            if end - p >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                let notSpaces = word ^ 0x2020_2020_2020_2020
                if notSpaces == 0 {
                    p += 8
                    continue
                }
                p += notSpaces.trailingZeroBitCount >> 3
            }
            let byte = p.pointee
            guard byte <= .space && byte.isJSONWhitespace else { return p }
            p += 1
        }
        return p
    }

    /// Enters an array or object whose opening byte is at the cursor: moves past it and
    /// checks the depth limit and, past `StackGuard.uncheckedDepth` levels, the stack.
    @inlinable @inline(__always)
    package mutating func enterContainer() throws(ScanError) {
        depth += 1
        // One compare more than the depth limit alone would take: a stored minimum would make
        // every reader one word larger, which costs more (callgrind, schema-full).
        if _slowPath(depth > min(maxDepth, StackGuard.uncheckedDepth)) {
            try checkDeepContainer()
        }
        cursor += 1
    }

    /// The checks for a container deeper than `StackGuard.uncheckedDepth`: the depth limit,
    /// then, every `StackGuard.interval` levels, the stack, which a decoder that recurses once
    /// per level (a user's model) needs.
    @usableFromInline @inline(never)
    func checkDeepContainer() throws(ScanError) {
        if depth > maxDepth { throw depthExceeded() }
        if StackGuard.isExhausted(atDepth: depth) {
            throw ScanError(
                .stackExhausted, offset: cursor - start, byte: cursor.pointee,
                expected: String(depth))
        }
    }
}

// MARK: - Errors

extension JSONScanner {
    /// An error for the byte at the cursor, which is not `expected`.
    @inlinable
    package func unexpected(expected: StaticString) -> ScanError {
        unexpected(at: cursor, expected: expected.description)
    }

    /// An error for the byte at `pointer`, which is not `expected`.
    @usableFromInline @inline(never)
    func unexpected(at pointer: UnsafePointer<UInt8>, expected: String) -> ScanError {
        Self.unexpected(at: pointer, start: start, end: end, expected: expected)
    }

    /// `unexpected(at:expected:)` from the input's bounds rather than from the scanner.
    static func unexpected(
        at pointer: UnsafePointer<UInt8>, start: UnsafePointer<UInt8>,
        end: UnsafePointer<UInt8>, expected: String
    ) -> ScanError {
        if pointer >= end {
            return ScanError(.unexpectedEnd, offset: end - start, expected: expected)
        }
        let byte = pointer.pointee
        if byte >= 0x80 {
            return ScanError(
                .unexpectedCharacter, offset: pointer - start, byte: byte, expected: expected)
        }
        return ScanError(
            .unexpectedCharacter, offset: pointer - start, byte: byte, expected: expected)
    }

    /// An error for `code` at `pointer`.
    @usableFromInline @inline(never)
    func error(
        _ code: ScanError.Code, at pointer: UnsafePointer<UInt8>, expected: String? = nil
    ) -> ScanError {
        if pointer >= end {
            return ScanError(.unexpectedEnd, offset: end - start, expected: expected)
        }
        return ScanError(code, offset: pointer - start, byte: pointer.pointee, expected: expected)
    }

    @usableFromInline @inline(never)
    func depthExceeded() -> ScanError {
        ScanError(
            .depthLimitExceeded, offset: cursor - start, byte: cursor.pointee,
            expected: String(maxDepth))
    }
}

// MARK: - Documents

extension JSONScanner {
    /// Moves past a UTF-8 byte-order mark at the very start of the input, if there is one.
    ///
    /// RFC 8259 lets a parser ignore a BOM; Sieve does, at offset 0 only.
    @inlinable
    package mutating func skipByteOrderMark() {
        if cursor == start, end - cursor >= 3, cursor[0] == 0xEF, cursor[1] == 0xBB,
            cursor[2] == 0xBF
        {
            cursor += 3
        }
    }

    /// Checks the input size limit and moves to the first byte of the top-level value.
    ///
    /// - Throws: `input_too_large`, or `empty_input` when there is no value.
    @inlinable
    package mutating func beginDocument() throws(ScanError) {
        if end - start > maxInputSize {
            throw ScanError(.inputTooLarge, offset: 0, expected: String(maxInputSize))
        }
        skipByteOrderMark()
        if skipWhitespace() == nil {
            throw ScanError(.emptyInput, offset: end - start)
        }
    }

    /// Checks that only whitespace follows the top-level value.
    ///
    /// - Throws: `trailing_characters` at the first byte that is not whitespace.
    @inlinable
    package mutating func endDocument() throws(ScanError) {
        if let byte = skipWhitespace() {
            throw ScanError(.trailingCharacters, offset: cursor - start, byte: byte)
        }
    }

    /// Validates the whole input as exactly one JSON value with only whitespace around it.
    ///
    /// - Throws: `ScanError` at the first problem.
    /// - Complexity: O(*n*), one pass, no allocation.
    @inlinable
    package mutating func validateDocument() throws(ScanError) {
        try beginDocument()
        try skipValue()
        try endDocument()
    }
}

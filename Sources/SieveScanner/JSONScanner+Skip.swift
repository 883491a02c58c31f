// Structural skip: move past one value, validating all of it, without building anything.
//
// Two loops share the work. The C loop (`sieve_skip_container`, in CSieveScanner) validates a
// container a block of 64 bytes at a time and finds its end; it never names an error. When it
// refuses the bytes (see `fastSkipEnd`), the Swift loop below walks them again, token by token
// with the routines reading uses, and throws the precise error; so a skipped value is
// validated exactly as strictly as a read one, and its errors carry the same codes and
// offsets. Neither loop recurses or allocates (beyond 512 levels the Swift loop's stack
// spills).

internal import CSieveScanner

extension JSONScanner {
    /// Moves past the value at the cursor (whitespace already skipped), validating it.
    ///
    /// - Throws: `ScanError` at the first invalid byte inside the value, or when its nesting
    ///   exceeds `Limits.maxDepth`.
    /// - Complexity: O(*n*) in the value's length; no allocation, no recursion.
    @inlinable
    package mutating func skipValue() throws(ScanError) {
        guard cursor < end else { throw unexpected(expected: "a value") }
        switch cursor.pointee {
        case .quote:
            var pointer = cursor + 1
            pointer = try skipStringBody(from: pointer)
            cursor = pointer
        case .openBrace, .openBracket:
            try skipContainer()
        default:
            try skipScalar()
        }
    }

    /// Moves past a number or a literal at the cursor.
    @inlinable
    package mutating func skipScalar() throws(ScanError) {
        var pointer = cursor
        pointer = try skipScalar(from: pointer)
        cursor = pointer
    }

    // MARK: - Pieces, over a local pointer

    /// Moves `pointer` past a number or literal.
    @inlinable @inline(__always)
    func skipScalar(from pointer: UnsafePointer<UInt8>) throws(ScanError) -> UnsafePointer<UInt8> {
        var p = pointer
        switch p.pointee {
        case .minus, .zero ... .nine:
            try skipNumber(&p)
        case .lowercaseT:
            try skipLiteral(&p, word: JSONScanner.trueWord, count: 4, "true")
        case .lowercaseF:
            try skipLiteral(&p, word: JSONScanner.falseWord, count: 5, "false")
        case .lowercaseN:
            try skipLiteral(&p, word: JSONScanner.nullWord, count: 4, "null")
        default:
            throw unexpected(at: p, expected: "a value")
        }
        return p
    }

    /// The first four bytes of `null`, `true` and `false`, read as one little-endian word.
    @inlinable package static var nullWord: UInt32 { 0x6C6C_756E }
    @inlinable package static var trueWord: UInt32 { 0x6575_7274 }
    @inlinable package static var falseWord: UInt32 { 0x736C_6166 }

    /// The length of the `null`, `true` or `false` at `pointer`, or `nil` for anything else;
    /// five bytes from `pointer` must be readable. One compare a literal, for the skip loop,
    /// which leaves everything else (and the error) to `skipScalar(from:)`.
    @inline(__always)
    static func literalLength(at pointer: UnsafePointer<UInt8>) -> Int? {
        let word = UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
        if word == nullWord || word == trueWord { return 4 }
        if word == falseWord && pointer[4] == UInt8(ascii: "e") { return 5 }
        return nil
    }

    /// Moves `pointer` past `true`, `false` or `null`, whose first four bytes are `word`.
    @inlinable @inline(__always)
    func skipLiteral(
        _ pointer: inout UnsafePointer<UInt8>, word: UInt32, count: Int, _ literal: StaticString
    ) throws(ScanError) {
        if end - pointer >= count,
            UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)) == word,
            count == 4 || pointer[4] == UInt8(ascii: "e")
        {
            pointer += count
            return
        }
        throw literalError(literal, at: pointer)
    }

    @usableFromInline @inline(never)
    func literalError(_ literal: StaticString, at start: UnsafePointer<UInt8>) -> ScanError {
        var pointer = start
        var index = 0
        literal.withUTF8Buffer { expected in
            while index < expected.count, pointer < end, pointer.pointee == expected[index] {
                pointer += 1
                index += 1
            }
        }
        return unexpected(at: pointer, expected: "'\(literal)'")
    }

    /// Moves `pointer`, just past an opening quote, past the closing quote, validating the
    /// string.
    @inlinable @inline(__always)
    func skipStringBody(from pointer: UnsafePointer<UInt8>) throws(ScanError) -> UnsafePointer<UInt8> {
        // Fast path, inline: plain ASCII up to the closing quote, eight bytes at a time.
        var p = pointer
        while end - p >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
            let mask = JSONScanner.attentionMask(word)
            if mask != 0 {
                p += mask.trailingZeroBitCount >> 3
                if _fastPath(p.pointee == .quote && p - pointer <= maxStringLength) {
                    return p + 1
                }
                break
            }
            p += 8
        }
        return try skipStringBodySlow(from: pointer, at: p)
    }

    /// The rest of a string from `position`; see `scanStringTail(from:at:)`.
    @usableFromInline
    func skipStringBodySlow(
        from textStart: UnsafePointer<UInt8>, at position: UnsafePointer<UInt8>
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        try scanStringTail(from: textStart, at: position).closingQuote + 1
    }

    /// The rest of a string from `position`, where something needs attention (an escape,
    /// non-ASCII, a control character, the end of input) or fewer than eight bytes remain:
    /// validates up to the closing quote and says whether there were escapes.
    @usableFromInline
    func scanStringTail(
        from textStart: UnsafePointer<UInt8>, at position: UnsafePointer<UInt8>
    ) throws(ScanError) -> (closingQuote: UnsafePointer<UInt8>, hasEscapes: Bool) {
        var p = position
        var hasEscapes = false
        while true {
            guard p < end else {
                throw error(.unexpectedEnd, at: end, expected: "'\"' to close the string")
            }
            let byte = p.pointee
            if byte == .quote { break }
            if byte == .backslash {
                hasEscapes = true
                if p + 1 < end && JSONScanner.isSimpleEscape(p[1]) {
                    p += 2
                } else if let next = JSONScanner.plainUnicodeEscapeEnd(at: p, end: end) {
                    p = next
                } else {
                    p = try skipEscape(at: p)
                }
            } else if byte >= 0x80 {
                // A run of non-ASCII text stays here, sequence by sequence.
                repeat {
                    let lead = p.pointee
                    if lead >= 0xC2 && lead <= 0xDF && p + 1 < end && p[1] & 0xC0 == 0x80 {
                        p += 2
                    } else if JSONScanner.isPlainThreeByteSequence(p, end) {
                        p += 3
                    } else {
                        p = try skipUTF8Sequence(at: p)
                    }
                } while p < end && p.pointee >= 0x80
                continue
            } else if byte < 0x20 {
                throw error(.controlCharacter, at: p)
            } else {
                p += 1
            }
            while end - p >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                let mask = JSONScanner.attentionMask(word)
                if mask != 0 {
                    p += mask.trailingZeroBitCount >> 3
                    break
                }
                p += 8
            }
        }
        if _slowPath(p - textStart > maxStringLength) {
            throw ScanError(
                .stringTooLong, offset: textStart - 1 - start, byte: .quote,
                expected: String(maxStringLength))
        }
        return (p, hasEscapes)
    }

    /// The end of the valid `\uXXXX` escape at `pointer` (or of a valid surrogate pair of
    /// them), when twelve bytes are readable there; `nil` for anything else, which
    /// `skipEscape(at:)` then validates and names.
    @inline(__always)
    static func plainUnicodeEscapeEnd(
        at pointer: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> UnsafePointer<UInt8>? {
        guard end - pointer >= 12, pointer[1] == .lowercaseU,
            let unit = fourHexDigits(at: pointer + 2)
        else { return nil }
        if unit & 0xF800 != 0xD800 { return pointer + 6 }  // not a surrogate
        guard unit < 0xDC00, pointer[6] == .backslash, pointer[7] == .lowercaseU,
            let low = fourHexDigits(at: pointer + 8), low & 0xFC00 == 0xDC00
        else { return nil }
        return pointer + 12
    }

    /// True for the bytes after a backslash that stand for one character: `" \ / b f n r t`.
    @inlinable @inline(__always)
    static func isSimpleEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case .quote, .backslash, .slash, .lowercaseB, .lowercaseF, .lowercaseN, .lowercaseR,
            .lowercaseT:
            return true
        default:
            return false
        }
    }

    /// Moves `pointer` past whitespace; returns the byte there, or `nil` at the end.
    @inlinable @inline(__always)
    func skipSpace(_ pointer: inout UnsafePointer<UInt8>) -> UInt8? {
        if _fastPath(pointer < end) {
            let byte = pointer.pointee
            if _fastPath(byte > .space) { return byte }
        }
        return skipSpaceSlow(&pointer)
    }

    @usableFromInline
    func skipSpaceSlow(_ pointer: inout UnsafePointer<UInt8>) -> UInt8? {
        pointer = JSONScanner.endOfWhitespace(from: pointer, end: end)
        return pointer < end ? pointer.pointee : nil
    }

    // MARK: - Containers

    /// Moves past the object or array whose opening byte is at the cursor.
    @usableFromInline
    mutating func skipContainer() throws(ScanError) {
        var p = cursor
        do throws(ScanError) {
            try skipContainer(&p)
        } catch {
            cursor = p
            throw error
        }
        cursor = p
    }

    /// Moves past the rest of the object whose member key (its opening quote) is at the
    /// cursor, through the closing brace, validating every member; leaves the object.
    @inlinable
    package mutating func skipRestOfObject() throws(ScanError) {
        var p = cursor
        do throws(ScanError) {
            try skipContainer(&p, atMemberOfObject: true)
        } catch {
            cursor = p
            throw error
        }
        cursor = p
        depth -= 1
    }

    /// Skips a container. Starts at an opening `{` or `[`, or, with `atMemberOfObject`, at the
    /// opening quote of a key inside an object the scanner has already entered.
    ///
    /// The C loop (`sieve_skip_container`) validates and finds the end; when it refuses the
    /// bytes, the Swift loop below walks them again to throw the precise error. On an error,
    /// `pointer` is left at the offending byte.
    @usableFromInline
    func skipContainer(
        _ pointer: inout UnsafePointer<UInt8>, atMemberOfObject: Bool = false
    ) throws(ScanError) {
        if let next = fastSkipEnd(from: pointer, atMemberOfObject: atMemberOfObject) {
            pointer = next
            return
        }
        try skipContainerNamingErrors(&pointer, atMemberOfObject: atMemberOfObject)
    }

    /// The end of the container at `pointer` as the C loop finds it, or `nil` when it refuses
    /// the bytes: they are invalid; or they nest deeper than 512 levels; or `maxStringLength`
    /// is below 64 and the input is longer than it; or bytes that cannot be JSON follow the
    /// container in the 64-byte block where it ends (the loop checks whole blocks); or
    /// `pointer` is at the end.
    @inline(__always)
    func fastSkipEnd(
        from pointer: UnsafePointer<UInt8>, atMemberOfObject: Bool
    ) -> UnsafePointer<UInt8>? {
        sieve_skip_container(
            pointer, end, skipDepthLimit(atMemberOfObject: atMemberOfObject), maxStringLength,
            atMemberOfObject ? 1 : 0)
    }

    /// How many levels a skipped container may open, itself included (with
    /// `atMemberOfObject`, the object the scanner is in counts as the first): what both loops
    /// hold the value to.
    @inline(__always)
    func skipDepthLimit(atMemberOfObject: Bool) -> Int {
        maxDepth - (atMemberOfObject ? depth - 1 : depth)
    }

    /// The Swift skip loop, which names the first error; also what decides a value the C loop
    /// refuses. On an error, `pointer` is left at the offending byte.
    func skipContainerNamingErrors(
        _ pointer: inout UnsafePointer<UInt8>, atMemberOfObject: Bool = false
    ) throws(ScanError) {
        do throws(ScanError) {
            pointer = try skipContainerLoop(from: pointer, atMemberOfObject: atMemberOfObject)
        } catch {
            pointer = start + min(max(error.offset, 0), end - start)
            throw error
        }
    }

    /// The loop of `skipContainerNamingErrors(_:atMemberOfObject:)`; returns the position after
    /// the container. Its position stays in a register: nothing outside sees it until the end.
    private func skipContainerLoop(
        from pointer: UnsafePointer<UInt8>, atMemberOfObject: Bool
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        var stack = ContainerStack()
        var outer = OuterLevels()
        var p = pointer
        // How many containers the stack may hold before the depth limit.
        let depthLimit = skipDepthLimit(atMemberOfObject: atMemberOfObject)
        var isObject: Bool
        var byte: UInt8
        if atMemberOfObject {
            stack.push(isObject: true, outer: &outer)
            isObject = true
            byte = p.pointee
        } else {
            isObject = p.pointee == .openBrace
            stack.push(isObject: isObject, outer: &outer)
            if depthLimit < 1 { throw depthExceeded(at: p) }
            p += 1
            guard let first = skipSpace(&p) else {
                throw unexpected(at: p, expected: isObject ? "'\"' or '}'" : "a value or ']'")
            }
            byte = first
            if byte == (isObject ? .closeBrace : .closeBracket) { return p + 1 }
        }
        // Each turn starts at the first byte of a member (an object's key) or of an element
        // (an array's value), `byte`, and ends after a comma at the next one.
        while true {
            if isObject {
                guard byte == .quote else {
                    throw unexpected(at: p, expected: "'\"' to start a key")
                }
                p = try skipStringBody(from: p + 1)
                guard skipSpace(&p) == .colon else {
                    throw unexpected(at: p, expected: "':' after the key")
                }
                p += 1
                guard let valueByte = skipSpace(&p) else {
                    throw unexpected(at: p, expected: "a value")
                }
                byte = valueByte
            }
            switch byte {
            case .quote:
                p = try skipStringBody(from: p + 1)
            case .openBrace, .openBracket:
                isObject = byte == .openBrace
                stack.push(isObject: isObject, outer: &outer)
                if stack.count > depthLimit { throw depthExceeded(at: p) }
                p += 1
                guard let first = skipSpace(&p) else {
                    throw unexpected(at: p, expected: isObject ? "'\"' or '}'" : "a value or ']'")
                }
                byte = first
                if byte != (isObject ? .closeBrace : .closeBracket) {
                    continue  // at its first member or element
                }
                // Empty: closed at once, and a value of the container around it.
                p += 1
                stack.pop(outer: &outer)
                isObject = stack.topIsObject
            case .minus, .zero ... .nine:
                try skipNumber(&p)
                // Arrays of numbers: stay in this tight loop while a comma and another number
                // follow directly.
                if !isObject {
                    while end - p >= 2 && p.pointee == .comma
                        && (p[1].isDigit || p[1] == .minus)
                    {
                        p += 1
                        try skipNumber(&p)
                    }
                }
            default:
                if end - p >= 5, let length = JSONScanner.literalLength(at: p) {
                    p += length
                } else {
                    p = try skipScalar(from: p)
                }
            }
            // After a value: a comma and the next member or element, or the end of the
            // container (and then after a value of the one around it).
            while true {
                guard let next = skipSpace(&p) else {
                    throw unexpected(at: p, expected: isObject ? "'\"' or '}'" : "a value or ']'")
                }
                if next == .comma {
                    p += 1
                    guard let first = skipSpace(&p) else {
                        throw unexpected(at: p, expected: isObject ? "'\"'" : "a value")
                    }
                    byte = first
                    break
                }
                guard next == (isObject ? .closeBrace : .closeBracket) else {
                    throw unexpected(at: p, expected: isObject ? "',' or '}'" : "',' or ']'")
                }
                p += 1
                stack.pop(outer: &outer)
                if stack.isEmpty { return p }
                isObject = stack.topIsObject
            }
        }
    }

    @usableFromInline @inline(never)
    func depthExceeded(at pointer: UnsafePointer<UInt8>) -> ScanError {
        ScanError(
            .depthLimitExceeded, offset: pointer - start, byte: pointer.pointee,
            expected: String(maxDepth))
    }
}

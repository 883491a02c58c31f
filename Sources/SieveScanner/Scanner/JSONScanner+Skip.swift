// Structural skip: move past one value, validating all of it, without building anything.
//
// Two loops share the work. The C loop (`sieve_skip_container`, in CSieveScanner) validates a
// container a block of 64 bytes at a time and finds its end; it never names an error. When it
// refuses the bytes (see `fastSkipEnd`), the Swift loop below walks them again, token by token
// with the routines reading uses and the container grammar every reader stands on
// (`JSONScanner+Containers.swift`), in the decode's dialect, and throws the precise error; so
// a skipped value is validated exactly as strictly as a read one, and its errors carry the
// same codes and offsets. Neither loop recurses or allocates (beyond 512 levels the Swift
// loop's stack spills).

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
            try skipNumberOrNonFinite(&p)
        case .lowercaseT:
            try skipLiteral(&p, word: JSONScanner.trueWord, count: 4, "true")
        case .lowercaseF:
            try skipLiteral(&p, word: JSONScanner.falseWord, count: 5, "false")
        case .lowercaseN:
            try skipLiteral(&p, word: JSONScanner.nullWord, count: 4, "null")
        default:
            p = try endOfNonFiniteNumber(at: p, else: unexpected(at: p, expected: "a value"))
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
        if isKnownValid { return JSONScanner.validStringTail(at: position, end: end).closingQuote + 1 }
        return try scanStringTail(from: textStart, at: position).closingQuote + 1
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
        if isKnownValid,
            let next = sieve_find_container_end(pointer, end, atMemberOfObject ? 1 : 0)
        {
            pointer = next
            return
        }
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
    package func fastSkipEnd(
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
    package func skipContainerNamingErrors(
        _ pointer: inout UnsafePointer<UInt8>, atMemberOfObject: Bool = false
    ) throws(ScanError) {
        do throws(ScanError) {
            pointer = try skipContainerLoop(
                from: pointer, atMemberOfObject: atMemberOfObject, StrictDialect.self)
        } catch {
            pointer = start + min(max(error.offset, 0), end - start)
            throw error
        }
    }

    /// The loop of `skipContainerNamingErrors(_:atMemberOfObject:)`, in the grammar of
    /// `Dialect`; returns the position after the container. Its position stays in a register:
    /// nothing outside sees it until the end.
    private func skipContainerLoop<Dialect: JSONDialect>(
        from pointer: UnsafePointer<UInt8>, atMemberOfObject: Bool, _ dialect: Dialect.Type
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        var stack = ContainerStack()
        var outer = OuterLevels()
        var p = pointer
        // How many containers the stack may hold before the depth limit.
        let depthLimit = skipDepthLimit(atMemberOfObject: atMemberOfObject)
        var isObject: Bool
        if atMemberOfObject {
            stack.push(isObject: true, outer: &outer)
            isObject = true
            guard p < end && p.pointee == .quote else {
                throw containerError(.keyAfterComma, at: p, .skipping)
            }
        } else {
            isObject = p.pointee == .openBrace
            stack.push(isObject: isObject, outer: &outer)
            if depthLimit < 1 { throw depthExceeded(at: p) }
            p += 1
            guard try itemStart(&p, inObject: isObject, afterComma: false, dialect, .skipping)
            else { return p }
        }
        // Each turn starts at the first byte of a member (an object's key) or of an element
        // (an array's value), and ends at the next one.
        while true {
            let byte: UInt8
            if isObject {
                p = try skipStringBody(from: p + 1)
                byte = try memberValue(&p, dialect)
            } else {
                byte = p.pointee
            }
            switch byte {
            case .quote:
                p = try skipStringBody(from: p + 1)
            case .openBrace, .openBracket:
                isObject = byte == .openBrace
                stack.push(isObject: isObject, outer: &outer)
                if stack.count > depthLimit { throw depthExceeded(at: p) }
                p += 1
                if try itemStart(&p, inObject: isObject, afterComma: false, dialect, .skipping) {
                    continue  // at its first member or element
                }
                // Empty: closed at once, and a value of the container around it.
                stack.pop(outer: &outer)
                isObject = stack.topIsObject
            case .minus, .zero ... .nine:
                try skipNumberOrNonFinite(&p)
                // Arrays of numbers: stay in this tight loop while a comma and another number
                // follow directly.
                if !isObject {
                    while end - p >= 2 && p.pointee == .comma
                        && (p[1].isDigit || p[1] == .minus)
                    {
                        p += 1
                        try skipNumberOrNonFinite(&p)
                    }
                }
            default:
                if end - p >= 5, let length = JSONScanner.literalLength(at: p) {
                    p += length
                } else {
                    p = try skipScalar(from: p)
                }
            }
            // After a value: the next member or element, or the end of the container (and
            // then after a value of the one around it).
            while try !nextItem(&p, inObject: isObject, dialect, .skipping) {
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

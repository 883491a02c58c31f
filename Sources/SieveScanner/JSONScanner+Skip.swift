// Structural skip: move past one value, validating all of it, without building anything.
//
// Objects and arrays are walked by a loop over a bit stack of open containers, never by
// recursion, so nesting depth costs no call stack. Strings are validated by the same routine
// that reads them (UTF-8, escapes, control characters); numbers by the number grammar;
// literals by comparing their bytes. Nothing is allocated (beyond 512 levels the stack spills).

extension JSONScanner {
    /// Moves past the value at the cursor (whitespace already skipped), validating it.
    ///
    /// - Throws: `ScanError` at the first invalid byte inside the value, or when its nesting
    ///   exceeds `Limits.maxDepth`.
    /// - Complexity: O(*n*) in the value's length; no allocation, no recursion.
    @inlinable
    public mutating func skipValue() throws(ScanError) {
        guard cursor < end else { throw unexpected(expected: "a value") }
        switch cursor.pointee {
        case .quote:
            _ = try scanString()
        case .openBrace, .openBracket:
            try skipContainer()
        default:
            try skipScalar()
        }
    }

    /// Moves past a number or a literal at the cursor.
    @inlinable
    public mutating func skipScalar() throws(ScanError) {
        switch cursor.pointee {
        case .minus, .zero ... .nine:
            _ = try scanNumber()
            try checkAfterNumber()
        case .lowercaseT:
            try skipLiteral("true", 0x6575_7274, count: 4)
        case .lowercaseF:
            try skipLiteral("false", 0x736C_6166, count: 5)
        case .lowercaseN:
            try skipLiteral("null", 0x6C6C_756E, count: 4)
        default:
            throw unexpected(expected: "a value")
        }
    }

    /// Refuses a number run straight into a letter or another number part (`1x`, `01`,
    /// `1.2.3`), so the error names the number rather than the next token.
    @inlinable @inline(__always)
    public func checkAfterNumber() throws(ScanError) {
        if cursor < end {
            let byte = cursor.pointee
            if byte.isDigit || byte == .period || byte | 0x20 == .lowercaseE || byte == .minus
                || byte == .plus
            {
                throw error(.invalidNumber, at: cursor, expected: "unexpected '\(UnicodeScalar(byte))' in a number")
            }
        }
    }

    /// Moves past `true`, `false` or `null`, whose first four bytes are `word` (little-endian).
    @inlinable @inline(__always)
    mutating func skipLiteral(
        _ literal: StaticString, _ word: UInt32, count: Int
    ) throws(ScanError) {
        if end - cursor >= 4,
            UInt32(littleEndian: UnsafeRawPointer(cursor).loadUnaligned(as: UInt32.self)) == word
        {
            if count == 4 {
                cursor += 4
                return
            }
            if end - cursor >= 5 && cursor[4] == UInt8(ascii: "e") {
                cursor += 5
                return
            }
        }
        throw literalError(literal)
    }

    @usableFromInline @inline(never)
    func literalError(_ literal: StaticString) -> ScanError {
        var pointer = cursor
        var index = 0
        literal.withUTF8Buffer { expected in
            while index < expected.count, pointer < end, pointer.pointee == expected[index] {
                pointer += 1
                index += 1
            }
        }
        return unexpected(at: pointer, expected: "'\(literal)'")
    }

    /// Moves past the object or array whose opening byte is at the cursor.
    @usableFromInline
    mutating func skipContainer() throws(ScanError) {
        var stack = ContainerStack()
        let baseDepth = depth
        defer { depth = baseDepth }
        // Each turn of the loop is at the start of a container's contents, or after a value.
        var isObject = cursor.pointee == .openBrace
        try enterContainer()
        stack.push(isObject: isObject)
        var atStart = true
        while true {
            guard var byte = skipWhitespace() else {
                throw unexpected(expected: isObject ? "'\"' or '}'" : "a value or ']'")
            }
            if atStart {
                if byte == (isObject ? .closeBrace : .closeBracket) {
                    // An empty container.
                    leaveContainer()
                    _ = stack.pop()
                    if stack.isEmpty { return }
                    isObject = stack.topIsObject
                    atStart = false
                    continue
                }
            } else {
                // After a value: a comma, or the close of the innermost container.
                if byte == .comma {
                    cursor += 1
                    guard let next = skipWhitespace() else {
                        throw unexpected(expected: isObject ? "'\"'" : "a value")
                    }
                    byte = next
                } else if byte == (isObject ? .closeBrace : .closeBracket) {
                    leaveContainer()
                    _ = stack.pop()
                    if stack.isEmpty { return }
                    isObject = stack.topIsObject
                    continue
                } else {
                    throw unexpected(expected: isObject ? "',' or '}'" : "',' or ']'")
                }
            }
            // At a member (object) or an element (array).
            if isObject {
                guard byte == .quote else { throw unexpected(expected: "'\"' to start a key") }
                _ = try scanString()
                try expect(.colon, "':' after the key")
                guard let valueByte = skipWhitespace() else {
                    throw unexpected(expected: "a value")
                }
                byte = valueByte
            }
            switch byte {
            case .openBrace, .openBracket:
                isObject = byte == .openBrace
                try enterContainer()
                stack.push(isObject: isObject)
                atStart = true
            case .quote:
                _ = try scanString()
                atStart = false
            default:
                try skipScalar()
                atStart = false
            }
        }
    }
}

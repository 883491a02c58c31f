// JSON5's tokens, written as RFC 8259 tokens: keys (quoted either way, or unquoted), strings
// in either quote, and numbers (hexadecimal, signed with `+`, with a leading or trailing
// decimal point, `Infinity`, `NaN`). Part of `JSON5Translation`; the rules are JSONDecoder's
// with `allowsJSON5` (docs/GUIDE.md, "JSON5").

extension Translator {
    // MARK: - Keys

    /// The key at the cursor, as a `"` string; the cursor ends just past it.
    mutating func translateKey() throws(ScanError) {
        let byte = scanner.cursor.pointee
        if byte == .quote || byte == .singleQuote { return try translateString() }
        // An unquoted key. Like JSONDecoder, its escapes are checked but not decoded: the key
        // is the text as written, so its backslash is written escaped.
        let start = scanner.cursor
        mark(start)
        write(.quote)
        var p = start
        while p < scanner.end {
            let scalar: Unicode.Scalar
            let length: Int
            if p.pointee == .backslash {
                (scalar, length) = try escapeInKey(at: p)
            } else if p.pointee < 0x80 {
                (scalar, length) = (Unicode.Scalar(p.pointee), 1)
            } else if let decoded = Self.decodeScalar(at: p, end: scanner.end) {
                (scalar, length) = decoded
            } else {
                throw ScanError(.invalidUTF8, offset: p - scanner.start, byte: p.pointee)
            }
            let allowed =
                p == start && p.pointee != .backslash
                ? Self.startsUnquotedKey(scalar) : Self.continuesUnquotedKey(scalar)
            guard allowed else {
                guard p != start else {
                    throw ScanError(
                        .unexpectedCharacter, offset: p - scanner.start, byte: p.pointee,
                        expected: "a key")
                }
                break
            }
            if p.pointee == .backslash {
                write(.backslash)
                write(.backslash)
                copy(from: p + 1, to: p + length)
            } else {
                copy(from: p, to: p + length)
            }
            p += length
        }
        write(.quote)
        scanner.cursor = p
    }

    /// The `\u` or `\x` escape at `p` in an unquoted key: the scalar it stands for (for the
    /// key's character rules) and its length.
    func escapeInKey(at p: UnsafePointer<UInt8>) throws(ScanError) -> (Unicode.Scalar, Int) {
        let digits = p + 1 < scanner.end && p[1] == .lowercaseU ? 4 : 2
        guard p + 1 < scanner.end, p[1] == .lowercaseU || p[1] == .lowercaseX else {
            throw ScanError(
                .invalidEscape, offset: p + 1 - scanner.start,
                byte: p + 1 < scanner.end ? p[1] : nil, expected: "a key allows only \\u and \\x")
        }
        let value = try hexValue(at: p + 2, digits: digits)
        guard let scalar = Unicode.Scalar(value), value != 0 else {
            throw ScanError(
                .invalidEscape, offset: p + 1 - scanner.start, byte: p[1],
                expected: "it names no character a key may hold")
        }
        return (scalar, 2 + digits)
    }

    /// Letters and letter numbers, `$` and `_`: what may start an unquoted key.
    static func startsUnquotedKey(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "$" || scalar == "_" { return true }
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .letterNumber:
            return true
        default:
            return false
        }
    }

    /// What may continue an unquoted key: a start, a combining mark, a digit, connector
    /// punctuation, and the zero-width joiner and non-joiner.
    static func continuesUnquotedKey(_ scalar: Unicode.Scalar) -> Bool {
        if startsUnquotedKey(scalar) { return true }
        if scalar.isASCII { return scalar >= "0" && scalar <= "9" }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// The scalar of the UTF-8 sequence at `p` and its length, or `nil` when it is not UTF-8.
    static func decodeScalar(
        at p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> (Unicode.Scalar, Int)? {
        let lead = p.pointee
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, lead < 0xF5, end - p >= length else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length {
            let byte = p[index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    // MARK: - Strings

    /// The string at the cursor, in `"` or `'`, as a `"` string; the cursor ends past it.
    mutating func translateString() throws(ScanError) {
        let open = scanner.cursor
        let quote = open.pointee
        mark(open)
        write(.quote)
        var p = open + 1
        var copied = p
        while true {
            guard p < scanner.end else {
                throw ScanError(
                    .unexpectedEnd, offset: p - scanner.start,
                    expected: quote == .quote ? "'\"' to close the string" : "\"'\" to close the string")
            }
            let byte = p.pointee
            if byte == quote { break }
            if byte < 0x20 {
                throw ScanError(.controlCharacter, offset: p - scanner.start, byte: byte)
            }
            if byte == .quote {
                // A `"` inside a `'` string.
                copy(from: copied, to: p)
                mark(p)
                write("\\\"")
                p += 1
                copied = p
            } else if byte == .backslash {
                copy(from: copied, to: p)
                mark(p)
                p = try translateEscape(at: p)
                copied = p
            } else {
                p += 1
            }
        }
        copy(from: copied, to: p)
        mark(p)
        write(.quote)
        scanner.cursor = p + 1
    }

    /// Writes the escape at `p` (a backslash) as RFC 8259 text; returns one past it.
    mutating func translateEscape(at p: UnsafePointer<UInt8>) throws(ScanError) -> UnsafePointer<UInt8> {
        guard p + 1 < scanner.end else {
            throw ScanError(.unexpectedEnd, offset: p + 1 - scanner.start, expected: "an escape")
        }
        let escaped = p[1]
        switch escaped {
        case .quote, .backslash, .slash, .lowercaseB, .lowercaseF, .lowercaseN, .lowercaseR,
            UInt8(ascii: "t"):
            write(.backslash)
            write(escaped)
            return p + 2
        case .singleQuote:
            write(.singleQuote)
            return p + 2
        case .lowercaseU:
            // JSONDecoder refuses NUL in JSON5 text however it is written, read or not.
            guard try hexValue(at: p + 2, digits: 4) != 0 else {
                throw ScanError(
                    .invalidEscape, offset: p + 1 - scanner.start, byte: escaped,
                    expected: "'\\u0000' would be a NUL character")
            }
            copy(from: p, to: p + 6)
            return p + 6
        case .lowercaseX:
            let value = try hexValue(at: p + 2, digits: 2)
            guard value != 0 else {
                throw ScanError(
                    .invalidEscape, offset: p + 1 - scanner.start, byte: escaped,
                    expected: "'\\x00' would be a NUL character")
            }
            write("\\u00")
            copy(from: p + 2, to: p + 4)
            return p + 4
        case .newline:
            // An escaped line break: JSONDecoder keeps the line break (the JSON5 specification
            // drops it).
            write("\\n")
            return p + 2
        case .carriageReturn:
            if p + 2 < scanner.end && p[2] == .newline {
                write("\\r\\n")
                return p + 3
            }
            write("\\r")
            return p + 2
        default:
            throw ScanError(.invalidEscape, offset: p + 1 - scanner.start, byte: escaped)
        }
    }

    /// The value of `digits` hexadecimal digits at `p`.
    func hexValue(at p: UnsafePointer<UInt8>, digits: Int) throws(ScanError) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<digits {
            guard p + index < scanner.end, let digit = p[index].hexDigitValue else {
                let bad = p + index
                throw ScanError(
                    .invalidEscape, offset: bad - scanner.start,
                    byte: bad < scanner.end ? bad.pointee : nil,
                    expected: "expected \(digits) hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: - Numbers

    /// The number at the cursor, as RFC 8259 text (or a non-finite number); the cursor ends
    /// past it.
    ///
    /// With `defersInvalidNumbers`, a number that is not valid JSON5 is not an error here: as
    /// JSONDecoder does, it is the run of bytes a number may be made of, from the cursor
    /// (`endOfNumberRun`), written as the placeholder `NaN`, and its error is
    /// kept (`deferredNumbers`) for a reader that reads it as a number.
    mutating func translateNumber() throws(ScanError) {
        guard defersInvalidNumbers else { return try translateValidNumber() }
        let start = scanner.cursor
        let textCount = text.count
        let runCount = runs.count
        do throws(ScanError) {
            try translateValidNumber()
        } catch {
            text.removeSubrange(textCount...)
            runs.removeSubrange(runCount...)
            let runEnd = Self.endOfNumberRun(from: start, end: scanner.end)
            // `NaN`, padded with spaces to the run's length, so that an offset inside the run
            // in the text is the same offset inside it in the input.
            mark(start)
            write("NaN")
            if runEnd - start > 3 {
                text.append(contentsOf: repeatElement(.space, count: runEnd - start - 3))
            }
            var moved = error
            moved.offset = textCount + min(max(error.offset - (start - scanner.start), 0), max(runEnd - start, 3) - 1)
            deferredNumbers.append((textCount, moved))
            scanner.cursor = runEnd
        }
    }

    /// `translateNumber()` for a number that must be valid.
    mutating func translateValidNumber() throws(ScanError) {
        let start = scanner.cursor
        let end = scanner.end
        var p = start
        let isNegative = p.pointee == .minus
        if p.pointee == .minus || p.pointee == .plus { p += 1 }
        mark(start)
        guard p < end else { throw numberError(at: p, "a sign must be followed by a number") }
        if p.pointee == UInt8(ascii: "I") || p.pointee == UInt8(ascii: "N") {
            guard let word = JSONScanner.nonFiniteWord(at: p, end: end) else {
                throw numberError(
                    at: p, p.pointee == UInt8(ascii: "I") ? "expected 'Infinity'" : "expected 'NaN'")
            }
            if isNegative { write(.minus) }
            copy(from: p, to: p + word.count)
            p += word.count
        } else if p.pointee == .zero && end - p >= 2 && p[1] | 0x20 == .lowercaseX {
            // Hexadecimal: an integer of up to 128 bits (JSONDecoder reads that many into
            // `Int128` and `UInt128`), written in decimal. `-0x0` is 0, as in JSONDecoder.
            p += 2
            var high: UInt64 = 0
            var low: UInt64 = 0
            let digits = p
            while p < end, let digit = p.pointee.hexDigitValue {
                guard high >> 60 == 0 else {
                    throw numberError(at: digits, "a hexadecimal number must fit in 128 bits")
                }
                high = high << 4 | low >> 60
                low = low << 4 | UInt64(digit)
                p += 1
            }
            guard p > digits else { throw numberError(at: p, "'0x' must be followed by a digit") }
            hexadecimalNumbers.append(text.count)
            if isNegative && (high | low) != 0 { write(.minus) }
            text.append(contentsOf: Self.decimalDigits(high: high, low: low))
        } else {
            try translateDecimal(from: &p, isNegative: isNegative)
        }
        if p < end, JSONScanner.continuesNumber(p.pointee) || Self.isLetter(p.pointee) {
            throw numberError(at: p, "unexpected '\(UnicodeScalar(p.pointee))' in a number")
        }
        scanner.cursor = p
    }

    /// A decimal number from `p` (past its sign): digits with an optional point before or
    /// after them, and an exponent.
    mutating func translateDecimal(
        from p: inout UnsafePointer<UInt8>, isNegative: Bool
    ) throws(ScanError) {
        let end = scanner.end
        let integer = p
        while p < end && p.pointee.isDigit { p += 1 }
        let integerEnd = p
        if integerEnd - integer > 1 && integer.pointee == .zero {
            throw numberError(at: integer + 1, "a number cannot have a leading zero")
        }
        var fraction = p
        var fractionEnd = p
        if p < end && p.pointee == .period {
            p += 1
            fraction = p
            while p < end && p.pointee.isDigit { p += 1 }
            fractionEnd = p
        }
        guard integerEnd > integer || fractionEnd > fraction else {
            throw numberError(at: p, "a number needs a digit")
        }
        if isNegative { write(.minus) }
        if integerEnd > integer { copy(from: integer, to: integerEnd) } else { write(.zero) }
        if fractionEnd > fraction {
            write(.period)
            copy(from: fraction, to: fractionEnd)
        }
        if p < end && p.pointee | 0x20 == .lowercaseE {
            let exponent = p
            p += 1
            if p < end && (p.pointee == .plus || p.pointee == .minus) { p += 1 }
            let digits = p
            while p < end && p.pointee.isDigit { p += 1 }
            guard p > digits else { throw numberError(at: p, "an exponent needs a digit") }
            copy(from: exponent, to: p)
        }
    }

    /// One past the run of bytes JSONDecoder's JSON5 reader takes for a number that starts at
    /// `start`: the first byte, then every digit, letter, `.`, `+` and `-`.
    static func endOfNumberRun(
        from start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> UnsafePointer<UInt8> {
        var p = start + 1
        while p < end,
            p.pointee.isDigit || isLetter(p.pointee) || p.pointee == .period
                || p.pointee == .plus || p.pointee == .minus
        {
            p += 1
        }
        return p
    }

    /// The decimal digits of the 128-bit number `high << 64 | low`.
    static func decimalDigits(high: UInt64, low: UInt64) -> [UInt8] {
        guard high != 0 else { return Array(String(low).utf8) }
        // Nineteen digits at a time, from the lowest: 10^19 is the largest power of ten below
        // 2^64.
        let chunk: UInt64 = 10_000_000_000_000_000_000
        var (high, low) = (high, low)
        var chunks: [UInt64] = []
        while high != 0 || low != 0 {
            let (quotientHigh, remainderHigh) = high.quotientAndRemainder(dividingBy: chunk)
            let (quotientLow, remainder) = chunk.dividingFullWidth((remainderHigh, low))
            chunks.append(remainder)
            (high, low) = (quotientHigh, quotientLow)
        }
        var digits = Array(String(chunks.removeLast()).utf8)
        for part in chunks.reversed() {
            let text = String(part)
            digits += repeatElement(UInt8(ascii: "0"), count: 19 - text.utf8.count)
            digits += text.utf8
        }
        return digits
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= .lowercaseA && byte | 0x20 <= .lowercaseZ
    }

    func numberError(at p: UnsafePointer<UInt8>, _ why: String) -> ScanError {
        ScanError(
            .invalidNumber, offset: p - scanner.start, byte: p < scanner.end ? p.pointee : nil,
            expected: why)
    }
}

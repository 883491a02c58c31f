// Strings: scanning (validate and find the closing quote) and decoding (make a `String`).
//
// The scan looks at eight bytes at a time and stops only at the bytes that need attention: a
// quote, a backslash, a control character or a non-ASCII byte. Non-ASCII sequences are
// validated as UTF-8 on the spot (no overlong forms, no encoded surrogates, nothing above
// U+10FFFF, no truncated or stray continuation bytes); escapes are validated, including the
// pairing of `\u` surrogates. A string without escapes is then made straight from its bytes;
// one with escapes is decoded in a single pass by `decodeEscapedString`, out of line.

extension JSONScanner {
    /// Scans the string whose opening quote is at the cursor and moves past its closing quote.
    ///
    /// - Returns: The validated text between the quotes.
    /// - Throws: `ScanError` for invalid UTF-8, escapes, control characters, an unterminated
    ///   string, or a string longer than `Limits.maxStringLength`.
    @inlinable @inline(__always)
    package mutating func scanString() throws(ScanError) -> StringToken {
        // Fast path, inline: plain ASCII up to the closing quote, eight bytes at a time.
        let textStart = cursor + 1
        var pointer = textStart
        while end - pointer >= 8 {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
            let mask = JSONScanner.attentionMask(word)
            if mask != 0 {
                pointer += mask.trailingZeroBitCount >> 3
                if _fastPath(pointer.pointee == .quote && pointer - textStart <= maxStringLength) {
                    cursor = pointer + 1
                    return StringToken(start: textStart, end: pointer, hasEscapes: false)
                }
                break
            }
            pointer += 8
        }
        return try scanStringSlow(from: textStart, at: pointer)
    }

    /// The rest of a string from `position`; see `scanStringTail(from:at:)`.
    @usableFromInline
    mutating func scanStringSlow(
        from textStart: UnsafePointer<UInt8>, at position: UnsafePointer<UInt8>
    ) throws(ScanError) -> StringToken {
        let tail =
            isKnownValid
            ? JSONScanner.validStringTail(at: position, end: end)
            : try scanStringTail(from: textStart, at: position)
        cursor = tail.closingQuote + 1
        return StringToken(start: textStart, end: tail.closingQuote, hasEscapes: tail.hasEscapes)
    }

    /// The token of the string from its opening quote at `quote` to `end` (one past its
    /// closing quote), a string this document's scanner has already validated (skipped or
    /// scanned): only whether it has escapes is found, eight bytes at a time, with no check of
    /// its bytes. For readers that come back to a value they passed (the schema's index).
    ///
    /// - Precondition: the string was validated by this document's scanner; on any other bytes
    ///   the token would make an invalid `String`. Package access only, for that reason.
    @inlinable
    package static func validatedStringToken(
        from quote: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>
    ) -> StringToken {
        let start = quote + 1
        let close = end - 1
        let ones: UInt64 = 0x0101_0101_0101_0101
        let backslashes = ones &* UInt64(UInt8.backslash)
        var p = start
        var hasEscapes = false
        // In a valid string a backslash only ever starts an escape.
        while close - p >= 8 {
            let b = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) ^ backslashes
            if (b &- ones) & ~b & (ones &* 0x80) != 0 {
                hasEscapes = true
                break
            }
            p += 8
        }
        while !hasEscapes && p < close {
            if p.pointee == .backslash { hasEscapes = true }
            p += 1
        }
        return StringToken(start: start, end: close, hasEscapes: hasEscapes)
    }

    /// Scans the string at the cursor and returns it as a `String`.
    @inlinable @inline(__always)
    package mutating func readString() throws(ScanError) -> String {
        let token = try scanString()
        if _fastPath(!token.hasEscapes) {
            return JSONScanner.stringFromValidatedUTF8(token.rawBytes)
        }
        return JSONScanner.decodeEscapedString(token)
    }

    /// The decoded `String` for a scanned token.
    @inlinable @inline(__always)
    package static func makeString(_ token: StringToken) -> String {
        if _fastPath(!token.hasEscapes) { return stringFromValidatedUTF8(token.rawBytes) }
        return decodeEscapedString(token)
    }

    /// A nonzero mask with the high bit set in each byte of `word` that is a quote, a
    /// backslash, a control character or non-ASCII. Bytes above the first flagged one may be
    /// flagged spuriously (borrows), so only the lowest flag is meaningful.
    @inlinable @inline(__always)
    static func attentionMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8.quote))
        let slashes = word ^ (ones &* UInt64(UInt8.backslash))
        let quoteZero = (quotes &- ones) & ~quotes
        let slashZero = (slashes &- ones) & ~slashes
        let control = (word &- (ones &* 0x20)) & ~word
        return (quoteZero | slashZero | control | word) & highs
    }

    /// True for a three-byte sequence led by E1...EC or EE...EF (most of the BMP, CJK included):
    /// any two continuation bytes make it valid. E0 and ED, whose second byte is restricted,
    /// take the general path.
    @inlinable @inline(__always)
    static func isPlainThreeByteSequence(
        _ pointer: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>
    ) -> Bool {
        let lead = pointer.pointee
        return lead >= 0xE1 && lead <= 0xEF && lead != 0xED && end - pointer >= 3
            && pointer[1] & 0xC0 == 0x80 && pointer[2] & 0xC0 == 0x80
    }

    /// Validates the escape whose backslash is at `pointer`; returns the byte after it.
    @usableFromInline
    func skipEscape(at pointer: UnsafePointer<UInt8>) throws(ScanError) -> UnsafePointer<UInt8> {
        guard pointer + 1 < end else {
            throw error(.unexpectedEnd, at: end, expected: "an escape sequence")
        }
        switch pointer[1] {
        case .quote, .backslash, .slash, .lowercaseB, .lowercaseF, .lowercaseN, .lowercaseR,
            .lowercaseT:
            return pointer + 2
        case .lowercaseU:
            let unit = try hexEscape(at: pointer)
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by an escaped low surrogate.
                guard pointer + 7 < end, pointer[6] == .backslash, pointer[7] == .lowercaseU
                else {
                    throw ScanError(
                        .invalidSurrogate, offset: pointer - start, byte: .backslash,
                        expected: "a high surrogate escape must be followed by a low one")
                }
                let low = try hexEscape(at: pointer + 6)
                guard 0xDC00...0xDFFF ~= low else {
                    throw ScanError(
                        .invalidSurrogate, offset: pointer + 6 - start, byte: .backslash,
                        expected: "a high surrogate escape must be followed by a low one")
                }
                return pointer + 12
            case 0xDC00...0xDFFF:
                throw ScanError(
                    .invalidSurrogate, offset: pointer - start, byte: .backslash,
                    expected: "a low surrogate escape without a high one before it")
            default:
                return pointer + 6
            }
        default:
            throw error(.invalidEscape, at: pointer + 1)
        }
    }

    /// The UTF-16 code unit of the `\uXXXX` escape whose backslash is at `pointer`.
    @usableFromInline
    func hexEscape(at pointer: UnsafePointer<UInt8>) throws(ScanError) -> UInt16 {
        var value: UInt16 = 0
        var digit = pointer + 2
        while digit < pointer + 6 {
            guard digit < end else {
                throw error(.unexpectedEnd, at: end, expected: "four hex digits after \\u")
            }
            guard let nibble = digit.pointee.hexDigitValue else {
                throw ScanError(
                    .invalidEscape, offset: digit - start, byte: digit.pointee,
                    expected: "\\u must be followed by four hex digits")
            }
            value = value << 4 | UInt16(nibble)
            digit += 1
        }
        return value
    }

    /// The value of the four hex digits at `pointer`, or `nil` if any of them is not one;
    /// all four at once in one 32-bit word, without a branch per digit.
    @inline(__always)
    static func fourHexDigits(at pointer: UnsafePointer<UInt8>) -> UInt16? {
        let word = UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
        let highs: UInt32 = 0x8080_8080
        // With every byte below 0x80, adding less than 0x80 to each never carries into the
        // next byte, so each sum's high bit answers "byte >= threshold" for its own byte.
        let below80 = word & highs == 0
        let digit = (word &+ 0x5050_5050) & ~(word &+ 0x4646_4646) & highs  // 0x30...0x39
        let lower = word | 0x2020_2020
        let letter = (lower &+ 0x1F1F_1F1F) & ~(lower &+ 0x1919_1919) & highs  // a...f, A...F
        guard below80 && digit | letter == highs else { return nil }
        // A digit's value is its low nibble; a letter's is its low nibble plus 9.
        let nibbles = (word & 0x0F0F_0F0F) &+ (letter >> 7) &* 9
        // The first digit is the lowest byte and the most significant nibble.
        let swapped = nibbles.byteSwapped
        let pairs = (swapped | swapped >> 4) & 0x00FF_00FF
        return UInt16(truncatingIfNeeded: pairs | pairs >> 8)
    }

    /// Validates the UTF-8 sequence whose lead byte is at `pointer`; returns the byte after it.
    @usableFromInline
    func skipUTF8Sequence(
        at pointer: UnsafePointer<UInt8>
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        let lead = pointer.pointee
        let length: Int
        // The allowed range of the second byte narrows for E0, ED, F0 and F4, which is how
        // overlong forms, encoded surrogates and code points above U+10FFFF are refused.
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondHigh = 0x9F
        case 0xF0: length = 4; secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondHigh = 0x8F
        default:
            throw ScanError(
                .invalidUTF8, offset: pointer - start, byte: lead,
                expected: lead < 0xC0
                    ? "a continuation byte without a lead byte"
                    : "a lead byte that no valid sequence starts with")
        }
        guard end - pointer >= length else {
            throw ScanError(
                .invalidUTF8, offset: pointer - start, byte: lead,
                expected: "a sequence truncated by the end of input")
        }
        // A sequence cut short is reported at its lead byte: the byte that interrupts it (often
        // the closing quote) is valid by itself.
        let second = pointer[1]
        guard second >= secondLow && second <= secondHigh else {
            if second & 0xC0 != 0x80 {
                throw ScanError(
                    .invalidUTF8, offset: pointer - start, byte: lead,
                    expected: "a truncated sequence")
            }
            throw ScanError(
                .invalidUTF8, offset: pointer + 1 - start, byte: second,
                expected: "an overlong form, a surrogate or a code point above U+10FFFF")
        }
        var index = 2
        while index < length {
            guard pointer[index] & 0xC0 == 0x80 else {
                throw ScanError(
                    .invalidUTF8, offset: pointer - start, byte: lead,
                    expected: "a truncated sequence")
            }
            index += 1
        }
        return pointer + length
    }

    /// Decodes a validated string token that contains escapes.
    @inline(never)
    @usableFromInline package static func decodeEscapedString(_ token: StringToken) -> String {
        let capacity = token.rawCount
        // Decoding shrinks the text; the result is valid UTF-8 by construction (raw bytes were
        // validated, escapes are well-formed scalars), so it needs no second validation.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { output in
            var written = 0
            var pointer = token.start
            let end = token.end
            while pointer < end {
                if pointer.pointee != .backslash {
                    // Copy the run up to the next backslash in one move.
                    var runEnd = pointer + 1
                    while end - runEnd >= 8 {
                        let word = UInt64(
                            littleEndian: UnsafeRawPointer(runEnd).loadUnaligned(as: UInt64.self))
                        let slashes = word ^ 0x5C5C_5C5C_5C5C_5C5C
                        let found = (slashes &- 0x0101_0101_0101_0101) & ~slashes
                            & 0x8080_8080_8080_8080
                        if found != 0 {
                            runEnd += found.trailingZeroBitCount >> 3
                            break
                        }
                        runEnd += 8
                    }
                    while runEnd < end && runEnd.pointee != .backslash { runEnd += 1 }
                    let count = runEnd - pointer
                    (output.baseAddress! + written).update(from: pointer, count: count)
                    written += count
                    pointer = runEnd
                    continue
                }
                let kind = pointer[1]
                pointer += 2
                switch kind {
                case .lowercaseB: output[written] = .backspace
                case .lowercaseF: output[written] = .formFeed
                case .lowercaseN: output[written] = .newline
                case .lowercaseR: output[written] = .carriageReturn
                case .lowercaseT: output[written] = .tab
                case .lowercaseU:
                    var scalar = UInt32(hexValue(pointer))
                    pointer += 4
                    if scalar >= 0xD800 && scalar <= 0xDBFF {
                        // Validated: a low surrogate escape follows.
                        let low = UInt32(hexValue(pointer + 2))
                        pointer += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    written += encodeUTF8(scalar, into: output.baseAddress! + written)
                    continue
                default: output[written] = kind  // `"`, `\` and `/` stand for themselves.
                }
                written += 1
            }
            return stringFromValidatedUTF8(
                UnsafeBufferPointer(rebasing: UnsafeBufferPointer(output)[0..<written]))
        }
    }

    @inlinable
    static func hexValue(_ digits: UnsafePointer<UInt8>) -> UInt16 {
        // Validated already: each byte is 0-9, a-f or A-F. Letters have bit 6 set; their low
        // nibble is 1...6 for a/A...f/F.
        var value: UInt16 = 0
        for index in 0..<4 {
            let byte = UInt16(digits[index])
            value = value << 4 | ((byte & 0xF) &+ (byte >> 6) &* 9)
        }
        return value
    }

    /// Writes `scalar` as UTF-8 at `output`; returns the number of bytes written.
    @usableFromInline
    static func encodeUTF8(_ scalar: UInt32, into output: UnsafeMutablePointer<UInt8>) -> Int {
        switch scalar {
        case 0..<0x80:
            output[0] = UInt8(scalar)
            return 1
        case 0x80..<0x800:
            output[0] = UInt8(0xC0 | scalar >> 6)
            output[1] = UInt8(0x80 | scalar & 0x3F)
            return 2
        case 0x800..<0x10000:
            output[0] = UInt8(0xE0 | scalar >> 12)
            output[1] = UInt8(0x80 | (scalar >> 6) & 0x3F)
            output[2] = UInt8(0x80 | scalar & 0x3F)
            return 3
        default:
            output[0] = UInt8(0xF0 | scalar >> 18)
            output[1] = UInt8(0x80 | (scalar >> 12) & 0x3F)
            output[2] = UInt8(0x80 | (scalar >> 6) & 0x3F)
            output[3] = UInt8(0x80 | scalar & 0x3F)
            return 4
        }
    }
}

// MARK: - The slow path, shared by reading and skipping

extension JSONScanner {
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

    /// `scanStringTail(from:at:)` for a string already validated (`isKnownValid`): only its
    /// closing quote is looked for, eight bytes at a time, and whether it has escapes; nothing
    /// is checked. In a valid string a backslash only ever starts an escape, whose next byte is
    /// never the closing quote's, and no byte of a UTF-8 sequence is a quote or a backslash.
    @inline(never)
    static func validStringTail(
        at position: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> (closingQuote: UnsafePointer<UInt8>, hasEscapes: Bool) {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var p = position
        var hasEscapes = false
        while p < end {
            if end - p >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
                let quotes = word ^ (ones &* UInt64(UInt8.quote))
                let slashes = word ^ (ones &* UInt64(UInt8.backslash))
                // Exact per byte (no borrow crosses a byte): a zero byte of either, flagged.
                let found =
                    ~(((quotes & ~highs) &+ ~highs) | quotes | ~highs)
                    | ~(((slashes & ~highs) &+ ~highs) | slashes | ~highs)
                if found == 0 {
                    p += 8
                    continue
                }
                p += found.trailingZeroBitCount >> 3
            }
            let byte = p.pointee
            if byte == .quote { return (p, hasEscapes) }
            if byte == .backslash {
                hasEscapes = true
                p += 2
            } else {
                p += 1
            }
        }
        return (end, hasEscapes)
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
}

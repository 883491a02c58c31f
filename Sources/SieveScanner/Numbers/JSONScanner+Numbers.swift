// Numbers: one walk of the RFC 8259 grammar that every number reader stands on, and exact
// conversion to integers.
//
//   number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT ]
//
// The family, bottom-up:
// - `scanIntegerDigits(_:gathering:)` and `scanFractionDigits(_:into:significant:)`: the one
//   fast path. The sign and the integer digits, gathered into a `UInt64` (at most 19 of them,
//   one when the first is `0`), or only passed over eight at a time when nothing is gathered
//   (the skip); then as many fraction digits as 19 significant digits leave room for. Both
//   gather eight digits a word where eight bytes remain (`gatherDigits`); an integer of one or
//   two digits reads no word.
// - `scanNumber(_:gathering:)`: the walk. The fast path, then, out of line, whatever follows
//   it (`scanNumberTail`, and `skipNumberTail` gathering nothing): digits beyond the 19th,
//   the fraction, the exponent, and every error of the grammar, named once for reading and
//   skipping alike.
// - Readers: `scanNumber()` (a `NumberToken`), `skipNumber(_:)` (the skip's validator),
//   `scanPlainInteger(_:)` and `scanPlainDouble()` (JSONScanner+FastNumbers.swift).
//
// Integer conversion from a token is a range check; numbers of 20 digits and more take the
// exact slow path. Conversion to `Double` lives in `NumberToken+Double.swift`.
//
// Invariant: every routine here starts at the number's first byte (a `-` or a digit), which
// the caller has read (so `cursor < end`); none reads at or past `end` after that.

extension JSONScanner {
    /// The fast path every number reader starts with: moves `pointer` past an optional `-` and
    /// the integer digits after it, and returns their magnitude and sign; `nil`, without
    /// moving, when no digit follows the sign.
    ///
    /// With `gathering`, at most 19 digits are taken (one when the first is `0`), so the
    /// magnitude is exact; without, the digits are only passed over, eight at a time, and the
    /// magnitude is the first digit's.
    @inlinable @inline(__always)
    func scanIntegerDigits(
        _ pointer: inout UnsafePointer<UInt8>, gathering: Bool
    ) -> (magnitude: UInt64, isNegative: Bool)? {
        var p = pointer
        let isNegative = p.pointee == .minus
        if isNegative { p += 1 }
        guard p < end else { return nil }
        let digit = p.pointee &- .zero
        guard digit < 10 else { return nil }
        var magnitude = UInt64(digit)
        p += 1
        if digit != 0 {
            if gathering {
                if end - p >= 2 && p.pointee.isDigit && p[1].isDigit {
                    // Three digits or more.
                    gatherDigits(&p, into: &magnitude, room: 18, partialWords: false)
                } else if p < end && p.pointee.isDigit {
                    // Numbers of one and two digits, the most common, read no word.
                    magnitude = magnitude &* 10 &+ UInt64(p.pointee &- .zero)
                    p += 1
                }
            } else {
                skipDigits(&p)
            }
        }
        pointer = p
        return (magnitude, isNegative)
    }

    /// The fraction's piece of the fast path: moves `pointer` past the fraction digits there
    /// that a 19-digit mantissa can keep, gathering them into `mantissa`, which holds
    /// `significant` significant digits so far. Zeros before the first significant digit
    /// (`0.000123`) are passed over; they only scale. The caller subtracts the number of digits
    /// passed from the exponent; digits beyond the 19th significant one are left at `pointer`.
    @inlinable @inline(__always)
    func scanFractionDigits(
        _ pointer: inout UnsafePointer<UInt8>, into mantissa: inout UInt64, significant: Int
    ) {
        var p = pointer
        if mantissa == 0 {
            while p < end && p.pointee == .zero { p += 1 }
        }
        gatherDigits(&p, into: &mantissa, room: 19 - significant, partialWords: true)
        pointer = p
    }

    /// Moves `pointer` past at most `room` digits, gathering them into `mantissa` (which has
    /// room for them). Eight at a time where eight bytes can be read: numbers such as
    /// canada.json's `-65.613616999999977` are long, and a byte at a time is a chain of
    /// dependent multiplications with a loop exit that varies. With `partialWords`, a run of
    /// fewer than eight digits is gathered from its word too; without (integers, which are
    /// mostly short), it goes a byte at a time, as do the last few bytes of the input.
    @inlinable @inline(__always)
    func gatherDigits(
        _ pointer: inout UnsafePointer<UInt8>, into mantissa: inout UInt64, room: Int,
        partialWords: Bool
    ) {
        var p = pointer
        var room = room
        while room > 0 && end - p >= 8 {
            let digits = JSONScanner.digitValues(at: p)
            let run = min(JSONScanner.nonDigitBytes(digits).trailingZeroBitCount &>> 3, room)
            if run == 8 {
                mantissa = mantissa &* 100_000_000 &+ JSONScanner.eightDigitsValue(digits)
                p += 8
                room -= 8
                continue
            }
            guard partialWords else { break }
            if run > 0 {
                // The run's digits moved to the top bytes, the bytes after it shifted out.
                let value = JSONScanner.eightDigitsValue(digits &<< UInt64(64 &- 8 &* run))
                mantissa = mantissa &* JSONScanner.powerOfTen(run) &+ value
            }
            pointer = p + run
            return
        }
        let limit = p + min(end - p, max(room, 0))
        while p < limit {
            let digit = p.pointee &- .zero
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            p += 1
        }
        pointer = p
    }

    /// The eight bytes at `pointer` less `0x30` each, the first in the lowest byte on every
    /// host: a digit's value where each digit is. The caller checks that eight bytes remain.
    @inlinable @inline(__always)
    static func digitValues(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
            ^ 0x3030_3030_3030_3030
    }

    /// For eight bytes less `0x30` each (first byte lowest): a set high bit in the nibble of
    /// each byte that was not a digit `0`–`9`. Digits become 0...9; any other byte leaves a
    /// bit set in its high nibble, directly or after adding 6, and a carry only reaches lanes
    /// above the first non-digit, so the lowest set byte is exact.
    @inlinable @inline(__always)
    static func nonDigitBytes(_ digits: UInt64) -> UInt64 {
        (digits | (digits &+ 0x0606_0606_0606_0606)) & 0xF0F0_F0F0_F0F0_F0F0
    }

    /// The number eight digit values (0...9, one a byte, the first in the lowest byte) write,
    /// by three multiplications that each join neighbouring pairs.
    @inlinable @inline(__always)
    static func eightDigitsValue(_ digits: UInt64) -> UInt64 {
        let pairs = (digits &* 10 &+ (digits &>> 8)) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs &* 100 &+ (pairs &>> 16)) & 0x0000_FFFF_0000_FFFF
        return (quads &* 10_000 &+ (quads &>> 32)) & 0xFFFF_FFFF
    }

    /// 10 to the power `exponent`, for 0...7.
    @inlinable @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        default: 10_000_000
        }
    }

    /// Scans the number at the cursor and moves past it.
    ///
    /// - Precondition: the cursor is at a `-` or a digit.
    /// - Throws: `invalid_number` for a leading zero, a lone `-`, a missing fraction or exponent
    ///   digit; the byte after the number is left for the caller to judge
    ///   (`checkAfterNumber()`).
    @inlinable @inline(__always)
    package mutating func scanNumber() throws(ScanError) -> NumberToken {
        var pointer = cursor
        let token = try scanNumber(&pointer, gathering: true)
        cursor = pointer
        return token
    }

    /// The grammar walk: moves `pointer` past the number there and returns it. With
    /// `gathering` false (the skip) only the grammar is checked and the end found; the token's
    /// mantissa and exponent mean nothing, and a digit after a leading `0` is left to the
    /// caller's `continuesNumber` check, which names it as the skip always has.
    @inlinable @inline(__always)
    func scanNumber(
        _ pointer: inout UnsafePointer<UInt8>, gathering: Bool
    ) throws(ScanError) -> NumberToken {
        let numberStart = pointer
        var p = pointer
        guard let integer = scanIntegerDigits(&p, gathering: gathering) else {
            throw missingDigit(inNumberAt: numberStart)
        }
        if p < end {
            let byte = p.pointee
            if byte == .period || byte | 0x20 == .lowercaseE || (gathering && byte.isDigit) {
                guard gathering else {
                    pointer = try skipNumberTail(at: p)
                    return NumberToken(
                        start: numberStart, end: pointer, mantissa: 0, exponent: 0,
                        isNegative: integer.isNegative, isPlainInteger: false, isTruncated: false)
                }
                let token = try scanNumberTail(
                    from: numberStart, at: p, magnitude: integer.magnitude,
                    isNegative: integer.isNegative)
                pointer = token.end
                return token
            }
        }
        pointer = p
        return NumberToken(
            start: numberStart, end: p, mantissa: integer.magnitude, exponent: 0,
            isNegative: integer.isNegative, isPlainInteger: true, isTruncated: false)
    }

    /// What follows the integer-part fast path, out of line (most numbers in JSON are short
    /// integers): digits beyond the 19th, a leading zero's error, the fraction, the exponent.
    /// `position` is readable and holds a digit, `.`, `e` or `E`.
    @usableFromInline
    func scanNumberTail(
        from numberStart: UnsafePointer<UInt8>, at position: UnsafePointer<UInt8>,
        magnitude: UInt64, isNegative: Bool
    ) throws(ScanError) -> NumberToken {
        try numberTail(
            from: numberStart, at: position, magnitude: magnitude, isNegative: isNegative,
            gathering: true)
    }

    /// The skip's `scanNumberTail`: the same walk, gathering nothing; returns the number's end.
    /// `position` is readable and holds `.`, `e` or `E`.
    @usableFromInline
    func skipNumberTail(
        at position: UnsafePointer<UInt8>
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        let token = try numberTail(
            from: position, at: position, magnitude: 0, isNegative: false, gathering: false)
        return token.end
    }

    /// The body of both tails, inlined into each with `gathering` constant.
    @inline(__always)
    private func numberTail(
        from numberStart: UnsafePointer<UInt8>, at position: UnsafePointer<UInt8>,
        magnitude: UInt64, isNegative: Bool, gathering: Bool
    ) throws(ScanError) -> NumberToken {
        var p = position
        var mantissa = magnitude
        // Significant digits so far, counting from the first non-zero one: the integer part's,
        // unless it is `0`.
        let significant = mantissa == 0 ? 0 : p - numberStart - (isNegative ? 1 : 0)
        var exponent = 0
        var isTruncated = false
        var isPlainInteger = true
        if gathering && p.pointee.isDigit {
            // After a `0`, or after the 19 digits the fast path keeps: each further one is a
            // power of ten.
            if mantissa == 0 { throw error(.invalidNumber, at: p, expected: "a leading zero") }
            let dropped = p
            skipDigits(&p)
            exponent = p - dropped
            isTruncated = true
        }
        if p < end && p.pointee == .period {
            isPlainInteger = false
            p += 1
            guard p < end, p.pointee.isDigit else {
                throw error(.invalidNumber, at: p, expected: "a digit must follow '.'")
            }
            if gathering {
                let fractionStart = p
                scanFractionDigits(&p, into: &mantissa, significant: significant)
                exponent -= p - fractionStart
                // Beyond the 19th significant digit, only whether the value is exact matters.
                while p < end && p.pointee.isDigit {
                    if p.pointee != .zero { isTruncated = true }
                    p += 1
                }
            } else {
                skipDigits(&p)
            }
        }
        if p < end && p.pointee | 0x20 == .lowercaseE {
            isPlainInteger = false
            p += 1
            var exponentNegative = false
            if p < end && (p.pointee == .minus || p.pointee == .plus) {
                exponentNegative = p.pointee == .minus
                p += 1
            }
            guard p < end, p.pointee.isDigit else {
                throw error(
                    .invalidNumber, at: p, expected: "a digit must follow the exponent mark")
            }
            var written = 0
            while p < end {
                let digit = p.pointee &- .zero
                guard digit < 10 else { break }
                // Saturate: beyond a million the result is zero or infinite either way.
                if written < 1_000_000 { written = written * 10 + Int(digit) }
                p += 1
            }
            exponent += exponentNegative ? -written : written
        }
        return NumberToken(
            start: numberStart, end: p, mantissa: mantissa, exponent: exponent,
            isNegative: isNegative, isPlainInteger: isPlainInteger, isTruncated: isTruncated)
    }

    /// The error for a `-` (or nothing) where a number's first digit should be.
    @usableFromInline @inline(never)
    func missingDigit(inNumberAt numberStart: UnsafePointer<UInt8>) -> ScanError {
        let digit = numberStart.pointee == .minus ? numberStart + 1 : numberStart
        return error(.invalidNumber, at: digit, expected: "a digit must follow '-'")
    }

    /// Moves `pointer` past a number, validating its grammar and the byte after it
    /// (`continuesNumber`) without gathering its value: the skip's reader.
    @inlinable @inline(__always)
    func skipNumber(_ pointer: inout UnsafePointer<UInt8>) throws(ScanError) {
        var p = pointer
        _ = try scanNumber(&p, gathering: false)
        if p < end && JSONScanner.continuesNumber(p.pointee) {
            throw numberContinuationError(at: p)
        }
        pointer = p
    }

    /// Moves `pointer` past a run of decimal digits, eight at a time.
    @inlinable @inline(__always)
    func skipDigits(_ pointer: inout UnsafePointer<UInt8>) {
        var p = pointer
        // Short numbers end at once; longer runs go eight digits at a time.
        guard p < end && p.pointee.isDigit else { return }
        while end - p >= 8 {
            let nonDigits = JSONScanner.nonDigitBytes(JSONScanner.digitValues(at: p))
            if nonDigits != 0 {
                pointer = p + nonDigits.trailingZeroBitCount >> 3
                return
            }
            p += 8
        }
        while p < end && p.pointee.isDigit { p += 1 }
        pointer = p
    }

    /// Refuses a number run straight into another number part (`01`, `1.2.3`, `1e5e5`), so the
    /// error names the number rather than the next token. Any other byte (`1x`) is left for
    /// the caller, which expects a separator there.
    @inlinable @inline(__always)
    package func checkAfterNumber() throws(ScanError) {
        if cursor < end && JSONScanner.continuesNumber(cursor.pointee) {
            throw numberContinuationError(at: cursor)
        }
    }

    /// True for a byte that may continue a number: a digit, `.`, `e`, `E`, `-` or `+`.
    @inlinable @inline(__always)
    static func continuesNumber(_ byte: UInt8) -> Bool {
        byte.isDigit || byte == .period || byte | 0x20 == .lowercaseE || byte == .minus
            || byte == .plus
    }

    @usableFromInline @inline(never)
    func numberContinuationError(at pointer: UnsafePointer<UInt8>) -> ScanError {
        error(
            .invalidNumber, at: pointer,
            expected: "unexpected '\(UnicodeScalar(pointer.pointee))' in a number")
    }
}

extension NumberToken {
    /// The number as an integer of type `T`, or `nil` when it is out of range or not whole.
    ///
    /// `1.0` and `1e2` convert (they are whole); `1.5` and `1e-1` do not; `9223372036854775808`
    /// is `nil` as an `Int64`, never a wrapped value.
    @inlinable @inline(__always)
    package func integer<T: FixedWidthInteger>(as type: T.Type = T.self) -> T? {
        if _fastPath(isPlainInteger && !isTruncated) {
            return NumberToken.integer(magnitude: mantissa, negative: isNegative, as: T.self)
        }
        if !isTruncated { return scaledInteger(as: T.self) }
        return integerSlow(as: T.self)
    }

    /// Exact conversion of a number of at most 19 significant digits with a fraction or an
    /// exponent, from its mantissa and exponent (no digit is read again, nothing allocated):
    /// a fraction must divide out of the mantissa; a positive exponent multiplies it, with
    /// overflow checked.
    @usableFromInline
    func scaledInteger<T: FixedWidthInteger>(as type: T.Type) -> T? {
        if mantissa == 0 { return 0 }
        var magnitude = mantissa
        var power = exponent
        while power < 0 {
            guard magnitude % 10 == 0 else { return nil }  // A fraction remains.
            magnitude /= 10
            power += 1
        }
        guard power <= 40 else { return nil }  // Far beyond any fixed-width integer.
        if power == 0 || T.bitWidth <= 64 {
            var value = magnitude
            while power > 0 {
                let (next, overflow) = value.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                value = next
                power -= 1
            }
            return NumberToken.integer(magnitude: value, negative: isNegative, as: T.self)
        }
        // Wider than 64 bits: scale in `T` itself.
        var value = T(magnitude)
        while power > 0 {
            let (next, overflow) = value.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            value = next
            power -= 1
        }
        if isNegative {
            guard T.isSigned else { return nil }
            return 0 - value
        }
        return value
    }

    /// Exact conversion of numbers with more than 19 significant digits.
    @usableFromInline
    func integerSlow<T: FixedWidthInteger>(as type: T.Type) -> T? {
        // Reduce to digits × 10^power with the digits written out, then check wholeness and
        // range with overflow-reporting arithmetic.
        var digits: [UInt8] = []
        var power = 0
        var pointer = start
        if pointer.pointee == .minus { pointer += 1 }
        var inFraction = false
        while pointer < end {
            let byte = pointer.pointee
            if byte.isDigit {
                digits.append(byte &- .zero)
                if inFraction { power -= 1 }
            } else if byte == .period {
                inFraction = true
            } else {
                break  // The exponent mark.
            }
            pointer += 1
        }
        if pointer < end {
            pointer += 1
            var negativeExponent = false
            if pointer.pointee == .minus || pointer.pointee == .plus {
                negativeExponent = pointer.pointee == .minus
                pointer += 1
            }
            var written = 0
            while pointer < end, pointer.pointee.isDigit {
                if written < 1_000_000 { written = written * 10 + Int(pointer.pointee &- .zero) }
                pointer += 1
            }
            power += negativeExponent ? -written : written
        }
        // Drop trailing zeros into the power, and leading zeros entirely.
        while let last = digits.last, last == 0, power < 0 {
            digits.removeLast()
            power += 1
        }
        // At once, not one by one: `0.000…1` may have any number of them.
        guard let firstNonZero = digits.firstIndex(where: { $0 != 0 }) else { return 0 }
        digits.removeFirst(firstNonZero)
        guard power >= 0 else { return nil }  // A fraction remains.
        guard power <= 40 else { return nil }  // Far beyond any fixed-width integer.
        digits.append(contentsOf: repeatElement(0, count: power))
        var value: T = 0
        for digit in digits {
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                isNegative
                ? shifted.subtractingReportingOverflow(T(digit))
                : shifted.addingReportingOverflow(T(digit))
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }
}

// Numbers: scanning against the RFC 8259 grammar, and exact conversion to integers.
//
//   number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT ]
//
// The scan gathers up to 19 significant digits into a `UInt64` as it validates. Integer
// conversion from that is a range check; anything longer (20 digits and more) takes the exact
// slow path. Conversion to `Double` lives in `NumberToken+Double.swift`.

extension JSONScanner {
    /// Scans the number at the cursor and moves past it.
    ///
    /// - Throws: `invalid_number` for a leading zero, a lone `-`, a missing fraction or exponent
    ///   digit; the byte after the number is left for the caller to judge.
    @inlinable @inline(__always)
    public mutating func scanNumber() throws(ScanError) -> NumberToken {
        let numberStart = cursor
        var pointer = cursor
        var isNegative = false
        if pointer.pointee == .minus {
            isNegative = true
            pointer += 1
        }
        guard pointer < end, pointer.pointee.isDigit else {
            throw error(.invalidNumber, at: pointer, expected: "a digit must follow '-'")
        }
        var mantissa: UInt64 = 0
        var significant = 0  // Significant digits seen, counting from the first non-zero one.
        var dropped = 0  // Integer digits beyond the 19 kept, each a power of ten.
        if pointer.pointee == .zero {
            pointer += 1
            if pointer < end && pointer.pointee.isDigit {
                throw error(.invalidNumber, at: pointer, expected: "a leading zero")
            }
        } else {
            while pointer < end {
                let digit = pointer.pointee &- .zero
                guard digit < 10 else { break }
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    significant += 1
                } else {
                    dropped += 1
                }
                pointer += 1
            }
        }
        guard pointer < end,
            pointer.pointee == .period || pointer.pointee | 0x20 == .lowercaseE
        else {
            cursor = pointer
            return NumberToken(
                start: numberStart, end: pointer, mantissa: mantissa, exponent: dropped,
                isNegative: isNegative, isPlainInteger: true, isTruncated: dropped > 0)
        }
        return try scanNumberTail(
            numberStart: numberStart, pointer: pointer, mantissa: mantissa,
            significant: significant, dropped: dropped, isNegative: isNegative)
    }

    /// The fraction and exponent parts, out of line: most numbers in JSON are integers.
    @usableFromInline
    mutating func scanNumberTail(
        numberStart: UnsafePointer<UInt8>, pointer start: UnsafePointer<UInt8>, mantissa: UInt64,
        significant: Int, dropped: Int, isNegative: Bool
    ) throws(ScanError) -> NumberToken {
        var pointer = start
        var mantissa = mantissa
        var significant = significant
        var exponent = dropped
        var truncated = dropped > 0
        if pointer.pointee == .period {
            pointer += 1
            guard pointer < end, pointer.pointee.isDigit else {
                throw error(.invalidNumber, at: pointer, expected: "a digit must follow '.'")
            }
            while pointer < end {
                let digit = pointer.pointee &- .zero
                guard digit < 10 else { break }
                if significant < 19 {
                    if mantissa != 0 || digit != 0 { significant += 1 }
                    mantissa = mantissa &* 10 &+ UInt64(digit)
                    exponent -= 1
                } else if digit != 0 {
                    truncated = true
                }
                pointer += 1
            }
        }
        if pointer < end && pointer.pointee | 0x20 == .lowercaseE {
            pointer += 1
            var exponentNegative = false
            if pointer < end && (pointer.pointee == .minus || pointer.pointee == .plus) {
                exponentNegative = pointer.pointee == .minus
                pointer += 1
            }
            guard pointer < end, pointer.pointee.isDigit else {
                throw error(
                    .invalidNumber, at: pointer, expected: "a digit must follow the exponent mark")
            }
            var written = 0
            while pointer < end {
                let digit = pointer.pointee &- .zero
                guard digit < 10 else { break }
                // Saturate: beyond a million the result is zero or infinite either way.
                if written < 1_000_000 { written = written * 10 + Int(digit) }
                pointer += 1
            }
            exponent += exponentNegative ? -written : written
        }
        cursor = pointer
        return NumberToken(
            start: numberStart, end: pointer, mantissa: mantissa, exponent: exponent,
            isNegative: isNegative, isPlainInteger: false, isTruncated: truncated)
    }
}

extension NumberToken {
    /// The number as an integer of type `T`, or `nil` when it is out of range or not whole.
    ///
    /// `1.0` and `1e2` convert (they are whole); `1.5` and `1e-1` do not; `9223372036854775808`
    /// is `nil` as an `Int64`, never a wrapped value.
    @inlinable @inline(__always)
    public func integer<T: FixedWidthInteger>(as type: T.Type = T.self) -> T? {
        if _fastPath(isPlainInteger && !isTruncated) {
            return NumberToken.integer(magnitude: mantissa, negative: isNegative, as: T.self)
        }
        return integerSlow(as: T.self)
    }

    /// Exact conversion of numbers with more than 19 digits, a fraction or an exponent.
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

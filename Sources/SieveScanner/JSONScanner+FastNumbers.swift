// Fast paths for the numbers JSON is mostly made of: plain integers of up to 19 digits, and
// decimals of up to 19 significant digits without an exponent. They parse and convert in one
// pass without building a `NumberToken`, and return `nil` without moving the cursor for
// anything else (long numbers, exponents, leading zeros, errors), which the general path in
// `JSONScanner+Numbers.swift` then handles with its precise errors.

extension JSONScanner {
    /// Reads a plain integer (`-?[0-9]{1,19}` not followed by `.`, `e` or another digit) that
    /// fits `T`, or returns `nil` without moving.
    @inlinable @inline(__always)
    public mutating func scanPlainInteger<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        var p = cursor
        let negative = p.pointee == .minus
        if negative { p += 1 }
        guard p < end else { return nil }
        var digit = p.pointee &- .zero
        guard digit < 10 else { return nil }
        var magnitude = UInt64(digit)
        p += 1
        if digit != 0 {
            let limit = min(end, p + 18)
            while p < limit {
                digit = p.pointee &- .zero
                guard digit < 10 else { break }
                magnitude = magnitude &* 10 &+ UInt64(digit)
                p += 1
            }
        }
        if p < end && JSONScanner.continuesNumber(p.pointee) { return nil }
        guard let value = NumberToken.integer(magnitude: magnitude, negative: negative, as: T.self)
        else { return nil }
        cursor = p
        return value
    }

    /// Reads a decimal (`-?[0-9]+(\.[0-9]+)?` with at most 19 significant digits and no
    /// exponent), correctly rounded, or returns `nil` without moving.
    @inlinable @inline(__always)
    public mutating func scanPlainDouble() -> Double? {
        var p = cursor
        let negative = p.pointee == .minus
        if negative { p += 1 }
        guard p < end else { return nil }
        var digit = p.pointee &- .zero
        guard digit < 10 else { return nil }
        var mantissa = UInt64(digit)
        var digits = digit == 0 ? 0 : 1
        p += 1
        if digit != 0 {
            while p < end {
                digit = p.pointee &- .zero
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digits += 1
                p += 1
            }
        }
        var exponent = 0
        if p < end && p.pointee == .period {
            p += 1
            let fractionStart = p
            while p < end {
                digit = p.pointee &- .zero
                guard digit < 10 else { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                if mantissa != 0 { digits += 1 }
                p += 1
            }
            exponent = fractionStart - p
            if exponent == 0 { return nil }  // `1.` is an error: leave it to the general path.
        }
        guard digits <= 19, p >= end || !JSONScanner.continuesNumber(p.pointee) else {
            return nil
        }
        var value: Double
        if mantissa <= 1 << 53 && exponent >= -22 {
            value = Double(mantissa)
            if exponent < 0 { value /= exactPowersOfTen[-exponent] }
        } else {
            guard let computed = eiselLemire(mantissa: mantissa, exponent: exponent) else {
                return nil
            }
            value = computed
        }
        cursor = p
        return negative ? -value : value
    }
}

extension NumberToken {
    /// `magnitude`, negated when `negative`, as a `T`; `nil` when out of range.
    @inlinable @inline(__always)
    public static func integer<T: FixedWidthInteger>(
        magnitude: UInt64, negative: Bool, as type: T.Type
    ) -> T? {
        if negative {
            guard T.isSigned else { return magnitude == 0 ? 0 : nil }
            if T.bitWidth > 64 { return 0 - T(magnitude) }
            // The magnitude of T.min is one more than T.max.
            guard magnitude <= UInt64(truncatingIfNeeded: T.max) &+ 1 else { return nil }
            return T(truncatingIfNeeded: Int64(bitPattern: 0 &- magnitude))
        }
        guard T.bitWidth > 64 || (T.bitWidth == 64 && !T.isSigned)
            || magnitude <= UInt64(truncatingIfNeeded: T.max)
        else { return nil }
        return T(truncatingIfNeeded: magnitude)
    }
}

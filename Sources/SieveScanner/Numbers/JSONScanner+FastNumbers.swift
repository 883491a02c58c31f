// Fast paths for the numbers JSON is mostly made of: plain integers of up to 19 digits, and
// decimals of up to 19 significant digits without an exponent. Both start with the integer-part
// fast path every number reader shares (`scanIntegerDigits`, JSONScanner+Numbers.swift), convert
// in the same pass without building a `NumberToken` (doubles by the conversion `NumberToken`'s
// own `double` uses), and return `nil` without moving the cursor for anything else (long
// numbers, exponents, leading zeros, errors), which the grammar walk `scanNumber()` then judges
// with its precise errors.

extension JSONScanner {
    /// Reads a plain integer (`-?[0-9]{1,19}` not followed by `.`, `e` or another digit) that
    /// fits `T`, or returns `nil` without moving.
    ///
    /// - Precondition: the cursor is at a byte of the input (`cursor < end`).
    @inlinable @inline(__always)
    package mutating func scanPlainInteger<T: FixedWidthInteger>(_ type: T.Type) -> T? {
        var p = cursor
        guard let integer = scanIntegerDigits(&p, gathering: true),
            p >= end || !JSONScanner.continuesNumber(p.pointee),
            let value = NumberToken.integer(
                magnitude: integer.magnitude, negative: integer.isNegative, as: T.self)
        else { return nil }
        cursor = p
        return value
    }

    /// Reads a decimal (`-?[0-9]+(\.[0-9]+)?` with at most 19 significant digits and no
    /// exponent), correctly rounded, or returns `nil` without moving.
    ///
    /// - Precondition: the cursor is at a byte of the input (`cursor < end`).
    @inlinable @inline(__always)
    package mutating func scanPlainDouble() -> Double? {
        var p = cursor
        guard let integer = scanIntegerDigits(&p, gathering: true) else { return nil }
        var mantissa = integer.magnitude
        var exponent = 0
        if p < end && p.pointee == .period {
            p += 1
            let fractionStart = p
            // Significant digits so far, counting from the first non-zero one.
            let significant = mantissa == 0 ? 0 : p - 1 - cursor - (integer.isNegative ? 1 : 0)
            scanFractionDigits(&p, into: &mantissa, significant: significant)
            exponent = fractionStart - p
            // `1.` is an error, and a 20th significant digit needs the general path.
            if exponent == 0 { return nil }
        }
        // A digit here is one beyond the 19th significant one.
        guard p >= end || !JSONScanner.continuesNumber(p.pointee),
            let value = NumberToken.double(
                mantissa: mantissa, exponent: exponent, isNegative: integer.isNegative)
        else { return nil }
        cursor = p
        return value
    }
}

extension NumberToken {
    /// `magnitude`, negated when `negative`, as a `T`; `nil` when out of range.
    @inlinable @inline(__always)
    package static func integer<T: FixedWidthInteger>(
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

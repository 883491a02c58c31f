// Conversion of a scanned number to `Double`, correctly rounded: bit-identical to
// `Double(String)` for every input.
//
// Three paths, fastest first:
// 1. Clinger: a mantissa of at most 53 bits and a power of ten of at most 22 in magnitude are
//    both exact doubles, so one IEEE multiplication or division rounds correctly.
// 2. Eisel-Lemire: up to 19 significant digits, any exponent; a 128-bit product with a
//    tabulated power of five finds the correctly rounded result.
// 3. The standard library's parser over the text, for more than 19 digits (truncated
//    mantissas), out of line.

extension NumberToken {
    /// The number as a `Double`, correctly rounded; `nil` when its magnitude is beyond the
    /// largest finite `Double` (`1e400`). Underflow rounds to zero (`1e-400` is `0.0`), keeping
    /// the sign (`-0` is `-0.0`).
    @inlinable @inline(__always)
    package var double: Double? {
        if _fastPath(!isTruncated) {
            return NumberToken.double(
                mantissa: mantissa, exponent: exponent, isNegative: isNegative)
        }
        return doubleSlow()
    }

    /// `mantissa × 10^exponent`, negated when `isNegative`, correctly rounded, for a mantissa
    /// of at most 19 digits; `nil` beyond the largest finite `Double`. Paths 1 and 2 above,
    /// written once for `double` and the plain-decimal fast path.
    @inlinable @inline(__always)
    static func double(mantissa: UInt64, exponent: Int, isNegative: Bool) -> Double? {
        var value: Double
        if mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            value = Double(mantissa)
            if exponent < 0 {
                value /= exactPowerOfTen(-exponent)
            } else {
                value *= exactPowerOfTen(exponent)
            }
        } else {
            value = eiselLemire(mantissa: mantissa, exponent: exponent)
            guard value.isFinite else { return nil }
        }
        return isNegative ? -value : value
    }

    /// The number as a `Float`, correctly rounded from its text; `nil` beyond `Float`'s range.
    @usableFromInline package var float: Float? {
        let value = Float(text)
        guard let value, value.isFinite else { return nil }
        return value
    }

    @usableFromInline @inline(never)
    func doubleSlow() -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// 10^`power` for `power` in 0...22, every one exactly representable as a `Double`.
///
/// A `switch`, which the compiler lowers to a constant table: a stored array would be a lazily
/// initialized global, reached through `swift_once` from every module that inlines a
/// conversion.
@inlinable @inline(__always)
func exactPowerOfTen(_ power: Int) -> Double {
    switch power {
    case 0: return 1e0
    case 1: return 1e1
    case 2: return 1e2
    case 3: return 1e3
    case 4: return 1e4
    case 5: return 1e5
    case 6: return 1e6
    case 7: return 1e7
    case 8: return 1e8
    case 9: return 1e9
    case 10: return 1e10
    case 11: return 1e11
    case 12: return 1e12
    case 13: return 1e13
    case 14: return 1e14
    case 15: return 1e15
    case 16: return 1e16
    case 17: return 1e17
    case 18: return 1e18
    case 19: return 1e19
    case 20: return 1e20
    case 21: return 1e21
    default: return 1e22
    }
}

/// The correctly rounded double nearest `mantissa × 10^exponent`, for a non-truncated mantissa.
/// Infinity when the magnitude overflows.
@usableFromInline
func eiselLemire(mantissa: UInt64, exponent: Int) -> Double {
    if mantissa == 0 || exponent < smallestPowerOfFive { return 0 }
    if exponent > largestPowerOfFive { return .infinity }
    let leadingZeros = mantissa.leadingZeroBitCount
    let normalized = mantissa << leadingZeros
    let index = 2 &* (exponent &- smallestPowerOfFive)
    // The first product with the high word of 5^q; refine with the low word only when the
    // bits that decide rounding are all ones (the truncated product might carry into them).
    var product = normalized.multipliedFullWidth(by: powersOfFive[index])
    let precisionMask: UInt64 = 0xFFFF_FFFF_FFFF_FFFF >> 55
    if product.high & precisionMask == precisionMask {
        let second = normalized.multipliedFullWidth(by: powersOfFive[index &+ 1])
        let (low, carry) = product.low.addingReportingOverflow(second.high)
        product.low = low
        if carry { product.high &+= 1 }
    }
    let upperBit = Int(product.high >> 63)
    let shift = upperBit &+ 9
    var significand = product.high >> shift
    // floor(log2(10^q)) + 63, then adjusted for normalization, plus the exponent bias.
    var power2 =
        ((152_170 &+ 65_536) &* exponent) >> 16 &+ 63 &+ upperBit &- leadingZeros &+ 1023
    if power2 <= 0 {
        // Subnormal.
        if -power2 + 1 >= 64 { return 0 }
        significand >>= UInt64(-power2 + 1)
        significand &+= significand & 1
        significand >>= 1
        power2 = significand < (1 << 52) ? 0 : 1
        return Double(bitPattern: UInt64(power2) << 52 | (significand & ((1 << 52) - 1)))
    }
    // Exactly halfway between two doubles with an even lower one: round down, not up.
    if product.low <= 1 && exponent >= -4 && exponent <= 23 && significand & 3 == 1
        && significand << shift == product.high
    {
        significand &= ~1
    }
    significand &+= significand & 1
    significand >>= 1
    if significand >= 2 << 52 {
        significand = 1 << 52
        power2 &+= 1
    }
    significand &= ~(1 << 52)
    if power2 >= 0x7FF { return .infinity }
    return Double(bitPattern: UInt64(power2) << 52 | significand)
}

// A scanned number: its exact text and, for up to 19 significant digits, its decimal mantissa
// and exponent, gathered while validating so conversions need not read the digits again.

/// A JSON number as it appears in the input, validated against the RFC 8259 grammar.
///
/// The value is `mantissa × 10^exponent` (negated when `isNegative`) whenever
/// `isTruncated` is false. Conversions (`integer(as:)`, `double`) are exact or fail; they never
/// wrap or round silently into an integer.
@usableFromInline package struct NumberToken {
    /// The first byte of the number (the `-` or the first digit).
    @usableFromInline package let start: UnsafePointer<UInt8>
    /// One past the last byte of the number.
    @usableFromInline package let end: UnsafePointer<UInt8>
    /// The significant decimal digits, when there are at most 19 of them.
    @usableFromInline package let mantissa: UInt64
    /// The power of ten that `mantissa` is scaled by.
    @usableFromInline package let exponent: Int
    /// True for a leading `-`.
    @usableFromInline package let isNegative: Bool
    /// True when there is neither a fraction nor an exponent part.
    @usableFromInline package let isPlainInteger: Bool
    /// True when there were more than 19 significant digits, so `mantissa` is incomplete and
    /// conversions go through the exact slow path.
    @usableFromInline package let isTruncated: Bool

    /// Creates a token from its parts: the scanner's alone (internal), since `text` reads the
    /// range as the token says.
    @inlinable
    init(
        start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, mantissa: UInt64, exponent: Int,
        isNegative: Bool, isPlainInteger: Bool, isTruncated: Bool
    ) {
        self.start = start
        self.end = end
        self.mantissa = mantissa
        self.exponent = exponent
        self.isNegative = isNegative
        self.isPlainInteger = isPlainInteger
        self.isTruncated = isTruncated
    }

    /// The number's text exactly as written.
    @usableFromInline package var text: String {
        String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
    }
}

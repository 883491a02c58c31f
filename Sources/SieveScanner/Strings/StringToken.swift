// A scanned string: the byte range between its quotes, and whether decoding it needs work.
// Package access only: the bytes *are* the string when there are no escapes, so a token made
// up from arbitrary bytes would make an invalid `String`.

/// The text of a JSON string as it appears in the input, between the quotes.
///
/// The range has been validated (UTF-8, escapes, no control characters). When `hasEscapes` is
/// false the bytes *are* the string; otherwise `JSONScanner.decodeEscapedString(_:)` resolves
/// the escapes. Only the scanner makes tokens (`scanString()`).
@usableFromInline package struct StringToken {
    /// The first byte after the opening quote.
    @usableFromInline package let start: UnsafePointer<UInt8>
    /// The closing quote.
    @usableFromInline package let end: UnsafePointer<UInt8>
    /// True when the text contains at least one backslash escape.
    @usableFromInline package let hasEscapes: Bool

    /// Creates a token from its parts: the scanner's alone (internal), since a token's bytes are
    /// trusted to be valid UTF-8.
    @inlinable
    init(start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, hasEscapes: Bool) {
        self.start = start
        self.end = end
        self.hasEscapes = hasEscapes
    }

    /// The number of raw bytes between the quotes.
    @inlinable
    package var rawCount: Int { end - start }

    /// The raw bytes between the quotes.
    @inlinable
    package var rawBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: end - start)
    }

    /// True when the string's decoded UTF-8 equals `key` byte for byte.
    ///
    /// Compares length first, then bytes. A token with escapes is decoded first (rare: keys
    /// almost never contain escapes).
    @inlinable @inline(__always)
    package func equals(_ key: UnsafeRawBufferPointer) -> Bool {
        if _fastPath(!hasEscapes) {
            let count = end - start
            guard count == key.count else { return false }
            if count == 0 { return true }
            return memcmpBytes(start, key.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
        return equalsEscaped(key)
    }

    @usableFromInline @inline(never)
    func equalsEscaped(_ key: UnsafeRawBufferPointer) -> Bool {
        let decoded = JSONScanner.decodeEscapedString(self)
        return decoded.utf8.elementsEqual(key)
    }
}

/// Byte-wise equality of two ranges of the same length, eight bytes at a time.
@inlinable @inline(__always)
package func memcmpBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
        let x = UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
        let y = UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        if x != y { return false }
        index += 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}

// Making short strings without a second validation pass.
//
// A string of up to 15 UTF-8 bytes is stored inline in the `String` value itself (a "small
// string"): the bytes, then a count and a discriminator in the last byte. The scanner has
// already validated the bytes as UTF-8, so it can write that representation directly instead
// of having `String(decoding:as:)` scan them again (about 80 instructions a string under
// callgrind, for the most common value in JSON).
//
// The layout is the standard library's, stable on every 64-bit little-endian platform Swift
// supports. It is not taken on trust: on first use, `isAvailable` builds strings of every
// small length both ways and compares their bits; if any differ, the factory stays off and
// every string goes through `String(decoding:as:)`.

@usableFromInline
enum SmallStringFactory {
    /// True when the representation below matches the standard library's on this platform.
    @usableFromInline
    static let isAvailable: Bool = verify()

    /// A string of `count` (at most 15) bytes at `bytes`, which must be valid UTF-8.
    @inlinable @inline(__always)
    static func make(_ bytes: UnsafePointer<UInt8>, count: Int) -> String {
        #if _endian(little) && _pointerBitWidth(_64)
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { raw in
            raw.baseAddress!.copyMemory(from: bytes, byteCount: count)
        }
        let isASCII = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
        let discriminator: UInt64 = isASCII ? 0xE0 : 0xA0
        words.1 |= (discriminator | UInt64(count)) << 56
        return unsafeBitCast(words, to: String.self)
        #else
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        #endif
    }

    static func verify() -> Bool {
        #if _endian(little) && _pointerBitWidth(_64)
        guard MemoryLayout<String>.size == 16 else { return false }
        let samples: [[UInt8]] =
            (0...15).map { count in (0..<count).map { UInt8(ascii: "a") + UInt8($0) } }
            + [Array("é".utf8), Array("日本語".utf8), Array("naïve café".utf8), Array("😀x".utf8)]
        for sample in samples where sample.count <= 15 {
            let expected = String(decoding: sample, as: UTF8.self)
            let made = sample.withUnsafeBufferPointer { make($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count) }
            let expectedBits = unsafeBitCast(expected, to: (UInt64, UInt64).self)
            let madeBits = unsafeBitCast(made, to: (UInt64, UInt64).self)
            guard expectedBits == madeBits, made == expected else { return false }
        }
        return true
        #else
        return false
        #endif
    }
}

extension JSONScanner {
    /// A string from bytes the scanner has already validated as UTF-8, without validating
    /// them again: short ones in the inline small form, longer ones through `UTF8Span` where
    /// the runtime has it (Swift 6.2; always on Linux).
    @inlinable @inline(__always)
    static func stringFromValidatedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        stringFromValidatedUTF8(bytes, smallStrings: SmallStringFactory.isAvailable)
    }

    /// As `stringFromValidatedUTF8(_:)`, with `SmallStringFactory.isAvailable` read by the
    /// caller once (a scanner reads it at creation).
    @inlinable @inline(__always)
    static func stringFromValidatedUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, smallStrings: Bool
    ) -> String {
        guard let base = bytes.baseAddress else { return "" }
        if bytes.count <= 15 && smallStrings {
            return SmallStringFactory.make(base, count: bytes.count)
        }
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

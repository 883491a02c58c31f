// Making short strings without a second validation pass.
//
// A string of up to 15 UTF-8 bytes is stored inline in the `String` value itself (a "small
// string"): the bytes, then a count and a discriminator in the last byte. The scanner has
// already validated the bytes as UTF-8, so it can write that representation directly instead
// of having `String(decoding:as:)` scan them again (about 80 instructions a string under
// callgrind, for the most common value in JSON).
//
// The layout is the standard library's, stable on every 64-bit little-endian platform Swift
// supports. It is not taken on trust, and it is not checked lazily either (a stored flag would
// be a lazily initialized global, reached through `swift_once` on every string made through
// it): `isAvailable` compares the bits of two string literals with the bits `make` writes for
// them. The compiler itself lays literals out in this representation, and a runtime that read
// it differently would break every literal in the program; in an optimized build the
// comparison folds to a constant. `verify()` holds `make` to `String(decoding:as:)` for every
// small length (SmallStringTests).

@usableFromInline
enum SmallStringFactory {
    /// True when the representation below is the one this toolchain writes for short strings.
    @inlinable
    static var isAvailable: Bool {
        #if _endian(little) && _pointerBitWidth(_64)
        guard MemoryLayout<String>.size == 16 else { return false }
        // Bytes in order from the low end of the first word; the top byte holds the
        // discriminator (0xE0 for ASCII, 0xA0 otherwise) and the count.
        let ascii = unsafeBitCast("abcdefghijklmno" as String, to: (UInt64, UInt64).self)
        let nonASCII = unsafeBitCast("é" as String, to: (UInt64, UInt64).self)
        return ascii == (0x6867_6665_6463_6261, 0xEF6F_6E6D_6C6B_6A69)
            && nonASCII == (0xA9C3, 0xA200_0000_0000_0000)
        #else
        return false
        #endif
    }

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

    /// True when `make` builds every short string exactly as `String(decoding:as:)` does.
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
        guard let base = bytes.baseAddress else { return "" }
        if bytes.count <= 15 && SmallStringFactory.isAvailable {
            return SmallStringFactory.make(base, count: bytes.count)
        }
        // `SwiftStdlib 6.2`, spelled out: an availability macro cannot appear in an inlinable
        // body, which the caller's module compiles.
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

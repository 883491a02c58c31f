// The slow path of a string, shared by reading (`scanString`) and skipping (`skipStringBody`):
// from the first byte that needs attention (an escape, non-ASCII, a control character, the end
// of input), or from where fewer than eight bytes remain, validate up to the closing quote.
//
// Invariants: `textStart` is just past the opening quote and `position` between it and `end`.
// Never: read past `end`, or accept a byte the fast paths would have refused.

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

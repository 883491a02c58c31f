// Strings as `JSONEncoder` writes them: UTF-8 as it is, with `"` and `\` escaped, `/` escaped
// unless `.withoutEscapingSlashes`, backspace, form feed, newline, return and tab as their
// two-character escapes and every other control character as `\u00xx` (lowercase hex).
// Nothing else is escaped: not DEL, not U+2028, not anything beyond ASCII.
//
// A Swift `String` is always valid Unicode, so the text written is always valid UTF-8.

import SieveScanner

extension JSONWriter {
    /// Writes `string` as a quoted JSON string.
    @inlinable
    package func writeString(_ string: String) {
        // A native string lends its bytes without a copy of the string (no retain).
        if string.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0) }) == nil {
            var string = string
            string.withUTF8 { writeString(utf8: $0) }
        }
    }

    /// Writes UTF-8 text as a quoted JSON string.
    @inlinable
    package func writeString(utf8 text: UnsafeBufferPointer<UInt8>) {
        reserve(text.count &+ 2)
        base[count] = .quote
        count &+= 1
        // The plain run first, straight into the buffer; escapes out of line.
        var index = 0
        while index < text.count {
            let byte = text[index]
            if _slowPath(needsEscape(byte)) { break }
            base[count &+ index] = byte
            index &+= 1
        }
        count &+= index
        if index < text.count {
            writeEscapedTail(of: text, from: index)
        }
        append(.quote)
    }

    /// True for a byte a string cannot hold as it is.
    @inlinable @inline(__always)
    func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == .quote || byte == .backslash || (byte == .slash && escapesSlashes)
    }

    /// Writes the rest of a string from the first byte that needs an escape: each escape,
    /// then the plain run up to the next one in one copy.
    @usableFromInline @inline(never)
    func writeEscapedTail(of text: UnsafeBufferPointer<UInt8>, from start: Int) {
        var index = start
        while index < text.count {
            let byte = text[index]
            index &+= 1
            reserve(6)
            base[count] = .backslash
            count &+= 1
            switch byte {
            case .quote, .backslash, .slash: base[count] = byte
            case .backspace: base[count] = .lowercaseB
            case .formFeed: base[count] = .lowercaseF
            case .newline: base[count] = .lowercaseN
            case .carriageReturn: base[count] = .lowercaseR
            case .tab: base[count] = .lowercaseT
            default:
                base[count] = .lowercaseU
                base[count &+ 1] = .zero
                base[count &+ 2] = .zero
                base[count &+ 3] = JSONWriter.hexDigit(byte >> 4)
                base[count &+ 4] = JSONWriter.hexDigit(byte & 0x0F)
                count &+= 4
            }
            count &+= 1
            let run = index
            while index < text.count, !needsEscape(text[index]) { index &+= 1 }
            if index > run { append(UnsafeBufferPointer(rebasing: text[run..<index])) }
        }
    }

    /// The lowercase hexadecimal digit of `value` (0...15).
    @inlinable
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? .zero &+ value : .lowercaseA &+ (value &- 10)
    }
}

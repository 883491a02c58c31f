// Named bytes of the JSON grammar, so the scanner reads `case .quote:` rather than `case 34:`.

extension UInt8 {
    @usableFromInline package static let quote = UInt8(ascii: "\"")
    @usableFromInline package static let backslash = UInt8(ascii: "\\")
    @usableFromInline package static let slash = UInt8(ascii: "/")
    @usableFromInline package static let comma = UInt8(ascii: ",")
    @usableFromInline package static let colon = UInt8(ascii: ":")
    @usableFromInline package static let openBrace = UInt8(ascii: "{")
    @usableFromInline package static let closeBrace = UInt8(ascii: "}")
    @usableFromInline package static let openBracket = UInt8(ascii: "[")
    @usableFromInline package static let closeBracket = UInt8(ascii: "]")
    @usableFromInline package static let minus = UInt8(ascii: "-")
    @usableFromInline package static let plus = UInt8(ascii: "+")
    @usableFromInline package static let period = UInt8(ascii: ".")
    @usableFromInline package static let zero = UInt8(ascii: "0")
    @usableFromInline package static let nine = UInt8(ascii: "9")
    @usableFromInline package static let lowercaseE = UInt8(ascii: "e")
    @usableFromInline package static let uppercaseE = UInt8(ascii: "E")
    @usableFromInline package static let lowercaseT = UInt8(ascii: "t")
    @usableFromInline package static let lowercaseF = UInt8(ascii: "f")
    @usableFromInline package static let lowercaseN = UInt8(ascii: "n")
    @usableFromInline package static let lowercaseU = UInt8(ascii: "u")
    @usableFromInline package static let lowercaseB = UInt8(ascii: "b")
    @usableFromInline package static let lowercaseR = UInt8(ascii: "r")
    @usableFromInline package static let space = UInt8(ascii: " ")
    @usableFromInline package static let tab = UInt8(ascii: "\t")
    @usableFromInline package static let newline = UInt8(ascii: "\n")
    @usableFromInline package static let carriageReturn = UInt8(ascii: "\r")
    @usableFromInline package static let backspace: UInt8 = 0x08
    @usableFromInline package static let formFeed: UInt8 = 0x0C

    /// True for the four bytes RFC 8259 allows between tokens.
    @inlinable @inline(__always)
    package var isJSONWhitespace: Bool {
        self == .space || self == .newline || self == .carriageReturn || self == .tab
    }

    /// True for `0`...`9`.
    @inlinable @inline(__always)
    package var isDigit: Bool { self &- .zero < 10 }

    /// True for bytes that start a multi-byte UTF-8 sequence or continue one.
    @inlinable @inline(__always)
    package var isNonASCII: Bool { self >= 0x80 }

    /// The value of a hexadecimal digit, or `nil`.
    @inlinable @inline(__always)
    package var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }
}

// Named bytes of the JSON grammar, so the scanner reads `case .quote:` rather than `case 34:`.
// Computed and inlinable, not stored: a stored static would be a lazily initialized global
// that every comparison in another module reaches through a function call.

extension UInt8 {
    @inlinable package static var quote: UInt8 { UInt8(ascii: "\"") }
    @inlinable package static var backslash: UInt8 { UInt8(ascii: "\\") }
    @inlinable package static var slash: UInt8 { UInt8(ascii: "/") }
    @inlinable package static var comma: UInt8 { UInt8(ascii: ",") }
    @inlinable package static var colon: UInt8 { UInt8(ascii: ":") }
    @inlinable package static var openBrace: UInt8 { UInt8(ascii: "{") }
    @inlinable package static var closeBrace: UInt8 { UInt8(ascii: "}") }
    @inlinable package static var openBracket: UInt8 { UInt8(ascii: "[") }
    @inlinable package static var closeBracket: UInt8 { UInt8(ascii: "]") }
    @inlinable package static var minus: UInt8 { UInt8(ascii: "-") }
    @inlinable package static var plus: UInt8 { UInt8(ascii: "+") }
    @inlinable package static var period: UInt8 { UInt8(ascii: ".") }
    @inlinable package static var zero: UInt8 { UInt8(ascii: "0") }
    @inlinable package static var nine: UInt8 { UInt8(ascii: "9") }
    @inlinable package static var lowercaseE: UInt8 { UInt8(ascii: "e") }
    @inlinable package static var uppercaseE: UInt8 { UInt8(ascii: "E") }
    @inlinable package static var lowercaseT: UInt8 { UInt8(ascii: "t") }
    @inlinable package static var lowercaseF: UInt8 { UInt8(ascii: "f") }
    @inlinable package static var lowercaseN: UInt8 { UInt8(ascii: "n") }
    @inlinable package static var lowercaseU: UInt8 { UInt8(ascii: "u") }
    @inlinable package static var lowercaseB: UInt8 { UInt8(ascii: "b") }
    @inlinable package static var lowercaseR: UInt8 { UInt8(ascii: "r") }
    @inlinable package static var space: UInt8 { UInt8(ascii: " ") }
    @inlinable package static var tab: UInt8 { UInt8(ascii: "\t") }
    @inlinable package static var newline: UInt8 { UInt8(ascii: "\n") }
    @inlinable package static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    @inlinable package static var backspace: UInt8 { 0x08 }
    @inlinable package static var formFeed: UInt8 { 0x0C }
    @inlinable package static var verticalTab: UInt8 { 0x0B }
    @inlinable package static var singleQuote: UInt8 { UInt8(ascii: "'") }
    @inlinable package static var asterisk: UInt8 { UInt8(ascii: "*") }
    @inlinable package static var dollar: UInt8 { UInt8(ascii: "$") }
    @inlinable package static var underscore: UInt8 { UInt8(ascii: "_") }
    @inlinable package static var lowercaseA: UInt8 { UInt8(ascii: "a") }
    @inlinable package static var lowercaseX: UInt8 { UInt8(ascii: "x") }
    @inlinable package static var lowercaseZ: UInt8 { UInt8(ascii: "z") }

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

// JSONEscaping.swift — how Swift strings become the bytes between JSON quotes.
//
// `appendMinimal` is the writer's default: escape only what RFC 8259 requires (quote, backslash,
// C0 controls) and emit everything else as raw UTF-8. `EscapedText` builds string bodies with
// deliberate, explicit escapes (\u00e9, surrogate pairs, \/ ...) for the escape-heavy shapes.

enum JSONEscaping {
    private static let hexLower = Array("0123456789abcdef".utf8)
    private static let hexUpper = Array("0123456789ABCDEF".utf8)

    /// Appends `text` with the minimal escaping RFC 8259 requires.
    static func appendMinimal(_ text: String, into out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case 0x22: out.append(0x5C); out.append(0x22)            // \"
            case 0x5C: out.append(0x5C); out.append(0x5C)            // \\
            case 0x08: out.append(0x5C); out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(0x5C); out.append(UInt8(ascii: "f"))
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            case 0x00..<0x20: appendUnit(UInt16(byte), uppercase: false, into: &out)
            default: out.append(byte)
            }
        }
    }

    /// Appends one `\uXXXX` escape for the UTF-16 code unit `unit`.
    static func appendUnit(_ unit: UInt16, uppercase: Bool, into out: inout [UInt8]) {
        let hex = uppercase ? hexUpper : hexLower
        out.append(0x5C)
        out.append(UInt8(ascii: "u"))
        out.append(hex[Int(unit >> 12) & 0xF])
        out.append(hex[Int(unit >> 8) & 0xF])
        out.append(hex[Int(unit >> 4) & 0xF])
        out.append(hex[Int(unit) & 0xF])
    }
}

/// A JSON string body (without the quotes) assembled from explicitly chosen pieces.
/// Every piece is valid on its own, so the result is always a valid JSON string body.
struct EscapedText {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    /// Ordinary text with minimal escaping (raw UTF-8 stays raw).
    mutating func plain(_ text: String) {
        JSONEscaping.appendMinimal(text, into: &bytes)
    }

    /// A two-character escape: one of `" \ / b f n r t`.
    mutating func shortEscape(_ letter: Character) {
        precondition("\"\\/bfnrt".contains(letter), "not a JSON short escape: \(letter)")
        bytes.append(0x5C)
        bytes.append(contentsOf: Array(String(letter).utf8))
    }

    /// The scalar written as `\uXXXX`, or as a surrogate pair `\uD83D\uDE00` above U+FFFF.
    mutating func unicodeEscape(_ scalar: Unicode.Scalar, uppercase: Bool = false) {
        let value = scalar.value
        if value <= 0xFFFF {
            JSONEscaping.appendUnit(UInt16(value), uppercase: uppercase, into: &bytes)
        } else {
            let offset = value - 0x10000
            let high = UInt16(0xD800 + (offset >> 10))
            let low = UInt16(0xDC00 + (offset & 0x3FF))
            JSONEscaping.appendUnit(high, uppercase: uppercase, into: &bytes)
            JSONEscaping.appendUnit(low, uppercase: uppercase, into: &bytes)
        }
    }

    /// The pieces of `other`, after these.
    mutating func append(_ other: EscapedText) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Every scalar of `text` as `\u` escapes.
    mutating func unicodeEscapeAll(_ text: String, uppercase: Bool = false) {
        for scalar in text.unicodeScalars {
            unicodeEscape(scalar, uppercase: uppercase)
        }
    }
}

// The exact readings of a value sent as another JSON type than its own, shared by both paths:
// `@Lossless` on `Codable` models and `decode(_:lossless:)` on schemas.

import SieveRawValue

/// A value `@Lossless` can read from another JSON type than its own, when that reading is
/// exact: integers and floating point from a string holding a JSON number, `Bool` from
/// `"true"`, `"false"`, `0` and `1`, `String` from a number's literal or a boolean.
///
/// Sieve conforms the standard library's integers, `Double`, `Float`, `Bool` and `String`;
/// `Optional` reads `null` as `nil` and anything else as its `Wrapped` type does.
public protocol LosslessDecodable: Decodable {
    /// `value` read as this type when the reading is exact, else `nil`. Called only after
    /// the value failed to decode as this type.
    static func losslessValue(from value: RawValue) -> Self?

    /// What this type is in JSON, in a diagnostic's words: `"an integer"`.
    static var losslessKind: String { get }
}

extension RawValue {
    /// The text a lossless conversion reads: a string's contents, a number's literal,
    /// `true` or `false`.
    @usableFromInline package var losslessText: String {
        switch self {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let value): return value ? "true" : "false"
        default: return description
        }
    }

    /// The number a string holds, when the whole string is one JSON number, with nothing
    /// around it.
    package var numberInString: RawNumber? {
        guard case .string(let text) = self, let first = text.utf8.first,
            let last = text.utf8.last, !Self.isSpace(first), !Self.isSpace(last)
        else { return nil }
        return RawNumber(text: text)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

// MARK: - The standard library's conformances

extension LosslessDecodable where Self: FixedWidthInteger {
    /// The integer a string holding a whole JSON number in range spells (`"100"`, `"1e2"`).
    public static func losslessValue(from value: RawValue) -> Self? {
        value.numberInString?.integer(as: Self.self)
    }

    /// `"an integer"`.
    public static var losslessKind: String { "an integer" }
}

extension Int: LosslessDecodable {}
extension Int8: LosslessDecodable {}
extension Int16: LosslessDecodable {}
extension Int32: LosslessDecodable {}
extension Int64: LosslessDecodable {}
extension UInt: LosslessDecodable {}
extension UInt8: LosslessDecodable {}
extension UInt16: LosslessDecodable {}
extension UInt32: LosslessDecodable {}
extension UInt64: LosslessDecodable {}

extension Double: LosslessDecodable {
    /// The number a string holding a JSON number spells, when it is within `Double`'s range.
    public static func losslessValue(from value: RawValue) -> Double? {
        guard let number = value.numberInString?.double, number.isFinite else { return nil }
        return number
    }

    /// `"a number"`.
    public static var losslessKind: String { "a number" }
}

extension Float: LosslessDecodable {
    /// The number a string holding a JSON number spells, when it is within `Float`'s range.
    public static func losslessValue(from value: RawValue) -> Float? {
        guard let text = value.numberInString?.text, let number = Float(text), number.isFinite
        else { return nil }
        return number
    }

    /// `"a number"`.
    public static var losslessKind: String { "a number" }
}

extension Bool: LosslessDecodable {
    /// `true` from `"true"` and `1`, `false` from `"false"` and `0`.
    public static func losslessValue(from value: RawValue) -> Bool? {
        switch value {
        case .string("true"): return true
        case .string("false"): return false
        case .number(let number):
            switch number.text {
            case "1": return true
            case "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// `"a boolean"`.
    public static var losslessKind: String { "a boolean" }
}

extension String: LosslessDecodable {
    /// A number's literal text, exactly as it was written (under `SieveDecoder`; another
    /// decoder gives the number's value as Swift writes it), or `"true"` or `"false"`.
    public static func losslessValue(from value: RawValue) -> String? {
        switch value {
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    /// `"a string"`.
    public static var losslessKind: String { "a string" }
}

extension Optional: LosslessDecodable where Wrapped: LosslessDecodable {
    /// The wrapped type's reading of `value`.
    public static func losslessValue(from value: RawValue) -> Wrapped?? {
        Wrapped.losslessValue(from: value).map { .some($0) }
    }

    /// The wrapped type's.
    public static var losslessKind: String { Wrapped.losslessKind }
}

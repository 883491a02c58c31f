// RawValue: the JSON value model, for the parts of a document no schema describes: extras,
// unknown shapes, pass-through payloads.

/// Any JSON value, kept as it arrived.
///
/// Objects keep their members in document order, duplicates included; numbers keep their exact
/// literal text, so `10000000000000000999` and `1.000000000000000005` survive unchanged and
/// convert on demand:
///
/// ```swift
/// let value = try RawValue(parsing: #"{"id": 10000000000000000999, "tags": ["a"]}"#)
/// value["id"]?.numberValue?.text      // "10000000000000000999"
/// value["id"]?.numberValue?.uint64    // nil: it does not fit
/// value["tags"]?[0]?.stringValue      // "a"
/// print(value)                        // {"id":10000000000000000999,"tags":["a"]}
/// ```
///
/// `RawValue` is deliberately not `ExpressibleByNilLiteral`: an absent value is `nil` of type
/// `RawValue?`, and a JSON `null` is `.null`. The two never blur.
public enum RawValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its literal text.
    case number(RawNumber)
    /// A string, with escapes resolved.
    case string(String)
    /// An array.
    case array([RawValue])
    /// An object, members in document order, duplicates kept.
    case object(RawObject)
}

extension RawValue {
    /// The JSON type of this value, in words: `"null"`, `"a boolean"`, `"a number"`,
    /// `"a string"`, `"an array"` or `"an object"`.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

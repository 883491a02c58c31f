// The keys of a dictionary on the schema path: the text of each JSON key, converted. `String`
// and the integer types conform; a `RawRepresentable` enum with `String` or `Int` raw values
// conforms by declaring it; any type conforms with one initializer.

/// A type the keys of a JSON object convert to, for a `[Key: Value]` read by a schema.
///
/// ```swift
/// enum Currency: String, Sendable, SchemaKey { case eur, usd }
/// prices = try json.decode("prices")          // [Currency: Decimal]
/// seats  = try json.decode("seats_by_region") // [Int: Int]: "7" is 7
/// ```
///
/// A key that does not convert is an issue `invalid_key` (a lenient dictionary drops it,
/// warning `key_dropped`). Two JSON keys that convert to one key (`"7"` and `"07"` as `Int`)
/// keep the first in the document and warn `key_collision`.
public protocol SchemaKey: Hashable {
    /// The key that `text`, a JSON object's key, names; `nil` when it names none.
    init?(schemaKey text: String)
}

extension String: SchemaKey {
    /// The text itself.
    @inlinable
    public init?(schemaKey text: String) { self = text }
}

extension SchemaKey where Self: FixedWidthInteger {
    /// A decimal integer in the type's range, with an optional sign: `"7"`, `"07"`, `"-1"`.
    @inlinable
    public init?(schemaKey text: String) {
        guard let value = Self(text, radix: 10) else { return nil }
        self = value
    }
}

extension Int: SchemaKey {}
extension Int8: SchemaKey {}
extension Int16: SchemaKey {}
extension Int32: SchemaKey {}
extension Int64: SchemaKey {}
extension UInt: SchemaKey {}
extension UInt8: SchemaKey {}
extension UInt16: SchemaKey {}
extension UInt32: SchemaKey {}
extension UInt64: SchemaKey {}

extension SchemaKey where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is `text`.
    @inlinable
    public init?(schemaKey text: String) { self.init(rawValue: text) }
}

extension SchemaKey where Self: RawRepresentable, RawValue == Int {
    /// The case whose raw value is the integer `text` spells.
    @inlinable
    public init?(schemaKey text: String) {
        guard let raw = Int(text, radix: 10) else { return nil }
        self.init(rawValue: raw)
    }
}

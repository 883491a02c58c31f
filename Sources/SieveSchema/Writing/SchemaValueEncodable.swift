// The protocol of everything the schema layer writes as one JSON value: the mirror of
// `SchemaValue`.

import SieveRawValue
import SieveWriter

/// A type the schema writer writes as one JSON value.
///
/// The standard library's numbers, `Bool` and `String`, optionals, arrays, dictionaries,
/// `RawValue`, `Extras`, `Open` and `Indirect` conform, and so do Foundation's `Date`, `URL`,
/// `UUID`, `Decimal` and `Data` (in `SieveSchemaFoundation`); a `SchemaEncodable` type
/// conforms as an object. An enum with raw values conforms by declaring it:
///
/// ```swift
/// enum Tier: String, SchemaValue, SchemaValueEncodable { case free, pro }
/// ```
///
/// A type of your own writes itself with the writer's methods:
///
/// ```swift
/// struct Cents: SchemaValueEncodable {
///     var amount: Int
///     func encode(to json: inout ValueWriter) throws {
///         try json.encode("\(amount / 100).\(amount % 100)")   // "12.34"
///     }
/// }
/// ```
///
/// Every conforming type is `Encodable` too, so it can be a property of a `Codable` model:
/// under `SieveEncoder` its writer writes in place; under any other encoder (`JSONEncoder`)
/// the same text is handed over as a `RawValue`.
public protocol SchemaValueEncodable: Encodable {
    /// Writes the value.
    func encode(to json: inout ValueWriter) throws
}

/// An `Encoder` that can take a value's JSON text in place: `SieveEncoder`'s, in either of
/// its forms.
package protocol InPlaceJSONEncoder: Encoder {
    /// Writes `value` by its writer at this encoder's value.
    func writeInPlace<Value: SchemaValueEncodable>(_ value: Value) throws
}

extension SchemaValueEncodable {
    /// Encodes the value by its `encode(to json:)`, whatever the encoder.
    ///
    /// This stands in for a synthesized `encode(to:)`, whose keys would be the Swift property
    /// names rather than the ones the writer writes. Under `SieveEncoder` the writer writes in
    /// place; under any other encoder the value is written first and the text is encoded as a
    /// `RawValue` (so its numbers go through that encoder as `Int64`, `UInt64` or `Double`).
    public func encode(to encoder: any Encoder) throws {
        if let inPlace = encoder as? any InPlaceJSONEncoder {
            try inPlace.writeInPlace(self)
            return
        }
        let bytes = try jsonBytes()
        try RawValue(parsing: bytes).encode(to: encoder)
    }
}

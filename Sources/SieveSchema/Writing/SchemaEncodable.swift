// The protocol of object-shaped types that write themselves: one method, the mirror of
// `Schema`'s initializer.

import SieveWriter

/// An object-shaped type that writes itself as JSON.
///
/// One method, the mirror of `Schema.init(from:)`: each member under the key it is read from,
/// and the members kept as extras back in place.
///
/// ```swift
/// extension Customer: SchemaEncodable {
///     func encode(to json: inout ObjectWriter) throws {
///         try json.encode("id", id)
///         try json.encode("email", email)
///         try json.encode("tier", tier)
///         try json.encode("seat_count", seatCount)
///         try json.encode(extras: rest)
///     }
/// }
/// let bytes: [UInt8] = try customer.jsonBytes()
/// let pretty = try customer.jsonString(formatting: .prettyPrinted)
/// ```
///
/// The text is what `JSONEncoder` would write for the same members: its escapes, its numbers,
/// its pretty form and `.sortedKeys` order when asked. A member whose value is `nil` is left
/// out unless asked for (`json.encode("note", note, nulls: .write)`).
public protocol SchemaEncodable: SchemaValueEncodable {
    /// Writes the value's members.
    func encode(to json: inout ObjectWriter) throws
}

extension SchemaEncodable {
    /// Writes the value as an object of the members `encode(to json: inout ObjectWriter)`
    /// writes.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        try json.encodeObject { try encode(to: &$0) }
    }
}

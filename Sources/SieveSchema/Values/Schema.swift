// The protocol of object-shaped types: a plain Swift initializer over an `ObjectReader`.

/// An object-shaped type decoded by Sieve's schema layer.
///
/// Write one initializer that asks the reader for each field by name. The calls read like the
/// data they decode, and say how each field tolerates drift:
///
/// ```swift
/// struct Customer: Schema, Sendable {
///     var id: Int64
///     var email: String
///     var tier: Open<Tier>
///     var seatCount: Int
///     var rest: [String: RawValue]
///
///     init(from json: inout ObjectReader) throws {
///         id        = try json.decode("id")
///         email     = try json.decode("email", or: "email_address")
///         tier      = try json.decode("tier")
///         seatCount = try json.decode("seat_count", fallback: 0)
///         rest      = try json.extras()
///     }
/// }
///
/// let diagnosis = Customer.diagnose(json: body)
/// ```
///
/// Ask for the keys in the order the server usually sends them: a key that is next in the
/// document is read in place, without any lookup.
public protocol Schema: SchemaValue {
    /// Decodes the type from the members of one JSON object.
    init(from json: inout ObjectReader) throws

    /// What happens to members the initializer never reads. Default `.ignore`.
    static var unknownKeyPolicy: UnknownKeyPolicy { get }
}

extension Schema {
    /// Unknown keys are ignored, as `Codable` does.
    @inlinable
    public static var unknownKeyPolicy: UnknownKeyPolicy { .ignore }

    /// Decodes the object at the reader by running `init(from:)`.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Self {
        try reader.readObject(Self.self)
    }

    /// The value `init(from:)` builds when every field it asks for is a placeholder; `nil`
    /// when some field has none or the initializer throws.
    public static var placeholderForIssues: Self? {
        var object = ObjectReader(placeholderFor: Self.self)
        return try? Self(from: &object)
    }
}

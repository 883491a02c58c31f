// A box that lets a schema type hold itself through a single value: a struct cannot contain a
// stored property of its own type, but it can contain an `Indirect` of it.

/// A value kept out of line, so that a type can contain itself through a single value.
///
/// Arrays and classes already break a type's recursion; `Indirect` is for the single value:
///
/// ```swift
/// struct Comment: Schema {
///     var body: String
///     var parent: Indirect<Comment>?      // {"body": "a", "parent": {"body": "root"}}
///     init(from json: inout ObjectReader) throws {
///         body   = try json.decode("body")
///         parent = try json.decode("parent")
///     }
/// }
/// ```
///
/// An `Indirect` decodes, compares and hashes as its value does. It is immutable storage
/// behind value semantics: assigning `value` makes a new box, so copies never share changes.
public struct Indirect<Value> {
    @usableFromInline let box: IndirectBox<Value>

    /// A box holding `value`.
    @inlinable
    public init(_ value: Value) { box = IndirectBox(value) }

    /// The value held.
    @inlinable
    public var value: Value {
        get { box.value }
        set { self = Indirect(newValue) }
    }
}

/// The storage of an `Indirect`: written once, at initialization, and only read after.
///
/// `@unchecked Sendable` is sound because the one stored property is a `let` set before the
/// box is shared; whether the value itself may cross threads is `Indirect`'s conditional
/// conformance, which requires `Value: Sendable`.
@usableFromInline
final class IndirectBox<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) { self.value = value }
}

extension Indirect: Sendable where Value: Sendable {}

extension Indirect: Equatable where Value: Equatable {
    @inlinable
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }
}

extension Indirect: Hashable where Value: Hashable {
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Indirect: CustomStringConvertible {
    /// The value's description.
    public var description: String { String(describing: value) }
}

extension Indirect: SchemaValue where Value: SchemaValue {
    /// Decodes the value and boxes it. Nesting stays bounded by `Limits.maxDepth`, as for any
    /// value.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Indirect<Value> {
        Indirect(try Value.decode(from: &reader))
    }

    /// The value's placeholder, boxed.
    @inlinable
    public static var placeholderForIssues: Indirect<Value>? {
        Value.placeholderForIssues.map { Indirect($0) }
    }
}

extension Indirect: Decodable where Value: Decodable {
    /// Decodes the value from `decoder` and boxes it, so `Codable` models can hold themselves
    /// too (through `JSONDecoder` or `SieveDecoder`).
    public init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }
}

extension Indirect: Encodable where Value: Encodable {
    /// Encodes the value, as if it were not boxed.
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

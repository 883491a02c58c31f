// ObjectWriter: the members of one object being written, handed to
// `SchemaEncodable.encode(to:)`. Each `encode` writes one member, in the order called.

import SieveRawValue
import SieveWriter

/// The members of one JSON object being written.
///
/// ```swift
/// func encode(to json: inout ObjectWriter) throws {
///     try json.encode("id", id)
///     try json.encode("note", note)                  // left out when nil
///     try json.encode("parent", parent, nulls: .write)   // null when nil
///     try json.encode(extras: rest)                  // the members the model does not name
/// }
/// ```
///
/// Members are written in the order of the calls (in their keys' order with `.sortedKeys`).
/// Writing one key twice writes two members; JSON readers then keep one of them
/// (`JSONDecoder` and Sieve the first).
public struct ObjectWriter: ~Copyable {
    /// The text being written: a handle, which whoever started the write frees after it
    /// returns; a writer place (noncopyable, handed over `inout`) cannot outlive that call.
    @usableFromInline package let writer: JSONWriter
    /// Whoever started the write; see `ValueWriter.context`.
    @usableFromInline package unowned(unsafe) let context: AnyObject?

    /// The members of the object open at the writer's position.
    @inlinable
    package init(writer: JSONWriter, context: AnyObject?) {
        self.writer = writer
        self.context = context
    }

    /// Writes a member.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (an infinite or NaN
    ///   `Double`), its path starting at this key.
    @inlinable
    public mutating func encode<Value: SchemaValueEncodable>(_ key: String, _ value: Value) throws {
        let mark = writer.mark
        writer.writeKey(key)
        var place = ValueWriter(writer: writer, context: context)
        do {
            try value.encode(to: &place)
            try place.checkWritten(by: Value.self)
        } catch {
            writer.rollBack(to: mark)
            throw EncodingPath.prepending(StringKey(key), to: error)
        }
    }

    /// Writes a member whose value may be `nil`: left out when it is, as a synthesized
    /// `Encodable` leaves it out.
    @inlinable
    public mutating func encode<Value: SchemaValueEncodable>(_ key: String, _ value: Value?) throws {
        if let value { try encode(key, value) }
    }

    /// Writes a member whose value may be `nil`: left out when it is, unless `nulls` is
    /// `.write`.
    ///
    /// (A separate method rather than a default argument: Swift prefers the method for
    /// optionals over the one for any value only when neither needs a default.)
    @inlinable
    public mutating func encode<Value: SchemaValueEncodable>(
        _ key: String, _ value: Value?, nulls: NullEncoding
    ) throws {
        if let value {
            try encode(key, value)
        } else if nulls == .write {
            writer.writeKey(key)
            writer.writeNull()
        }
    }

    /// Writes the members of `extras` as members of this object, in their order, duplicates
    /// included: what the schema kept with `json.extras()`, back in place.
    ///
    /// It throws nothing today (every `RawValue` has a text); it is marked `throws` so that
    /// it reads like the other members of `encode(to:)` and may check what it writes later.
    public mutating func encode(extras: Extras) throws {
        extras.object.writeMembers(to: writer)
    }

    /// Writes the members of `extras` as members of this object, in their order.
    public mutating func encode(extras: RawObject) throws {
        extras.writeMembers(to: writer)
    }

    /// Writes the members of `extras` as members of this object, in the dictionary's order
    /// (in their keys' order with `.sortedKeys`).
    public mutating func encode(extras: [String: RawValue]) throws {
        for (key, value) in extras {
            writer.writeKey(key)
            value.write(to: writer)
        }
    }
}

// Any `Encodable` type as a member of a schema's writer: each form of `ObjectWriter.encode`
// for a `SchemaValueEncodable` has one for an `Encodable`, which writes the value with the
// drop-in encoder's engine, with `JSONEncoder`'s default strategies (or, inside a
// `SieveEncoder` encode, that encode's). They are disfavored, so a type that is both
// (`Int`, `String`, a `SchemaEncodable` type) is written by its schema writer.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema
import SieveWriter

extension ObjectWriter {
    /// Writes a member whose value is `Encodable`, by its `encode(to:)`.
    ///
    /// ```swift
    /// struct Money: Codable { var amount: Decimal; var currency: String }
    /// try json.encode("price", price)     // var price: Money
    /// ```
    ///
    /// - Throws: the `EncodingError` `JSONEncoder` would throw for the value, its path starting
    ///   at this key; or an error the value throws.
    @_disfavoredOverload
    public mutating func encode<Value: Encodable>(_ key: String, _ value: Value) throws {
        let mark = writer.mark
        writer.writeKey(key)
        do {
            try EncodableMember.write(value, into: writer, context: context)
        } catch {
            writer.rollBack(to: mark)
            throw EncodingPath.prepending(StringKey(key), to: error)
        }
    }

    /// Writes a member whose `Encodable` value may be `nil`: left out when it is.
    @_disfavoredOverload
    public mutating func encode<Value: Encodable>(_ key: String, _ value: Value?) throws {
        if let value { try encode(key, value) }
    }

    /// Writes a member whose `Encodable` value may be `nil`: left out when it is, unless
    /// `nulls` is `.write`.
    @_disfavoredOverload
    public mutating func encode<Value: Encodable>(
        _ key: String, _ value: Value?, nulls: NullEncoding
    ) throws {
        if let value {
            try encode(key, value)
        } else if nulls == .write {
            writer.writeKey(key)
            writer.writeNull()
        }
    }
}

/// Writing an `Encodable` value inside a schema's writer.
enum EncodableMember {
    /// Writes `value` at the writer's position: with the `SieveEncoder` encode the write is
    /// part of (`context`, in order), or with an encode of its own on the same writer (alone,
    /// or inside the tree form of a `SieveEncoder` encode, with its options).
    static func write<Value: Encodable>(
        _ value: Value, into writer: JSONWriter, context: AnyObject?
    ) throws {
        if let encoder = context as? StreamEncoder {
            // Paths start at the value, as the schema's do.
            try encoder.session.encodeValue(value, parent: nil, key: nil)
            return
        }
        // Inside the tree form of a `SieveEncoder` encode, that encode's options; else
        // `JSONEncoder`'s defaults.
        let options = (context as? TreeEncoder)?.session.options ?? EncodingOptions()
        let session = EncoderSession(options: options, writer: writer)
        defer { session.end() }
        let mark = session.mark
        do {
            try session.encodeValue(value, parent: nil, key: nil)
            if session.restartRequested { throw EncoderRestart() }
        } catch where session.restartRequested {
            // A value the in-order form cannot follow: written from the tree form instead, in
            // place of what the session wrote (it opened every container it wrote, so the
            // writer goes back to the mark as it was).
            writer.rollBack(to: mark.text)
            let tree = TreeSession(options: session.options)
            let node = try tree.node(for: value, parent: nil, key: nil)
            if let misuse = tree.misuseError { throw misuse }
            node.write(to: writer)
        }
    }
}

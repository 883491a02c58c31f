// ValueWriter: one JSON value's place in the text being written, handed to
// `SchemaValueEncodable.encode(to:)`. The value writes exactly one JSON value through it.

import SieveRawValue
import SieveWriter

/// The place of one JSON value in the text being written.
///
/// A `SchemaValueEncodable` type writes itself through it: another value (`encode(_:)`), an
/// object (`encodeObject(_:)`) or `null` (`encodeNil()`). It exists only for the duration of
/// the call that hands it over.
public struct ValueWriter: ~Copyable {
    /// The text being written. Not retained: whoever starts a write holds the writer until
    /// the write returns, and a writer place (noncopyable, handed over `inout`) cannot outlive
    /// that call.
    @usableFromInline package unowned(unsafe) let writer: JSONWriter
    /// Whoever started the write, for the members that need more than the text: `SieveEncoder`'s
    /// encoder when the write happens inside one, else `nil`.
    @usableFromInline package unowned(unsafe) let context: AnyObject?

    /// A place at the writer's position.
    @inlinable
    package init(writer: JSONWriter, context: AnyObject?) {
        self.writer = writer
        self.context = context
    }

    /// Writes `value`.
    @inlinable
    public mutating func encode<Value: SchemaValueEncodable>(_ value: Value) throws {
        try value.encode(to: &self)
    }

    /// Writes `null`.
    @inlinable
    public mutating func encodeNil() {
        writer.writeNull()
    }

    /// Writes an object whose members `body` writes.
    @inlinable
    public mutating func encodeObject(_ body: (inout ObjectWriter) throws -> Void) throws {
        writer.beginObject()
        var object = ObjectWriter(writer: writer, context: context)
        try body(&object)
        writer.endObject()
    }

    /// Writes an array of `elements`.
    @inlinable
    public mutating func encodeArray<Elements: Sequence>(_ elements: Elements) throws
    where Elements.Element: SchemaValueEncodable {
        writer.beginArray()
        var index = 0
        for element in elements {
            writer.elementSeparator()
            var place = ValueWriter(writer: writer, context: context)
            do {
                try element.encode(to: &place)
            } catch {
                throw EncodingPath.prepending(IndexKey(index), to: error)
            }
            index &+= 1
        }
        writer.endArray()
    }
}

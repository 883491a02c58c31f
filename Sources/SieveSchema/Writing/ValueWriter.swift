// ValueWriter: one JSON value's place in the text being written, handed to
// `SchemaValueEncodable.encode(to:)`. The value writes exactly one JSON value through it.

import SieveRawValue
import SieveWriter

/// The place of one JSON value in the text being written.
///
/// A `SchemaValueEncodable` type writes itself through it: exactly one of another value
/// (`encode(_:)`), an object (`encodeObject(_:)`), an array (`encodeArray(_:)`) or `null`
/// (`encodeNil()`). A second value is an error, and so is none: the place is a member's or an
/// element's, already announced in the text. It exists only for the duration of the call that
/// hands it over.
public struct ValueWriter: ~Copyable {
    /// The text being written: a handle, which whoever started the write frees after it
    /// returns; a writer place (noncopyable, handed over `inout`) cannot outlive that call.
    @usableFromInline package let writer: JSONWriter
    /// Whoever started the write, for the members that need more than the text: `SieveEncoder`'s
    /// encoder when the write happens inside one, else `nil`.
    @usableFromInline package unowned(unsafe) let context: AnyObject?
    /// Where the value starts in the text.
    @usableFromInline let start: Int

    /// A place at the writer's position.
    @inlinable
    package init(writer: JSONWriter, context: AnyObject?) {
        self.writer = writer
        self.context = context
        start = writer.byteCount
    }

    /// True once the place holds a value.
    @inlinable
    package var hasValue: Bool { writer.byteCount != start }

    /// Writes `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the place already holds a value, or for a
    ///   value JSON cannot hold; the place is then as it was.
    @inlinable
    public mutating func encode<Value: SchemaValueEncodable>(_ value: Value) throws {
        try checkEmpty(for: Value.self)
        let mark = writer.mark
        do {
            try value.encode(to: &self)
        } catch {
            writer.rollBack(to: mark)
            throw error
        }
    }

    /// Writes `null`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the place already holds a value.
    @inlinable
    public mutating func encodeNil() throws {
        try checkEmpty(for: Never?.self)
        writer.writeNull()
    }

    /// Writes an object whose members `body` writes.
    ///
    /// - Throws: `EncodingError.invalidValue` when the place already holds a value, or an
    ///   error `body` throws; the place is then as it was.
    @inlinable
    public mutating func encodeObject(_ body: (inout ObjectWriter) throws -> Void) throws {
        try checkEmpty(for: [String: Never].self)
        let mark = writer.mark
        writer.beginObject()
        var object = ObjectWriter(writer: writer, context: context)
        do {
            try body(&object)
        } catch {
            writer.rollBack(to: mark)
            throw error
        }
        writer.endObject()
    }

    /// Writes an array of `elements`.
    ///
    /// - Throws: `EncodingError.invalidValue` when the place already holds a value, or for an
    ///   element JSON cannot hold (its path starts at its index); the place is then as it was.
    @inlinable
    public mutating func encodeArray<Elements: Sequence>(_ elements: Elements) throws
    where Elements.Element: SchemaValueEncodable {
        try checkEmpty(for: Elements.self)
        let mark = writer.mark
        writer.beginArray()
        var index = 0
        for element in elements {
            writer.elementSeparator()
            var place = ValueWriter(writer: writer, context: context)
            do {
                try element.encode(to: &place)
                try place.checkWritten(by: Elements.Element.self)
            } catch {
                writer.rollBack(to: mark)
                throw EncodingPath.prepending(IndexKey(index), to: error)
            }
            index &+= 1
        }
        writer.endArray()
    }

    /// Throws when the place already holds a value.
    @inlinable
    func checkEmpty<Value>(for type: Value.Type) throws {
        if _slowPath(hasValue) { throw Self.secondValue(type) }
    }

    /// Throws when `type`'s `encode(to:)` left the place empty.
    @inlinable
    package func checkWritten<Value>(by type: Value.Type) throws {
        if _slowPath(!hasValue) { throw Self.noValue(type) }
    }

    @usableFromInline @inline(never)
    static func secondValue<Value>(_ type: Value.Type) -> EncodingError {
        EncodingError.invalidValue(
            type,
            EncodingError.Context(
                codingPath: [],
                debugDescription: "A second value (\(type)) was written where one was already: a value writer holds exactly one value."))
    }

    @usableFromInline @inline(never)
    static func noValue<Value>(_ type: Value.Type) -> EncodingError {
        EncodingError.invalidValue(
            type,
            EncodingError.Context(
                codingPath: [],
                debugDescription: "\(type) wrote no value: a value writer holds exactly one value (an optional member left out is written with ObjectWriter.encode(_:_:), which omits nil)."))
    }
}

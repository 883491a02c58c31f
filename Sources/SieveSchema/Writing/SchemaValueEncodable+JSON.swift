// Writing a value to JSON text in one call: bytes or a string, compact or laid out.

import SieveRawValue
import SieveWriter

extension SchemaValueEncodable {
    /// The value as JSON text in UTF-8.
    ///
    /// ```swift
    /// let bytes = try customer.jsonBytes()                           // compact
    /// let sorted = try [customer, other].jsonBytes(formatting: .sortedKeys)
    /// ```
    ///
    /// - Parameter formatting: the layout; compact by default, `/` escaped as `JSONEncoder`
    ///   escapes it unless `.withoutEscapingSlashes`.
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (an infinite or NaN
    ///   `Double`), with the path to it; or an error the value's own writer throws.
    public func jsonBytes(formatting: JSONFormatting = []) throws -> [UInt8] {
        try withJSONWriter(formatting: formatting) { $0.bytes }
    }

    /// The value as JSON text; see `jsonBytes(formatting:)`.
    public func jsonString(formatting: JSONFormatting = []) throws -> String {
        try withJSONWriter(formatting: formatting) { writer in
            writer.withBytes { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Writes the value with a new writer and hands the writer to `body`.
    package func withJSONWriter<R>(formatting: JSONFormatting, _ body: (JSONWriter) throws -> R) throws -> R {
        let writer = JSONWriter(formatting: formatting)
        defer { writer.free() }
        var place = ValueWriter(writer: writer, context: nil)
        try encode(to: &place)
        try place.checkWritten(by: Self.self)
        return try body(writer)
    }
}

// The standard library's scalars as the schema writer writes them: as `JSONEncoder` writes
// them. A non-finite floating-point value has no JSON text and is an error, as it is under
// `JSONEncoder`'s default strategy.

import SieveWriter

extension SchemaValueEncodable where Self: FixedWidthInteger {
    /// Writes the integer in decimal.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        json.writer.writeInteger(self)
    }
}

extension Int: SchemaValueEncodable {}
extension Int8: SchemaValueEncodable {}
extension Int16: SchemaValueEncodable {}
extension Int32: SchemaValueEncodable {}
extension Int64: SchemaValueEncodable {}
extension UInt: SchemaValueEncodable {}
extension UInt8: SchemaValueEncodable {}
extension UInt16: SchemaValueEncodable {}
extension UInt32: SchemaValueEncodable {}
extension UInt64: SchemaValueEncodable {}
@available(SwiftStdlib 6.0, *)
extension Int128: SchemaValueEncodable {}
@available(SwiftStdlib 6.0, *)
extension UInt128: SchemaValueEncodable {}

extension Bool: SchemaValueEncodable {
    /// Writes `true` or `false`.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        json.writer.writeBool(self)
    }
}

extension String: SchemaValueEncodable {
    /// Writes the string with `JSONEncoder`'s escapes.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        json.writer.writeString(self)
    }
}

extension Double: SchemaValueEncodable {
    /// Writes the shortest text that reads back as the same value, as `JSONEncoder` does
    /// (`100.0` as `100`).
    ///
    /// - Throws: `EncodingError.invalidValue` for an infinity or NaN.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        guard isFinite else { throw nonFiniteError(self) }
        json.writer.writeDouble(self)
    }
}

extension Float: SchemaValueEncodable {
    /// Writes the shortest text that reads back as the same value, as `JSONEncoder` does.
    ///
    /// - Throws: `EncodingError.invalidValue` for an infinity or NaN.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        guard isFinite else { throw nonFiniteError(self) }
        json.writer.writeFloat(self)
    }
}

@available(SwiftStdlib 5.3, *)
extension Float16: SchemaValueEncodable {
    /// Writes the value as `JSONEncoder` does: as the `Float` it widens to.
    ///
    /// - Throws: `EncodingError.invalidValue` for an infinity or NaN.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        try Float(self).encode(to: &json)
    }
}

/// `JSONEncoder`'s error for a value JSON has no number for.
@usableFromInline @inline(never)
func nonFiniteError<F: BinaryFloatingPoint>(_ value: F) -> EncodingError {
    EncodingError.invalidValue(
        value,
        EncodingError.Context(
            codingPath: [], debugDescription: "Unable to encode \(F.self).\(nonFiniteText(value)) directly in JSON."))
}

/// A non-finite value as `JSONEncoder`'s errors print it: `nan`, `-nan`, `snan`, `inf`, `-inf`
/// (the text `print` writes, which a generic over `BinaryFloatingPoint` alone interpolates;
/// `description` would drop the sign and the signal).
@usableFromInline
package func nonFiniteText<F: BinaryFloatingPoint>(_ value: F) -> String {
    "\(value)"
}

// The standard library's scalar types as SchemaValues: integers (exact, never wrapped),
// floating point (correctly rounded), Bool and String.

extension SchemaValue where Self: FixedWidthInteger {
    /// Reads an integer exactly; a fraction, a number out of the type's range (for an unsigned
    /// type, a negative one) is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Self {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Self? { 0 }
}

extension Int: SchemaValue {}
extension Int8: SchemaValue {}
extension Int16: SchemaValue {}
extension Int32: SchemaValue {}
extension Int64: SchemaValue {}
extension UInt: SchemaValue {}
extension UInt8: SchemaValue {}
extension UInt16: SchemaValue {}
extension UInt32: SchemaValue {}
extension UInt64: SchemaValue {}

extension Double: SchemaValue {
    /// Reads a number, correctly rounded; beyond `Double`'s range is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Double {
        try reader.readDouble()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Double? { 0 }
}

extension Float: SchemaValue {
    /// Reads a number, correctly rounded; beyond `Float`'s range is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Float {
        try reader.readFloat()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Float? { 0 }
}

extension Bool: SchemaValue {
    /// Reads `true` or `false`; `0` and `1` are numbers, not booleans.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Bool {
        try reader.readBool()
    }
    /// `false`.
    @inlinable
    public static var placeholderForIssues: Bool? { false }
}

extension String: SchemaValue {
    /// Reads a string, escapes resolved.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> String {
        try reader.readString()
    }
    /// `""`.
    @inlinable
    public static var placeholderForIssues: String? { "" }
}

/// `Int128` reads as every integer does. The type came with macOS 15, iOS 18, tvOS 18,
/// watchOS 11 and visionOS 2.
@available(SwiftStdlib 6.0, *)
extension Int128: SchemaValue {}

/// `UInt128` reads as every integer does. The type came with macOS 15, iOS 18, tvOS 18,
/// watchOS 11 and visionOS 2.
@available(SwiftStdlib 6.0, *)
extension UInt128: SchemaValue {}

#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
/// `Float16` came with macOS 11, iOS 14, tvOS 14 and watchOS 7 (not on x86-64 macOS).
@available(SwiftStdlib 5.3, *)
extension Float16: SchemaValue {
    /// Reads a number, correctly rounded from its text; beyond `Float16`'s range is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Float16 {
        try reader.readFloat16()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Float16? { 0 }
}
#endif

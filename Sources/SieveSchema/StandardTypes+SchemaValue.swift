// The standard library's scalar types as SchemaValues: integers (exact, never wrapped),
// floating point (correctly rounded), Bool and String.

extension Int: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int? { 0 }
}

extension Int8: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int8 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int8? { 0 }
}

extension Int16: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int16 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int16? { 0 }
}

extension Int32: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int32 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int32? { 0 }
}

extension Int64: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int64 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int64? { 0 }
}

extension UInt: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt? { 0 }
}

extension UInt8: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt8 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt8? { 0 }
}

extension UInt16: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt16 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt16? { 0 }
}

extension UInt32: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt32 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt32? { 0 }
}

extension UInt64: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt64 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt64? { 0 }
}

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

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: SchemaValue {
    /// Reads an integer; a fraction or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Int128 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: Int128? { 0 }
}

@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: SchemaValue {
    /// Reads an integer; a fraction, a negative or an out-of-range number is an issue.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> UInt128 {
        try reader.readInteger()
    }
    /// `0`.
    @inlinable
    public static var placeholderForIssues: UInt128? { 0 }
}

#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
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

// Optional, Array, Dictionary and RawValue as SchemaValues.

import SieveRawValue
import SieveScanner

extension Optional: SchemaValue where Wrapped: SchemaValue {
    /// `null` is `nil`; anything else decodes as `Wrapped`.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Wrapped? {
        if try reader.readNull() { return nil }
        return try Wrapped.decode(from: &reader)
    }
    /// `nil`.
    @inlinable
    public static var placeholderForIssues: Wrapped?? { .some(nil) }
    /// A missing key is `nil`, silently: absent is not broken.
    @inlinable
    public static var valueWhenAbsent: Wrapped?? { .some(nil) }
}

extension Array: SchemaValue where Element: SchemaValue {
    /// Decodes every element; an element that fails is reported at its index (`items[3]`).
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> [Element] {
        var result: [Element] = []
        let isArray = try reader.forEachElement { element, _ in
            result.append(try Element.decode(from: &element))
        }
        guard isArray else { return try reader.typeMismatch(expected: "an array") }
        return result
    }
    /// `[]`.
    @inlinable
    public static var placeholderForIssues: [Element]? { [] }
}

extension Dictionary: SchemaValue where Key == String, Value: SchemaValue {
    /// Decodes every member's value; a duplicate key keeps its first value.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> [String: Value] {
        var result: [String: Value] = [:]
        let isObject = try reader.forEachMember { key, member in
            let value = try Value.decode(from: &member)
            if result[key] == nil { result[key] = value }
        }
        guard isObject else { return try reader.typeMismatch(expected: "an object") }
        return result
    }
    /// `[:]`.
    @inlinable
    public static var placeholderForIssues: [String: Value]? { [:] }
}

extension RawValue: SchemaValue {
    /// Reads any JSON value as it is.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> RawValue {
        try reader.readRawValue()
    }
    /// `.null`.
    @inlinable
    public static var placeholderForIssues: RawValue? { .null }
}

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
        guard reader.byte == .openBracket else {
            return try reader.typeMismatch(expected: "an array")
        }
        // Elements gather in the arena and move into an array of exactly their count.
        let context = reader.context
        context.pointee.needScratch()
        var run = context.pointee.arena.beginRun(of: Element.self)
        do {
            _ = try reader.forEachElement { element, _ in
                context.pointee.arena.append(try Element.decode(from: &element), to: &run)
            }
        } catch {
            context.pointee.arena.cancelRun(run)
            throw error
        }
        return context.pointee.arena.finishRun(run)
    }
    /// `[]`.
    @inlinable
    public static var placeholderForIssues: [Element]? { [] }
}

extension Dictionary: SchemaValue where Key == String, Value: SchemaValue {
    /// Decodes every member's value; a duplicate key keeps its first value.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> [String: Value] {
        guard reader.byte == .openBrace else {
            return try reader.typeMismatch(expected: "an object")
        }
        // Members gather in the arena, then build the dictionary at its final size in one pass
        // of hashing; growing it member by member would rehash every key several times.
        let context = reader.context
        context.pointee.needScratch()
        var run = context.pointee.arena.beginRun(of: (String, Value).self)
        do {
            _ = try reader.forEachMember { key, member in
                context.pointee.arena.append((key, try Value.decode(from: &member)), to: &run)
            }
        } catch {
            context.pointee.arena.cancelRun(run)
            throw error
        }
        return context.pointee.arena.finishDictionaryRun(run)
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

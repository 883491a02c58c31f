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

extension Dictionary: SchemaValue where Key: SchemaKey, Value: SchemaValue {
    /// Decodes every member's value, its key converted to `Key`; a duplicate key keeps its
    /// first value. A key that does not convert is an issue `invalid_key`; two keys that
    /// convert to one warn `key_collision`, and the first in the document is kept.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> [Key: Value] {
        guard reader.byte == .openBrace else {
            return try reader.typeMismatch(expected: "an object")
        }
        if Key.self == String.self {
            return unsafeBitCast(try decodeStringKeyed(from: &reader), to: [Key: Value].self)
        }
        return try reader.readTypedKeys(Key.self, Value.self)
    }

    /// A dictionary keyed by the keys' own text, gathered in the arena.
    @inlinable
    static func decodeStringKeyed(from reader: inout ValueReader) throws -> [String: Value] {
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
    public static var placeholderForIssues: [Key: Value]? { [:] }
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

extension ValueReader {
    /// The object at the reader as a dictionary whose keys convert to `Key`, which is not
    /// `String`.
    @inlinable
    mutating func readTypedKeys<Key: SchemaKey, Value: SchemaValue>(
        _ keyType: Key.Type, _ valueType: Value.Type
    ) throws -> [Key: Value] {
        try readKeyedEntries(
            Key.self,
            unconvertible: { member, text, valueOffset in
                try member.recordIssue(
                    .invalidKey(key: text, type: String(describing: Key.self)), at: valueOffset)
                try member.skip()
            },
            value: { member in try Value.decode(from: &member) })
    }

    /// The members of the object at the reader, their keys converted to `Key`: the one loop
    /// of the typed dictionaries, strict and lenient. `unconvertible` handles a key that does
    /// not convert (and moves past its value); `value` reads a value, or returns `nil` to
    /// leave the entry out. Two keys converting to one keep the first and warn
    /// `key_collision`; the same key twice keeps the first, silently.
    @inlinable
    mutating func readKeyedEntries<Key: SchemaKey, Value>(
        _ keyType: Key.Type,
        unconvertible: (inout ValueReader, String, Int) throws -> Void,
        value: (inout ValueReader) throws -> Value?
    ) throws -> [Key: Value] {
        var result: [Key: Value] = [:]
        // The JSON key each key came from, to tell a duplicate from a collision.
        var sources: [Key: String] = [:]
        _ = try forEachMember { text, member in
            let valueOffset = member.offset
            guard let key = Key(schemaKey: text) else {
                try unconvertible(&member, text, valueOffset)
                return
            }
            guard let entry = try value(&member) else { return }
            if let earlier = sources[key] {
                if earlier != text {
                    member.recordWarning(
                        .keyCollision(key: text, kept: earlier, type: String(describing: Key.self)),
                        at: valueOffset)
                }
                return
            }
            sources[key] = text
            result[key] = entry
        }
        return result
    }
}

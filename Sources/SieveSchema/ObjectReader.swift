// The reader a `Schema` initializer asks for its fields.
//
// Fast path: the initializer asks for keys in the order the document has them. The next
// member's key is compared in place, byte for byte, and its value is read where it stands:
// no lookup, no index, no allocation.
//
// Slow path (out of line): the first time a key is not the next member, the rest of the object
// is indexed once: each member's key range and value offset, values skipped structurally, into
// scratch space in the `DecodeContext` reused across objects. Later requests search that index
// starting after the previous hit, so the cost stays linear when orders differ.
//
// Invariants:
// - `.inOrder`: the cursor is at the opening quote of the next unread member's key.
// - `.closed`: every member was read in place; the cursor is past the closing brace.
// - `.indexed`: entries `indexBase..<indexEnd` of `context.index` hold the members from the
//   first out-of-order request on; between reads the cursor is at `objectEnd`.
// - `.placeholder`: no document; every request returns the type's placeholder.
//
// Never: build a Dictionary, make a String for a key on the happy path, or recurse.

import SieveRawValue
import SieveScanner

/// The members of one JSON object, as a `Schema` initializer reads them.
///
/// Each `decode` call names a key and says how the field tolerates drift:
///
/// | call                                   | missing        | `null`            | invalid       |
/// |----------------------------------------|----------------|-------------------|---------------|
/// | `decode("k")`                          | issue          | issue             | issue         |
/// | `decode("k") as T?`                    | `nil`          | `nil`             | issue         |
/// | `decode("k", default: v)`              | `v`            | issue             | issue         |
/// | `decode("k", fallback: v)`             | `v` + warning  | `v` + warning     | `v` + warning |
/// | `decode("k", or: "old_k")`             | tries each spelling in order, warns when an alias matched |
///
/// Members the initializer never reads follow the type's `unknownKeyPolicy`; `extras()` takes
/// them all as `RawValue`s.
public struct ObjectReader {
    @usableFromInline
    enum State: UInt8 {
        case inOrder, closed, indexed, placeholder
    }

    @usableFromInline var scanner: JSONScanner
    @usableFromInline let context: UnsafeMutablePointer<DecodeContext>
    /// The offset of the opening brace: the anchor of every field's path.
    @usableFromInline let objectOffset: Int
    /// The scanner depth inside this object.
    @usableFromInline let objectDepth: Int
    @usableFromInline var state: State
    @usableFromInline var indexBase: Int
    @usableFromInline var indexEnd: Int
    @usableFromInline var searchHint: Int
    @usableFromInline var objectEnd: UnsafePointer<UInt8>
    @usableFromInline let ledgerBase: Int
    @usableFromInline let policy: UnknownKeyPolicy.Kind

    /// Enters the object whose opening brace is at the scanner's cursor.
    @inlinable
    init(
        scanner: JSONScanner, context: UnsafeMutablePointer<DecodeContext>,
        policy: UnknownKeyPolicy
    ) throws {
        var scanner = scanner
        objectOffset = scanner.offset
        try scanner.enterContainer()
        objectDepth = scanner.depth
        switch scanner.skipWhitespace() {
        case .quote?:
            state = .inOrder
        case .closeBrace?:
            scanner.leaveContainer()
            state = .closed
        default:
            throw scanner.unexpected(expected: "'\"' to start a key, or '}'")
        }
        self.scanner = scanner
        self.context = context
        self.policy = policy.kind
        indexBase = 0
        indexEnd = 0
        searchHint = 0
        objectEnd = scanner.cursor
        ledgerBase = context.pointee.ledger.count
    }

    /// A reader over no document, for building a type's placeholder.
    @usableFromInline
    init<T: Schema>(placeholderFor type: T.Type) {
        let empty = UnsafeRawBufferPointer(start: nil, count: 0)
        scanner = JSONScanner(bytes: empty)
        // Never dereferenced: placeholder readers record nothing.
        context = UnsafeMutablePointer(bitPattern: 0x10)!
        objectOffset = 0
        objectDepth = 0
        state = .placeholder
        indexBase = 0
        indexEnd = 0
        searchHint = 0
        objectEnd = scanner.cursor
        ledgerBase = 0
        policy = .ignore
    }
}

// MARK: - Required and optional fields

extension ObjectReader {
    /// Decodes the value of `key`.
    ///
    /// - Missing: an issue `missing_key` — unless `T` is an `Optional`, which is `nil`.
    /// - `null`: an issue `null_value` — unless `T` is an `Optional`, which is `nil`.
    /// - Invalid (wrong type, out of range): an issue, such as `type_mismatch`.
    ///
    /// ```swift
    /// id   = try json.decode("id")            // required
    /// note = try json.decode("note")          // String?: absent or null is nil, silently
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, as type: T.Type = T.self
    ) throws -> T {
        if state == .inOrder, takeKeyInPlace(key) {
            if policy != .ignore { note(key, primary: key, found: true) }
            return try readInPlace(key)
        }
        return try decodeOutOfOrder(key)
    }

    @inlinable
    mutating func decodeOutOfOrder<T: SchemaValue>(_ key: StaticString) throws -> T {
        if state == .placeholder { return try placeholder() }
        let value = try locate(key)
        if policy != .ignore { note(key, primary: key, found: value != nil) }
        if let value { return try readIndexed(at: value, key: key) }
        return try missing(key)
    }

    /// The value for a missing key: `valueWhenAbsent`, or an issue and the placeholder.
    @inlinable
    mutating func missing<T: SchemaValue>(_ key: StaticString) throws -> T {
        if let absent = T.valueWhenAbsent { return absent }
        try context.pointee.fail(
            .missingKey, anchor: objectOffset, field: key.description,
            valueOffset: objectOffset, [:])
        return try placeholder()
    }

    @inlinable
    func placeholder<T: SchemaValue>(_ type: T.Type = T.self) throws -> T {
        guard let value = T.placeholderForIssues else { throw SchemaAbort() }
        return value
    }
}

// MARK: - In place

extension ObjectReader {
    /// Moves past `"key"` when it is the next member's key, byte for byte.
    @inlinable @inline(__always)
    mutating func takeKeyInPlace(_ key: StaticString) -> Bool {
        let pointer = scanner.cursor
        let available = scanner.end - pointer
        let matched = key.withUTF8Buffer { bytes -> Bool in
            let count = bytes.count
            guard available > count + 1, pointer[count + 1] == .quote,
                count == 0 || pointer[count] != .backslash
            else { return false }
            return count == 0 || memcmpBytes(pointer + 1, bytes.baseAddress!, count)
        }
        if matched {
            scanner.cursor = pointer + key.utf8CodeUnitCount + 2
        }
        return matched
    }

    /// Reads the value after a key taken in place, then moves to the next member.
    @inlinable @inline(__always)
    mutating func readInPlace<T: SchemaValue>(_ key: StaticString) throws -> T {
        try scanner.expect(.colon, "':' after the key")
        guard scanner.skipWhitespace() != nil else {
            throw scanner.unexpected(expected: "a value")
        }
        var reader = ValueReader(
            scanner: scanner, context: context, anchor: objectOffset, field: key)
        let value = try T.decode(from: &reader)
        scanner = reader.scanner
        try advanceAfterMember()
        return value
    }

    /// After a member's value: past the comma to the next key, or past the closing brace.
    @inlinable @inline(__always)
    mutating func advanceAfterMember() throws {
        switch scanner.skipWhitespace() {
        case .comma?:
            scanner.cursor += 1
            guard scanner.skipWhitespace() == .quote else {
                throw scanner.unexpected(expected: "'\"' to start a key")
            }
        case .closeBrace?:
            scanner.leaveContainer()
            state = .closed
            objectEnd = scanner.cursor
        default:
            throw scanner.unexpected(expected: "',' or '}'")
        }
    }

    /// Reads the indexed value at `value`, then returns the cursor to the end of the object.
    @inlinable
    mutating func readIndexed<T: SchemaValue>(
        at value: UnsafePointer<UInt8>, key: StaticString
    ) throws -> T {
        scanner.cursor = value
        scanner.depth = objectDepth
        var reader = ValueReader(
            scanner: scanner, context: context, anchor: objectOffset, field: key)
        let result = try T.decode(from: &reader)
        scanner = reader.scanner
        scanner.cursor = objectEnd
        scanner.depth = objectDepth - 1
        return result
    }
}

// Objects and arrays at a ValueReader: entering a `Schema`'s object and running its
// initializer, and iterating arrays and string-keyed dictionaries element by element.
//
// Recovery: when an element fails without a placeholder (`SchemaAbort`), or a type's
// initializer throws an error of its own, the reader skips back over the whole value from its
// start so the scan continues at the next one. A `ScanError` is never recovered from.

import SieveScanner

extension ValueReader {
    /// Decodes a `Schema` from the object at the reader.
    @inlinable
    public mutating func readObject<T: Schema>(_ type: T.Type = T.self) throws -> T {
        guard byte == .openBrace else { return try typeMismatch(expected: "an object") }
        let start = scanner.cursor
        let depth = scanner.depth
        var object = try ObjectReader(reader: ValueReader(forking: self), policy: T.unknownKeyPolicy)
        do {
            let value = try T(from: &object)
            try object.finish()
            scanner = object.reader.scanner
            return value
        } catch let error {
            object.abandon()
            return try recover(from: error, start: start, depth: depth)
        }
    }

    /// After `error` inside the value that starts at `start`: rethrow what cannot be
    /// recovered from, record an initializer's own error as `invalid_value`, move past the
    /// value and return the placeholder.
    @usableFromInline @inline(never)
    mutating func recover<T: SchemaValue>(
        from error: any Error, start: UnsafePointer<UInt8>, depth: Int
    ) throws -> T {
        switch error {
        case is ScanError, is DiagnosisLimitReached:
            throw error
        case is SchemaAbort:
            break
        default:
            try recordIssue(
                .invalidValue(error: String(describing: error), type: String(describing: T.self)),
                at: start - scanner.start)
        }
        scanner.cursor = start
        scanner.depth = depth
        try scanner.skipValue()
        return try placeholder()
    }

    /// Calls `element` once per array element with a reader at it; elements whose decode is
    /// abandoned are skipped. Returns false, without moving, when the value is not an array.
    @inlinable
    public mutating func forEachElement(
        _ element: (inout ValueReader, Int) throws -> Void
    ) throws -> Bool {
        guard byte == .openBracket else { return false }
        guard try scanner.openContainer(inObject: false, StrictDialect.self, .reading) else { return true }
        var index = 0
        repeat {
            let start = scanner.cursor
            let depth = scanner.depth
            do {
                try element(&self, index)
            } catch is SchemaAbort {
                try skipAbandoned(from: start, depth: depth)
            }
            index += 1
        } while try scanner.nextItem(inObject: false, StrictDialect.self, .reading)
        return true
    }

    /// Calls `member` once per object member with its key and a reader at its value; members
    /// whose decode is abandoned are skipped. Returns false, without moving, when the value is
    /// not an object.
    @inlinable
    public mutating func forEachMember(
        _ member: (String, inout ValueReader) throws -> Void
    ) throws -> Bool {
        guard byte == .openBrace else { return false }
        guard try scanner.openContainer(inObject: true, StrictDialect.self, .reading) else { return true }
        repeat {
            let key = try scanner.readMemberKey(StrictDialect.self)
            let start = scanner.cursor
            let depth = scanner.depth
            do {
                try member(key, &self)
            } catch is SchemaAbort {
                try skipAbandoned(from: start, depth: depth)
            }
        } while try scanner.nextItem(inObject: true, StrictDialect.self, .reading)
        return true
    }

    /// Moves past a value whose decode was abandoned, from its start.
    @usableFromInline @inline(never)
    mutating func skipAbandoned(from start: UnsafePointer<UInt8>, depth: Int) throws {
        scanner.cursor = start
        scanner.depth = depth
        try scanner.skipValue()
    }
}

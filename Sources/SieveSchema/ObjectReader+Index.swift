// The slow path of `ObjectReader`: finding a key that is not the next member, by looking in
// the index of members already scanned past and then scanning forward.
//
// The index lives in `DecodeContext.index`, scratch space shared by every object of one decode
// and used as a stack: an object's entries sit above its parent's and are dropped when it
// finishes. It allocates nothing once the pool's scratch has grown to the widest object seen.

import SieveScanner

extension ObjectReader {
    /// Finds the first unread member named `key`, marking it read.
    ///
    /// - Returns: `.inPlace` when it is the next member (the cursor is then past its key),
    ///   `.indexed` when it was scanned past earlier, or `.missing`.
    @usableFromInline
    mutating func locate(_ key: StaticString) throws -> Location {
        try key.withBytes { try locate($0) }
    }

    @usableFromInline
    mutating func locate(_ key: UnsafeRawBufferPointer) throws -> Location {
        if indexEnd > indexBase, let value = take(key) { return .indexed(value) }
        while state == .inOrder {
            let token = try reader.scanner.scanString()
            if token.equals(key) { return .inPlace }
            try indexMember(token)
        }
        return .missing
    }

    /// Records the member whose key was just scanned and moves past its value to the next
    /// member (or past the closing brace).
    @usableFromInline
    mutating func indexMember(_ key: StringToken) throws {
        try reader.scanner.expect(.colon, "':' after the key")
        guard reader.scanner.skipWhitespace() != nil else {
            throw reader.scanner.unexpected(expected: "a value")
        }
        let value = reader.scanner.cursor
        try reader.scanner.skipValue()
        context.pointee.needScratch()
        context.pointee.index.append(MemberEntry(key: key, value: value))
        indexEnd += 1
        // A key written with escapes has raw bytes unlike its text: let it match anything.
        indexedKeys |= key.hasEscapes ? ~0 : ObjectReader.keySignature(key.rawBytes)
        try advanceAfterMember()
    }

    /// Scans every remaining member into the index.
    @usableFromInline
    mutating func indexRemainingMembers() throws {
        while state == .inOrder {
            let token = try reader.scanner.scanString()
            try indexMember(token)
        }
    }

    /// Finds the first unread indexed member named `key`, starting after the previous hit,
    /// and marks it read.
    @usableFromInline
    mutating func take(_ key: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
        guard indexedKeys & ObjectReader.keySignature(key) != 0,
            let entries = context.pointee.index.entries
        else { return nil }
        // From the first unread member on, in document order, so a duplicate key gives its
        // first value; everything before `searchHint` has been read.
        let end = indexEnd
        var position = searchHint
        while position < end {
            if !entries[position].consumed && entries[position].key.equals(key) {
                entries[position].consumed = true
                if position == searchHint {
                    repeat { searchHint += 1 } while searchHint < end && entries[searchHint].consumed
                }
                return entries[position].value
            }
            position += 1
        }
        return nil
    }

    /// True when the object has a member named `key` that has not been read, without reading
    /// it.
    ///
    /// - Complexity: scans forward to the member (or the end of the object), like an
    ///   out-of-order `decode`.
    public mutating func contains(_ key: StaticString) throws -> Bool {
        guard state != .placeholder else { return false }
        return try key.withBytes { wanted in
            for position in indexBase..<indexEnd {
                let entry = context.pointee.index[position]
                if !entry.consumed && entry.key.equals(wanted) { return true }
            }
            while state == .inOrder {
                let token = try reader.scanner.scanString()
                try indexMember(token)
                if token.equals(wanted) { return true }
            }
            return false
        }
    }
}

extension ObjectReader {
    /// One of 64 bits, from a key's length and its first and last bytes.
    @inlinable @inline(__always)
    static func keySignature(_ key: UnsafeRawBufferPointer) -> UInt64 {
        let count = key.count
        guard count > 0 else { return 1 }
        let mix = count &* 7 &+ Int(key[0]) &+ Int(key[count - 1]) &* 3
        return 1 << UInt64(mix & 63)
    }

    @inlinable @inline(__always)
    static func keySignature(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        keySignature(UnsafeRawBufferPointer(key))
    }
}

extension StaticString {
    /// Calls `body` with the string's UTF-8 bytes; unlike `withUTF8Buffer`, `body` may throw.
    @inlinable
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        if hasPointerRepresentation {
            return try body(UnsafeRawBufferPointer(start: utf8Start, count: utf8CodeUnitCount))
        }
        var text = description
        return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
    }
}

// The slow path of `ObjectReader`: finding a key that is not the next member, by looking in
// the members already scanned past (its window of the decode's `MemberTable`, the member
// engine shared with the drop-in decoder) and then scanning forward.
//
// The table lives in `DecodeContext.index`, scratch space shared by every object of one decode
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
        // The bytes of a string literal without a closure: a closure over this noncopyable
        // reader is not specialized away, and every field's lookup would pay for it.
        if _fastPath(key.hasPointerRepresentation) {
            return try locate(
                UnsafeRawBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        }
        return try key.withBytes { try locate($0) }
    }

    @usableFromInline
    mutating func locate(_ key: UnsafeRawBufferPointer) throws -> Location {
        // Only when something indexed is still unread: after an out-of-order field, every
        // later request comes here, and most find everything passed already read.
        if members.hasUnread,
            let position = reader.context.pointee.index.take(MemberKey(key), in: &members)
        {
            let entry = reader.context.pointee.index[position]
            return .indexed(entry.value, end: entry.valueEnd)
        }
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
        try reader.scanner.memberValue(Dialect.self)
        let value = reader.scanner.cursor
        try reader.scanner.skipValue()
        reader.context.pointee.needScratch()
        // The skip validated the value and knows its end: a `String` read from the index is
        // made from that, without validating it again (`indexedString`).
        _ = reader.context.pointee.index.append(
            key, value: value, readableTo: reader.scanner.end, in: &members,
            valueEnd: reader.scanner.cursor)
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

    /// True when the object has a member named `key` that has not been read, without reading
    /// it.
    ///
    /// - Complexity: scans forward to the member (or the end of the object), like an
    ///   out-of-order `decode`.
    public mutating func contains(_ key: StaticString) throws -> Bool {
        guard state != .placeholder else { return false }
        return try key.withBytes { wanted in
            if reader.context.pointee.index.firstUnread(MemberKey(wanted), in: members) != nil {
                return true
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

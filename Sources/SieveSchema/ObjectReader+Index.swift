// The slow path of `ObjectReader`: indexing the rest of an object when a key is asked for out
// of document order, and finding keys in that index.
//
// The index lives in `DecodeContext.index`, scratch space shared by every object of one decode
// and used as a stack: an object's entries sit above its parent's and are dropped when it
// finishes. After the first out-of-order object it allocates nothing more.

import SieveScanner

extension ObjectReader {
    /// The start of the value of the first unread member named `key`, marking it read; `nil`
    /// when there is none. Indexes the rest of the object on first use.
    @usableFromInline
    mutating func locate(_ key: StaticString) throws -> UnsafePointer<UInt8>? {
        switch state {
        case .inOrder:
            try buildIndex()
        case .indexed:
            break
        case .closed, .placeholder:
            return nil
        }
        return key.withUTF8Buffer { bytes in
            take(UnsafeRawBufferPointer(bytes))
        }
    }

    /// Indexes every member from the cursor to the end of the object.
    @usableFromInline
    mutating func buildIndex() throws {
        indexBase = context.pointee.index.count
        while true {
            let key = try scanner.scanString()
            try scanner.expect(.colon, "':' after the key")
            guard scanner.skipWhitespace() != nil else {
                throw scanner.unexpected(expected: "a value")
            }
            let value = scanner.cursor
            try scanner.skipValue()
            context.pointee.index.append(MemberEntry(key: key, value: value))
            switch scanner.skipWhitespace() {
            case .comma?:
                scanner.cursor += 1
                guard scanner.skipWhitespace() == .quote else {
                    throw scanner.unexpected(expected: "'\"' to start a key")
                }
            case .closeBrace?:
                scanner.leaveContainer()
                indexEnd = context.pointee.index.count
                searchHint = indexBase
                objectEnd = scanner.cursor
                state = .indexed
                return
            default:
                throw scanner.unexpected(expected: "',' or '}'")
            }
        }
    }

    /// Finds the first unread indexed member named `key`, starting after the previous hit.
    @usableFromInline
    mutating func take(_ key: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
        let base = indexBase
        let end = indexEnd
        var position = searchHint
        let count = end - base
        return context.pointee.index.withUnsafeMutableBufferPointer { entries in
            var remaining = count
            while remaining > 0 {
                if position >= end { position = base }
                if !entries[position].consumed && entries[position].key.equals(key) {
                    entries[position].consumed = true
                    searchHint = position + 1
                    return entries[position].value
                }
                position += 1
                remaining -= 1
            }
            return nil
        }
    }

    /// True when the object has a member named `key` that has not been read, without reading
    /// it.
    ///
    /// - Complexity: indexes the rest of the object on first use, like an out-of-order
    ///   `decode`.
    public mutating func contains(_ key: StaticString) throws -> Bool {
        switch state {
        case .inOrder:
            if takeKeyInPlace(key) {
                // Put the key back: only look.
                scanner.cursor -= key.utf8CodeUnitCount + 2
                return true
            }
            try buildIndex()
        case .indexed:
            break
        case .closed, .placeholder:
            return false
        }
        return key.withUTF8Buffer { bytes in
            let wanted = UnsafeRawBufferPointer(bytes)
            for entry in context.pointee.index[indexBase..<indexEnd]
            where !entry.consumed && entry.key.equals(wanted) {
                return true
            }
            return false
        }
    }
}

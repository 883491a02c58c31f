// Reading an object again, or an object below it, with a scanner of its own: for what needs
// the object's members without moving the reader (a union's whole object or single key, a
// key path's levels, the place of a failed cross-field check). One walk of the members,
// here, for all of them.

import SieveScanner

extension ObjectReader {
    /// A scanner at the value at `container` (a value at scanner depth `depth`), sharing the
    /// reader's document and syntax.
    @usableFromInline
    func scanner(at container: UnsafePointer<UInt8>, depth: Int) -> JSONScanner {
        var scanner = reader.scanner
        scanner.cursor = container
        scanner.depth = depth
        return scanner
    }

    /// A scanner at this object's opening brace.
    @usableFromInline
    func scannerAtBrace() -> JSONScanner {
        scanner(at: reader.scanner.start + objectOffset, depth: objectDepth - 1)
    }

    /// Calls `member` with the key and the value's first byte of each member of the object at
    /// `scanner`'s cursor, in document order, skipping each value after the call; stops, with
    /// the cursor at that value, when `member` returns true. Returns true when it stopped.
    @usableFromInline
    static func forEachMember(
        of scanner: inout JSONScanner,
        _ member: (StringToken, UnsafePointer<UInt8>) throws -> Bool
    ) throws -> Bool {
        guard try scanner.openContainer(inObject: true, Dialect.self, .objectReader) else {
            return false
        }
        repeat {
            let key = try scanner.scanString()
            try scanner.memberValue(Dialect.self)
            if try member(key, scanner.cursor) { return true }
            try scanner.skipValue()
        } while try scanner.nextItem(inObject: true, Dialect.self, .objectReader)
        return false
    }

    /// The value of the first member named `key`, in document order, read or not, by
    /// reading the object again from its brace.
    @usableFromInline
    func firstMemberValue(named key: UnsafeRawBufferPointer) throws -> UnsafePointer<UInt8>? {
        var scanner = scannerAtBrace()
        var found: UnsafePointer<UInt8>? = nil
        _ = try Self.forEachMember(of: &scanner) { token, value in
            if token.equals(key) { found = value }
            return found != nil
        }
        return found
    }
}

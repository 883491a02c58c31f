// The container grammar, written once: entering an object or array, its first item or its
// close, the colon after a key, and after each item the comma and the next item, or the close;
// with the trivia between them. (An item is an object's member or an array's element.) The
// readers stand on it: `RawValue` parsing, the Swift skip loop, `ValueReader`'s arrays and
// dictionaries, the schema's `ObjectReader`, the drop-in decoder's containers and
// `PathFinder`. Keys and values are the readers' own business: the grammar leaves the cursor at a key's opening quote or a value's first byte,
// and is handed it back just past the key or the value.
//
//   {  "key"  :  value  ,  "key"  :  value  }        [  value  ,  value  ]
//    ^itemStart ^memberValue                          ^itemStart
//                       ^nextItem: itemSeparator, then itemStart after the comma
//
// Two levels. The pieces over a local pointer (`_ p: inout UnsafePointer<UInt8>`) are for
// loops that keep their position in a register and count depth themselves (the skip loop,
// the drop-in decoder); `openContainer`, `memberValue`, `readMemberKey`, `nextItem` over
// `cursor` also keep `depth` (`RawValue`, `ValueReader`, `PathFinder`). All take the
// decode's `JSONDialect` as a generic parameter, and the reader's
// `ContainerWording` for the text of an error. `inObject` is a constant at most call sites,
// so each specializes to one kind of container.
//
// Invariants: `start <= p <= end`, and every read checks `p < end`. An error carries the
// offset of the offending byte (or of `end`); `p` is then unspecified.
// Never: allocate, recurse, or read past `end`.

extension JSONScanner {
    // MARK: - Trivia

    /// Moves `p` past trivia; returns the byte there, or `nil` at the end of input.
    @inlinable @inline(__always)
    package func skipTrivia<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type
    ) throws(ScanError) -> UInt8? {
        if _fastPath(p < end) {
            let byte = p.pointee
            if _fastPath(Dialect.isSignificant(byte)) { return byte }
        }
        p = try Dialect.endOfTrivia(from: p, in: self)
        return p < end ? p.pointee : nil
    }

    /// `skipTrivia` before a key. Pretty-printed JSON puts a newline and a run of spaces
    /// there: the run is counted a word at a time, inline; other trivia goes to the dialect.
    @inlinable @inline(__always)
    package func skipTriviaBeforeKey<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type
    ) throws(ScanError) -> UInt8? {
        if _fastPath(p < end) {
            let byte = p.pointee
            if _fastPath(Dialect.isSignificant(byte)) { return byte }
            if byte == .newline {
                var word = p + 1
                // In bounds: each load reads eight bytes before `end`, as the loop checks.
                while end - word >= 8 {
                    let notSpaces =
                        UInt64(littleEndian: UnsafeRawPointer(word).loadUnaligned(as: UInt64.self))
                        ^ 0x2020_2020_2020_2020
                    if notSpaces != 0 {
                        let key = word + (notSpaces.trailingZeroBitCount >> 3)
                        guard Dialect.isSignificant(key.pointee) else { break }
                        p = key
                        return key.pointee
                    }
                    word += 8
                }
            }
        }
        return try skipTrivia(&p, dialect)
    }

    // MARK: - Over a local pointer

    /// With `p` just past `{` or `[` (or, `afterComma`, past a `,` in one): moves `p` to the
    /// next item (a key's first byte, or an element's) and returns true, or past
    /// the `}` or `]` that closes the container and returns false.
    ///
    /// Trailing commas: after a comma, the close is read only when the decode's `JSONSyntax`
    /// allows it (read here alone, off the fast path).
    @inlinable @inline(__always)
    package func itemStart<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, inObject: Bool, afterComma: Bool,
        _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        let byte = try inObject ? skipTriviaBeforeKey(&p, dialect) : skipTrivia(&p, dialect)
        if inObject {
            if _fastPath(byte == .quote) { return true }
            if let byte, Dialect.startsBareKey(byte) { return true }
        } else if _fastPath(byte != nil && byte != .closeBracket) {
            return true
        }
        if !afterComma && byte == (inObject ? .closeBrace : .closeBracket) {
            p += 1
            return false
        }
        return try Self.trailingCommaOrError(
            &p, inObject: inObject, afterComma: afterComma, allows: allowsTrailingCommas,
            start: start, end: end, wording)
    }

    /// `itemStart` where the byte at `p` starts no item: past the close of a trailing comma
    /// (returning false) when the syntax allows one, else the error. Out of line, so the
    /// syntax costs the inlined grammar nothing but this call, which it made before to throw.
    @usableFromInline @inline(never)
    static func trailingCommaOrError(
        _ p: inout UnsafePointer<UInt8>, inObject: Bool, afterComma: Bool, allows: Bool,
        start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        if afterComma && allows && p < end
            && p.pointee == (inObject ? .closeBrace : .closeBracket)
        {
            p += 1
            return false
        }
        throw containerError(
            inObject
                ? (afterComma ? .keyAfterComma : .objectStart)
                : (afterComma ? .elementAfterComma : .arrayStart),
            at: p, start: start, end: end, wording)
    }

    /// With `p` just past a key's closing quote: moves `p` past the colon to the first byte
    /// of the member's value and returns that byte.
    @inlinable @inline(__always)
    @discardableResult
    package func memberValue<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type
    ) throws(ScanError) -> UInt8 {
        guard try skipTrivia(&p, dialect) == .colon else {
            throw Self.unexpected(at: p, start: start, end: end, expected: .colonAfterKey)
        }
        p += 1
        if _fastPath(p < end) {
            let byte = p.pointee
            if _fastPath(Dialect.isSignificant(byte)) { return byte }
            // Pretty-printed JSON puts one space after the colon: step over it here rather
            // than in the trivia loop.
            if byte == .space && end - p >= 2 && Dialect.isSignificant(p[1]) {
                p += 1
                return p.pointee
            }
        }
        guard let byte = try skipTrivia(&p, dialect) else {
            throw Self.unexpected(at: p, start: start, end: end, expected: .memberValue)
        }
        return byte
    }

    /// With `p` just past an item's value: moves `p` past the `,` that follows and returns
    /// true, or past the `}` or `]` that closes the container and returns false.
    @inlinable @inline(__always)
    package func itemSeparator<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, inObject: Bool, _ dialect: Dialect.Type,
        _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        let byte = try skipTrivia(&p, dialect)
        if _fastPath(byte == .comma) {
            p += 1
            return true
        }
        guard byte == (inObject ? .closeBrace : .closeBracket) else {
            throw Self.containerError(
                inObject ? .afterMember : .afterElement, at: p, start: start, end: end, wording)
        }
        p += 1
        return false
    }

    /// With `p` just past an item's value: moves `p` to the next item and returns true, or
    /// past the `}` or `]` that closes the container and returns false.
    @inlinable @inline(__always)
    package func nextItem<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, inObject: Bool, _ dialect: Dialect.Type,
        _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        guard try itemSeparator(&p, inObject: inObject, dialect, wording) else { return false }
        return try itemStart(&p, inObject: inObject, afterComma: true, dialect, wording)
    }

    // MARK: - Over the cursor, keeping depth

    /// Enters the object or array whose `{` or `[` is at the cursor (checking the depth
    /// limit): leaves the cursor at its first item and returns true, or past the close of an
    /// empty container, which it leaves, and returns false.
    @inlinable @inline(__always)
    package mutating func openContainer<Dialect: JSONDialect>(
        inObject: Bool, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        try enterContainer()
        var p = cursor
        let hasItem = try itemStart(&p, inObject: inObject, afterComma: false, dialect, wording)
        cursor = p
        if !hasItem { depth -= 1 }
        return hasItem
    }

    /// With the cursor just past a key's closing quote: moves it past the colon to the first
    /// byte of the member's value, and returns that byte.
    @inlinable @inline(__always)
    @discardableResult
    package mutating func memberValue<Dialect: JSONDialect>(
        _ dialect: Dialect.Type
    ) throws(ScanError) -> UInt8 {
        var p = cursor
        let byte = try memberValue(&p, dialect)
        cursor = p
        return byte
    }

    /// Reads the key whose opening quote is at the cursor as a `String` (for readers that
    /// keep keys as data), and moves past the colon to the first byte of the member's value.
    @inlinable @inline(__always)
    package mutating func readMemberKey<Dialect: JSONDialect>(
        _ dialect: Dialect.Type
    ) throws(ScanError) -> String {
        let key = try readString()
        try memberValue(dialect)
        return key
    }

    /// With the cursor just past an item's value: moves it to the next item and returns true,
    /// or past the close, leaving the container, and returns false.
    @inlinable @inline(__always)
    package mutating func nextItem<Dialect: JSONDialect>(
        inObject: Bool, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        var p = cursor
        let hasItem = try nextItem(&p, inObject: inObject, dialect, wording)
        cursor = p
        if !hasItem { depth -= 1 }
        return hasItem
    }

    /// The error at `pointer`, a place in the grammar where the byte (or the end of input)
    /// does not fit, in the words of `wording`.
    @usableFromInline
    func containerError(
        _ place: ContainerPlace, at pointer: UnsafePointer<UInt8>, _ wording: ContainerWording
    ) -> ScanError {
        Self.containerError(place, at: pointer, start: start, end: end, wording)
    }

    /// `containerError` from the two bounds it reads rather than from the scanner. The
    /// grammar's functions throw through these: a call that takes the scanner as `self` makes
    /// a loop over `cursor` copy the whole scanner to the stack at every item, fast path or
    /// not, to have an address to pass.
    @usableFromInline @inline(never)
    static func containerError(
        _ place: ContainerPlace, at pointer: UnsafePointer<UInt8>,
        start: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, _ wording: ContainerWording
    ) -> ScanError {
        unexpected(
            at: pointer, start: start, end: end,
            expected: wording.expected(at: place, atEnd: pointer >= end))
    }

    /// The error at `pointer` between a key and its value (see `containerError`).
    @usableFromInline @inline(never)
    static func unexpected(
        at pointer: UnsafePointer<UInt8>, start: UnsafePointer<UInt8>,
        end: UnsafePointer<UInt8>, expected: MemberPlace
    ) -> ScanError {
        unexpected(
            at: pointer, start: start, end: end,
            expected: expected == .colonAfterKey ? "':' after the key" : "a value")
    }
}

/// Where, between a key and its value, `memberValue` found what does not fit.
@usableFromInline
enum MemberPlace {
    case colonAfterKey
    case memberValue
}

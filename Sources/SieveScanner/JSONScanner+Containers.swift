// The container grammar, written once: entering an object or array, its first member or
// element or its close, the colon after a key, and after each value the comma and the next
// member or element, or the close; with the trivia between them. Every reader stands on it:
// `RawValue` parsing, the Swift skip loop, the schema layer's readers, the drop-in decoder's
// containers and `PathFinder`. Keys and values are the readers' own business: the grammar
// leaves the cursor at a key's opening quote or a value's first byte, and is handed it back
// just past the key or the value.
//
//   {  "key"  :  value  ,  "key"  :  value  }        [  value  ,  value  ]
//    ^memberStart                                     ^elementStart
//            ^memberValue                                    ^nextElement
//                      ^nextMember (memberSeparator, then memberStart after the comma)
//
// Two levels. The pieces over a local pointer (`_ p: inout UnsafePointer<UInt8>`) are for
// loops that keep their position in a register and count depth themselves (the skip loop,
// the drop-in decoder); the mutating ones over `cursor` (`enterObject`, `nextMember`, …)
// also keep `depth`. Both take the decode's `JSONDialect` as a generic parameter, and the
// reader's `ContainerWording` for the text of an error.
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

    /// `skipTrivia` before a key, where pretty-printed JSON puts a newline and a run of
    /// spaces: the run is counted here a word at a time, and anything else goes to the
    /// dialect's trivia loop.
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
        p = try Dialect.endOfTrivia(from: p, in: self)
        return p < end ? p.pointee : nil
    }

    // MARK: - Objects, over a local pointer

    /// With `p` just past `{` (or, `afterComma`, past a `,` in an object): moves `p` to the
    /// next key's opening quote and returns true, or past the `}` that closes the object and
    /// returns false.
    ///
    /// The trailing-comma hook: after a comma, `}` closes the object only in a dialect that
    /// allows it.
    @inlinable @inline(__always)
    package func memberStart<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, afterComma: Bool, _ dialect: Dialect.Type,
        _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        let byte = try skipTriviaBeforeKey(&p, dialect)
        if _fastPath(byte == .quote) { return true }
        if byte == .closeBrace && (!afterComma || Dialect.allowsTrailingComma) {
            p += 1
            return false
        }
        throw containerError(afterComma ? .keyAfterComma : .objectStart, at: p, wording)
    }

    /// With `p` just past a key's closing quote: moves `p` past the colon to the first byte
    /// of the member's value and returns that byte.
    @inlinable @inline(__always)
    @discardableResult
    package func memberValue<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type
    ) throws(ScanError) -> UInt8 {
        guard try skipTrivia(&p, dialect) == .colon else {
            throw unexpected(at: p, expected: "':' after the key")
        }
        p += 1
        // Pretty-printed JSON puts one space after the colon: step over it here rather than
        // in the trivia loop.
        if end - p >= 2 && p.pointee == .space && Dialect.isSignificant(p[1]) {
            p += 1
            return p.pointee
        }
        guard let byte = try skipTrivia(&p, dialect) else {
            throw unexpected(at: p, expected: "a value")
        }
        return byte
    }

    /// With `p` just past a member's value: moves `p` past the `,` that follows and returns
    /// true, or past the `}` that closes the object and returns false.
    @inlinable @inline(__always)
    package func memberSeparator<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        let byte = try skipTrivia(&p, dialect)
        if _fastPath(byte == .comma) {
            p += 1
            return true
        }
        if byte == .closeBrace {
            p += 1
            return false
        }
        throw containerError(.afterMember, at: p, wording)
    }

    /// With `p` just past a member's value: moves `p` to the next key's opening quote and
    /// returns true, or past the `}` that closes the object and returns false.
    @inlinable @inline(__always)
    package func nextMember<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        guard try memberSeparator(&p, dialect, wording) else { return false }
        return try memberStart(&p, afterComma: true, dialect, wording)
    }

    // MARK: - Arrays, over a local pointer

    /// With `p` just past `[` (or, `afterComma`, past a `,` in an array): moves `p` to the
    /// first byte of the next element and returns true, or past the `]` that closes the array
    /// and returns false.
    ///
    /// The trailing-comma hook: after a comma, `]` closes the array only in a dialect that
    /// allows it.
    @inlinable @inline(__always)
    package func elementStart<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, afterComma: Bool, _ dialect: Dialect.Type,
        _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        guard let byte = try skipTrivia(&p, dialect) else {
            throw containerError(afterComma ? .elementAfterComma : .arrayStart, at: p, wording)
        }
        if byte == .closeBracket {
            guard !afterComma || Dialect.allowsTrailingComma else {
                throw containerError(.elementAfterComma, at: p, wording)
            }
            p += 1
            return false
        }
        return true
    }

    /// With `p` just past an element: moves `p` past the `,` that follows and returns true,
    /// or past the `]` that closes the array and returns false.
    @inlinable @inline(__always)
    package func elementSeparator<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        let byte = try skipTrivia(&p, dialect)
        if _fastPath(byte == .comma) {
            p += 1
            return true
        }
        if byte == .closeBracket {
            p += 1
            return false
        }
        throw containerError(.afterElement, at: p, wording)
    }

    /// With `p` just past an element: moves `p` to the first byte of the next element and
    /// returns true, or past the `]` that closes the array and returns false.
    @inlinable @inline(__always)
    package func nextElement<Dialect: JSONDialect>(
        _ p: inout UnsafePointer<UInt8>, _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        guard try elementSeparator(&p, dialect, wording) else { return false }
        return try elementStart(&p, afterComma: true, dialect, wording)
    }

    // MARK: - Over the cursor, keeping depth

    /// Enters the object whose `{` is at the cursor (checking the depth limit): leaves the
    /// cursor at the first key's opening quote and returns true, or past the `}` of an empty
    /// object, which it leaves, and returns false.
    @inlinable @inline(__always)
    package mutating func enterObject<Dialect: JSONDialect>(
        _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        try enterContainer()
        var p = cursor
        let hasMember = try memberStart(&p, afterComma: false, dialect, wording)
        cursor = p
        if !hasMember { depth -= 1 }
        return hasMember
    }

    /// Enters the array whose `[` is at the cursor (checking the depth limit): leaves the
    /// cursor at the first element and returns true, or past the `]` of an empty array,
    /// which it leaves, and returns false.
    @inlinable @inline(__always)
    package mutating func enterArray<Dialect: JSONDialect>(
        _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        try enterContainer()
        var p = cursor
        let hasElement = try elementStart(&p, afterComma: false, dialect, wording)
        cursor = p
        if !hasElement { depth -= 1 }
        return hasElement
    }

    /// With the cursor just past a key's closing quote: moves it past the colon to the first
    /// byte of the member's value.
    @inlinable @inline(__always)
    package mutating func moveToMemberValue<Dialect: JSONDialect>(
        _ dialect: Dialect.Type
    ) throws(ScanError) {
        var p = cursor
        try memberValue(&p, dialect)
        cursor = p
    }

    /// Reads the key whose opening quote is at the cursor as a `String` (for readers that
    /// keep keys as data), and moves past the colon to the first byte of the member's value.
    @inlinable @inline(__always)
    package mutating func readMemberKey<Dialect: JSONDialect>(
        _ dialect: Dialect.Type
    ) throws(ScanError) -> String {
        let key = try readString()
        try moveToMemberValue(dialect)
        return key
    }

    /// With the cursor just past a member's value: moves it to the next key's opening quote
    /// and returns true, or past the `}`, leaving the object, and returns false.
    @inlinable @inline(__always)
    package mutating func nextMember<Dialect: JSONDialect>(
        _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        var p = cursor
        let hasMember = try nextMember(&p, dialect, wording)
        cursor = p
        if !hasMember { depth -= 1 }
        return hasMember
    }

    /// With the cursor just past an element: moves it to the next element and returns true,
    /// or past the `]`, leaving the array, and returns false.
    @inlinable @inline(__always)
    package mutating func nextElement<Dialect: JSONDialect>(
        _ dialect: Dialect.Type, _ wording: ContainerWording
    ) throws(ScanError) -> Bool {
        var p = cursor
        let hasElement = try nextElement(&p, dialect, wording)
        cursor = p
        if !hasElement { depth -= 1 }
        return hasElement
    }

    // MARK: - Errors

    /// The error at `pointer`, a place in the grammar where the byte (or the end of input)
    /// does not fit, in the words of `wording`.
    @usableFromInline @inline(never)
    func containerError(
        _ place: ContainerPlace, at pointer: UnsafePointer<UInt8>, _ wording: ContainerWording
    ) -> ScanError {
        unexpected(at: pointer, expected: wording.expected(at: place, atEnd: pointer >= end))
    }
}

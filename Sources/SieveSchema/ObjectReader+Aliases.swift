// Aliases: a field that has been renamed upstream, read from whichever spelling arrived.

import SieveScanner

extension ObjectReader {
    /// Decodes the value of `key`, or of `alias` when `key` is absent.
    ///
    /// A match on the alias warns `alias_matched` naming it, so you can count how often the old
    /// spelling still arrives and delete the alias when it stops. When both spellings are
    /// present, `key` wins and `alias_conflict` warns.
    ///
    /// ```swift
    /// email = try json.decode("email", or: "email_address")
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString
    ) throws -> T {
        try withUnsafeTemporaryAllocation(of: StaticString.self, capacity: 1) { aliases in
            aliases.initializeElement(at: 0, to: alias)
            return try decode(key, aliases: UnsafeBufferPointer(aliases))
        }
    }

    /// Decodes the value of `key`, or of the first of `aliases` that is present.
    ///
    /// Aliases are tried in order; see `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or aliases: StaticString...
    ) throws -> T {
        try aliases.withUnsafeBufferPointer { try decode(key, aliases: $0) }
    }

    @inlinable
    mutating func decode<T: SchemaValue>(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString>
    ) throws -> T {
        if state == .placeholder { return try placeholder() }
        if state == .inOrder, indexEnd == indexBase, takeKeyInPlace(key) {
            note(key, primary: key, found: true)
            for alias in aliases { note(alias, primary: key, found: false) }
            return try readInPlace(key)
        }
        return try decodeAliasesOutOfOrder(key, aliases: aliases)
    }

    @inlinable
    mutating func decodeAliasesOutOfOrder<T: SchemaValue>(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString>
    ) throws -> T {
        switch try locate(key) {
        case .inPlace:
            note(key, primary: key, found: true)
            for alias in aliases { note(alias, primary: key, found: false) }
            return try readInPlace(key)
        case .indexed(let value):
            note(key, primary: key, found: true)
            for alias in aliases { note(alias, primary: key, found: false) }
            return try readIndexed(at: value, key: key)
        case .missing:
            break
        }
        // The primary is absent, so the whole object has been scanned into the index.
        note(key, primary: key, found: false)
        var matched: UnsafePointer<UInt8>? = nil
        for alias in aliases {
            if matched == nil, case .indexed(let value) = try locate(alias) {
                matched = value
                note(alias, primary: key, found: true)
                context.pointee.warn(
                    .aliasMatched, anchor: objectOffset, field: key.description,
                    valueOffset: value - reader.scanner.start, ["alias": alias.description])
            } else {
                note(alias, primary: key, found: false)
            }
        }
        if let matched { return try readIndexed(at: matched, key: key) }
        return try missing(key)
    }
}

// Aliases: a field that has been renamed upstream, read from whichever spelling arrived.
// Every presence form takes aliases: required, default and fallback.

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
        try withAliases(alias) { reader, aliases in
            try reader.decode(key, aliases: aliases)
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

    /// Decodes the value of `key` or `alias`, or `defaultValue` when neither is present;
    /// see `decode(_:default:)` and `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try withAliases(alias) { reader, aliases in
            if reader.state == .placeholder { return defaultValue() }
            switch try reader.locate(key, aliases: aliases) {
            case .inPlace: return try reader.readInPlace(key)
            case .indexed(let value): return try reader.readIndexed(at: value, key: key)
            case .missing: return defaultValue()
            }
        }
    }

    /// Decodes the value of `key` or `alias`, or `fallback` (with a warning) when neither is
    /// present or the value is `null` or invalid; see `decode(_:fallback:)` and
    /// `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        try withAliases(alias) { reader, aliases in
            if reader.state == .placeholder { return fallback() }
            let location = try reader.locate(key, aliases: aliases)
            return try reader.readWithFallback(at: location, key, fallback: fallback)
        }
    }

    @inlinable
    mutating func withAliases<R>(
        _ alias: StaticString,
        _ body: (inout ObjectReader, UnsafeBufferPointer<StaticString>) throws -> R
    ) throws -> R {
        try withUnsafeTemporaryAllocation(of: StaticString.self, capacity: 1) { aliases in
            aliases.initializeElement(at: 0, to: alias)
            return try body(&self, UnsafeBufferPointer(aliases))
        }
    }

    @inlinable
    mutating func decode<T: SchemaValue>(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString>
    ) throws -> T {
        if state == .placeholder { return try placeholder() }
        switch try locate(key, aliases: aliases) {
        case .inPlace: return try readInPlace(key)
        case .indexed(let value): return try readIndexed(at: value, key: key)
        case .missing: return try missing(key)
        }
    }

    /// Finds `key`, or else the first of `aliases` present, noting every spelling for the end
    /// of the object and warning `alias_matched` when an alias is used.
    @usableFromInline
    mutating func locate(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString>
    ) throws -> Location {
        let primary: Location
        if takeNextInPlace(key) {
            primary = .inPlace
        } else {
            primary = try locate(key)
        }
        if !primary.isMissing {
            note(key, primary: key, found: true)
            for alias in aliases { note(alias, primary: key, found: false) }
            return primary
        }
        // The primary is absent, so the whole object has been scanned into the index.
        note(key, primary: key, found: false)
        var matched = Location.missing
        for alias in aliases {
            if matched.isMissing, case .indexed(let value) = try locate(alias) {
                matched = .indexed(value)
                note(alias, primary: key, found: true)
                context.pointee.warn(
                    .aliasMatched, anchor: objectOffset, field: key.description,
                    valueOffset: value - reader.scanner.start, ["alias": alias.description])
            } else {
                note(alias, primary: key, found: false)
            }
        }
        return matched
    }
}

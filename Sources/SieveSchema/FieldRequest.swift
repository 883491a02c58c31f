// A request for one field of an object, as a value: which key, which other spellings, and
// what a missing, `null` or invalid value turns into. Every public `decode` of `ObjectReader`
// builds one and hands it to `ObjectReader.resolve(_:substitute:)`; features that change how a
// field is read extend this type, not the list of overloads.

/// One field an initializer asks an `ObjectReader` for.
@usableFromInline
struct FieldRequest {
    /// What a field without a usable value becomes.
    @usableFromInline
    enum Presence: UInt8 {
        /// Missing, `null` or invalid is an issue (an `Optional` type makes missing and `null`
        /// `nil`).
        case required
        /// Missing is the substitute, silently; `null` and invalid are issues.
        case defaulted
        /// Missing, `null` and invalid are the substitute, with a warning `fallback_applied`.
        case fallback
    }

    /// The field's primary spelling.
    @usableFromInline let key: StaticString
    /// Other spellings, tried in order when `key` is absent. Empty for most fields.
    @usableFromInline let aliases: UnsafeBufferPointer<StaticString>
    @usableFromInline let presence: Presence

    @inlinable @inline(__always)
    init(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString> = FieldRequest.noAliases,
        presence: Presence
    ) {
        self.key = key
        self.aliases = aliases
        self.presence = presence
    }

    /// No other spelling.
    @inlinable
    static var noAliases: UnsafeBufferPointer<StaticString> {
        UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Calls `body` with a request for `key` whose only alias is `alias`, held in memory that
    /// lives as long as the call.
    @inlinable @inline(__always)
    static func with<R>(
        _ key: StaticString, alias: StaticString, presence: Presence,
        _ body: (FieldRequest) throws -> R
    ) rethrows -> R {
        try withUnsafeTemporaryAllocation(of: StaticString.self, capacity: 1) { aliases in
            aliases.initializeElement(at: 0, to: alias)
            return try body(
                FieldRequest(key, aliases: UnsafeBufferPointer(aliases), presence: presence))
        }
    }

    /// Calls `body` with a request for `key` with `aliases`.
    @inlinable @inline(__always)
    static func with<R>(
        _ key: StaticString, aliases: [StaticString], presence: Presence,
        _ body: (FieldRequest) throws -> R
    ) rethrows -> R {
        try aliases.withUnsafeBufferPointer { aliases in
            try body(FieldRequest(key, aliases: aliases, presence: presence))
        }
    }
}

// A request for one field of an object, as a value: which key, which other spellings, and
// what a missing, `null` or invalid value turns into. Every public `decode` of `ObjectReader`
// builds one and hands it to `ObjectReader.resolve(_:substitute:)`; features that change how a
// field is read extend this type, not the list of overloads.

/// One field an initializer asks an `ObjectReader` for.
@usableFromInline
package struct FieldRequest {
    /// What a field without a usable value becomes.
    @usableFromInline
    package enum Presence: UInt8 {
        /// Missing, `null` or invalid is an issue (an `Optional` type makes missing and `null`
        /// `nil`).
        case required
        /// Missing is the substitute, silently; `null` and invalid are issues.
        case defaulted
        /// Missing, `null` and invalid are the substitute, with a warning `fallback_applied`.
        case fallback
        /// A lenient collection's: missing is the substitute (empty, or `nil`) with a warning
        /// `fallback_applied`; `null` is the substitute, silently; a value that is not a
        /// collection is the reading's to report.
        case lenient
    }

    /// The field's primary spelling.
    @usableFromInline package let key: StaticString
    /// Other spellings, tried in order when `key` is absent. Empty for most fields.
    @usableFromInline package let aliases: UnsafeBufferPointer<StaticString>
    @usableFromInline package let presence: Presence

    @inlinable @inline(__always)
    package init(
        _ key: StaticString, aliases: UnsafeBufferPointer<StaticString> = FieldRequest.noAliases,
        presence: Presence
    ) {
        self.key = key
        self.aliases = aliases
        self.presence = presence
    }

    /// No other spelling.
    @inlinable
    package static var noAliases: UnsafeBufferPointer<StaticString> {
        UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Calls `body` with a request for `key` whose only alias is `alias`, held in memory that
    /// lives as long as the call.
    @inlinable @inline(__always)
    package static func with<R>(
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
    package static func with<R>(
        _ key: StaticString, aliases: [StaticString], presence: Presence,
        _ body: (FieldRequest) throws -> R
    ) rethrows -> R {
        try aliases.withUnsafeBufferPointer { aliases in
            try body(FieldRequest(key, aliases: aliases, presence: presence))
        }
    }
}

/// How the present value of a field is read: by its type's `decode(from:)` (`ReadByType`), or
/// by what the field's request says of it (the formats of a date, in the Foundation layer).
/// A generic parameter of `ObjectReader.resolve`, so the usual reading specializes to a direct
/// call and costs nothing.
@usableFromInline
package protocol FieldValueReading {
    associatedtype Value: SchemaValue
    /// Reads the value at the reader, as `SchemaValue.decode(from:)` does.
    func read(from reader: inout ValueReader) throws -> Value
}

/// A value read by its type's own `decode(from:)`.
@usableFromInline
struct ReadByType<Value: SchemaValue>: FieldValueReading {
    @inlinable init() {}

    @inlinable @inline(__always)
    func read(from reader: inout ValueReader) throws -> Value { try Value.decode(from: &reader) }
}

/// An optional value read by `Wrapped`'s strategy: `null` is `nil`, anything else is read by it
/// (a date in its formats, a value checked against its rules).
@usableFromInline
package struct OptionalReading<Wrapped: FieldValueReading>: FieldValueReading {
    @usableFromInline let wrapped: Wrapped

    @inlinable package init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    @inlinable
    package func read(from reader: inout ValueReader) throws -> Wrapped.Value? {
        if try reader.readNull() { return nil }
        return try wrapped.read(from: &reader)
    }
}

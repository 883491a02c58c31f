// The public ways to ask an `ObjectReader` for a field: every presence form (required,
// optional, default, fallback), each with no alias, one, or several. Each is one line over
// the field's request (`FieldRequest`), resolved by `resolve(_:substitute:)`.

extension ObjectReader {
    /// Decodes the value of `key`.
    ///
    /// - Missing: an issue `missing_key` — unless `T` is an `Optional`, which is `nil`.
    /// - `null`: an issue `null_value` — unless `T` is an `Optional`, which is `nil`.
    /// - Invalid (wrong type, out of range): an issue, such as `type_mismatch`.
    ///
    /// ```swift
    /// id   = try json.decode("id")            // required
    /// note = try json.decode("note")          // String?: absent or null is nil, silently
    /// ```
    ///
    /// An issue is recorded whether or not you catch the error: `try?` around a field gives
    /// `nil` but the decode still fails. For "`nil` when invalid", decode a `T?` with
    /// `fallback: nil`.
    @inlinable @inline(__always)
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, as type: T.Type = T.self
    ) throws -> T {
        try resolve(FieldRequest(key, presence: .required), substitute: { Self.noSubstitute() })
    }

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
        try FieldRequest.with(key, alias: alias, presence: .required) {
            try resolve($0, substitute: { Self.noSubstitute() })
        }
    }

    /// Decodes the value of `key`, or of the first of `aliases` that is present.
    ///
    /// Aliases are tried in order; see `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or aliases: StaticString...
    ) throws -> T {
        try decode(key, aliases: aliases, presence: .required, substitute: { Self.noSubstitute() })
    }

    /// Decodes the value of `key`, or `defaultValue` when the key is missing.
    ///
    /// A missing key is normal and silent. A `null` or an invalid value is still an issue:
    /// a default describes absence, not brokenness.
    ///
    /// ```swift
    /// pageSize = try json.decode("page_size", default: 50)
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try resolve(FieldRequest(key, presence: .defaulted), substitute: defaultValue)
    }

    /// Decodes the value of `key` or `alias`, or `defaultValue` when neither is present;
    /// see `decode(_:default:)` and `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try FieldRequest.with(key, alias: alias, presence: .defaulted) {
            try resolve($0, substitute: defaultValue)
        }
    }

    /// Decodes the value of `key` or the first of `aliases` present, or `defaultValue` when
    /// none is; see `decode(_:default:)` and `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or aliases: StaticString...,
        default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try decode(key, aliases: aliases, presence: .defaulted, substitute: defaultValue)
    }

    /// Decodes the value of `key`, or `fallback` when it is missing, `null` or invalid — and
    /// records a warning `fallback_applied` saying which of the three happened.
    ///
    /// Use it where a wrong field is survivable and the record is still worth having. For a
    /// field that is genuinely optional, decode a `T?` instead: absence is not a failure.
    ///
    /// ```swift
    /// seatCount = try json.decode("seat_count", fallback: 0)
    /// // {"seat_count": "twelve"} → 0, warning: seat_count fell back to 0:
    /// //                                      expected an integer, found a string
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        try resolve(FieldRequest(key, presence: .fallback), substitute: fallback)
    }

    /// Decodes the value of `key` or `alias`, or `fallback` (with a warning) when neither is
    /// present or the value is `null` or invalid; see `decode(_:fallback:)` and
    /// `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        try FieldRequest.with(key, alias: alias, presence: .fallback) {
            try resolve($0, substitute: fallback)
        }
    }

    /// Decodes the value of `key` or the first of `aliases` present, or `fallback` (with a
    /// warning) when none is present or the value is `null` or invalid; see
    /// `decode(_:fallback:)` and `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or aliases: StaticString..., fallback: @autoclosure () -> T
    ) throws -> T {
        try decode(key, aliases: aliases, presence: .fallback, substitute: fallback)
    }

    /// The substitute of a required field, which is never asked for. Passed as a closure,
    /// `{ Self.noSubstitute() }`: the bare reference `Self.noSubstitute` is a closure that
    /// captures `T.Type`, which Swift 6.2 and later warn about (`SendableMetatypes`).
    @inlinable
    package static func noSubstitute<T>() -> T {
        preconditionFailure("a required field has no substitute value")
    }
}

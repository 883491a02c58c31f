// What an `ObjectWriter` does with a member whose optional value is `nil`.

/// What `ObjectWriter.encode(_:_:nulls:)` does with a `nil` value.
public enum NullEncoding: Sendable, Hashable {
    /// Leaves the member out, as a synthesized `Encodable` does (`encodeIfPresent`).
    case omit
    /// Writes the member with `null`.
    case write
}

// The syntax a decode accepts: RFC 8259, or RFC 8259 with the trailing commas Foundation's
// `JSONDecoder` accepts. Chosen once per decode and held by the scanner; the container grammar
// reads it at one place only, where a strict decode would throw (a `}` or `]` just after a
// comma), so accepting trailing commas costs a valid document nothing. (What counts as trivia
// is a `JSONDialect`, a generic parameter, since it is tested at every token.)

/// Which JSON a decode accepts.
///
/// ```swift
/// let config = try Settings.parse(json: bytes, syntax: .trailingCommas)
/// let decoder = SieveDecoder()
/// decoder.syntax = .strict          // refuse what RFC 8259 refuses
/// ```
///
/// The schema layer, `RawValue(parsing:)`, `validateJSON` and `sieve check` are strict by
/// default; `SieveDecoder` accepts what `JSONDecoder` accepts by default (`.trailingCommas`).
public struct JSONSyntax: Sendable, Hashable, CustomStringConvertible {
    /// True when one comma may stand after the last element of an array or the last member
    /// of an object (`[1,]`, `{"a": 1,}`); never a comma alone (`[,]`) or two (`[1,,]`).
    public let allowsTrailingCommas: Bool

    /// RFC 8259 exactly: a trailing comma is `unexpected_byte` at the closing bracket.
    public static let strict = JSONSyntax(allowsTrailingCommas: false)

    /// RFC 8259 plus one trailing comma in an array or object, which Foundation's
    /// `JSONDecoder` accepts by default.
    public static let trailingCommas = JSONSyntax(allowsTrailingCommas: true)

    /// `strict` or `trailingCommas`.
    public var description: String { allowsTrailingCommas ? "trailingCommas" : "strict" }
}

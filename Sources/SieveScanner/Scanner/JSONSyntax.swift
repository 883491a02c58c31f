// The syntax a decode accepts: RFC 8259; RFC 8259 with the trailing commas Foundation's
// `JSONDecoder` accepts; or JSON5 as `JSONDecoder` reads it with `allowsJSON5`. Chosen once
// per decode. Trailing commas are read at one place only, where a strict decode would throw
// (a `}` or `]` just after a comma), so accepting them costs a valid document nothing. JSON5
// is read once, up front, by `JSON5Translation`, which hands every reader RFC 8259 text; the
// readers meet JSON5 only in its non-finite numbers, which they accept where a strict decode
// would throw. (What counts as trivia is a `JSONDialect`, a generic parameter, since it is
// tested at every token.)

/// Which JSON a decode accepts.
///
/// ```swift
/// let config = try Settings.parse(json: bytes, syntax: .json5)
/// let decoder = SieveDecoder()
/// decoder.syntax = .strict          // refuse what RFC 8259 refuses
/// ```
///
/// The schema layer, `RawValue(parsing:)`, `validateJSON` and `sieve check` are strict by
/// default; `SieveDecoder` accepts what `JSONDecoder` accepts by default (`.trailingCommas`),
/// and JSON5 when its `allowsJSON5` is set.
public struct JSONSyntax: Sendable, Hashable, CustomStringConvertible {
    /// True when one comma may stand after the last element of an array or the last member
    /// of an object (`[1,]`, `{"a": 1,}`); never a comma alone (`[,]`) or two (`[1,,]`).
    public let allowsTrailingCommas: Bool

    /// True for JSON5 (<https://spec.json5.org>) as Foundation's `JSONDecoder` reads it with
    /// `allowsJSON5`: comments, unquoted and single-quoted keys, single-quoted strings,
    /// hexadecimal numbers, leading and trailing decimal points, `+`, `Infinity` and `NaN`,
    /// escaped line breaks, `\x` escapes, vertical tab and form feed as whitespace, and
    /// trailing commas. docs/GUIDE.md lists where Foundation, and so Sieve, differs from the
    /// JSON5 specification.
    public let allowsJSON5: Bool

    /// True when `Infinity`, `-Infinity`, `NaN` and `-NaN` are numbers: in the text of a
    /// `JSON5Translation`, which is all a reader ever reads of JSON5.
    @usableFromInline package let allowsNonFiniteNumbers: Bool

    init(allowsTrailingCommas: Bool, allowsJSON5: Bool, allowsNonFiniteNumbers: Bool? = nil) {
        self.allowsTrailingCommas = allowsTrailingCommas
        self.allowsJSON5 = allowsJSON5
        self.allowsNonFiniteNumbers = allowsNonFiniteNumbers ?? allowsJSON5
    }

    /// The syntax of a `JSON5Translation`'s text: what a reader reads once a JSON5 document
    /// has been translated. An entry point given it reads the text as it is, without
    /// translating it again (a schema value inside a JSON5 document `SieveDecoder` reads).
    package static let translatedJSON5 = JSONSyntax(
        allowsTrailingCommas: true, allowsJSON5: false, allowsNonFiniteNumbers: true)

    /// RFC 8259 exactly: a trailing comma is `unexpected_byte` at the closing bracket.
    public static let strict = JSONSyntax(allowsTrailingCommas: false, allowsJSON5: false)

    /// RFC 8259 plus one trailing comma in an array or object, which Foundation's
    /// `JSONDecoder` accepts by default.
    public static let trailingCommas = JSONSyntax(allowsTrailingCommas: true, allowsJSON5: false)

    /// JSON5, as Foundation's `JSONDecoder` reads it when `allowsJSON5` is set.
    public static let json5 = JSONSyntax(allowsTrailingCommas: true, allowsJSON5: true)

    /// `strict`, `trailingCommas` or `json5`.
    public var description: String {
        allowsJSON5 ? "json5" : allowsTrailingCommas ? "trailingCommas" : "strict"
    }
}

// How written JSON is laid out: the three options `JSONEncoder.OutputFormatting` has, with the
// same meanings, for code below Foundation.

/// How JSON text is laid out: whitespace, member order and whether `/` is escaped.
///
/// The options mean what `JSONEncoder.OutputFormatting`'s options of the same names mean, and
/// Sieve writes them byte for byte as `JSONEncoder` does:
///
/// ```swift
/// try customer.jsonString()                                   // {"id":2,"url":"https:\/\/x"}
/// try customer.jsonString(formatting: [.prettyPrinted, .withoutEscapingSlashes])
/// // {
/// //   "id" : 2,
/// //   "url" : "https://x"
/// // }
/// ```
public struct JSONFormatting: OptionSet, Sendable, Hashable {
    /// The bits of the options.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// One member or element per line, indented by two spaces a level, `" : "` between a key
    /// and its value.
    public static let prettyPrinted = JSONFormatting(rawValue: 1 << 0)

    /// Every object's members ordered by their keys' UTF-8 bytes.
    public static let sortedKeys = JSONFormatting(rawValue: 1 << 1)

    /// `/` written as itself rather than as `\/`.
    public static let withoutEscapingSlashes = JSONFormatting(rawValue: 1 << 2)
}

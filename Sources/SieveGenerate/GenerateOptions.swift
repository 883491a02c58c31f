// What `sieve generate` is asked for: the style of the output and the rules' knobs.

/// The choices of one generation.
package struct GenerateOptions: Sendable {
    /// What the output declares.
    package enum Style: String, Sendable, CaseIterable {
        /// `Schema` types with their `init(from json: inout ObjectReader)`.
        case schema
        /// `Codable` structs with `CodingKeys`, decodable by a plain `JSONDecoder()`.
        case codable
    }

    /// The access level of the declarations.
    package enum Access: String, Sendable, CaseIterable {
        case `internal`, `public`, `package`
    }

    /// Schema (the default) or `Codable`.
    package var style = Style.schema
    /// The name of the type of one sample.
    package var rootName = "Root"
    /// The access level written before every declaration (`internal` writes none).
    package var access = Access.internal
    /// True to give every struct an `Extras` property keeping the members it does not name.
    package var extras = false
    /// True to type numbers that a `Double` would round as `Decimal`.
    package var exactNumbers = false
    /// The most distinct values a string may take and still become an enum (each seen at least
    /// twice); 0 turns enums off.
    package var enumThreshold = 10
    /// A caseless enum to nest every declaration in, or `nil` for top-level declarations.
    package var namespace: String?

    package init() {}
}

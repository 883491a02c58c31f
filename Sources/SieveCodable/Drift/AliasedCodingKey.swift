// Aliases on `Codable` models: other spellings a key may arrive under.

/// A coding-key type that lists other spellings of its keys, so a `Codable` model keeps
/// decoding when an API renames a field.
///
/// ```swift
/// struct Customer: Codable {
///     var email: String
///
///     enum CodingKeys: String, CodingKey, AliasedCodingKey {
///         case email
///         static let aliases: [CodingKeys: [String]] = [.email: ["email_address"]]
///     }
/// }
/// ```
///
/// Under `SieveDecoder` a key is looked up as itself first, then as each alias in order; the
/// first spelling present wins. Reading a value from an alias records a warning
/// `alias_matched` naming the alias; when several spellings are present, the others are
/// reported as `alias_conflict` and not kept (they are not unknown keys, nor extras). Under a
/// `keyDecodingStrategy`, aliases are compared with the document's keys after the conversion,
/// as keys are.
///
/// `JSONDecoder` knows nothing of aliases: under it, the key is read as itself only.
public protocol AliasedCodingKey: CodingKey, Hashable {
    /// The other spellings of each key, tried in order after the key itself.
    static var aliases: [Self: [String]] { get }
}

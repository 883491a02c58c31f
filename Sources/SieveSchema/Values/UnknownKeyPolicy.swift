// What a schema does with members its initializer never reads.

/// What happens to object members that a `Schema`'s initializer does not read.
///
/// Declare it once on the type:
///
/// ```swift
/// struct Invoice: Schema {
///     static let unknownKeyPolicy = UnknownKeyPolicy.warn
///     ...
/// }
/// ```
///
/// Members taken by `ObjectReader.extras()` are read, so they are never unknown: calling
/// `extras()` is how a type collects its unknown keys.
public struct UnknownKeyPolicy: Sendable, Hashable {
    @usableFromInline
    enum Kind: UInt8, Sendable {
        case ignore, warn, reject
    }

    @usableFromInline
    let kind: Kind

    @inlinable
    init(_ kind: Kind) { self.kind = kind }

    /// Skip them silently, as `Codable` does. The default.
    public static let ignore = UnknownKeyPolicy(.ignore)
    /// Record a warning `unknown_key` for each, with a did-you-mean suggestion when the key is
    /// a near miss of a key the initializer asked for.
    public static let warn = UnknownKeyPolicy(.warn)
    /// Record an issue `unknown_key` for each: the document fails to decode.
    public static let reject = UnknownKeyPolicy(.reject)
}

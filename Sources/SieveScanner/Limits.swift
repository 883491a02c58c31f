// The limits a decode runs under. Passed to every call; exceeding one is an error, never a crash.

/// Bounds on what one decode accepts.
///
/// Limits are a value you pass to each call, so a server can accept large uploads on one route
/// and small payloads on another:
///
/// ```swift
/// var limits = Limits()
/// limits.maxDepth = 64
/// let value = try RawValue(parsing: body, limits: limits)
/// ```
///
/// Exceeding a limit produces an error with its own code (`depth_limit_exceeded`,
/// `input_too_large`, `string_too_long`), never a crash.
public struct Limits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted. Default 512.
    ///
    /// A document of 100,000 nested `[` is rejected at level `maxDepth + 1` with
    /// `depth_limit_exceeded`. Skipping never recurses, whatever this is set to.
    public var maxDepth: Int

    /// The largest input, in bytes, accepted. Default 2 GiB.
    public var maxInputSize: Int

    /// The longest string, in bytes of its JSON text between the quotes, accepted.
    /// Default 256 MiB.
    public var maxStringLength: Int

    /// The most issues a diagnosis collects before it stops and marks its list truncated.
    /// Default 100.
    public var maxIssues: Int

    /// Creates limits, with the defaults for any you leave out.
    public init(
        maxDepth: Int = 512,
        maxInputSize: Int = 1 << 31,
        maxStringLength: Int = 1 << 28,
        maxIssues: Int = 100
    ) {
        self.maxDepth = maxDepth
        self.maxInputSize = maxInputSize
        self.maxStringLength = maxStringLength
        self.maxIssues = maxIssues
    }

    /// The default limits.
    public static let `default` = Limits()
}

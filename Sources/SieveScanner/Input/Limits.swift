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
    /// The deepest nesting of arrays and objects accepted. Default 512; at most
    /// `Limits.maxDepthCeiling` (10,000): a larger value is kept as that.
    ///
    /// A document of 100,000 nested `[` is rejected at level `maxDepth + 1` with
    /// `depth_limit_exceeded`. Skipping and `RawValue` never recurse; a recursive model
    /// recurses once per level, and past 64 levels every fourth container checks the thread's
    /// stack, so one that would exhaust it is refused with `stack_exhausted` instead.
    public var maxDepth: Int {
        get { depthLimit }
        set { depthLimit = min(newValue, Limits.maxDepthCeiling) }
    }

    /// The most `maxDepth` can be: 10,000 levels (a larger `maxDepth` is kept as this).
    ///
    /// The bound is what keeps a `RawValue` safe to destroy on an 8 MiB stack: its nested
    /// arrays are freed by the standard library, which recurses once per level.
    public static let maxDepthCeiling = 10_000

    /// `maxDepth`, as stored.
    private var depthLimit: Int

    /// The largest input, in bytes, accepted. Default 2 GiB (a byte less where `Int` has 32
    /// bits, as on watchOS's arm64_32: the most an `Int` holds there).
    public var maxInputSize: Int

    /// The longest string, in bytes of its JSON text between the quotes, accepted.
    /// Default 256 MiB.
    public var maxStringLength: Int

    /// The most issues a diagnosis collects before it stops and marks its list truncated.
    /// Default 100.
    public var maxIssues: Int

    /// The most warnings a decode keeps. Default 1,000.
    ///
    /// Past it, a warning is only counted: `Diagnosis.omittedWarnings` holds how many of each
    /// code were not kept, so `Diagnosis.warningCounts` stays exact for drift counting while
    /// memory stays bounded (a document of a million duplicated keys under `.warn` keeps
    /// 1,000 warnings, not a million).
    public var maxWarnings: Int

    /// Creates limits, with the defaults for any you leave out.
    public init(
        maxDepth: Int = 512,
        maxInputSize: Int = Int(clamping: Int64(1) << 31),
        maxStringLength: Int = 1 << 28,
        maxIssues: Int = 100,
        maxWarnings: Int = 1_000
    ) {
        self.depthLimit = min(maxDepth, Limits.maxDepthCeiling)
        self.maxInputSize = maxInputSize
        self.maxStringLength = maxStringLength
        self.maxIssues = maxIssues
        self.maxWarnings = maxWarnings
    }

    /// The default limits.
    public static let `default` = Limits()
}

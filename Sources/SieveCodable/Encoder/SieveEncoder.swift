// The public drop-in encoder: the shape of Foundation's `JSONEncoder`, Sieve's writer.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema
import SieveWriter

/// Encodes any `Encodable` value as JSON: a drop-in replacement for Foundation's `JSONEncoder`.
///
/// Every member of `JSONEncoder` is here, with the same types, and gives the same text: with
/// `.sortedKeys`, byte for byte what `JSONEncoder` writes (numbers, escapes, the pretty form's
/// layout, every date, data, key and non-conforming-float strategy); without it, the members
/// of each object in the order the model encodes them (`JSONEncoder` on Linux writes them in
/// its dictionaries' hash order). Errors are `JSONEncoder`'s: the same `EncodingError` case,
/// coding path and description.
///
/// ```swift
/// let encoder = SieveEncoder()
/// encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// encoder.dateEncodingStrategy = .iso8601
/// let data: Data = try encoder.encode(order)
/// ```
///
/// What `SieveDecoder` tolerated on the way in goes back out unchanged: an `Extras` property's
/// members are written as members of the model's own object, after the modelled ones; an
/// `Open` value that was unknown as the value that arrived; a `RawValue` with every number's
/// literal text. See docs/WRITING.md.
///
/// A `SieveEncoder` can be shared across threads: an encode takes a copy of the configuration
/// when it starts.
public final class SieveEncoder: @unchecked Sendable {
    // @unchecked, and why it is sound: `lock` is a `let` of `Lock`, which is `Sendable`, and
    // `options`, the only mutable state, is `private` and read or written only under `lock`.
    // An encode works on a snapshot (a `Sendable` value copy) taken under the lock.
    //
    // `userInfo` is `[CodingUserInfoKey: any Sendable]`, `@preconcurrency`, as `JSONEncoder`
    // declares it; see `SieveDecoder` for what that allows.

    /// How the text is laid out: `JSONEncoder`'s options.
    public typealias OutputFormatting = JSONEncoder.OutputFormatting
    /// How a `Date` is written: `JSONEncoder`'s strategies.
    public typealias DateEncodingStrategy = JSONEncoder.DateEncodingStrategy
    /// How `Data` is written: `JSONEncoder`'s strategies.
    public typealias DataEncodingStrategy = JSONEncoder.DataEncodingStrategy
    /// How infinities and NaN are written: `JSONEncoder`'s strategies.
    public typealias NonConformingFloatEncodingStrategy = JSONEncoder.NonConformingFloatEncodingStrategy
    /// How keys are written: `JSONEncoder`'s strategies.
    public typealias KeyEncodingStrategy = JSONEncoder.KeyEncodingStrategy

    private let lock = Lock()
    private var options = EncodingOptions()

    /// An encoder with `JSONEncoder`'s defaults: compact, keys as declared, dates as
    /// `Date`'s own encoding, data as Base64, infinities and NaN refused.
    public init() {}

    /// How the text is laid out. Defaults to `[]`: compact, members in encoding order,
    /// `/` escaped.
    public var outputFormatting: OutputFormatting {
        get { lock.withLock { options.outputFormatting } }
        set { lock.withLock { options.outputFormatting = newValue } }
    }

    /// How a `Date` is written. Defaults to `.deferredToDate`.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { lock.withLock { options.dateEncodingStrategy } }
        set { lock.withLock { options.dateEncodingStrategy = newValue } }
    }

    /// How `Data` is written. Defaults to `.base64`.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { lock.withLock { options.dataEncodingStrategy } }
        set { lock.withLock { options.dataEncodingStrategy = newValue } }
    }

    /// How infinities and NaN are written. Defaults to `.throw`.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { lock.withLock { options.nonConformingFloatEncodingStrategy } }
        set { lock.withLock { options.nonConformingFloatEncodingStrategy = newValue } }
    }

    /// How keys are written. Defaults to `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { lock.withLock { options.keyEncodingStrategy } }
        set { lock.withLock { options.keyEncodingStrategy = newValue } }
    }

    /// Values your types read from `encoder.userInfo` while they encode.
    @preconcurrency
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { lock.withLock { options.userInfo } }
        set { lock.withLock { options.userInfo = newValue } }
    }

    var snapshot: EncodingOptions { lock.withLock { options } }

    /// Encodes `value` as JSON.
    ///
    /// - Parameter value: The value to encode.
    /// - Returns: The JSON text, in UTF-8.
    /// - Throws: `EncodingError.invalidValue`, as `JSONEncoder` throws it: for an infinity or
    ///   NaN under `.throw`, a top-level value that encodes nothing, or nesting deeper than
    ///   512 containers; or an error your own types throw.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        try EncoderSession.encode(
            value, options: snapshot,
            stream: { try $0.encodeTopLevel(value) },
            tree: { try $0.topLevelNode(value) })
    }

    /// Encodes a value that needs a configuration, as `JSONEncoder` does:
    /// `value.encode(to:configuration:)` is called with an encoder at the top level.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - configuration: The configuration passed to `encode(to:configuration:)`.
    /// - Returns: The JSON text, in UTF-8.
    /// - Throws: `EncodingError`, as `encode(_:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func encode<T: EncodableWithConfiguration>(
        _ value: T, configuration: T.EncodingConfiguration
    ) throws -> Data {
        try EncoderSession.encode(
            value, options: snapshot,
            stream: { try $0.encodeTopLevel(value, configuration: configuration) },
            tree: { try $0.topLevelNode(value, configuration: configuration) })
    }

    /// Encodes a value with the configuration a provider type gives, as `JSONEncoder` does.
    ///
    /// - Parameters:
    ///   - value: The value to encode.
    ///   - configuration: The type whose `encodingConfiguration` is passed to
    ///     `encode(to:configuration:)`.
    /// - Returns: The JSON text, in UTF-8.
    /// - Throws: `EncodingError`, as `encode(_:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func encode<T, C>(_ value: T, configuration: C.Type) throws -> Data
    where
        T: EncodableWithConfiguration, C: EncodingConfigurationProviding,
        T.EncodingConfiguration == C.EncodingConfiguration
    {
        try encode(value, configuration: C.encodingConfiguration)
    }
}

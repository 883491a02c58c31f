// The public drop-in decoder: the shape of Foundation's `JSONDecoder`, Sieve's engine.

import Foundation
import SieveScanner

/// Decodes any `Decodable` from JSON, as `JSONDecoder` does, only faster.
///
/// Replace `JSONDecoder()` with `SieveDecoder()` and change nothing else: the strategies are
/// Foundation's own types, written with the same leading-dot spellings, and the values and
/// errors are the same (see `docs/MIGRATING.md` for the few places Sieve is more precise).
///
/// ```swift
/// let decoder = SieveDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let orders = try decoder.decode([Order].self, from: data)
/// ```
///
/// A configured decoder can be shared across threads, as `JSONDecoder` can.
public final class SieveDecoder: @unchecked Sendable {
    // @unchecked, and why it is sound: the class has two stored properties. `lock` is a `let`
    // of `NSLock`, which is `Sendable`. `options` is the only mutable state; it is `private`,
    // so only this file reaches it, and every access here is inside `lock.withLock` (the
    // property accessors and `snapshot`). A decode takes a `snapshot` (a `Sendable` value
    // copy) under the lock and never touches `options` again, so no two threads ever see it
    // unguarded.

    /// How JSON keys are matched to coding keys (Foundation's own type).
    public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy
    /// How dates are decoded (Foundation's own type).
    public typealias DateDecodingStrategy = JSONDecoder.DateDecodingStrategy
    /// How `Data` is decoded (Foundation's own type).
    public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
    /// How infinities and NaN are decoded from strings (Foundation's own type).
    public typealias NonConformingFloatDecodingStrategy =
        JSONDecoder.NonConformingFloatDecodingStrategy

    private let lock = NSLock()
    private var options = DecodingOptions()

    /// Creates a decoder with Foundation's defaults: default keys, `.deferredToDate`,
    /// `.base64`, `.throw`.
    public init() {}

    /// How JSON keys are matched to coding keys. Default `.useDefaultKeys`.
    ///
    /// `.convertFromSnakeCase` converts JSON keys exactly as `JSONDecoder` does: `avatar_url`
    /// becomes `avatarUrl`, so a property named `avatarURL` does not match it; give that
    /// property an explicit coding key instead.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { lock.withLock { options.keyDecodingStrategy } }
        set { lock.withLock { options.keyDecodingStrategy = newValue } }
    }

    /// How dates are decoded. Default `.deferredToDate`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { lock.withLock { options.dateDecodingStrategy } }
        set { lock.withLock { options.dateDecodingStrategy = newValue } }
    }

    /// How `Data` is decoded. Default `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { lock.withLock { options.dataDecodingStrategy } }
        set { lock.withLock { options.dataDecodingStrategy = newValue } }
    }

    /// How infinities and NaN are decoded. Default `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { lock.withLock { options.nonConformingFloatDecodingStrategy } }
        set { lock.withLock { options.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// Values your types can read from `decoder.userInfo` while they decode.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { lock.withLock { options.userInfo } }
        set { lock.withLock { options.userInfo = newValue } }
    }

    /// Depth and size limits. Default: 512 levels, as `JSONDecoder`.
    public var limits: Limits {
        get { lock.withLock { options.limits } }
        set { lock.withLock { options.limits = newValue } }
    }

    /// Which JSON is accepted. Default `.trailingCommas`: what `JSONDecoder` accepts, RFC 8259
    /// plus one comma after the last element or member (`[1,]`, `{"a": 1,}`).
    ///
    /// Set it to `.strict` to refuse everything RFC 8259 refuses, trailing commas included:
    ///
    /// ```swift
    /// decoder.syntax = .strict
    /// ```
    public var syntax: JSONSyntax {
        get { lock.withLock { options.syntax } }
        set { lock.withLock { options.syntax = newValue } }
    }

    /// Whether a type that conforms to Sieve's `Schema` is decoded by its schema path (its
    /// aliases, fallbacks and open enums, with their warnings) rather than by its
    /// `init(from: Decoder)`. Default `true`.
    ///
    /// Set it to `false` to decode such types exactly as `JSONDecoder` does, through their
    /// `Decodable` conformance.
    public var decodesSchemaTypesBySchema: Bool {
        get { lock.withLock { options.decodesSchemaTypesBySchema } }
        set { lock.withLock { options.decodesSchemaTypesBySchema = newValue } }
    }

    /// The configuration one decode runs with.
    var snapshot: DecodingOptions { lock.withLock { options } }

    /// Decodes a value of `type` from JSON `data`.
    ///
    /// UTF-8 is read in place; UTF-16 and UTF-32 (detected as `JSONDecoder` detects them) are
    /// transcoded first.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, of the same case and coding path as `JSONDecoder` would
    ///   throw, with `line:col` added to its description; or an error your own types throw.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let options = snapshot
        return try data.withUnsafeBytes { bytes in
            try Self.run(T.self, bytes: bytes, options: options, collectsWarnings: false).value
        }
    }

    /// Decodes a value of `type` from JSON in any of Sieve's inputs: `[UInt8]`, `String`,
    /// `Substring`, `ArraySlice<UInt8>`, buffer pointers.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: The JSON document.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)` with `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from json: some JSONInput) throws -> T {
        let options = snapshot
        return try json.withJSONBytes { bytes in
            try Self.run(T.self, bytes: bytes, options: options, collectsWarnings: false).value
        }
    }

    /// Runs one decode over `bytes`.
    static func run<T: Decodable>(
        _ type: T.Type, bytes: UnsafeRawBufferPointer, options: DecodingOptions,
        collectsWarnings: Bool
    ) throws -> (value: T, impl: DecoderImpl) {
        if let transcoded = InputEncoding.transcodedToUTF8(bytes) {
            guard let utf8 = transcoded else {
                throw DecodingFailure.invalidJSON(ScanError(.invalidUTF8, offset: 0))
                    .decodingError(path: [], offset: 0).located(in: bytes)
            }
            return try utf8.withUnsafeBytes { utf8Bytes in
                try run(
                    T.self, bytes: utf8Bytes, options: options,
                    collectsWarnings: collectsWarnings)
            }
        }
        let impl = DecoderImpl(bytes: bytes, options: options, collectsWarnings: collectsWarnings)
        do {
            return (try impl.decodeDocument(T.self), impl)
        } catch let error as DecodingError {
            throw error.located(in: bytes)
        }
    }
}

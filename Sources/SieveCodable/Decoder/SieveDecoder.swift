// The public drop-in decoder: the shape of Foundation's `JSONDecoder`, Sieve's engine.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// Decodes any `Decodable` from JSON, as `JSONDecoder` does, only faster.
///
/// Replace `JSONDecoder()` with `SieveDecoder()` and change nothing else: the strategies are
/// written with the same leading-dot spellings (the key, data and float strategies are
/// Foundation's own types; the date strategy is `DateDecodingStrategy`, with `JSONDecoder`'s
/// cases), and the values and errors are the same (see `docs/MIGRATING.md` for the few
/// places Sieve is more precise).
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
    // of `Lock`, which is `Sendable`. `options` is the only mutable state; it is `private`,
    // so only this file reaches it, and every access here holds `lock` (the property
    // accessors and `snapshot`). A decode takes a `snapshot` (a `Sendable` value copy) under
    // the lock and never touches `options` again, so no two threads ever see it unguarded.
    //
    // `userInfo` is `[CodingUserInfoKey: any Sendable]`, `@preconcurrency`, exactly as
    // `JSONDecoder` declares it, so the snapshot stays `Sendable` by the compiler's check. The
    // `@preconcurrency` lets a value that is not `Sendable` in with a warning at the user's
    // assignment (Swift 6 mode; none in Swift 5 mode), as `JSONDecoder` does: the decoder
    // itself only stores such a value and hands it to the user's types in `decoder.userInfo`
    // during a decode, never reading it or touching it from another thread, so whether it may
    // be shared is the promise the user made by sharing the decoder, as with `JSONDecoder`.

    /// How JSON keys are matched to coding keys (Foundation's own type).
    public typealias KeyDecodingStrategy = JSONDecoder.KeyDecodingStrategy
    /// How `Data` is decoded (Foundation's own type).
    public typealias DataDecodingStrategy = JSONDecoder.DataDecodingStrategy
    /// How infinities and NaN are decoded from strings (Foundation's own type).
    public typealias NonConformingFloatDecodingStrategy =
        JSONDecoder.NonConformingFloatDecodingStrategy

    private let lock = Lock()
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
    ///
    /// `.formatted(formatter)` reads a plain formatter's canonical dates by hand, with the
    /// formatter's answer (`DateDecodingStrategy.formatted(_:)`).
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
    ///
    /// Its type is `JSONDecoder`'s, `@preconcurrency` included: a value that is not `Sendable`
    /// (a reporter class, say) can be stored, with the same compiler warning in Swift 6 mode
    /// as `JSONDecoder` gives, and none in Swift 5 mode. As in `JSONDecoder`,
    /// `assumesTopLevelDictionary` is stored here too, so replacing the whole dictionary
    /// resets it.
    ///
    /// ```swift
    /// decoder.userInfo[.reporter] = reporter
    /// // in a type's init(from:)
    /// let reporter = decoder.userInfo[.reporter] as? Reporter
    /// ```
    @preconcurrency
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        // Get and set, no `_modify`: a `_modify` would hold the (non-recursive) lock while the
        // caller's code runs, and a closure that reads the decoder (`merge { … }`) would
        // deadlock.
        get { lock.withLock { options.userInfo } }
        set { lock.withLock { options.userInfo = newValue } }
    }

    /// Whether the input may use JSON5 syntax. Default `false`, as in `JSONDecoder`.
    ///
    /// With it set, a document is read as JSON5 as `JSONDecoder` reads it: comments,
    /// unquoted and single-quoted keys, single-quoted strings, hexadecimal numbers, leading
    /// and trailing decimal points, `+`, `Infinity` and `NaN` (for `Double` and `Float`),
    /// escaped line breaks, `\x` escapes and trailing commas (docs/GUIDE.md, "JSON5"). The
    /// document is translated once to standard JSON before it is decoded, so JSON5 costs a
    /// decode without it nothing; `syntax` does not apply to JSON5.
    ///
    /// ```swift
    /// decoder.allowsJSON5 = true
    /// let config = try decoder.decode(Config.self, from: Data("{port: 0x1F90, // http\n}".utf8))
    /// ```
    public var allowsJSON5: Bool {
        get { lock.withLock { options.allowsJSON5 } }
        set { lock.withLock { options.allowsJSON5 = newValue } }
    }

    /// Whether a document may be the members of an object without its braces, as in
    /// `"a": 1, "b": 2`. Default `false`, as in `JSONDecoder`.
    ///
    /// With it set, a document whose first character (after whitespace) is not `{` is read
    /// as the members of one object up to the end of the input: empty input is an empty
    /// object, and a top-level array or scalar is invalid JSON. A document that starts with
    /// `{` is read as usual. It applies with or without `allowsJSON5`, as in `JSONDecoder`.
    /// The flag is stored in `userInfo`, as `JSONDecoder` stores it.
    ///
    /// ```swift
    /// decoder.assumesTopLevelDictionary = true
    /// let settings = try decoder.decode([String: Int].self, from: Data(#""a": 1, "b": 2"#.utf8))
    /// ```
    public var assumesTopLevelDictionary: Bool {
        get { lock.withLock { options.assumesTopLevelDictionary } }
        set { lock.withLock { options.setAssumesTopLevelDictionary(newValue) } }
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
    /// `Decodable` conformance. That differs only for a schema with an `init(from: Decoder)`
    /// of its own: a schema that declares `Decodable` without one takes Sieve's, which runs
    /// the schema's initializer under every decoder.
    public var decodesSchemaTypesBySchema: Bool {
        get { lock.withLock { options.decodesSchemaTypesBySchema } }
        set { lock.withLock { options.decodesSchemaTypesBySchema = newValue } }
    }

    /// What happens to the members of an object that no key of its container's type names
    /// (nor an alias of one, `AliasedCodingKey`). Default `.ignore`: skipped silently, as
    /// `JSONDecoder` does, at no cost.
    ///
    /// Under `.warn`, `diagnose(_:from:)` reports each one as a warning `unknown_key`, with a
    /// did-you-mean suggestion when the key is close to a key the model asked for; under
    /// `.reject`, each one is an issue `unknown_key`, and `decode(_:from:)` throws
    /// `DecodingError.dataCorrupted` at it. A member kept in the model's `Extras` is named by
    /// that, never unknown. A key type can set its own policy (`UnknownKeyPolicyProviding`).
    ///
    /// ```swift
    /// let decoder = SieveDecoder()
    /// decoder.unknownKeyPolicy = .warn
    /// let diagnosis = decoder.diagnose(Customer.self, from: data)
    /// // 1:52: warning: unknown key "billing_regoin"; did you mean "billing_region"?
    /// ```
    public var unknownKeyPolicy: UnknownKeyPolicy {
        get { lock.withLock { options.unknownKeyPolicy } }
        set { lock.withLock { options.unknownKeyPolicy = newValue } }
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
            try Self.run(bytes: bytes, options: options) { try $0.decodeDocument(type) }
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
            try Self.run(bytes: bytes, options: options) { try $0.decodeDocument(type) }
        }
    }

    /// Decodes a value of `type` that needs a configuration, from JSON `data`, as
    /// `JSONDecoder` does: `type.init(from:configuration:)` is called with a decoder at the
    /// top-level value.
    ///
    /// `DecodableWithConfiguration` came with macOS 12, iOS 15, tvOS 15 and watchOS 8, as did
    /// `JSONDecoder`'s own `decode(_:from:configuration:)`.
    ///
    /// ```swift
    /// let page = try decoder.decode(Page.self, from: data, configuration: .init(locale: "fr"))
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document.
    ///   - configuration: The configuration passed to `init(from:configuration:)`.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        let options = snapshot
        return try data.withUnsafeBytes { bytes in
            try Self.run(bytes: bytes, options: options) {
                try $0.decodeDocument(type, configuration: configuration)
            }
        }
    }

    /// Decodes a value of `type` from JSON `data` with the configuration a provider type
    /// gives, as `JSONDecoder` does. Like `DecodableWithConfiguration`, from macOS 12 and its
    /// peers.
    ///
    /// ```swift
    /// let page = try decoder.decode(Page.self, from: data, configuration: French.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document.
    ///   - configuration: The type whose `decodingConfiguration` is passed to
    ///     `init(from:configuration:)`.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func decode<T, C>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T
    where
        T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration
    {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }

    /// Decodes a value of `type` that needs a configuration, from JSON in any of Sieve's
    /// inputs, as `decode(_:from:configuration:)` with `Data`. Like
    /// `DecodableWithConfiguration`, from macOS 12 and its peers.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: The JSON document.
    ///   - configuration: The configuration passed to `init(from:configuration:)`.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from json: some JSONInput, configuration: T.DecodingConfiguration
    ) throws -> T {
        let options = snapshot
        return try json.withJSONBytes { bytes in
            try Self.run(bytes: bytes, options: options) {
                try $0.decodeDocument(type, configuration: configuration)
            }
        }
    }

    /// Decodes a value of `type` from JSON in any of Sieve's inputs with the configuration a
    /// provider type gives, as `decode(_:from:configuration:)` with `Data`. Like
    /// `DecodableWithConfiguration`, from macOS 12 and its peers.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - json: The JSON document.
    ///   - configuration: The type whose `decodingConfiguration` is passed to
    ///     `init(from:configuration:)`.
    /// - Returns: The decoded value.
    /// - Throws: `DecodingError`, as `decode(_:from:)`; or an error your own types throw.
    @available(SwiftStdlib 5.5, *)
    public func decode<T, C>(
        _ type: T.Type, from json: some JSONInput, configuration: C.Type
    ) throws -> T
    where
        T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration
    {
        try decode(type, from: json, configuration: C.decodingConfiguration)
    }

    /// Runs one decode over `bytes`: `decode` reads the document with the decoder made for
    /// it, and an error leaves located in the caller's bytes.
    static func run<T>(
        bytes: UnsafeRawBufferPointer, options: DecodingOptions,
        _ decode: (DecoderImpl) throws -> T
    ) throws -> T {
        try withDocument(bytes, options: options) { document, map in
            let impl = DecoderImpl(
                bytes: document, options: options, collectsWarnings: false,
                map: map)
            defer { impl.end() }
            do {
                return try decode(impl)
            } catch let error as DecodingError {
                throw impl.leaving(error, map: map)
            }
        }
    }

    /// Calls `body` with the bytes a decode reads and where their offsets are in `bytes`:
    /// UTF-8 as given, or transcoded from UTF-16 and UTF-32; translated from JSON5 under
    /// `allowsJSON5`; with the braces of the top-level object added when
    /// `assumesTopLevelDictionary` needs them.
    ///
    /// - Throws: `dataCorrupted` when the input is UTF-16 or UTF-32 but not valid in it;
    ///   whatever `body` throws.
    static func withDocument<R>(
        _ bytes: UnsafeRawBufferPointer, options: DecodingOptions,
        _ body: (UnsafeRawBufferPointer, SourceMap) throws -> R
    ) throws -> R {
        if let transcoded = InputEncoding.transcodedToUTF8(bytes) {
            guard let utf8 = transcoded else {
                throw DecodingFailure.invalidJSONError(ScanError(.invalidUTF8, offset: 0))
                    .located(in: bytes)
            }
            // A second byte-order mark is text, U+FEFF, where a value must start (the scanner
            // skips a mark only in UTF-8 input), as `JSONDecoder` reads it.
            if utf8.starts(with: [0xEF, 0xBB, 0xBF]) {
                throw DecodingFailure.invalidJSONError(
                    ScanError(.unexpectedCharacter, offset: 0, byte: 0xEF, expected: "a value"))
                    .located(in: bytes)
            }
            return try utf8.withUnsafeBytes { utf8Bytes in
                try withUTF8Document(utf8Bytes, options: options, body)
            }
        }
        return try withUTF8Document(bytes, options: options, body)
    }

    private static func withUTF8Document<R>(
        _ bytes: UnsafeRawBufferPointer, options: DecodingOptions,
        _ body: (UnsafeRawBufferPointer, SourceMap) throws -> R
    ) throws -> R {
        if options.allowsJSON5 {
            let translation: JSON5Translation
            do throws(ScanError) {
                translation = try JSON5Translation(
                    translating: bytes, limits: options.limits,
                    membersWithoutBraces: options.assumesTopLevelDictionary,
                    defersInvalidNumbers: true)
            } catch {
                throw DecodingFailure.invalidJSONError(error).located(in: bytes)
            }
            let map = SourceMap(input: bytes, translation: translation)
            return try translation.text.withUnsafeBytes { try body($0, map) }
        }
        if options.assumesTopLevelDictionary, let braced = TopLevelDictionary.braced(bytes) {
            let map = TopLevelDictionary.sourceMap(of: bytes)
            return try braced.withUnsafeBytes { try body($0, map) }
        }
        return try body(bytes, SourceMap(identity: bytes))
    }
}

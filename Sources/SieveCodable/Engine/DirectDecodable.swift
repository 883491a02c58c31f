// Sieve's own `Decodable` types (the fallback wrappers, `@Lossless`, `Open`) read by the
// engine directly: the same steps as their `init(from:)`, on the engine itself rather than
// through `any Decoder` and `any SingleValueDecodingContainer`, whose existentials and dynamic
// casts cost more than the value they read. Under any other decoder their `init(from:)` runs.

/// A type whose `init(from:)` the engine can run on itself, typed.
protocol DirectDecodable {
    /// What `init(from: impl)` does, with `impl` positioned at the value (`decodeWithInit`).
    static func decodeDirectly(from impl: DecoderImpl) throws -> Self
}

extension DirectDecodable {
    /// `decodeDirectly(from:)` as an `R`, which is `Self`: no dynamic cast on the way out.
    static func decodeDirectly<R>(from impl: DecoderImpl, as type: R.Type) throws -> R {
        unsafeBitCast(try decodeDirectly(from: impl), to: R.self)
    }
}

// Sieve's own `Decodable` types (the fallback wrappers, `@Lossless`, `Open`) read by the
// engine directly: the same steps as their `init(from:)`, on the engine itself rather than
// through `any Decoder` and `any SingleValueDecodingContainer`, whose existentials and dynamic
// casts cost more than the value they read. Under any other decoder their `init(from:)` runs.

/// A type whose `init(from:)` is a reading of its single value, written once for any
/// container: `init(from:)` passes the existentials, the engine passes itself, typed.
protocol DirectDecodable {
    /// The value of `container`, the single value of `decoder`.
    static func read<Container: SingleValueDecodingContainer>(
        _ container: Container, of decoder: some Decoder
    ) throws -> Self
}

extension DirectDecodable {
    /// What `init(from: impl)` does, with `impl` positioned at the value (`decodeWithInit`),
    /// as an `R`, which is `Self`: no dynamic cast on the way out.
    static func decodeDirectly<R>(from impl: DecoderImpl, as type: R.Type) throws -> R {
        unsafeBitCast(try read(impl, of: impl), to: R.self)
    }
}

// The seam between the benchmark and Sieve's drop-in `Decoder`: the one place that names
// `SieveDecoder`, so the codable passes adapt to its API here and nowhere else.

import Foundation
import Sieve

/// Sieve's drop-in decoder, created once and reused across decodes, like the `JSONDecoder` it
/// is measured against. It reads Sieve's native input, `[UInt8]`, in place.
///
/// The benchmark's models also conform to `Schema`, and `SieveDecoder` would by default decode
/// them by their schema path. The drop-in passes measure the `Decodable` path, the one a user
/// with plain `Codable` models gets, so that routing is turned off here.
struct DropInDecoder {
    private let decoder: SieveDecoder

    /// A decoder with Foundation's default strategies, or the date strategy and unknown-key
    /// policy given.
    init(
        dateDecodingStrategy: SieveDecoder.DateDecodingStrategy = .deferredToDate,
        unknownKeyPolicy: UnknownKeyPolicy = .ignore
    ) {
        decoder = SieveDecoder()
        decoder.decodesSchemaTypesBySchema = false
        decoder.dateDecodingStrategy = dateDecodingStrategy
        decoder.unknownKeyPolicy = unknownKeyPolicy
    }

    /// Decodes `type` from `bytes`.
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try decoder.decode(type, from: bytes)
    }

    /// Decodes `type` from `bytes`, keeping every warning.
    func diagnose<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) -> Diagnosis<T> {
        decoder.diagnose(type, from: bytes)
    }
}

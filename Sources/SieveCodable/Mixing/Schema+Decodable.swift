// A `Schema` that declares `Decodable` is decoded by its own initializer under every decoder,
// so a model holding it gives the same values under `SieveDecoder` and `JSONDecoder`.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchema

extension Schema where Self: Decodable {
    /// Decodes the schema by its `init(from json:)`, whatever the decoder.
    ///
    /// Declaring `Codable` on a `Schema` type makes it usable inside `Codable` models, and this
    /// initializer stands in for the synthesized one, whose keys would be the Swift property
    /// names rather than the ones the schema reads:
    ///
    /// ```swift
    /// struct Repo: Schema, Codable {
    ///     var fullName: String
    ///     init(from json: inout ObjectReader) throws {
    ///         fullName = try json.decode("full_name", or: "name_with_owner")
    ///     }
    /// }
    /// struct Event: Codable { var repo: Repo }   // same value under both decoders
    /// ```
    ///
    /// Under `SieveDecoder` the schema reads the value in place, and its warnings join the
    /// decode's at their paths. Under any other decoder the value is read through that decoder
    /// (as a `RawValue`) and the same initializer runs over it; there is nowhere to put
    /// warnings, and the first issue, if any, is thrown as `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        // Sieve's decoder, at a value: the schema reads it in place.
        let place: (impl: DecoderImpl, at: BytePointer, depth: Int, path: PathRef)? =
            if let impl = decoder as? DecoderImpl {
                (impl, impl.current, impl.currentDepth, impl.currentPath)
            } else if let value = decoder as? ValueDecoder, value.value != nullLiteral {
                (value.impl, value.value, value.depth, value.path)
            } else {
                nil
            }
        if let place {
            try place.impl.ensureLive(place.path.path)
            self = try place.impl.decodeSchemaValue(
                Self.self, at: place.at, depth: place.depth, path: place.path)
            return
        }
        let raw = try RawValue(from: decoder)
        do {
            self = try Self.parse(json: raw.description)
        } catch let error as SchemaError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: error.issues.first?.message ?? "\(Self.self) did not decode",
                    underlyingError: error))
        }
    }
}

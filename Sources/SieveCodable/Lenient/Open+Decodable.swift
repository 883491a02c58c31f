// `Open<E>` for `Codable` models: one type serves the schema path and the `Decodable` path.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

extension Open: Decodable where Known.RawValue: Decodable {
    /// Decodes the raw value; a value the enum has no case for becomes `.unknown` instead of
    /// failing (with a warning `unknown_case` under `SieveDecoder`).
    ///
    /// ```swift
    /// struct Customer: Codable { var tier: Open<Tier> }
    /// // {"tier": "enterprise"} → .unknown("enterprise")
    /// ```
    public init(from decoder: any Decoder) throws {
        self = try Self.read(decoder.singleValueContainer(), of: decoder)
    }

    /// The value of `container`, the single value of `decoder`: a known case, or `.unknown`
    /// with its warning.
    static func read<Container: SingleValueDecodingContainer>(
        _ container: Container, of decoder: some Decoder
    ) throws -> Self {
        let raw = try container.decode(Known.RawValue.self)
        if let value = Known(rawValue: raw) { return .known(value) }
        // The type's name as `String(describing:)` prints it, without the dynamic casts that
        // look for a description first (a metatype has none).
        LenientReporting.warn(
            decoder, .unknownCase(raw: raw.description, type: _typeName(Known.self, qualified: false)),
            path: decoder.codingPath)
        return .unknown(raw.description)
    }
}

extension Open: DirectDecodable where Known.RawValue: Decodable {}

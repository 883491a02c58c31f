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
        let raw = try decoder.singleValueContainer().decode(Known.RawValue.self)
        if let value = Known(rawValue: raw) {
            self = .known(value)
            return
        }
        LenientReporting.warn(decoder, Self.unknownCase(raw), path: decoder.codingPath)
        self = .unknown(raw.description)
    }

    /// The warning for a raw value the enum has no case for. (The type's name as
    /// `String(describing:)` prints it, without the dynamic casts that would look for a
    /// description first: a metatype has none.)
    static func unknownCase(_ raw: Known.RawValue) -> DiagnosticDetail {
        .unknownCase(raw: raw.description, type: _typeName(Known.self, qualified: false))
    }
}

extension Open: DirectDecodable where Known.RawValue: Decodable {
    /// `init(from:)` on Sieve's engine, typed.
    static func decodeDirectly(from impl: DecoderImpl) throws -> Self {
        let raw = try impl.decode(Known.RawValue.self)
        if let value = Known(rawValue: raw) { return .known(value) }
        impl.warn(Self.unknownCase(raw), path: impl.codingPath, reason: nil, offset: nil)
        return .unknown(raw.description)
    }
}

extension Open: Encodable where Known.RawValue: Encodable {
    /// Encodes the raw value, known or not (an unknown value as the text it arrived as).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .known(let value):
            try container.encode(value.rawValue)
        case .unknown(let raw):
            if let value = Known.RawValue(raw) {
                try container.encode(value)
            } else {
                try container.encode(raw)
            }
        }
    }
}

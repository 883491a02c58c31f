// `@Lossless`: a value sent as another JSON type, read when the reading is exact.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchema

/// Reads a property from another JSON type than its own when nothing is lost: the most common
/// drift of all, a number sent as a string.
///
/// ```swift
/// struct PullRequest: Codable {
///     @Lossless var additions: Int       // "100" → 100; "1e2" and 100.0 → 100; "abc" fails
///     @Lossless var merged: Bool         // "true", "false", 1, 0 → Bool
///     @Lossless var reference: String    // 123 → "123", the literal's text
/// }
/// ```
///
/// A value of the property's own type is read as always. A value of another type is read only
/// when the reading is exact (`"1.5"` into `Int` fails, as does `"12abc"`, and `"1e400"` into
/// `Double`), and fails the way the property would without the wrapper. Under `SieveDecoder`
/// each conversion is a warning `lossless_conversion` naming both JSON types; under
/// `JSONDecoder` the same values are read, without warnings. A missing key fails as it does
/// for the plain property.
@propertyWrapper
public struct Lossless<Value: LosslessDecodable> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Lossless: Decodable {
    /// Decodes the value as its own type, or exactly from another JSON type.
    public init(from decoder: any Decoder) throws {
        self = try Self.read(decoder.singleValueContainer(), of: decoder)
    }

    /// The value of `container`, the single value of `decoder`, as its own type or exactly
    /// from another JSON type.
    static func read<Container: SingleValueDecodingContainer>(
        _ container: Container, of decoder: some Decoder
    ) throws -> Self {
        do {
            return Self(wrappedValue: try container.decode(Value.self))
        } catch let strict {
            guard !container.decodeNil(), let raw = try? container.decode(RawValue.self),
                let value = Value.losslessValue(from: raw)
            else { throw strict }
            LenientReporting.warn(
                decoder,
                .losslessConversion(
                    found: raw.kindDescription, expected: Value.losslessKind,
                    literal: raw.losslessText),
                path: decoder.codingPath)
            return Self(wrappedValue: value)
        }
    }
}

extension Lossless: DirectDecodable {}

extension Lossless: _TransparentWrapper {}
extension Lossless: Encodable where Value: Encodable {}

extension Lossless: Equatable where Value: Equatable {}
extension Lossless: Hashable where Value: Hashable {}
extension Lossless: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes an optional `@Lossless` property: a missing key is `nil`, as it is for the
    /// plain optional property.
    public func decode<Wrapped>(
        _ type: Lossless<Wrapped?>.Type, forKey key: Key
    ) throws -> Lossless<Wrapped?> {
        try decodeIfPresent(type, forKey: key) ?? Lossless(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional `@Lossless` property: `nil` is left out, as it is for the plain
    /// optional property (and as the decode reads a missing key).
    public mutating func encode<Wrapped: Encodable>(
        _ value: Lossless<Wrapped?>, forKey key: Key
    ) throws {
        if value.wrappedValue != nil { try encodeIfPresent(value, forKey: key) }
    }
}

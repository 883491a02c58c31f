// `@NilOnFailure`: a failure becomes `nil` exactly where it happened.

import Foundation
import SieveSchema

/// A value `@NilOnFailure` can hold: `T?`, `[T?]` or `[K: V?]`.
public protocol NilOnFailureDecodable {
    /// The value for a missing key or an unusable whole value: `nil`, `[]` or `[:]`.
    static var valueWhenMissing: Self { get }
    /// Decodes the value, turning every failure into `nil` where it happened.
    static func decodeNilOnFailure(from decoder: any Decoder) -> Self
}

/// Decodes a property leniently: whatever fails becomes `nil` in place, and never fails the
/// enclosing decode.
///
/// ```swift
/// struct Application: Codable {
///     var id: String
///     @NilOnFailure var status: Status?          // unknown case → nil
///     @NilOnFailure var documents: [Document?]   // bad element → nil at its index
///     @NilOnFailure var scores: [Subject: Int?]  // bad value → nil; unknown key → dropped
/// }
/// ```
///
/// It works the same under `JSONDecoder` and `SieveDecoder`. Under `SieveDecoder`, every
/// absorbed failure and every missing key is a warning in `diagnose(_:from:)`
/// (`value_nil_on_failure`, `element_padded`, `key_dropped`, `missing_key`); an explicit
/// `null` is silent.
@propertyWrapper
public struct NilOnFailure<Value: NilOnFailureDecodable> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension NilOnFailure: Decodable {
    /// Decodes the value leniently; never throws.
    public init(from decoder: any Decoder) throws {
        wrappedValue = Value.decodeNilOnFailure(from: decoder)
    }
}

extension NilOnFailure: Encodable where Value: Encodable {
    /// Encodes the wrapped value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension NilOnFailure: Equatable where Value: Equatable {}
extension NilOnFailure: Hashable where Value: Hashable {}
extension NilOnFailure: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes a `@NilOnFailure` property: a missing key is `nil` (or empty), not an error.
    public func decode<Value>(
        _ type: NilOnFailure<Value>.Type, forKey key: Key
    ) throws -> NilOnFailure<Value> {
        NilOnFailure(
            wrappedValue: try LenientMember.decode(
                in: self, forKey: key, empty: Value.valueWhenMissing,
                Value.decodeNilOnFailure(from:)))
    }
}

extension Optional: NilOnFailureDecodable where Wrapped: Decodable {
    /// `nil`.
    public static var valueWhenMissing: Self { nil }

    /// The value, or `nil` when it is `null` or fails to decode.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        do {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { return nil }
            return .some(try container.decode(Wrapped.self))
        } catch {
            LenientReporting.warn(
                decoder, .valueNilOnFailure, path: decoder.codingPath, error: error)
            return nil
        }
    }
}

extension Array: NilOnFailureDecodable where Element: LenientOptionalElement {
    /// `[]`.
    public static var valueWhenMissing: Self { [] }

    /// Every element, with `nil` in place of each one that fails; the count is preserved.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        LenientCollections.elements(Element.Wrapped.self, of: decoder, policy: .pad).map {
            $0.map(Element.init(wrapping:)) ?? nil
        }
    }
}

extension Dictionary: NilOnFailureDecodable
where Key: LenientDictionaryKey, Value: LenientOptionalElement {
    /// `[:]`.
    public static var valueWhenMissing: Self { [:] }

    /// Every entry, with `nil` for each value that fails; entries whose key does not convert
    /// are dropped.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        let entries = LenientCollections.entries(
            Key.self, Value.Wrapped.self, of: decoder, policy: .pad)
        return entries.mapValues { $0.map(Value.init(wrapping:)) ?? nil }
    }
}

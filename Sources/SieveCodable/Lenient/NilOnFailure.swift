// `@NilOnFailure`: a failure becomes `nil` exactly where it happened.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// A value `@NilOnFailure` can hold: `T?`, `[T?]`, `[K: V?]`, `[T?]?` or `[K: V?]?`.
///
/// Public only because a generic signature names it; Sieve conforms the standard library's
/// types, and other conformances are not supported.
public protocol _NilOnFailureDecodable {
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
///     @NilOnFailure var tags: [Tag?]?            // as [Tag?]; not an array → nil
/// }
/// ```
///
/// An outer optional (`[T?]?`, `[K: V?]?`) pads and drops exactly as the collection inside
/// it; only a missing key, `null`, or a value that is not an array (or object) makes the
/// whole property `nil` rather than empty.
///
/// It works the same under `JSONDecoder` and `SieveDecoder`. Under `SieveDecoder`, every
/// absorbed failure and every missing key is a warning in `diagnose(_:from:)`
/// (`value_nil_on_failure`, `element_padded`, `key_dropped`, `key_collision`,
/// `missing_key`); an explicit `null` is silent.
@propertyWrapper
public struct NilOnFailure<Value: _NilOnFailureDecodable> {
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

extension NilOnFailure: _TransparentWrapper {}
extension NilOnFailure: Encodable where Value: Encodable {}

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

extension Optional: _NilOnFailureDecodable where Wrapped: Decodable {
    /// `nil`.
    public static var valueWhenMissing: Self { nil }

    /// The value, or `nil` when it is `null` or fails to decode. When the value is a padded
    /// collection (`[T?]`, `[K: V?]`), it is padded in place, and `nil` only when it is not a
    /// collection at all.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        if let padded = Wrapped.self as? any PaddedCollection.Type {
            return padded.decodePadded(from: decoder).map { $0 as! Wrapped }
        }
        do {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { return nil }
            return .some(try container.decode(Wrapped.self))
        } catch {
            LenientReporting.warn(
                decoder, .valueNilOnFailure(reason: .invalid(cause: nil)), path: decoder.codingPath,
                error: error)
            return nil
        }
    }
}

extension Array: _NilOnFailureDecodable where Element: _LenientOptionalElement {
    /// `[]`.
    public static var valueWhenMissing: Self { [] }

    /// Every element, with `nil` in place of each one that fails; the count is preserved.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        decodePadded(from: decoder) ?? []
    }
}

extension Array: PaddedCollection where Element: _LenientOptionalElement {
    static func decodePadded(from decoder: any Decoder) -> Self? {
        LenientCollections.elements(Element.Wrapped.self, of: decoder, policy: .pad)?.map {
            $0.map(Element.init(wrapping:)) ?? nil
        }
    }
}

extension Dictionary: _NilOnFailureDecodable
where Key: SchemaKey, Value: _LenientOptionalElement {
    /// `[:]`.
    public static var valueWhenMissing: Self { [:] }

    /// Every entry, with `nil` for each value that fails; entries whose key does not convert
    /// are dropped.
    public static func decodeNilOnFailure(from decoder: any Decoder) -> Self {
        decodePadded(from: decoder) ?? [:]
    }
}

extension Dictionary: PaddedCollection
where Key: SchemaKey, Value: _LenientOptionalElement {
    static func decodePadded(from decoder: any Decoder) -> Self? {
        LenientCollections.entries(Key.self, Value.Wrapped.self, of: decoder, policy: .pad)?
            .mapValues { $0.map(Value.init(wrapping:)) ?? nil }
    }
}

/// A collection `@NilOnFailure` pads in place (`[T?]`, `[K: V?]`), so that the outer-optional
/// shapes `[T?]?` and `[K: V?]?` can pad too: `Optional`'s one conformance finds it at run
/// time, once per value.
protocol PaddedCollection {
    /// The collection with its failures padded or dropped; `nil` when the value is `null`
    /// (silently) or not a collection (with a warning).
    static func decodePadded(from decoder: any Decoder) -> Self?
}

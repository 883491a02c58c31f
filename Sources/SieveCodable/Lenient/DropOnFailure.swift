// `@DropOnFailure`: a failed element or entry is removed; the rest survives.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// A value `@DropOnFailure` can hold: `[T]` or `[K: V]`.
///
/// Public only because a generic signature names it; Sieve conforms the standard library's
/// types, and other conformances are not supported.
public protocol _DropOnFailureDecodable {
    /// The value for a missing key or an unusable whole value: `[]` or `[:]`.
    static var valueWhenMissing: Self { get }
    /// Decodes the value, removing every element or entry that fails.
    static func decodeDropOnFailure(from decoder: any Decoder) -> Self
}

/// Decodes a collection leniently: elements (or entries) that fail are removed, and the
/// collection never fails the enclosing decode.
///
/// ```swift
/// struct Home: Codable {
///     @DropOnFailure var banners: [Banner]          // a bad banner is left out
///     @DropOnFailure var prices: [Currency: Double] // a bad price or currency is left out
/// }
/// ```
///
/// It works the same under `JSONDecoder` and `SieveDecoder`. Under `SieveDecoder`, every
/// removal is a warning in `diagnose(_:from:)` (`element_dropped`, `entry_dropped`,
/// `key_dropped`, `key_collision`), and so is a missing key (`missing_key`). A `null`
/// element or value is removed too, with a warning whose `reason` is `null`, since the
/// element type cannot hold it; a value that is not an array (or object) leaves the
/// collection empty, with `element_dropped` (or `entry_dropped`) at the property. An explicit
/// `null` for the whole property is empty and silent.
@propertyWrapper
public struct DropOnFailure<Value: _DropOnFailureDecodable> {
    /// The decoded value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension DropOnFailure: Decodable {
    /// Decodes the value leniently; never throws.
    public init(from decoder: any Decoder) throws {
        wrappedValue = Value.decodeDropOnFailure(from: decoder)
    }
}

extension DropOnFailure: _TransparentWrapper {}
extension DropOnFailure: Encodable where Value: Encodable {}

extension DropOnFailure: Equatable where Value: Equatable {}
extension DropOnFailure: Hashable where Value: Hashable {}
extension DropOnFailure: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes a `@DropOnFailure` property: a missing key is empty, not an error.
    public func decode<Value>(
        _ type: DropOnFailure<Value>.Type, forKey key: Key
    ) throws -> DropOnFailure<Value> {
        DropOnFailure(
            wrappedValue: try LenientMember.decode(
                in: self, forKey: key, empty: Value.valueWhenMissing,
                Value.decodeDropOnFailure(from:)))
    }
}

extension Array: _DropOnFailureDecodable where Element: Decodable {
    /// `[]`.
    public static var valueWhenMissing: Self { [] }

    /// The elements that decode, in order.
    public static func decodeDropOnFailure(from decoder: any Decoder) -> Self {
        (LenientCollections.elements(Element.self, of: decoder, policy: .drop) ?? [])
            .compactMap { $0 }
    }
}

extension Dictionary: _DropOnFailureDecodable where Key: SchemaKey, Value: Decodable {
    /// `[:]`.
    public static var valueWhenMissing: Self { [:] }

    /// The entries whose key converts and whose value decodes.
    public static func decodeDropOnFailure(from decoder: any Decoder) -> Self {
        (LenientCollections.entries(Key.self, Value.self, of: decoder, policy: .drop) ?? [:])
            .compactMapValues { $0 }
    }
}

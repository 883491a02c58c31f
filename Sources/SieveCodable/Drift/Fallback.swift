// Fallbacks on `Codable` models: a value to use when a member is missing, `null` or invalid.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// A type that names the value a `@Fallback` property takes when its member is missing,
/// `null` or invalid.
///
/// ```swift
/// enum Unassigned: FallbackProvider { static let value = "unassigned" }
/// struct Ticket: Codable { @Fallback<Unassigned> var owner: String }
/// ```
public protocol FallbackProvider {
    /// The type of the value.
    associatedtype Value: Decodable
    /// The value to fall back to.
    static var value: Value { get }
}

/// What every fallback wrapper shares: its value type and the value it falls back to.
///
/// Public only because a generic signature names it; use `Fallback`, `FallbackZero`,
/// `FallbackFalse`, `FallbackTrue` and `FallbackEmpty`.
public protocol _FallbackWrapper: Decodable {
    /// The wrapped type.
    associatedtype Value: Decodable
    /// The value used when the member is missing, `null` or invalid.
    static var fallbackValue: Value { get }
    /// Wraps a value.
    init(wrappedValue: Value)
}

extension _FallbackWrapper {
    /// Decodes the value; `null` or a value that fails to decode gives the fallback, with a
    /// warning `fallback_applied` under `SieveDecoder`.
    public init(from decoder: any Decoder) throws {
        let container: any SingleValueDecodingContainer
        do {
            container = try decoder.singleValueContainer()
        } catch {
            self = Self.fallingBack(in: decoder, reason: .invalid(cause: nil), error: error)
            return
        }
        self = Self.read(container, of: decoder)
    }

    /// The value of `container`, the single value of `decoder`, or the fallback (also how
    /// Sieve's engine reads the wrapper: `DirectDecodable`).
    static func read<Container: SingleValueDecodingContainer>(
        _ container: Container, of decoder: some Decoder
    ) -> Self {
        if container.decodeNil() { return fallingBack(in: decoder, reason: .null) }
        do {
            return Self(wrappedValue: try container.decode(Value.self))
        } catch {
            return fallingBack(in: decoder, reason: .invalid(cause: nil), error: error)
        }
    }

    /// The fallback, with its warning about the value of `decoder`.
    @usableFromInline
    static func fallingBack(
        in decoder: any Decoder, reason: DiagnosticDetail.FallbackReason,
        error: (any Error)? = nil
    ) -> Self {
        LenientReporting.warn(
            decoder,
            .fallbackApplied(fallback: ValueReader.quoted(fallbackValue), reason: reason),
            path: decoder.codingPath, error: error)
        return Self(wrappedValue: fallbackValue)
    }

    /// Decodes the member `key` of `container`; a missing member gives the fallback, with a
    /// warning under `SieveDecoder` (where the object starts). Inlinable so that a model's
    /// `init(from:)` calls it specialized, with its types' metadata known where it is compiled.
    @inlinable
    static func decode<Key: CodingKey>(
        from container: KeyedDecodingContainer<Key>, forKey key: Key
    ) throws -> Self {
        // One lookup when the member is there, the common case; absent and `null` are told
        // apart only when falling back.
        if let value = try container.decodeIfPresent(Self.self, forKey: key) { return value }
        let reason: DiagnosticDetail.FallbackReason = container.contains(key) ? .null : .missing
        return fallingBack(in: try container.superDecoder(forKey: key), reason: reason)
    }
}

/// Decodes a property with your own fallback value, named by a `FallbackProvider`.
///
/// ```swift
/// enum Unassigned: FallbackProvider { static let value = "unassigned" }
/// struct Ticket: Codable { @Fallback<Unassigned> var owner: String }
/// // {} → owner == "unassigned", warned
/// ```
///
/// A missing member, `null`, or a value that fails to decode gives the provider's value.
/// Under `SieveDecoder` each is a warning `fallback_applied` saying why; under `JSONDecoder`
/// the same values, without warnings.
@propertyWrapper
public struct Fallback<Provider: FallbackProvider>: _FallbackWrapper {
    /// The decoded value, or the fallback.
    public var wrappedValue: Provider.Value

    /// Wraps a value.
    public init(wrappedValue: Provider.Value) { self.wrappedValue = wrappedValue }

    /// The provider's value.
    public static var fallbackValue: Provider.Value { Provider.value }
}

/// Decodes a number that falls back to zero when missing, `null` or invalid.
///
/// ```swift
/// @FallbackZero var seatCount: Int   // {"seat_count": "many"} → 0, warned
/// ```
@propertyWrapper
public struct FallbackZero<Value: AdditiveArithmetic & Decodable>: _FallbackWrapper {
    /// The decoded value, or zero.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Zero.
    public static var fallbackValue: Value { .zero }
}

/// Decodes a `Bool` that falls back to `false` when missing, `null` or invalid.
@propertyWrapper
public struct FallbackFalse: _FallbackWrapper {
    /// The decoded value, or `false`.
    public var wrappedValue: Bool

    /// Wraps a value.
    public init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }

    /// `false`.
    public static var fallbackValue: Bool { false }
}

/// Decodes a `Bool` that falls back to `true` when missing, `null` or invalid.
@propertyWrapper
public struct FallbackTrue: _FallbackWrapper {
    /// The decoded value, or `true`.
    public var wrappedValue: Bool

    /// Wraps a value.
    public init(wrappedValue: Bool) { self.wrappedValue = wrappedValue }

    /// `true`.
    public static var fallbackValue: Bool { true }
}

/// A value with an empty instance for `@FallbackEmpty`: `String`, arrays, dictionaries and
/// sets.
public protocol EmptyFallbackValue: Decodable {
    /// The empty value: `""`, `[]`, `[:]`.
    static var emptyValue: Self { get }
}

extension String: EmptyFallbackValue {
    /// `""`.
    public static var emptyValue: String { "" }
}

extension Array: EmptyFallbackValue where Element: Decodable {
    /// `[]`.
    public static var emptyValue: [Element] { [] }
}

extension Dictionary: EmptyFallbackValue where Key: Decodable, Value: Decodable {
    /// `[:]`.
    public static var emptyValue: [Key: Value] { [:] }
}

extension Set: EmptyFallbackValue where Element: Decodable {
    /// `[]`.
    public static var emptyValue: Set<Element> { [] }
}

/// Decodes a string or a collection that falls back to empty when missing, `null` or invalid.
///
/// ```swift
/// @FallbackEmpty var tags: [String]   // {"tags": "none"} → [], warned
/// ```
@propertyWrapper
public struct FallbackEmpty<Value: EmptyFallbackValue>: _FallbackWrapper {
    /// The decoded value, or the empty value.
    public var wrappedValue: Value

    /// Wraps a value.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// The empty value.
    public static var fallbackValue: Value { Value.emptyValue }
}

// MARK: - Conformances

extension Fallback: _TransparentWrapper, DirectDecodable {}
extension Fallback: Encodable where Provider.Value: Encodable {}
extension Fallback: Equatable where Provider.Value: Equatable {}
extension Fallback: Hashable where Provider.Value: Hashable {}
extension Fallback: Sendable where Provider.Value: Sendable {}

extension FallbackZero: _TransparentWrapper, DirectDecodable {}
extension FallbackZero: Encodable where Value: Encodable {}
extension FallbackZero: Equatable where Value: Equatable {}
extension FallbackZero: Hashable where Value: Hashable {}
extension FallbackZero: Sendable where Value: Sendable {}

extension FallbackFalse: _TransparentWrapper, DirectDecodable, Encodable, Hashable, Sendable {}

extension FallbackTrue: _TransparentWrapper, DirectDecodable, Encodable, Hashable, Sendable {}

extension FallbackEmpty: _TransparentWrapper, DirectDecodable {}
extension FallbackEmpty: Encodable where Value: Encodable {}
extension FallbackEmpty: Equatable where Value: Equatable {}
extension FallbackEmpty: Hashable where Value: Hashable {}
extension FallbackEmpty: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// Decodes a `@Fallback` property: a missing key gives the fallback, not an error.
    @inlinable
    public func decode<Provider>(
        _ type: Fallback<Provider>.Type, forKey key: Key
    ) throws -> Fallback<Provider> {
        try type.decode(from: self, forKey: key)
    }

    /// Decodes a `@FallbackZero` property: a missing key gives zero, not an error.
    @inlinable
    public func decode<Value>(
        _ type: FallbackZero<Value>.Type, forKey key: Key
    ) throws -> FallbackZero<Value> {
        try type.decode(from: self, forKey: key)
    }

    /// Decodes a `@FallbackFalse` property: a missing key gives `false`, not an error.
    @inlinable
    public func decode(_ type: FallbackFalse.Type, forKey key: Key) throws -> FallbackFalse {
        try type.decode(from: self, forKey: key)
    }

    /// Decodes a `@FallbackTrue` property: a missing key gives `true`, not an error.
    @inlinable
    public func decode(_ type: FallbackTrue.Type, forKey key: Key) throws -> FallbackTrue {
        try type.decode(from: self, forKey: key)
    }

    /// Decodes a `@FallbackEmpty` property: a missing key gives the empty value, not an error.
    @inlinable
    public func decode<Value>(
        _ type: FallbackEmpty<Value>.Type, forKey key: Key
    ) throws -> FallbackEmpty<Value> {
        try type.decode(from: self, forKey: key)
    }
}

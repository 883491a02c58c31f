// Any `Decodable` type as a field of a schema: each form of `ObjectReader.decode` for a
// `SchemaValue` has one for a `Decodable`, which reads the field's value with the drop-in
// engine (`DecodableValue`). They are disfavored, so a type that is both a `SchemaValue` and
// `Decodable` (`Int`, `String`, a `Schema` that declares `Codable`) takes the schema path.

import SieveSchema

extension ObjectReader {
    /// Decodes the value of `key` as a `Decodable` type, by its `init(from:)` (the drop-in
    /// decoder reads it in place); its warnings and issues join this diagnosis at their paths.
    ///
    /// ```swift
    /// struct GHUser: Codable { var login: String; var id: Int }
    /// owner = try json.decode("owner")       // var owner: GHUser
    /// ```
    ///
    /// Presence works as for a `SchemaValue`: an `Optional` is `nil` when the key is missing
    /// or `null`; anything else missing is an issue `missing_key`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, as type: T.Type = T.self
    ) throws -> T {
        try decode(key, as: DecodableValue<T>.self).value
    }

    /// Decodes the value of `key`, or of `alias` when `key` is absent, as a `Decodable` type;
    /// see `decode(_:or:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or alias: StaticString
    ) throws -> T {
        let value: DecodableValue<T> = try decode(key, or: alias)
        return value.value
    }

    /// Decodes the value of `key` as a `Decodable` type, or `defaultValue` when the key is
    /// missing; see `decode(_:default:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try decode(key, default: DecodableValue(value: defaultValue())).value
    }

    /// Decodes the value of `key` or `alias` as a `Decodable` type, or `defaultValue` when
    /// neither is present; see `decode(_:default:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or alias: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try decode(key, or: alias, default: DecodableValue(value: defaultValue())).value
    }

    /// Decodes the value of `key` as a `Decodable` type, or `fallback` (with a warning
    /// `fallback_applied`) when it is missing, `null` or fails; see `decode(_:fallback:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        try decode(key, fallback: DecodableValue(value: fallback())).value
    }

    /// Decodes the value of `key` or `alias` as a `Decodable` type, or `fallback` (with a
    /// warning) when neither is present or the value is `null` or fails; see
    /// `decode(_:fallback:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or alias: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        try decode(key, or: alias, fallback: DecodableValue(value: fallback())).value
    }

    /// Decodes the value of `key`, or of the first of `aliases` present, as a `Decodable`
    /// type; see `decode(_:or:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or aliases: StaticString...
    ) throws -> T {
        let value: DecodableValue<T> = try decode(
            key, aliases: aliases, presence: .required, substitute: { Self.noSubstitute() })
        return value.value
    }

    /// Decodes the value of `key` or the first of `aliases` present as a `Decodable` type, or
    /// `defaultValue` when none is; see `decode(_:default:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or aliases: StaticString..., default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try decode(
            key, aliases: aliases, presence: .defaulted,
            substitute: { DecodableValue(value: defaultValue()) }
        ).value
    }

    /// Decodes the value of `key` or the first of `aliases` present as a `Decodable` type, or
    /// `fallback` (with a warning) when none is present or the value is `null` or fails; see
    /// `decode(_:fallback:)`.
    @_disfavoredOverload
    public mutating func decode<T: Decodable>(
        _ key: StaticString, or aliases: StaticString..., fallback: @autoclosure () -> T
    ) throws -> T {
        try decode(
            key, aliases: aliases, presence: .fallback,
            substitute: { DecodableValue(value: fallback()) }
        ).value
    }

    /// Decodes the array of `key` leniently, each element a `Decodable` type; elements that
    /// fail are dropped (`.drop`) with a warning each; see `decode(_:elements:)`.
    @_disfavoredOverload
    public mutating func decode<Element: Decodable>(
        _ key: StaticString, elements policy: ElementPolicy
    ) throws -> [Element] {
        let elements: [DecodableValue<Element>] = try decode(key, elements: policy)
        return elements.map(\.value)
    }
}

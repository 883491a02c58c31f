// `@ISO8601`: a `Date` written as an RFC 3339 string, read and written by the property itself,
// so a model needs no `dateDecodingStrategy` (JSONDecoder's default reads a `Date` as a number).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchemaFoundation

/// A `Date` property written in JSON as an ISO 8601 (RFC 3339) date-time string, under any
/// decoder and encoder with their default settings.
///
/// ```swift
/// struct Event: Codable {
///     @ISO8601 var createdAt: Date         // "2026-11-29T08:15:00Z"
///     @ISO8601 var closedAt: Date?         // missing or null → nil
/// }
/// let event = try JSONDecoder().decode(Event.self, from: data)   // no date strategy needed
/// ```
///
/// Reading accepts what the schema path's `DateFormat.iso8601` accepts: `YYYY-MM-DDThh:mm:ss`,
/// optional fractional seconds (kept to the microsecond), then `Z` or `±hh:mm`. Anything else
/// fails the decode with `DecodingError.dataCorrupted` saying why. Writing gives UTC with `Z`,
/// and the fractional seconds when there are any (`2026-11-29T07:15:00.25Z`).
@propertyWrapper
public struct ISO8601<Value: ISO8601Coded>: Sendable, Hashable {
    /// The date (or `nil`).
    public var wrappedValue: Value

    /// Wraps a date.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

/// The values `@ISO8601` wraps: `Date` and `Date?`.
public protocol ISO8601Coded: Sendable, Hashable {
    /// Reads the value from `container`.
    static func decodeISO8601(from container: any SingleValueDecodingContainer) throws -> Self
    /// The date to write, or `nil` to write `null`.
    var iso8601Date: Date? { get }
}

extension Date: ISO8601Coded {
    /// Reads an RFC 3339 date-time string.
    public static func decodeISO8601(from container: any SingleValueDecodingContainer) throws
        -> Date
    {
        var text = try container.decode(String.self)
        let parsed = text.withUTF8 { ISO8601Parser.parse($0) }
        switch parsed {
        case .success(let instant):
            return instant.date
        case .failure(let error):
            var reason = "expected an ISO 8601 date-time such as 2026-11-29T08:15:00Z"
            if case .outOfRange(let field) = error { reason = field }
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "\"\(text)\" is not a date: \(reason)"))
        }
    }

    /// The date itself.
    public var iso8601Date: Date? { self }
}

extension Optional: ISO8601Coded where Wrapped == Date {
    /// `nil` for `null`, otherwise the date.
    public static func decodeISO8601(from container: any SingleValueDecodingContainer) throws
        -> Date?
    {
        container.decodeNil() ? nil : try Date.decodeISO8601(from: container)
    }

    /// The date, or `nil`.
    public var iso8601Date: Date? { self }
}

extension ISO8601: Codable {
    /// Reads the date from its ISO 8601 string.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try Value.decodeISO8601(from: decoder.singleValueContainer())
    }

    /// Writes the date as an ISO 8601 string in UTC, or `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let date = wrappedValue.iso8601Date {
            try container.encode(date.rfc3339Text())
        } else {
            try container.encodeNil()
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional `@ISO8601` property: a missing key is `nil`, as it is for a plain
    /// optional property.
    public func decode(_ type: ISO8601<Date?>.Type, forKey key: Key) throws -> ISO8601<Date?> {
        try decodeIfPresent(type, forKey: key) ?? ISO8601(wrappedValue: nil)
    }
}

extension KeyedEncodingContainer {
    /// Encodes an optional `@ISO8601` property: `nil` is left out, as it is for a plain
    /// optional property.
    public mutating func encode(_ value: ISO8601<Date?>, forKey key: Key) throws {
        if value.wrappedValue != nil { try encodeIfPresent(value, forKey: key) }
    }
}

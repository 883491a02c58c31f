// A date field whose request names its formats: `json.decode("day", date: .formatted(…))`.
// The formats extend the field's request (how its present value is read); the presence forms
// are the usual ones.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// A date read in the formats its field's request names.
struct DateReading: FieldValueReading {
    let formats: [DateFormat]

    /// The formats a request named, or ISO 8601 when it named none.
    init(_ formats: [DateFormat]) { self.formats = formats.isEmpty ? [.iso8601] : formats }

    func read(from reader: inout ValueReader) throws -> Date {
        try reader.readDate(formats: formats)
    }
}

/// An array of dates read in the formats its field's request names.
struct DatesReading: FieldValueReading {
    let formats: [DateFormat]

    /// The formats a request named, or ISO 8601 when it named none.
    init(_ formats: [DateFormat]) { self.formats = DateReading(formats).formats }

    func read(from reader: inout ValueReader) throws -> [Date] {
        var dates: [Date] = []
        let formats = formats
        guard
            try reader.forEachElement({ element, _ in
                dates.append(try element.readDate(formats: formats))
            })
        else { return try reader.typeMismatch(expected: "an array of dates") }
        return dates
    }
}

extension ObjectReader {
    /// Decodes the dates of `key`, an array, each written in the first of `formats` that
    /// matches; see `decode(_:date:)`.
    ///
    /// ```swift
    /// holidays = try json.decode("holidays", date: .formatted("yyyy-MM-dd"))   // [Date]
    /// ```
    public mutating func decode(_ key: StaticString, date formats: DateFormat...) throws -> [Date] {
        try resolve(
            FieldRequest(key, presence: .required), substitute: Self.noSubstitute,
            reading: DatesReading(formats))
    }

    /// Decodes the date of `key`, written in the first of `formats` that matches.
    ///
    /// A match on a format other than the first warns `date_format_fallback`, naming both,
    /// so a shim for an old format can be counted and removed.
    ///
    /// ```swift
    /// lastSeen = try json.decode("last_seen", date: .millisecondsSince1970, .iso8601)
    /// ```
    public mutating func decode(_ key: StaticString, date formats: DateFormat...) throws -> Date {
        try resolve(
            FieldRequest(key, presence: .required), substitute: Self.noSubstitute,
            reading: DateReading(formats))
    }

    /// Decodes the date of `key`, written in the first of `formats` that matches; absent or
    /// `null` is `nil`, silently. See `decode(_:date:)`.
    ///
    /// ```swift
    /// birthday = try json.decode("birthday", date: .formatted("yyyy-MM-dd"))
    /// ```
    public mutating func decode(_ key: StaticString, date formats: DateFormat...) throws -> Date? {
        try resolve(
            FieldRequest(key, presence: .required), substitute: Self.noSubstitute,
            reading: OptionalReading(DateReading(formats)))
    }

    /// Decodes the date of `key` in `formats`, or `defaultValue` when the key is missing.
    public mutating func decode(
        _ key: StaticString, date formats: DateFormat..., default defaultValue: @autoclosure () -> Date
    ) throws -> Date {
        try resolve(
            FieldRequest(key, presence: .defaulted), substitute: defaultValue,
            reading: DateReading(formats))
    }

    /// Decodes the date of `key` in `formats`, or `fallback` (with a warning
    /// `fallback_applied`) when it is missing, `null`, or in none of them.
    public mutating func decode(
        _ key: StaticString, date formats: DateFormat..., fallback: @autoclosure () -> Date
    ) throws -> Date {
        try resolve(
            FieldRequest(key, presence: .fallback), substitute: fallback,
            reading: DateReading(formats))
    }
}

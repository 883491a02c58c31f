// `Date` on the schema path: ISO 8601 by default, or the formats a field's request names,
// tried in order (`ObjectReader+Dates.swift`). A match on any format but the first warns
// `date_format_fallback`; no match is an issue at the value.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension Date: SchemaValue {
    /// Reads an RFC 3339 date-time string (`DateFormat.iso8601`). For other formats, name
    /// them in the field's request: `json.decode("day", date: .formatted("yyyy-MM-dd"))`.
    public static func decode(from reader: inout ValueReader) throws -> Date {
        try reader.readDate(formats: CollectionOfOne(.iso8601))
    }

    /// 1970-01-01T00:00:00Z.
    public static var placeholderForIssues: Date? { Date(timeIntervalSince1970: 0) }
}

extension ValueReader {
    /// Reads a date written in the first of `formats` that matches the value, warning
    /// `date_format_fallback` when that is not the first.
    ///
    /// - No format reads the value's JSON type (a number where only strings are expected):
    ///   an issue `type_mismatch`.
    /// - Some do, none matches: an issue `invalid_value` saying why (for the first format
    ///   that reads the type: the shape expected, or the field out of range).
    package mutating func readDate(formats: some Collection<DateFormat>) throws -> Date {
        let valueOffset = offset
        if let outcome = try withStringBytes({ text in Self.date(inString: text, formats) }) {
            return try finishDate(outcome, formats, at: valueOffset)
        }
        if let token = try readNumberToken() {
            return try finishDate(Self.date(inNumber: token, formats), formats, at: valueOffset)
        }
        return try typeMismatch(expected: Self.expected(formats))
    }

    /// What a date in one of `formats` is, in words.
    static func expected(_ formats: some Collection<DateFormat>) -> String {
        formats.map(\.expected).joined(separator: " or ")
    }

    /// What reading a date gave: the date and the format that matched, or the failure.
    enum DateOutcome {
        /// The date, and the position of the format that matched.
        case date(Date, Int)
        case failure(DiagnosticDetail)
    }

    static func date(
        inString text: UnsafeBufferPointer<UInt8>, _ formats: some Collection<DateFormat>
    ) -> DateOutcome {
        var firstError: DiagnosticDetail?
        for (position, format) in formats.enumerated() where !format.readsNumbers {
            switch format.parse(text: text) {
            case .success(let instant):
                return .date(instant.date, position)
            case .failure(let error):
                if firstError == nil {
                    let found = String(decoding: text, as: UTF8.self)
                    switch error {
                    case .shape:
                        firstError = .invalidValue(
                            error: "\"\(found)\" is not \(format.expected)", type: "Date")
                    case .outOfRange(let why):
                        firstError = .invalidValue(
                            error: "\"\(found)\" is not a date: \(why)", type: "Date")
                    }
                }
            }
        }
        if let firstError { return .failure(firstError) }
        return .failure(.typeMismatch(expected: expected(formats), found: "a string"))
    }

    static func date(inNumber token: NumberToken, _ formats: some Collection<DateFormat>) -> DateOutcome {
        for (position, format) in formats.enumerated() where format.readsNumbers {
            guard let value = token.double, value.isFinite else {
                return .failure(
                    .invalidValue(error: "\(token.text) is beyond the dates a Date holds", type: "Date"))
            }
            let seconds = format.kind == .millisecondsSince1970 ? value / 1_000 : value
            return .date(Date(timeIntervalSince1970: seconds), position)
        }
        return .failure(.typeMismatch(expected: expected(formats), found: "a number"))
    }

    mutating func finishDate(
        _ outcome: DateOutcome, _ formats: some Collection<DateFormat>, at valueOffset: Int
    ) throws -> Date {
        switch outcome {
        case .date(let date, let position):
            if position != 0 {
                let matched = formats[formats.index(formats.startIndex, offsetBy: position)]
                recordWarning(
                    .dateFormatFallback(
                        expected: formats.first!.description, matched: matched.description),
                    at: valueOffset)
            }
            return date
        case .failure(let detail):
            try recordIssue(detail, at: valueOffset)
            return try placeholder()
        }
    }
}

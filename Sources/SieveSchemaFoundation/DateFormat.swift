// How a date is written in a document: the formats a field's request names, tried in order.

import SieveScanner

/// How a `Date` is written in JSON.
///
/// ```swift
/// createdAt = try json.decode("created_at")                                      // ISO 8601
/// lastSeen  = try json.decode("last_seen", date: .millisecondsSince1970, .iso8601)
/// birthday  = try json.decode("birthday", date: .formatted("yyyy-MM-dd"))
/// ```
///
/// Every format is read by hand-written arithmetic, in the proleptic Gregorian calendar: no
/// `DateFormatter`, no locale. A date that names a day or time that does not exist
/// (February 30, hour 24, minute 60) is an issue, never rolled over.
public struct DateFormat: Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        case iso8601
        case secondsSince1970
        case millisecondsSince1970
        case pattern(DatePattern)
        /// A pattern that did not compile: every date fails, naming it.
        case invalidPattern(String)
    }

    package let kind: Kind

    /// RFC 3339 date-times: `2026-11-29T08:15:00Z`, `2026-11-29T08:15:00.250+01:00`.
    /// Fractional seconds are optional and kept to the microsecond; the offset is `Z` or
    /// `±hh:mm`. The default format of a `Date` field.
    public static let iso8601 = DateFormat(kind: .iso8601)

    /// A JSON number of seconds since 1970-01-01T00:00:00Z, integer or fractional.
    public static let secondsSince1970 = DateFormat(kind: .secondsSince1970)

    /// A JSON number of milliseconds since 1970-01-01T00:00:00Z, integer or fractional.
    public static let millisecondsSince1970 = DateFormat(kind: .millisecondsSince1970)

    /// A string in a fixed pattern of Unicode date pattern letters, in English, at UTC unless
    /// the pattern has a zone: `yyyy`, `MM`, `MMM`, `dd`, `HH`, `mm`, `ss`, `S`…, `EEE`,
    /// `Z`, `ZZZZZ`/`XXX`, `'quoted text'` and other characters as themselves
    /// (docs/GUIDE.md, "Dates"). A pattern using another letter fails every date, naming it.
    ///
    /// ```swift
    /// .formatted("yyyy-MM-dd")
    /// .formatted("EEE MMM dd HH:mm:ss Z yyyy")   // Twitter: "Sun Aug 31 00:29:15 +0000 2014"
    /// ```
    public static func formatted(_ pattern: String) -> DateFormat {
        if let compiled = DatePattern(pattern) { return DateFormat(kind: .pattern(compiled)) }
        return DateFormat(kind: .invalidPattern(pattern))
    }

    /// `iso8601`, `secondsSince1970`, `millisecondsSince1970` or `formatted("…")`.
    public var description: String {
        switch kind {
        case .iso8601: return "iso8601"
        case .secondsSince1970: return "secondsSince1970"
        case .millisecondsSince1970: return "millisecondsSince1970"
        case .pattern(let pattern): return "formatted(\"\(pattern.text)\")"
        case .invalidPattern(let text): return "formatted(\"\(text)\")"
        }
    }

    /// What a value in this format is, in words, for an issue.
    var expected: String {
        switch kind {
        case .iso8601: return "an ISO 8601 date-time such as 2026-11-29T08:15:00Z"
        case .secondsSince1970: return "a number of seconds since 1970"
        case .millisecondsSince1970: return "a number of milliseconds since 1970"
        case .pattern(let pattern): return "a date in the pattern \"\(pattern.text)\""
        case .invalidPattern(let text):
            return "a date in the pattern \"\(text)\" (which Sieve does not support)"
        }
    }

    /// True when the format reads a JSON number; false for a string.
    var readsNumbers: Bool {
        switch kind {
        case .secondsSince1970, .millisecondsSince1970: return true
        default: return false
        }
    }

    /// The instant in `text` (a string's bytes), or why there is none.
    func parse(text: UnsafeBufferPointer<UInt8>) -> Result<Instant, DateTextError> {
        switch kind {
        case .iso8601: return ISO8601Parser.parse(text)
        case .pattern(let pattern): return pattern.parse(text)
        default: return .failure(.shape)
        }
    }
}

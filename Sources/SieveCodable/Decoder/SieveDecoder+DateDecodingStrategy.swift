// `SieveDecoder.DateDecodingStrategy`: `JSONDecoder`'s date strategies, case for case, as a type
// of Sieve's own. It is the one strategy that is not Foundation's type, because on Linux (and
// every platform without the Objective-C runtime) Foundation's `.formatted(_:)` is a function
// that wraps the formatter in an opaque `.custom` closure: a decoder handed that value cannot
// see the formatter, so it cannot read the pattern by hand and must call `DateFormatter` for
// every date (about 25–35 µs each on Linux). Holding the formatter lets `SieveDecoder` read
// the formatter's common patterns by hand (`FormatterShortcut`), with the formatter's answer.

// Foundation, not FoundationEssentials: DateFormatter, which `.formatted` decodes with.
import Foundation

extension SieveDecoder {
    /// How dates are decoded: the strategies of `JSONDecoder.DateDecodingStrategy`, spelled
    /// the same, so `decoder.dateDecodingStrategy = .formatted(formatter)` (or `.iso8601`,
    /// `.custom { … }`, …) compiles and behaves the same with either decoder.
    ///
    /// With `.formatted`, a formatter whose pattern Sieve can read by hand (an `en_US_POSIX`
    /// locale, the Gregorian calendar, English names, not lenient, no default date, and a
    /// pattern as docs/MIGRATING.md, "Dates", lists) has the dates of its one canonical form
    /// read without calling it; any other text, and any other formatter, is given to the
    /// formatter itself. Either way the date is the one `DateFormatter.date(from:)` returns.
    ///
    /// A strategy held as Foundation's type converts with `init(_:)`:
    ///
    /// ```swift
    /// sieve.dateDecodingStrategy = .init(foundationDecoder.dateDecodingStrategy)
    /// ```
    public enum DateDecodingStrategy: Sendable {
        /// The date's own `Decodable` conformance: a number of seconds since 2001-01-01.
        case deferredToDate
        /// A number of seconds since 1970-01-01T00:00:00Z.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01T00:00:00Z.
        case millisecondsSince1970
        /// An ISO 8601 / RFC 3339 date-time string, as `JSONDecoder`'s `.iso8601` reads it.
        case iso8601
        /// A string read by `formatter` (its common patterns read by hand, with its answer).
        ///
        /// The formatter's settings are read once per decode, at its first date: change a
        /// formatter between decodes, not during one.
        case formatted(DateFormatter)
        /// A date made by `closure` from the decoder positioned at the value.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)

        /// The strategy `strategy` names, for a value held as Foundation's type.
        ///
        /// On platforms where Foundation's `.formatted(_:)` is a `.custom` closure (Linux,
        /// Windows), it converts to that `.custom` closure: the dates are right, and each is
        /// read by the formatter. Assign `.formatted(formatter)` itself to have its common
        /// patterns read by hand.
        ///
        /// - Parameter strategy: A `JSONDecoder` date strategy.
        public init(_ strategy: JSONDecoder.DateDecodingStrategy) {
            switch strategy {
            case .deferredToDate: self = .deferredToDate
            case .secondsSince1970: self = .secondsSince1970
            case .millisecondsSince1970: self = .millisecondsSince1970
            case .iso8601: self = .iso8601
            case .custom(let closure): self = .custom(closure)
            #if canImport(Darwin)
            case .formatted(let formatter): self = .formatted(formatter)
            #endif
            @unknown default:
                // A case a later Foundation adds, unknown to this version of Sieve: every
                // date fails with a clear error rather than being read some other way.
                self = .custom { decoder in
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: decoder.codingPath,
                            debugDescription:
                                "SieveDecoder does not know this JSONDecoder date strategy."))
                }
            }
        }
    }
}

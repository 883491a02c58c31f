// What the strings seen at one place have in common: dates, URLs, UUIDs, numbers, booleans,
// or few distinct values (an enum).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchemaFoundation

/// Counts of the strings seen at one place, by what they could be.
struct StringStats {
    /// Strings seen.
    var count = 0
    /// Strings that are RFC 3339 date-times, absolute URLs that read back unchanged, UUIDs.
    var dates = 0
    var urls = 0
    var uuids = 0
    /// Strings holding a JSON number, and those numbers.
    var numeric = NumberStats()
    /// Strings that are `true` or `false`.
    var booleans = 0
    /// Each distinct value and how often it was seen, until there are more than `limit`.
    var distinct: [String: Int] = [:]
    /// True once more distinct values than the enum threshold were seen.
    var tooManyDistinct = false

    mutating func add(_ text: String, distinctLimit: Int) {
        count += 1
        if Self.isDate(text) { dates += 1 }
        if Self.isURL(text) { urls += 1 }
        if Self.isUUID(text) { uuids += 1 }
        if text == "true" || text == "false" { booleans += 1 }
        if let number = RawNumber(text: text) { numeric.add(number) }
        guard !tooManyDistinct else { return }
        distinct[text, default: 0] += 1
        if distinct.count > distinctLimit {
            tooManyDistinct = true
            distinct = [:]
        }
    }

    mutating func merge(_ other: StringStats, distinctLimit: Int) {
        count += other.count
        dates += other.dates
        urls += other.urls
        uuids += other.uuids
        booleans += other.booleans
        numeric.merge(other.numeric)
        if tooManyDistinct || other.tooManyDistinct {
            tooManyDistinct = true
            distinct = [:]
            return
        }
        distinct.merge(other.distinct, uniquingKeysWith: +)
        if distinct.count > distinctLimit {
            tooManyDistinct = true
            distinct = [:]
        }
    }

    /// An RFC 3339 date-time, as `Date` reads one on both paths.
    static func isDate(_ text: String) -> Bool {
        guard text.utf8.count >= 20 else { return false }
        var copy = text
        return copy.withUTF8 { bytes in
            if case .success = ISO8601Parser.parse(bytes) { return true }
            return false
        }
    }

    /// An absolute URL with a host, which `URL(string:)` reads and writes back unchanged.
    static func isURL(_ text: String) -> Bool {
        guard text.contains("://"), let url = URL(string: text), url.scheme != nil,
            let host = url.host, !host.isEmpty
        else { return false }
        return url.absoluteString == text
    }

    /// A UUID in its 36-character text, as the schema path reads one.
    static func isUUID(_ text: String) -> Bool {
        guard text.utf8.count == 36 else { return false }
        var copy = text
        return copy.withUTF8 { UUID.parse($0) } != nil
    }
}

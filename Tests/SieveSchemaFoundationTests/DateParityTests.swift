// Sieve's hand-written date readers against Foundation's formatters, instant for instant, on
// 100,000 generated dates per format in the long run (`SIEVE_LONG_TESTS=1`, as CI runs it) and
// 10,000 by default: ISO 8601 (with and without fractions, at many offsets), seconds and
// milliseconds since 1970 (integers and fractions), and the fixed patterns "yyyy-MM-dd",
// "yyyy-MM-dd HH:mm:ss" and Twitter's "EEE MMM dd HH:mm:ss Z yyyy". Years run from 1601 to
// 2399, where Foundation's calendar is the proleptic Gregorian one Sieve uses. The default
// draws the first tenth of the same seeded dates.

import Foundation
import Sieve
@testable import SieveSchemaFoundation
import Testing
import SieveTestSupport

/// Dates per format.
private let count = LongTests.size(10_000, long: 100_000)

/// Milliseconds since 1970, rounded: the instant at the precision of the text.
private func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1_000).rounded())
}

private func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    var copy = text
    return copy.withUTF8(body)
}

@Suite("Dates against Foundation")
struct DateParityTests {
    /// Random civil fields, valid ones: 1601-2399, any day of its month, to the millisecond.
    private static func randomFields(_ random: inout SplitMix64) -> (Int, Int, Int, Int, Int, Int, Int) {
        let year = Int.random(in: 1601...2399, using: &random)
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...GregorianCalendar.daysInMonth(month, year: year), using: &random)
        return (
            year, month, day, Int.random(in: 0..<24, using: &random), Int.random(in: 0..<60, using: &random),
            Int.random(in: 0..<60, using: &random), Int.random(in: 0..<1_000, using: &random)
        )
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    @Test("ISO 8601, with and without fractions, at any offset", arguments: [false, true])
    @available(SwiftStdlib 5.5, *)
    func iso8601(fractions: Bool) throws {
        var random = SplitMix64(state: fractions ? 1 : 2)
        // Foundation's ISO 8601 parser (the format style: ISO8601DateFormatter reads the same
        // dates at a fiftieth of the speed, which would make this test take minutes).
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: fractions)
        var mismatches: [String] = []
        for _ in 0..<count {
            let (year, month, day, hour, minute, second, ms) = Self.randomFields(&random)
            // Offsets from -12:00 to +14:00 in quarter hours, and UTC ("Z").
            let quarter = Int.random(in: -49...56, using: &random)
            let offset =
                quarter == -49
                ? "Z"
                : (quarter < 0 ? "-" : "+") + Self.pad(abs(quarter) / 4, 2) + ":" + Self.pad(abs(quarter) % 4 * 15, 2)
            let text =
                "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T\(Self.pad(hour, 2)):"
                + "\(Self.pad(minute, 2)):\(Self.pad(second, 2))" + (fractions ? "." + Self.pad(ms, 3) : "") + offset
            let foundation = try style.parse(text)
            let sieve = withBytes(text) { ISO8601Parser.parse($0) }
            guard case .success(let parsed) = sieve, milliseconds(parsed.date) == milliseconds(foundation) else {
                mismatches.append("\(text): Foundation \(foundation), Sieve \(sieve)")
                if mismatches.count > 5 { break }
                continue
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test(
        "fixed patterns",
        arguments: ["yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss", "EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ"])
    @available(SwiftStdlib 5.7, *)
    func patterns(pattern: String) throws {
        var random = SplitMix64(state: UInt64(pattern.utf8.count))
        let foundationParse = Self.foundationParser(pattern)
        let compiled = try #require(DatePattern(pattern))
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        var mismatches: [String] = []
        for _ in 0..<count {
            let (year, month, day, hour, minute, second, ms) = Self.randomFields(&random)
            let quarter = Int.random(in: -48...56, using: &random)
            let sign = quarter < 0 ? "-" : "+"
            let (offsetHours, offsetMinutes) = (Self.pad(abs(quarter) / 4, 2), Self.pad(abs(quarter) % 4 * 15, 2))
            let date = "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
            let time = "\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2))"
            let text: String
            switch pattern {
            case "yyyy-MM-dd": text = date
            case "yyyy-MM-dd HH:mm:ss": text = date + " " + time
            case "EEE MMM dd HH:mm:ss Z yyyy":
                let weekday = weekdays[
                    GregorianCalendar.weekday(
                        daysSince1970: GregorianCalendar.daysSince1970(year: year, month: month, day: day))]
                text = "\(weekday) \(months[month - 1]) \(Self.pad(day, 2)) \(time) \(sign)\(offsetHours)\(offsetMinutes) \(Self.pad(year, 4))"
            default: text = date + "T" + time + "." + Self.pad(ms, 3) + sign + offsetHours + ":" + offsetMinutes
            }
            let foundation = try #require(try foundationParse(text), "\(text)")
            let sieve = withBytes(text) { compiled.parse($0) }
            guard case .success(let parsed) = sieve, milliseconds(parsed.date) == milliseconds(foundation) else {
                mismatches.append("\(text): Foundation \(foundation), Sieve \(sieve)")
                if mismatches.count > 5 { break }
                continue
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// Foundation's parser for `pattern`: its parse strategy, where it has one for the
    /// pattern (four times faster than `DateFormatter`), else a `DateFormatter`; English, UTC.
    @available(SwiftStdlib 5.7, *)
    private static func foundationParser(_ pattern: String) -> (String) throws -> Date? {
        let posix = Locale(identifier: "en_US_POSIX")
        let hour = Date.FormatStyle.Symbol.VerbatimHour.twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)
        let strategy: Date.ParseStrategy?
        switch pattern {
        case "yyyy-MM-dd":
            strategy = Date.ParseStrategy(
                format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits)", locale: posix,
                timeZone: .gmt)
        case "yyyy-MM-dd HH:mm:ss":
            strategy = Date.ParseStrategy(
                format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: hour):\(minute: .twoDigits):\(second: .twoDigits)",
                locale: posix, timeZone: .gmt)
        case "EEE MMM dd HH:mm:ss Z yyyy":
            strategy = Date.ParseStrategy(
                format: "\(weekday: .abbreviated) \(month: .abbreviated) \(day: .twoDigits) \(hour: hour):\(minute: .twoDigits):\(second: .twoDigits) \(timeZone: .iso8601(.short)) \(year: .defaultDigits)",
                locale: posix, timeZone: .gmt)
        default:
            strategy = nil
        }
        if let strategy { return { try strategy.parse($0) } }
        let formatter = DateFormatter()
        formatter.locale = posix
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return { formatter.date(from: $0) }
    }

    @Test("a weekday that does not match the date is refused")
    func weekday() throws {
        let compiled = try #require(DatePattern("EEE MMM dd HH:mm:ss Z yyyy"))
        #expect(withBytes("Sun Aug 31 00:29:15 +0000 2014") { compiled.parse($0) }.isSuccess)
        #expect(!withBytes("Mon Aug 31 00:29:15 +0000 2014") { compiled.parse($0) }.isSuccess)
    }

    private struct Stamp: Schema, Decodable {
        var at: Date
        init(from json: inout ObjectReader) throws { at = try json.decode("at", date: .secondsSince1970) }
    }

    private struct MilliStamp: Schema, Decodable {
        var at: Date
        init(from json: inout ObjectReader) throws { at = try json.decode("at", date: .millisecondsSince1970) }
    }

    @Test("seconds and milliseconds since 1970, as JSONDecoder's strategies read them")
    func numbers() throws {
        var random = SplitMix64(state: 3)
        var seconds: [String] = []
        var millis: [String] = []
        for index in 0..<count {
            let ms = Int64.random(in: -11_644_473_600_000..<13_569_465_600_000, using: &random)
            // Integers, and fractions of up to six digits.
            let fraction = index % 2 == 0 ? "" : "." + String(Int.random(in: 0..<1_000_000, using: &random))
            seconds.append(#"{"at": \#(ms / 1_000)\#(fraction)}"#)
            millis.append(#"{"at": \#(ms)\#(fraction)}"#)
        }
        for (documents, strategy, isMillis) in [
            (seconds, JSONDecoder.DateDecodingStrategy.secondsSince1970, false),
            (millis, .millisecondsSince1970, true),
        ] {
            let json = "[" + documents.joined(separator: ",") + "]"
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = strategy
            let expected: [Date]
            let actual: [Date]
            if isMillis {
                expected = try decoder.decode([MilliStamp].self, from: Data(json.utf8)).map(\.at)
                actual = try [MilliStamp].parse(json: json).map(\.at)
            } else {
                expected = try decoder.decode([Stamp].self, from: Data(json.utf8)).map(\.at)
                actual = try [Stamp].parse(json: json).map(\.at)
            }
            #expect(actual.count == count)
            let differing = zip(actual, expected).filter { $0 != $1 }.prefix(3)
            #expect(differing.isEmpty, "\(Array(differing))")
        }
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

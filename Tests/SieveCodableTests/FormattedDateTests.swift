// `.formatted(DateFormatter)` on `SieveDecoder`: every date is the one `JSONDecoder` with the
// same formatter gives, every failure the same error, whether Sieve read the text by hand or
// handed it to the formatter; and the canonical form of a plain formatter is read by hand.

import Foundation
import Sieve
import Testing
import SieveTestSupport

/// A value holding one date.
fileprivate struct Stamp: Decodable, Equatable {
    var d: Date
}

/// A formatter that counts the texts it is asked to read.
fileprivate final class CountingFormatter: DateFormatter, @unchecked Sendable {
    // @unchecked: each test uses its own instance on one thread.
    var reads = 0

    override func date(from string: String) -> Date? {
        reads += 1
        return super.date(from: string)
    }
}

@Suite("SieveDecoder .formatted dates")
struct FormattedDateTests {
    /// A formatter as the usual API client configures one.
    fileprivate static func plain(_ pattern: String, zone: TimeZone = TimeZone(secondsFromGMT: 0)!)
        -> CountingFormatter
    {
        let formatter = CountingFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter
    }

    static let patterns = [
        "EEE MMM dd HH:mm:ss Z yyyy", "yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss",
        "yyyy-MM-dd'T'HH:mm:ssZZZZZ", "dd MMM yyyy HH:mm", "yyyyMMdd", "yyyy-MM-dd'T'HH:mm:ssXXX",
    ]

    /// Text in `pattern` from random fields (some out of range, some weekdays wrong, years
    /// from before the Gregorian switch), a fifth of it then damaged by one edit; or, when
    /// `canonical`, only real dates from 1600 on, exactly in the pattern.
    static func texts(
        _ pattern: String, count: Int, seed: UInt64, canonical: Bool = false
    ) -> [String] {
        var random = SplitMix64(state: seed)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var texts: [String] = []
        for _ in 0..<count {
            let year = Int.random(in: canonical ? 1600...2300 : 1550...2300, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...(canonical ? 28 : 31), using: &random)
            let hour = Int.random(in: 0...23, using: &random)
            let minute = Int.random(in: 0...59, using: &random)
            let second = Int.random(in: 0...59, using: &random)
            let outOfRange = canonical ? 20 : Int.random(in: 0..<20, using: &random)
            // The weekday of the civil date (proleptic Gregorian), or a wrong one.
            let days = Self.daysFromCivil(year: year, month: month, day: day)
            var weekday = ((days % 7) + 11) % 7
            if !canonical && Int.random(in: 0..<5, using: &random) == 0 {
                weekday = (weekday + 1) % 7
            }
            let offsetMinutes = Int.random(in: -14 * 4...14 * 4, using: &random) * 15
            let sign = offsetMinutes < 0 ? "-" : "+"
            var offsetHours = abs(offsetMinutes) / 60
            if outOfRange == 5 { offsetHours = 23 }
            let compact = "\(sign)\(two(offsetHours))\(two(abs(offsetMinutes) % 60))"
            let extended = offsetMinutes == 0 && outOfRange < 10
                ? "Z" : "\(sign)\(two(offsetHours)):\(two(abs(offsetMinutes) % 60))"
            var text = ""
            var index = pattern.startIndex
            while index < pattern.endIndex {
                let rest = pattern[index...]
                func take(_ token: String, _ value: String) -> Bool {
                    guard rest.hasPrefix(token) else { return false }
                    text += value
                    index = pattern.index(index, offsetBy: token.count)
                    return true
                }
                if take("yyyy", String(year)) || take("MMM", months[month - 1])
                    || take("MM", two(outOfRange == 1 ? 13 : month)) || take("dd", two(day))
                    || take("HH", two(outOfRange == 2 ? 24 : hour))
                    || take("mm", two(outOfRange == 3 ? 60 : minute))
                    || take("ss", two(outOfRange == 4 ? 60 : second))
                    || take("EEE", weekdays[weekday]) || take("ZZZZZ", extended)
                    || take("XXX", extended)
                    || take("Z", compact) || take("'T'", "T")
                {
                    continue
                }
                text.append(pattern[index])
                index = pattern.index(after: index)
            }
            if !canonical && Int.random(in: 0..<5, using: &random) == 0 {
                text = Self.damaged(text, &random)
            }
            texts.append(text)
        }
        return texts
    }

    /// `text` with one edit: a byte removed, a space or digit added, a letter's case flipped.
    fileprivate static func damaged(_ text: String, _ random: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(UInt8(ascii: " "), at: at)
        case 2: bytes.insert(UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &random), at: at)
        default: bytes[at] ^= (bytes[at] | 0x20) >= 0x61 && (bytes[at] | 0x20) <= 0x7A ? 0x20 : 0
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Both decoders' outcome for each text, compared: the same date, or the same error
    /// (case, path and sentence, before Sieve's position).
    static func expectSameOutcomes(_ texts: [String], _ formatter: DateFormatter) {
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .formatted(formatter)
        let sieve = SieveDecoder()
        sieve.dateDecodingStrategy = .formatted(formatter)
        var mismatches: [String] = []
        for text in texts {
            let json = Data(#"{"d": "\#(text)"}"#.utf8)
            let expected = Result { try foundation.decode(Stamp.self, from: json) }
            let actual = Result { try sieve.decode(Stamp.self, from: json) }
            switch (expected, actual) {
            case (.success(let left), .success(let right)) where left == right:
                continue
            case (.failure(let left), .failure(let right))
            where ErrorShape(left) == ErrorShape(right)
                && sentence(right).hasPrefix(sentence(left)):
                continue
            default:
                mismatches.append("\(text): Foundation \(expected), Sieve \(actual)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(texts.count): \(mismatches.prefix(5))")
    }

    /// The error's sentence (every case's), or its description for another error.
    static func sentence(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }

    /// 3,000 texts a pattern in the long run, 1,000 by default: the first third of the same
    /// seeded texts (long: runs with SIEVE_LONG_TESTS=1). Foundation's formatter takes most of
    /// the time.
    @Test("each pattern: the formatter's date or its error, for canonical and damaged text",
        arguments: Array(patterns.enumerated()))
    func sameAsFoundation(index: Int, pattern: String) {
        let formatter = Self.plain(pattern)
        let count = LongTests.size(1_000, long: 3_000)
        Self.expectSameOutcomes(
            Self.texts(pattern, count: count, seed: 0x5EED + UInt64(index)), formatter)
    }

    @Test("each pattern's canonical text is read without the formatter", arguments: patterns)
    func canonicalTextNeedsNoFormatter(pattern: String) {
        let formatter = Self.plain(pattern)
        let texts = Self.texts(pattern, count: 500, seed: 11, canonical: true)
        Self.expectSameOutcomes(texts, formatter)
        // `expectSameOutcomes` read each text once with Foundation's decoder (which calls the
        // formatter) and once with Sieve's.
        #expect(formatter.reads == texts.count, "\(pattern)")
    }

    @Test("patterns and names the formatter reads differently are left to it")
    func formatterDecides() {
        // Digits in literal text, and a number straight after a zone: the formatter's fields
        // read greedily into them.
        for (pattern, texts) in [
            ("yyyy'0'MM-dd", ["2024001-15", "202401-15"]),
            ("dd1MM1yyyy", ["15101012024", "15/10/2024"]),
            ("Zyyyy-MM-dd", ["+00002024-01-15", "+0100 2024-01-15"]),
        ] {
            Self.expectSameOutcomes(texts, Self.plain(pattern))
        }
        // Month and weekday names of the formatter's own.
        let swapped = Self.plain("EEE dd MMM yyyy")
        var months = swapped.shortMonthSymbols
        months.swapAt(0, 1)
        swapped.shortMonthSymbols = months
        Self.expectSameOutcomes(["Mon 15 Jan 2024", "Thu 15 Feb 2024", "Mon 15 Feb 2024"], swapped)
        let weekdays = Self.plain("EEE dd MMM yyyy")
        weekdays.shortWeekdaySymbols = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"]
        Self.expectSameOutcomes(["Mon 15 Jan 2024", "Mo 15 Jan 2024"], weekdays)
    }

    @Test("formatters Sieve does not read by hand still give the formatter's dates")
    func otherFormatters() {
        let pattern = "dd MMM yyyy HH:mm"
        let texts = Self.texts(pattern, count: 500, seed: 7)
        // A zone that is not UTC, for a pattern without one.
        Self.expectSameOutcomes(texts, Self.plain(pattern, zone: TimeZone(identifier: "America/New_York")!))
        // Another locale.
        let german = Self.plain(pattern)
        german.locale = Locale(identifier: "de_DE")
        Self.expectSameOutcomes(texts, german)
        // Lenient.
        let lenient = Self.plain(pattern)
        lenient.isLenient = true
        Self.expectSameOutcomes(texts, lenient)
        // A default date.
        let defaulted = Self.plain("dd MMM")
        defaulted.defaultDate = Date(timeIntervalSince1970: 1_000_000_000)
        Self.expectSameOutcomes(["03 Feb", "31 Feb", "3 Feb"], defaulted)
    }

    @Test("the canonical form is read without the formatter; other text goes to it")
    func canonicalTextSkipsTheFormatter() throws {
        let formatter = Self.plain("EEE MMM dd HH:mm:ss Z yyyy")
        let sieve = SieveDecoder()
        sieve.dateDecodingStrategy = .formatted(formatter)
        let canonical = try sieve.decode(
            [Stamp].self,
            from: Data(#"[{"d": "Sun Aug 31 00:29:15 +0000 2014"}, {"d": "Mon Sep 01 12:00:00 -0700 2014"}]"#.utf8))
        #expect(formatter.reads == 0)
        #expect(canonical.map(\.d.timeIntervalSince1970) == [1_409_444_955, 1_409_598_000])
        // A wrong weekday, one-digit fields, lower-case names: the formatter decides.
        let lenient = try sieve.decode(
            [Stamp].self,
            from: Data(#"[{"d": "Mon Aug 31 00:29:15 +0000 2014"}, {"d": "sun aug 31 0:29:15 +0000 2014"}]"#.utf8))
        #expect(formatter.reads == 2)
        #expect(lenient.map(\.d.timeIntervalSince1970) == [1_409_444_955, 1_409_444_955])
        // A date before 1600 too (ICU's calendar is Julian before October 1582).
        _ = try? sieve.decode(Stamp.self, from: Data(#"{"d": "Sun Aug 31 00:29:15 +0000 1500"}"#.utf8))
        #expect(formatter.reads == 3)
    }

    @Test("null, a number and unreadable text fail as JSONDecoder's do")
    func failures() {
        let formatter = Self.plain("yyyy-MM-dd")
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .formatted(formatter)
        let sieve = SieveDecoder()
        sieve.dateDecodingStrategy = .formatted(formatter)
        for json in [#"{"d": null}"#, #"{"d": 20200102}"#, #"{"d": "2020-02-30"}"#, #"{"d": "x"}"#] {
            let data = Data(json.utf8)
            let expected = Result { try foundation.decode(Stamp.self, from: data) }
            let actual = Result { try sieve.decode(Stamp.self, from: data) }
            guard case .failure(let left) = expected, case .failure(let right) = actual else {
                Issue.record("\(json): Foundation \(expected), Sieve \(actual)")
                continue
            }
            #expect(ErrorShape(left) == ErrorShape(right), "\(json)")
            #expect(Self.sentence(right).hasPrefix(Self.sentence(left)), "\(json): \(right)")
        }
    }

    @Test("a JSONDecoder strategy value converts, and reads the same dates")
    func convertsFoundationStrategies() throws {
        let formatter = Self.plain("yyyy-MM-dd")
        let json = Data(#"{"d": "2020-01-02"}"#.utf8)
        let strategies: [JSONDecoder.DateDecodingStrategy] = [.formatted(formatter)]
        for strategy in strategies {
            let sieve = SieveDecoder()
            sieve.dateDecodingStrategy = .init(strategy)
            #expect(try sieve.decode(Stamp.self, from: json).d.timeIntervalSince1970 == 1_577_923_200)
        }
        let sieve = SieveDecoder()
        sieve.dateDecodingStrategy = .init(JSONDecoder.DateDecodingStrategy.secondsSince1970)
        #expect(try sieve.decode(Stamp.self, from: Data(#"{"d": 5}"#.utf8)).d.timeIntervalSince1970 == 5)
    }
}

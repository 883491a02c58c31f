// The `dates` pass: 20,000 dates per document, generated here from a fixed seed (so they are
// the same in every run and need no corpus file), in three formats, each read by Sieve's
// hand-written parser and by `JSONDecoder` with the matching strategy.

import Foundation
import Sieve

extension PassPlan {
    /// How many dates each document holds.
    static let datesPerDocument = 20_000

    /// Sieve's `[Date]` in a named format against `JSONDecoder`'s matching strategy.
    static func dates() -> PassPlan {
        let documents = DateDocuments.make(count: datesPerDocument)
        let iso = JSONDecoder()
        iso.dateDecodingStrategy = .iso8601
        let seconds = JSONDecoder()
        seconds.dateDecodingStrategy = .secondsSince1970
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let pattern = JSONDecoder()
        pattern.dateDecodingStrategy = .formatted(formatter)
        return PassPlan(
            name: "dates",
            comparison: "Sieve [Date] vs JSONDecoder's date strategies, 20,000 dates a document",
            target: PassTarget(statistic: .meanRatio, value: 10),
            cases: [
                .schema(ISODates.self, file: documents.iso8601, decoder: iso),
                .schema(SecondsDates.self, file: documents.seconds, decoder: seconds),
                .schema(PatternDates.self, file: documents.pattern, decoder: pattern),
            ])
    }
}

/// The generated documents of the `dates` pass.
enum DateDocuments {
    static func make(count: Int) -> (iso8601: InputFile, seconds: InputFile, pattern: InputFile) {
        var state: UInt64 = 0x5EED_DA7E
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var iso: [String] = []
        var seconds: [String] = []
        var pattern: [String] = []
        for index in 0..<count {
            // 1970 to 2099, any second.
            let instant = Int(next() % 4_102_444_800)
            let days = instant / 86_400
            let (year, month, day) = civil(daysSince1970: days)
            let time = instant % 86_400
            let clock = "\(pad(time / 3600, 2)):\(pad(time / 60 % 60, 2)):\(pad(time % 60, 2))"
            let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
            // ISO 8601 at UTC, or at an offset (the instant is then another, which is fine).
            let offset = index % 3 == 0 ? "+05:30" : index % 3 == 1 ? "-08:00" : "Z"
            iso.append("\"\(date)T\(clock)\(offset)\"")
            seconds.append(index % 2 == 0 ? String(instant) : "\(instant).25")
            pattern.append("\"\(date) \(clock)\"")
        }
        func document(_ name: String, _ values: [String]) -> InputFile {
            InputFile(name: name, bytes: Array(("{\"dates\": [" + values.joined(separator: ", ") + "]}").utf8))
        }
        return (
            document("dates-iso8601-20k.json", iso), document("dates-seconds-20k.json", seconds),
            document("dates-formatted-20k.json", pattern)
        )
    }

    /// The civil date of a day counted from 1970-01-01 (proleptic Gregorian).
    static func civil(daysSince1970 days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

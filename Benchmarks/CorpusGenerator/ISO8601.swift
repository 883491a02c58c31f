// ISO8601.swift — UTC timestamps as "YYYY-MM-DDTHH:MM:SSZ" from plain integer arithmetic.
//
// No Date/DateFormatter (locale-, time-zone- and clock-dependent). No fractional seconds, so
// Foundation's `.iso8601` date decoding strategy accepts every value.

enum ISO8601 {
    /// 2015-01-01T00:00:00Z and 2025-12-31T23:59:59Z as Unix seconds.
    static let earliest: Int64 = 1_420_070_400
    static let latest: Int64 = 1_767_225_599

    /// A random timestamp between `earliest` and `latest`.
    static func random(_ rng: inout SplitMix64) -> String {
        string(unixSeconds: Int64(rng.int(in: Int(earliest)...Int(latest))))
    }

    static func string(unixSeconds: Int64) -> String {
        let days = floorDiv(unixSeconds, 86_400)
        let secondsOfDay = unixSeconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondsOfDay / 3600, 2) + ":" + pad(secondsOfDay / 60 % 60, 2) + ":"
            + pad(secondsOfDay % 60, 2) + "Z"
    }

    /// Howard Hinnant's days-from-civil inverse (proleptic Gregorian calendar).
    private static func civil(fromDays daysSinceEpoch: Int64) -> (Int64, Int64, Int64) {
        let z = daysSinceEpoch + 719_468
        let era = floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

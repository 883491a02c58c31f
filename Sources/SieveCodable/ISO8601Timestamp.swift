// A fast path for the most common ISO-8601 form, `YYYY-MM-DDTHH:MM:SSZ`, that gives exactly
// the `Date` Foundation's `.iso8601` strategy gives. Anything else (fractional seconds, a zone
// offset, lowercase letters, out-of-range fields, years before 1600 where Foundation's
// calendar turns Julian) goes to `Date.ISO8601FormatStyle`, as in `JSONDecoder`.

enum ISO8601Timestamp {
    /// Seconds since 1970 for a canonical UTC timestamp, or `nil` to use the slow path.
    static func secondsSince1970(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard text.count == 20, let base = text.baseAddress else { return nil }
        guard base[4] == UInt8(ascii: "-"), base[7] == UInt8(ascii: "-"),
            base[10] == UInt8(ascii: "T"), base[13] == UInt8(ascii: ":"),
            base[16] == UInt8(ascii: ":"), base[19] == UInt8(ascii: "Z")
        else { return nil }
        guard let year = number(base, 0, 4), let month = number(base, 5, 2),
            let day = number(base, 8, 2), let hour = number(base, 11, 2),
            let minute = number(base, 14, 2), let second = number(base, 17, 2)
        else { return nil }
        guard year >= 1600, (1...12).contains(month), day >= 1,
            day <= daysInMonth(month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        return daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600
            + minute * 60 + second
    }

    /// The decimal number in `count` digits at `offset`, or `nil` for a non-digit.
    @inline(__always)
    static func number(_ base: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        var value = 0
        for index in offset..<(offset + count) {
            let digit = base[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        // Count from a March-based year, so the leap day is the last day of its year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

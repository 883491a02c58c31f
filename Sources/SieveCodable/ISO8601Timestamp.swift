// A fast path for the most common ISO-8601 form, `YYYY-MM-DDTHH:MM:SSZ`, that gives exactly
// the `Date` Foundation's `.iso8601` strategy gives. Anything else (fractional seconds, a zone
// offset, lowercase letters, out-of-range fields, years before 1600 where Foundation's
// calendar turns Julian) goes to `Date.ISO8601FormatStyle`, as in `JSONDecoder`. The calendar
// arithmetic is the schema layer's (`GregorianCalendar`).

import SieveSchemaFoundation

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
            day <= GregorianCalendar.daysInMonth(month, year: year), hour < 24, minute < 60, second < 60
        else { return nil }
        return GregorianCalendar.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3_600
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
}

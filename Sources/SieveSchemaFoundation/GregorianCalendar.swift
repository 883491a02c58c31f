// Calendar arithmetic for dates read from text, in the proleptic Gregorian calendar (RFC 3339's
// calendar): no `Calendar`, no time zone database, no locale. Shared by the schema layer's
// date parsing and the drop-in decoder's `.iso8601` fast path.

/// Days and leap years of the proleptic Gregorian calendar.
package enum GregorianCalendar {
    /// True for a leap year: divisible by 4, and by 400 when divisible by 100.
    @inlinable
    package static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`.
    @inlinable
    package static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to the given day (negative before it).
    @inlinable
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        // Count from a March-based year, so the leap day is the last day of its year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day counted from 1970-01-01: the inverse of `daysSince1970`.
    @inlinable
    package static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week of a day counted from 1970-01-01: 0 for Sunday ... 6 for Saturday.
    @inlinable
    package static func weekday(daysSince1970 days: Int) -> Int {
        // 1970-01-01 was a Thursday (4).
        ((days % 7) + 7 + 4) % 7
    }
}

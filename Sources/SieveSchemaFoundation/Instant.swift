// An instant read from text or a number: whole seconds since 1970 and the microseconds after
// them, computed with integers only, and turned into a `Date` once.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A point in time to the microsecond, as the date readers compute it.
package struct Instant: Equatable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z (negative before it).
    package var seconds: Int64
    /// Microseconds after `seconds`, in `0..<1_000_000`.
    package var microseconds: Int32

    package init(seconds: Int64, microseconds: Int32 = 0) {
        self.seconds = seconds
        self.microseconds = microseconds
    }

    /// The instant as a `Date`, counted from the reference date as Foundation counts it.
    package var date: Date {
        Date(
            timeIntervalSinceReferenceDate: Double(seconds - 978_307_200)
                + Double(microseconds) / 1_000_000)
    }

    /// The instant of a civil date and time at a UTC offset, or the field out of range, in
    /// words (the date parsers' last step): a date is never rolled over.
    package static func validated(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        microseconds: Int, offsetSeconds: Int
    ) -> Result<Instant, DateTextError> {
        if let problem = problem(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        {
            return .failure(.outOfRange(problem))
        }
        let days = GregorianCalendar.daysSince1970(year: year, month: month, day: day)
        let local = Int64(days) * 86_400 + Int64(hour * 3_600 + minute * 60 + second)
        return .success(
            Instant(seconds: local - Int64(offsetSeconds), microseconds: Int32(microseconds)))
    }

    /// Why a civil date and time is not one, in words, or `nil` when it is.
    package static func problem(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int
    ) -> String? {
        if !(1...12).contains(month) { return "month \(month) does not exist" }
        if day < 1 || day > GregorianCalendar.daysInMonth(month, year: year) {
            return "\(monthNames[month - 1]) \(day) does not exist in \(year)"
        }
        if !(0..<24).contains(hour) { return "hour \(hour) is out of range (0 to 23)" }
        if !(0..<60).contains(minute) { return "minute \(minute) is out of range (0 to 59)" }
        if !(0..<60).contains(second) { return "second \(second) is out of range (0 to 59)" }
        return nil
    }

    /// English month names, January first.
    package static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
}

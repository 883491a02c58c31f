// The dates of a `.formatted(DateFormatter)` strategy read without the formatter, where that
// gives the formatter's own answer: a formatter configured the plain way (`en_US_POSIX`, the
// Gregorian calendar, not lenient, no default date), a pattern `DatePattern` reads, and text
// in that pattern's one canonical form. Everything else goes to the formatter: text it would
// read more leniently (other spacing, one-digit fields, other zone spellings, a weekday that
// does not match the date), dates before 1600 (ICU's calendar is Julian before October 1582,
// `DatePattern`'s is proleptic Gregorian), and formatters configured any other way. So the
// shortcut never refuses a date: it either gives the formatter's date or defers to it.
//
// The formatter is read once per decode, on the first date (`DecoderImpl.formatterShortcut`).

import Foundation
import SieveSchemaFoundation

/// How a decode reads the dates of one `DateFormatter`.
struct FormatterShortcut {
    /// The formatter's pattern, compiled.
    let pattern: DatePattern

    /// 1600-01-01T00:00:00Z, in seconds since 1970: earlier dates go to the formatter.
    static let earliest = Int64(ISO8601Timestamp.earliest)

    /// The shortcut for `formatter`, or `nil` when its dates must all be read by it.
    init?(_ formatter: DateFormatter) {
        guard formatter.locale?.identifier == "en_US_POSIX",
            formatter.calendar?.identifier == .gregorian,
            !formatter.isLenient, formatter.defaultDate == nil,
            !formatter.doesRelativeDateFormatting,
            let format = formatter.dateFormat, let pattern = DatePattern(format)
        else { return nil }
        var hasYear = false
        var hasMonth = false
        var hasDay = false
        var hasZone = false
        for token in pattern.tokens {
            switch token {
            case .year: hasYear = true
            case .month, .monthName: hasMonth = true
            case .day: hasDay = true
            case .offsetCompact, .offsetExtended: hasZone = true
            // ICU keeps milliseconds only; `DatePattern` keeps microseconds.
            case .fraction: return nil
            default: break
            }
        }
        guard hasYear, hasMonth, hasDay else { return nil }
        // Without a zone in the text, the formatter's time zone places the date: only UTC
        // is read by hand.
        if !hasZone && !Self.utcIdentifiers.contains(formatter.timeZone?.identifier ?? "") {
            return nil
        }
        self.pattern = pattern
    }

    /// The identifiers of the zone that is UTC all year.
    static let utcIdentifiers: Set<String> = ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "GMT+0000"]

    /// The date `text` names, or `nil` when the formatter must read it.
    func date(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
        guard case .success(let instant) = pattern.parse(text), instant.seconds >= Self.earliest
        else { return nil }
        return instant.date
    }
}

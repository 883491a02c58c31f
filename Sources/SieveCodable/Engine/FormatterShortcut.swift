// The dates of a `.formatted(DateFormatter)` strategy read without the formatter, where that
// gives the formatter's own answer: a formatter configured the plain way (`en_US_POSIX`, the
// Gregorian calendar from 1600 at the latest, English month and weekday names, not lenient,
// no default date), a pattern `DatePattern` reads (and none the formatter would read
// differently: no digits in literal text, which the formatter's greedy number fields can
// swallow, and no number straight after a zone), and text in that pattern's one canonical form.
// Everything else goes to the formatter: text it would read more leniently (other spacing,
// one-digit fields, other zone spellings, a weekday that does not match the date), dates before
// 1600 (ICU's calendar is Julian before October 1582, `DatePattern`'s is proleptic Gregorian),
// and formatters configured any other way. So the shortcut never refuses a date: it either
// gives the formatter's date or defers to it.
//
// The formatter is read once per decode, on the first date (`DecoderImpl.formatterShortcut`).

// Foundation, not FoundationEssentials: DateFormatter, which `.formatted` decodes with.
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
            // Dates from 1600 on only: the calendar must be Gregorian for all of them.
            (formatter.gregorianStartDate?.timeIntervalSince1970 ?? -.infinity)
                <= Double(Self.earliest),
            !formatter.isLenient, formatter.defaultDate == nil,
            !formatter.doesRelativeDateFormatting,
            let format = formatter.dateFormat, let pattern = DatePattern(format)
        else { return nil }
        var hasYear = false
        var hasMonth = false
        var hasDay = false
        var hasZone = false
        var afterZone = false
        for token in pattern.tokens {
            switch token {
            case .year: hasYear = true
            case .month: hasMonth = true
            case .monthName:
                // The formatter reads its own names (full or short) for `MMM`.
                guard Self.hasNames(Instant.monthNames, formatter.monthSymbols, formatter.shortMonthSymbols)
                else { return nil }
                hasMonth = true
            case .weekday:
                guard
                    Self.hasNames(
                        DatePattern.weekdayNames, formatter.weekdaySymbols,
                        formatter.shortWeekdaySymbols)
                else { return nil }
            case .day: hasDay = true
            case .offsetCompact, .offsetExtended: hasZone = true
            // ICU keeps milliseconds only; `DatePattern` keeps microseconds.
            case .fraction: return nil
            // The formatter's number fields read digits greedily up to a field, so a digit
            // in literal text can be read as part of the number before it.
            case .literal(let bytes):
                if bytes.contains(where: { $0 &- UInt8(ascii: "0") < 10 }) { return nil }
            default: break
            }
            // A number straight after a zone: the formatter's zone reads on into it.
            if afterZone, Self.isNumber(token) { return nil }
            afterZone = token == .offsetCompact || token == .offsetExtended
        }
        guard hasYear, hasMonth, hasDay else { return nil }
        // Without a zone in the text, the formatter's time zone places the date: only UTC
        // is read by hand.
        if !hasZone && !Self.utcIdentifiers.contains(formatter.timeZone?.identifier ?? "") {
            return nil
        }
        self.pattern = pattern
    }

    /// True for the tokens that read digits.
    static func isNumber(_ token: DatePattern.Token) -> Bool {
        switch token {
        case .year, .month, .day, .hour, .minute, .second, .fraction: return true
        default: return false
        }
    }

    /// True when a formatter's names (`full`, and `short` for the three-letter field) are
    /// the English `names` whose first three letters `DatePattern` reads: the formatter reads
    /// its own names, full or short.
    static func hasNames(_ names: [String], _ full: [String], _ short: [String]) -> Bool {
        full == names && short == names.map { String($0.prefix(3)) }
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

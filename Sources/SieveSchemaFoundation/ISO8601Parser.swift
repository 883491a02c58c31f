// ISO 8601 date-times as RFC 3339 writes them, read by hand: `2026-11-29T08:15:00.250+01:00`.
//
//   date-time  = YYYY "-" MM "-" DD ("T" / "t") hh ":" mm ":" ss [ "." 1*DIGIT ] offset
//   offset     = "Z" / "z" / ("+" / "-") hh ":" mm
//
// Fractional seconds are optional and kept to the microsecond (further digits are dropped,
// not rounded); the calendar is the proleptic Gregorian one for every year. A field out of
// its range (February 30, hour 24, minute 60, second 60, offset hour 24) is an error, never
// rolled over. No `DateFormatter`, no locale, no allocation.

import SieveScanner

/// Reads RFC 3339 date-times.
package enum ISO8601Parser {
    /// The instant `text` names, or why it names none.
    package static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Instant, DateTextError> {
        guard text.count >= 20, let p = text.baseAddress else { return .failure(.shape) }
        guard p[4] == .minus, p[7] == .minus, p[10] | 0x20 == UInt8(ascii: "t"),
            p[13] == .colon, p[16] == .colon
        else { return .failure(.shape) }
        guard let year = digits(p, 0, 4), let month = digits(p, 5, 2), let day = digits(p, 8, 2),
            let hour = digits(p, 11, 2), let minute = digits(p, 14, 2),
            let second = digits(p, 17, 2)
        else { return .failure(.shape) }
        var index = 19
        var microseconds = 0
        if p[index] == .period {
            index += 1
            let first = index
            var scale = 100_000
            while index < text.count, let digit = digit(p[index]) {
                microseconds += digit * scale
                scale /= 10
                index += 1
            }
            guard index > first else { return .failure(.shape) }
        }
        guard index < text.count else { return .failure(.shape) }
        var offsetSeconds = 0
        switch p[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case .plus, .minus:
            guard text.count - index == 6, p[index + 3] == .colon,
                let hours = digits(p, index + 1, 2), let minutes = digits(p, index + 4, 2)
            else { return .failure(.shape) }
            guard hours < 24, minutes < 60 else {
                return .failure(.outOfRange("the UTC offset \(hours):\(minutes) is out of range"))
            }
            offsetSeconds = (hours * 3_600 + minutes * 60) * (p[index] == .minus ? -1 : 1)
            index += 6
        default:
            return .failure(.shape)
        }
        guard index == text.count else { return .failure(.shape) }
        return Instant.validated(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            microseconds: microseconds, offsetSeconds: offsetSeconds)
    }

    /// The value of the decimal digit `byte`, or `nil`.
    @inline(__always)
    static func digit(_ byte: UInt8) -> Int? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int(value) : nil
    }

    /// The number in the `count` decimal digits at `offset`, or `nil` for a non-digit.
    @inline(__always)
    static func digits(_ p: UnsafePointer<UInt8>, _ offset: Int, _ count: Int) -> Int? {
        var value = 0
        for index in offset..<(offset + count) {
            guard let digit = digit(p[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}

/// Why a text is not a date in the format asked for.
package enum DateTextError: Error, Equatable {
    /// The text does not have the format's shape.
    case shape
    /// It has the shape, but a field is out of its range; the words say which.
    case outOfRange(String)
}

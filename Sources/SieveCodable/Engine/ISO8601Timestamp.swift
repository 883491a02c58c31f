// A fast path for the most common ISO-8601 form, `YYYY-MM-DDTHH:MM:SSZ`, that gives exactly
// the `Date` Foundation's `.iso8601` strategy gives. Anything else (fractional seconds, a zone
// offset, lowercase letters, out-of-range fields, years before 1600 where Foundation's
// calendar turns Julian) goes to `Date.ISO8601FormatStyle`, as in `JSONDecoder`. The reading
// is the schema layer's (`ISO8601Parser`); this file only narrows it to that one form.

import SieveSchemaFoundation

enum ISO8601Timestamp {
    /// 1600-01-01T00:00:00Z, in seconds since 1970: earlier dates take the slow path.
    static let earliest = GregorianCalendar.daysSince1970(year: 1600, month: 1, day: 1) * 86_400

    /// Seconds since 1970 for a canonical UTC timestamp, or `nil` to use the slow path.
    static func secondsSince1970(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        // Twenty bytes ending in an upper-case `Z`, with an upper-case `T`: no fraction, no
        // offset, no lower-case letters.
        guard text.count == 20, text[10] == UInt8(ascii: "T"), text[19] == UInt8(ascii: "Z"),
            case .success(let instant) = ISO8601Parser.parse(text), instant.seconds >= earliest
        else { return nil }
        return Int(instant.seconds)
    }
}

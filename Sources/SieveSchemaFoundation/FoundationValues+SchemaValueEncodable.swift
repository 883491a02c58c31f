// Foundation's values as the schema writer writes them: each as the schema path reads it, so a
// schema's write reads back as the same value. A date as RFC 3339 text in UTC (to the
// microsecond, trailing zeros cut), a URL as its absolute string, a UUID as its string (in
// capitals, as `JSONEncoder` writes it), a decimal as its digits, data as Base64.
//
// The strategies of `SieveEncoder` do not apply to them: a schema type writes its values its
// own way under every encoder, as it reads them its own way under every decoder.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema
import SieveWriter

extension Date: SchemaValueEncodable {
    /// Writes the date as RFC 3339 text in UTC, as the schema path reads it:
    /// `2026-12-06T21:46:18Z`, `2026-12-06T21:46:18.25Z`.
    ///
    /// - Throws: `EncodingError.invalidValue` for a date with no such text (NaN, or more than
    ///   about 290,000 years from 1970).
    public func encode(to json: inout ValueWriter) throws {
        try rfc3339Text().encode(to: &json)
    }

    /// `rfc3339TextIfAny`, or `EncodingError.invalidValue` for a date that has none.
    package func rfc3339Text() throws -> String {
        guard let text = rfc3339TextIfAny else {
            // The value is the seconds, not the date: Foundation cannot print such a date.
            throw EncodingError.invalidValue(
                timeIntervalSince1970,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription: "The date \(timeIntervalSince1970) seconds from 1970 has no RFC 3339 text."))
        }
        return text
    }

    /// The date as `YYYY-MM-DDThh:mm:ss[.ffffff]Z`, to the microsecond, trailing zeros cut;
    /// `nil` when its microseconds since 1970 do not fit an `Int64` (or it is NaN). A year
    /// beyond four digits is written in full; one before year 0 is not RFC 3339 and is written
    /// with its minus sign.
    package var rfc3339TextIfAny: String? {
        let total = (timeIntervalSince1970 * 1_000_000).rounded()
        guard total.magnitude < 9.2e18 else { return nil }
        let micros = Int64(total)
        var seconds = micros / 1_000_000
        var fraction = micros % 1_000_000
        if fraction < 0 {
            fraction += 1_000_000
            seconds -= 1
        }
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = GregorianCalendar.civilDate(daysSince1970: Int(days))
        guard (0...9999).contains(year) else { return wideYearText(year, month, day, secondOfDay, fraction) }
        // Written into a string's own storage, digit by digit: no intermediate strings.
        let fractionDigits = fraction == 0 ? 0 : 6 - Self.trailingZeros(fraction)
        let length = 20 + (fractionDigits == 0 ? 0 : fractionDigits + 1)
        return String(unsafeUninitializedCapacity: length) { text in
            func put(_ value: Int, _ width: Int, at offset: Int) {
                var value = value
                for position in stride(from: offset + width - 1, through: offset, by: -1) {
                    text[position] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(year, 4, at: 0)
            text[4] = UInt8(ascii: "-")
            put(month, 2, at: 5)
            text[7] = UInt8(ascii: "-")
            put(day, 2, at: 8)
            text[10] = UInt8(ascii: "T")
            put(Int(secondOfDay / 3600), 2, at: 11)
            text[13] = UInt8(ascii: ":")
            put(Int(secondOfDay / 60 % 60), 2, at: 14)
            text[16] = UInt8(ascii: ":")
            put(Int(secondOfDay % 60), 2, at: 17)
            var end = 19
            if fractionDigits > 0 {
                text[19] = UInt8(ascii: ".")
                var digits = Int(fraction)
                for _ in 0..<(6 - fractionDigits) { digits /= 10 }
                put(digits, fractionDigits, at: 20)
                end = 20 + fractionDigits
            }
            text[end] = UInt8(ascii: "Z")
            return end + 1
        }
    }

    /// The number of trailing zero digits of a fraction of a second in microseconds.
    private static func trailingZeros(_ micros: Int64) -> Int {
        var zeros = 0
        var value = micros
        while value % 10 == 0 && zeros < 6 {
            zeros += 1
            value /= 10
        }
        return zeros
    }

    /// `rfc3339Text` for a year outside 0...9999.
    private func wideYearText(_ year: Int, _ month: Int, _ day: Int, _ secondOfDay: Int64, _ fraction: Int64) -> String {
        func padded(_ value: some BinaryInteger, _ width: Int) -> String {
            let digits = String(value.magnitude)
            return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text =
            "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T"
            + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):"
            + padded(secondOfDay % 60, 2)
        if fraction != 0 {
            var digits = padded(fraction, 6)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + "Z"
    }
}

extension URL: SchemaValueEncodable {
    /// Writes the URL's absolute string, as `JSONEncoder` does.
    public func encode(to json: inout ValueWriter) throws {
        try absoluteString.encode(to: &json)
    }
}

extension UUID: SchemaValueEncodable {
    /// Writes the UUID's string, as `JSONEncoder` does.
    public func encode(to json: inout ValueWriter) throws {
        try uuidString.encode(to: &json)
    }
}

extension Decimal: SchemaValueEncodable {
    /// Writes the decimal's digits as a number, as `JSONEncoder` does.
    ///
    /// - Throws: `EncodingError.invalidValue` for NaN, which has no JSON number.
    public func encode(to json: inout ValueWriter) throws {
        guard !isNaN else {
            throw EncodingError.invalidValue(
                self, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode Decimal.nan in JSON."))
        }
        json.writer.writeASCII(description)
    }
}

extension Data: SchemaValueEncodable {
    /// Writes the bytes as Base64, as `JSONEncoder` does by default.
    public func encode(to json: inout ValueWriter) throws {
        try base64EncodedString().encode(to: &json)
    }
}

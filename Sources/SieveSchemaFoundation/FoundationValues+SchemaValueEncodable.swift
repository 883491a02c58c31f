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
    public func encode(to json: inout ValueWriter) throws {
        try rfc3339Text.encode(to: &json)
    }

    /// The date as `YYYY-MM-DDThh:mm:ss[.ffffff]Z`, to the microsecond, trailing zeros cut.
    package var rfc3339Text: String {
        let total = (timeIntervalSince1970 * 1_000_000).rounded()
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
        func padded(_ value: some BinaryInteger, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
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

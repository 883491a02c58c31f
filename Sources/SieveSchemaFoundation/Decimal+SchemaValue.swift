// `Decimal` on the schema path, from the number's own digits: never through `Double`, so
// `10000000000000000.05` stays exact. A literal with more significant digits than `Decimal`
// holds (38) is an issue, not a silent rounding.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension Decimal: SchemaValue {
    /// Reads a JSON number exactly. More than 38 significant digits, or an exponent beyond
    /// `Decimal`'s range, is an issue `number_out_of_range`; a value that is not a number,
    /// `type_mismatch`.
    public static func decode(from reader: inout ValueReader) throws -> Decimal {
        let valueOffset = reader.offset
        guard let token = try reader.readNumberToken() else {
            return try reader.typeMismatch(expected: "a number")
        }
        let text = token.text
        if Self.significantDigits(text) <= 38, let value = Decimal(string: text) { return value }
        try reader.recordIssue(
            .numberDoesNotFit(literal: text, type: "Decimal", expected: "a number", notAnInteger: false),
            at: valueOffset)
        return try reader.placeholder()
    }

    /// Zero.
    public static var placeholderForIssues: Decimal? { 0 }

    /// The number of significant digits of a JSON number's text: its mantissa's digits
    /// without leading zeros (and without trailing zeros after the point, which `Decimal`
    /// drops exactly).
    static func significantDigits(_ text: String) -> Int {
        var digits: [UInt8] = []
        var seenPoint = false
        var trailingFractionZeros = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { break }
            if byte == UInt8(ascii: ".") {
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { continue }
            if digits.isEmpty && byte == UInt8(ascii: "0") { continue }
            digits.append(byte)
            trailingFractionZeros = seenPoint && byte == UInt8(ascii: "0") ? trailingFractionZeros + 1 : 0
        }
        return digits.count - trailingFractionZeros
    }
}

// `UUID` on the schema path: its 36-character text, in either case, read by hand.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

extension UUID: SchemaValue {
    /// Reads a UUID string such as `"7C9E6679-7425-40DE-944B-E07FC1F90AE7"` (upper or lower
    /// case hex digits, hyphens after the 8th, 12th, 16th and 20th). Anything else is an issue
    /// `invalid_value`; a value that is not a string, `type_mismatch`.
    public static func decode(from reader: inout ValueReader) throws -> UUID {
        let valueOffset = reader.offset
        guard let parsed = try reader.withStringBytes({ text in (Self.parse(text), String(decoding: text, as: UTF8.self)) })
        else { return try reader.typeMismatch(expected: "a UUID string") }
        if let uuid = parsed.0 { return uuid }
        try reader.recordIssue(
            .invalidValue(error: "\"\(parsed.1)\" is not a UUID", type: "UUID"), at: valueOffset)
        return try reader.placeholder()
    }

    /// The nil UUID, all zeros.
    public static var placeholderForIssues: UUID? { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

    /// The UUID `text` spells, or `nil`.
    package static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(16)
        var index = 0
        while index < 36 {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard text[index] == UInt8(ascii: "-") else { return nil }
                index += 1
                continue
            }
            guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

// `Data` on the schema path: base64 text, as `JSONDecoder`'s default `.base64` strategy reads
// it (`Data(base64Encoded:)`: padding required).

import Foundation
import SieveSchema

extension Data: SchemaValue {
    /// Reads a base64 string (`"AAEC"` is `[0, 1, 2]`), with the acceptance of
    /// `JSONDecoder`'s `.base64` strategy. Anything else is an issue `invalid_value`.
    public static func decode(from reader: inout ValueReader) throws -> Data {
        let valueOffset = reader.offset
        guard reader.isAtString else {
            return try reader.typeMismatch(expected: "a base64 string")
        }
        let text = try reader.readString()
        if let data = Data(base64Encoded: text) { return data }
        try reader.recordIssue(
            .invalidValue(error: "\"\(text)\" is not base64 (with padding)", type: "Data"),
            at: valueOffset)
        return try reader.placeholder()
    }

    /// No bytes.
    public static var placeholderForIssues: Data? { Data() }
}

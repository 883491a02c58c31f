// `Data` on the schema path: base64 text, as `JSONDecoder`'s default `.base64` strategy reads
// it (`Data(base64Encoded:)`: padding required).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

extension Data: SchemaValue {
    /// Reads a base64 string (`"AAEC"` is `[0, 1, 2]`), with the acceptance of
    /// `JSONDecoder`'s `.base64` strategy. Anything else is an issue `invalid_value`.
    public static func decode(from reader: inout ValueReader) throws -> Data {
        try reader.readText(Data.self, expected: "a base64 string", notA: "base64 (with padding)") {
            Data(base64Encoded: $0)
        }
    }

    /// No bytes.
    public static var placeholderForIssues: Data? { Data() }
}

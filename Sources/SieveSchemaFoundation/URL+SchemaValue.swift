// `URL` on the schema path, with the acceptance of `JSONDecoder`'s `URL` decoding:
// `URL(string:)` on the string.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

extension URL: SchemaValue {
    /// Reads a URL string as `JSONDecoder` does (`URL(string:)`: characters a URL may not hold,
    /// such as spaces in a path, are percent-encoded; an empty string, or one whose host or
    /// brackets do not parse, is an issue `invalid_value`).
    public static func decode(from reader: inout ValueReader) throws -> URL {
        try reader.readText(URL.self, expected: "a URL string", notA: "a URL") { URL(string: $0) }
    }

    /// `about:blank`.
    public static var placeholderForIssues: URL? { URL(string: "about:blank") }
}

// Writing a schema value as `Data`, for the APIs that take it.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveCodable
import SieveSchema
import SieveWriter

extension SchemaValueEncodable {
    /// The value as JSON text in UTF-8; see `jsonBytes(formatting:)`.
    public func jsonData(formatting: JSONFormatting = []) throws -> Data {
        try withJSONWriter(formatting: formatting) { Data(takingTextOf: $0) }
    }
}

// The configuration of one encode, copied from `SieveEncoder` when the encode starts so the
// encoder can be reconfigured (or shared across threads) while encodes run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter

/// A snapshot of a `SieveEncoder`'s configuration.
struct EncodingOptions: Sendable {
    // Every stored property is `Sendable`: Foundation's strategy enums are, and `userInfo`
    // holds `any Sendable` (see the soundness comment on `SieveEncoder`).
    var outputFormatting: JSONEncoder.OutputFormatting = []
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// The writer's layout for `outputFormatting`.
    var formatting: JSONFormatting {
        var formatting: JSONFormatting = []
        if outputFormatting.contains(.prettyPrinted) { formatting.insert(.prettyPrinted) }
        if outputFormatting.contains(.sortedKeys) { formatting.insert(.sortedKeys) }
        if outputFormatting.contains(.withoutEscapingSlashes) {
            formatting.insert(.withoutEscapingSlashes)
        }
        return formatting
    }
}

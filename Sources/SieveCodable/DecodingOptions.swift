// The configuration of one decode, copied from `SieveDecoder` when the decode starts so the
// decoder can be reconfigured (or shared across threads) while decodes run.

import Foundation
import SieveScanner

/// A snapshot of a `SieveDecoder`'s configuration.
struct DecodingOptions: Sendable {
    // Checked by the compiler, not `@unchecked`: every stored property is `Sendable`
    // (Foundation's strategy enums are, `userInfo` holds `any Sendable`, `Limits` is).
    var keyDecodingStrategy: SieveDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dateDecodingStrategy: SieveDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: SieveDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: SieveDecoder.NonConformingFloatDecodingStrategy =
        .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var limits: Limits = .default
    /// What `JSONDecoder` accepts by default: RFC 8259 and one trailing comma.
    var syntax: JSONSyntax = .trailingCommas
    var decodesSchemaTypesBySchema = true
}

/// How keys are matched, decided once per decode.
enum KeyMatching {
    /// JSON keys compare byte for byte with `CodingKey.stringValue`.
    case exact
    /// JSON keys are converted from snake_case first, exactly as Foundation converts them.
    case convertFromSnakeCase
    /// JSON keys are passed through the user's closure first.
    case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)

    init(_ strategy: SieveDecoder.KeyDecodingStrategy) {
        switch strategy {
        case .useDefaultKeys: self = .exact
        case .convertFromSnakeCase: self = .convertFromSnakeCase
        case .custom(let converter): self = .custom(converter)
        @unknown default: self = .exact
        }
    }

    var isExact: Bool {
        if case .exact = self { return true }
        return false
    }
}

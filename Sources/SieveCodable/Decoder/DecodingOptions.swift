// The configuration of one decode, copied from `SieveDecoder` when the decode starts so the
// decoder can be reconfigured (or shared across threads) while decodes run.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// A snapshot of a `SieveDecoder`'s configuration.
struct DecodingOptions: Sendable {
    // Checked by the compiler, not `@unchecked`: every stored property is `Sendable`
    // (Foundation's strategy enums are; Sieve's date strategy is, holding only `Sendable`
    // payloads, `DateFormatter` among them; `userInfo` holds `any Sendable`; `Limits` is). A value
    // that is not `Sendable` reaches `userInfo` only through `SieveDecoder.userInfo`'s
    // `@preconcurrency`, past the compiler's warning at the user's assignment, exactly as it
    // reaches `JSONDecoder`'s; see the soundness comment on `SieveDecoder`.
    var keyDecodingStrategy: SieveDecoder.KeyDecodingStrategy = .useDefaultKeys
    var dateDecodingStrategy: SieveDecoder.DateDecodingStrategy = .deferredToDate
    var dataDecodingStrategy: SieveDecoder.DataDecodingStrategy = .base64
    var nonConformingFloatDecodingStrategy: SieveDecoder.NonConformingFloatDecodingStrategy =
        .throw
    /// The user's values. `assumesTopLevelDictionary` lives here too, as in `JSONDecoder`.
    var userInfo: [CodingUserInfoKey: any Sendable] = [:] {
        didSet { assumesTopLevelDictionary = Self.assumesTopLevelDictionary(in: userInfo) }
    }
    var limits: Limits = .default
    /// What `JSONDecoder` accepts by default: RFC 8259 and one trailing comma.
    var syntax: JSONSyntax = .trailingCommas
    var decodesSchemaTypesBySchema = true
    /// What happens to members no key of a container's type names.
    var unknownKeyPolicy = UnknownKeyPolicy.ignore
    /// Whether the input is JSON5: it is then translated once (`JSON5Translation`) and the
    /// translation read in `readingSyntax`.
    var allowsJSON5 = false
    /// The syntax of the text the decode reads: `syntax`, or a JSON5 translation's.
    var readingSyntax: JSONSyntax { allowsJSON5 ? .translatedJSON5 : syntax }
    /// `userInfo[.assumesTopLevelDictionary]`, kept in step with it whenever `userInfo`
    /// changes, so a decode reads a flag instead of looking a key up.
    private(set) var assumesTopLevelDictionary = false

    /// Sets `assumesTopLevelDictionary` the way `JSONDecoder` does: as an entry of `userInfo`.
    mutating func setAssumesTopLevelDictionary(_ value: Bool) {
        userInfo[.assumesTopLevelDictionary] = value
    }

    static func assumesTopLevelDictionary(in userInfo: [CodingUserInfoKey: any Sendable]) -> Bool
    {
        userInfo[.assumesTopLevelDictionary] as? Bool ?? false
    }
}

extension CodingUserInfoKey {
    /// The `userInfo` key `JSONDecoder` stores `assumesTopLevelDictionary` under. Its value is
    /// visible to the user's types in `decoder.userInfo`, and replacing `userInfo` resets the
    /// option, in both decoders.
    static let assumesTopLevelDictionary = CodingUserInfoKey(
        rawValue: "_NSAssumesTopLevelDictionaryJSON5")!
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

// An externally tagged block, `{"text": {"text": "hi", "format": "plain"}}`: the only member's
// key names the case. The allocation probe holds Sieve's `singleKey(as:)` to its promise: a
// known key is matched in the document's bytes, so the decode makes no `String` for it and,
// with short strings, allocates nothing.

import Sieve

/// A content block tagged by its only member's key.
enum ExternalBlock: Schema, Decodable, Equatable {
    case text(TextBlock)
    case quote(QuoteBlock)
    case unknown(String)

    /// The kinds, by their keys.
    enum Kind: String, CaseIterable, Sendable { case text, quote }

    init(from json: inout ObjectReader) throws {
        switch try json.singleKey(as: Kind.self) {
        case .known(.text): self = .text(try json.decode("text"))
        case .known(.quote): self = .quote(try json.decode("quote"))
        case .unknown(let key): self = .unknown(key)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "an empty block"))
        }
        switch Kind(rawValue: key.stringValue) {
        case .text: self = .text(try container.decode(TextBlock.self, forKey: key))
        case .quote: self = .quote(try container.decode(QuoteBlock.self, forKey: key))
        case nil: self = .unknown(key.stringValue)
        }
    }

    /// The probe's input: a block of short strings.
    static let json = #"{"text": {"text": "hi there", "format": "plain"}}"#
}

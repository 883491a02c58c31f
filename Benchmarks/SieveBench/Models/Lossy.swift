// The `lenient` pass's models: a drift file's records with every malformed record dropped.
// Sieve reads the array with `elements: .drop` (each drop a warning); Foundation with the
// lossy-array pattern apps write for it (each element tried with `try?`, a failed one
// skipped by decoding an empty value over it).

import Sieve

/// The records that decode, Sieve's way.
struct DroppingList<Element: SchemaValue & Equatable>: SchemaValue, Equatable {
    var elements: [Element]

    static func decode(from reader: inout ValueReader) throws -> DroppingList {
        DroppingList(elements: try [Element].decode(from: &reader, elements: .drop))
    }
}

/// The records that decode, the way apps write it for `JSONDecoder`.
struct LossyArray<Element: Decodable & Equatable>: Decodable, Equatable {
    var elements: [Element]

    init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        var decoded: [Element] = []
        while !values.isAtEnd {
            if let value = try? values.decode(Element.self) {
                decoded.append(value)
            } else {
                _ = try? values.decode(Discarded.self)
            }
        }
        elements = decoded
    }

    /// A value that reads nothing, to move past one element.
    private struct Discarded: Decodable {}
}

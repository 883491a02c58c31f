// Shape 7 of Corpus/README.md, dictionaries keyed by data (`dict-records-*.json` as
// `[String: Product]`, `dict-ints-*.json` as `[String: Int]`): every key becomes a `String`.

import Sieve

/// The value type of `dict-records`.
struct Product: Schema, Decodable, Equatable {
    var name: String
    var price: Double
    var qty: Int
    var inStock: Bool
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case name, price, qty
        case inStock = "in_stock"
        case tags
    }

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        price = try json.decode("price")
        qty = try json.decode("qty")
        inStock = try json.decode("in_stock")
        tags = try json.decode("tags")
    }
}

// Shape 6 of Corpus/README.md, deep nesting (`deep-nesting-*.json`): chains of up to 199 nodes,
// nesting depth up to 399. Both decoders recurse once per node.

import Sieve

/// One tree node.
struct Node: Schema, Decodable, Equatable {
    var id: Int
    var tag: String
    var children: [Node]

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        tag = try json.decode("tag")
        children = try json.decode("children")
    }
}

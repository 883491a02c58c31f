// Shape 2 of Corpus/README.md, wide objects read through a narrow model
// (`wide-objects-*.json`): 7 wanted keys out of 50, 200 or 2000 members per object. Sieve reads
// them in place when they come first (`front`) and from its member index otherwise; Foundation
// parses every member either way.

import Sieve

/// The seven members a client reads from a wide server object, in declaration order.
struct NarrowWide: Schema, Decodable, Equatable {
    var id: Int
    var name: String
    var email: String
    var active: Bool
    var score: Double
    var createdAt: String
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, email, active, score
        case createdAt = "created_at"
        case tags
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        name = try json.decode("name")
        email = try json.decode("email")
        active = try json.decode("active")
        score = try json.decode("score")
        createdAt = try json.decode("created_at")
        tags = try json.decode("tags")
    }
}

// An object with no members the documents ever fill (`{}` in apache_builds.json), decoded and
// checked to be an object on both sides.

import Sieve

/// A JSON object whose members, if any, are ignored.
struct EmptyObject: Schema, Decodable, Equatable {
    init(from json: inout ObjectReader) throws {}
    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: AnyCodingKey.self)
    }
}

/// A coding key for any member name, to open a keyed container without naming its keys.
private struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

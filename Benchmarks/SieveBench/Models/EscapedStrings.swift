// Shape 5 of Corpus/README.md, escape- and Unicode-heavy strings (`escaped-strings-*.json`):
// each field isolates one string path. Strings are compared as UTF-8 bytes, not with Swift's
// `==` (which treats canonically equivalent strings as equal).

import Sieve

/// One message with a string per decoding path.
struct Message: Schema, Decodable, Equatable {
    var id: Int
    var lang: String
    var ascii: String
    var escaped: String
    var unicodeEscaped: String
    var rawUTF8: String
    var mixed: String

    enum CodingKeys: String, CodingKey {
        case id, lang, ascii, escaped
        case unicodeEscaped = "unicode_escaped"
        case rawUTF8 = "raw_utf8"
        case mixed
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        lang = try json.decode("lang")
        ascii = try json.decode("ascii")
        escaped = try json.decode("escaped")
        unicodeEscaped = try json.decode("unicode_escaped")
        rawUTF8 = try json.decode("raw_utf8")
        mixed = try json.decode("mixed")
    }
}

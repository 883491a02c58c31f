// Schemas that write themselves: the text JSONEncoder writes for the same members, in every
// layout; nil left out unless asked; members of every kind (schemas, Encodable values,
// optionals, arrays, dictionaries, extras); errors with their paths; and the same keys under
// JSONEncoder and SieveEncoder.

import Foundation
import Sieve
import Testing

/// A schema with a member of every kind, and its `Codable` twin for `JSONEncoder`.
struct WriterSample: SchemaEncodable {
    var id = 7
    var title = "a/b \"q\" \u{1} é 😀"
    var ratio = 0.1
    var whole = 100.0
    var flag = true
    var note: String? = nil
    var parent: String? = nil
    var tags = ["x", "y"]
    var scores: [Int?] = [1, nil, 3]
    var counts: [String: Int] = ["b": 2, "a": 1]
    var byID: [Int: String] = [3: "c"]
    var child = WriterChild(name: "c", size: 1.5)
    var money = WriterMoney(amount: 12, currency: "EUR")
    var rest: Extras = ["z": 1, "y": [true, .null]]

    func encode(to json: inout ObjectWriter) throws {
        try json.encode("id", id)
        try json.encode("title", title)
        try json.encode("ratio", ratio)
        try json.encode("whole", whole)
        try json.encode("flag", flag)
        try json.encode("note", note)
        try json.encode("parent", parent, nulls: .write)
        try json.encode("tags", tags)
        try json.encode("scores", scores)
        try json.encode("counts", counts)
        try json.encode("by_id", byID)
        try json.encode("child", child)
        try json.encode("money", money)
        try json.encode(extras: rest)
    }
}

struct WriterChild: SchemaEncodable, Equatable {
    var name: String
    var size: Double
    func encode(to json: inout ObjectWriter) throws {
        try json.encode("name", name)
        try json.encode("size", size)
    }
}

/// Written through the drop-in encoder's engine: a plain `Codable` member of a schema.
struct WriterMoney: Codable, Equatable {
    var amount: Decimal
    var currency: String
}

/// The `Codable` twin of `WriterSample`: the members `JSONEncoder` writes for it.
struct WriterSampleTwin: Encodable {
    var id = 7
    var title = "a/b \"q\" \u{1} é 😀"
    var ratio = 0.1
    var whole = 100.0
    var flag = true
    var note: String? = nil
    var parent: String? = nil
    var tags = ["x", "y"]
    var scores: [Int?] = [1, nil, 3]
    var counts: [String: Int] = ["b": 2, "a": 1]
    var byID: [Int: String] = [3: "c"]
    var child = WriterChildTwin(name: "c", size: 1.5)
    var money = WriterMoney(amount: 12, currency: "EUR")
    var z = 1
    var y: [Bool?] = [true, nil]

    enum CodingKeys: String, CodingKey {
        case id, title, ratio, whole, flag, note, parent, tags, scores, counts, byID = "by_id", child, money, z, y
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(ratio, forKey: .ratio)
        try container.encode(whole, forKey: .whole)
        try container.encode(flag, forKey: .flag)
        try container.encodeIfPresent(note, forKey: .note)
        try container.encode(parent, forKey: .parent)
        try container.encode(tags, forKey: .tags)
        try container.encode(scores, forKey: .scores)
        try container.encode(counts, forKey: .counts)
        try container.encode(byID, forKey: .byID)
        try container.encode(child, forKey: .child)
        try container.encode(money, forKey: .money)
        try container.encode(z, forKey: .z)
        try container.encode(y, forKey: .y)
    }
}

struct WriterChildTwin: Encodable {
    var name: String
    var size: Double
}

/// A schema whose member cannot be written.
struct WriterBroken: SchemaEncodable {
    var values: [Double]
    func encode(to json: inout ObjectWriter) throws {
        try json.encode("ok", 1)
        try json.encode("values", values)
    }
}

@Suite("Schemas writing themselves")
struct SchemaWriterTests {
    @Test("The text is JSONEncoder's, byte for byte, in every layout (members sorted)",
          arguments: [JSONFormatting.sortedKeys, [.sortedKeys, .prettyPrinted],
                      [.sortedKeys, .withoutEscapingSlashes], [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]])
    func sameTextAsJSONEncoder(formatting: JSONFormatting) throws {
        let foundation = JSONEncoder()
        if formatting.contains(.prettyPrinted) { foundation.outputFormatting.insert(.prettyPrinted) }
        if formatting.contains(.sortedKeys) { foundation.outputFormatting.insert(.sortedKeys) }
        if formatting.contains(.withoutEscapingSlashes) { foundation.outputFormatting.insert(.withoutEscapingSlashes) }
        let expected = String(decoding: try foundation.encode(WriterSampleTwin()), as: UTF8.self)
        #expect(try WriterSample().jsonString(formatting: formatting) == expected)
        #expect(try WriterSample().jsonBytes(formatting: formatting) == Array(expected.utf8))
        #expect(try WriterSample().jsonData(formatting: formatting) == Data(expected.utf8))
    }

    @Test("Members come in the order written, nil left out unless asked, extras last")
    func order() throws {
        let text = try WriterSample().jsonString()
        let keys = try RawValue(parsing: text).objectValue?.keys
        #expect(keys == ["id", "title", "ratio", "whole", "flag", "parent", "tags", "scores", "counts", "by_id", "child", "money", "z", "y"])
        #expect(text.contains(#""parent":null"#))
        #expect(!text.contains(#""note""#))
        #expect(text.contains(#""money":{"amount":12,"currency":"EUR"}"#))
    }

    @Test("Arrays and dictionaries of schemas write themselves")
    func collections() throws {
        let child = WriterChild(name: "n", size: 2)
        #expect(try [child, child].jsonString() == #"[{"name":"n","size":2},{"name":"n","size":2}]"#)
        #expect(try ["k": child].jsonString() == #"{"k":{"name":"n","size":2}}"#)
        #expect(try [child, nil].jsonString() == #"[{"name":"n","size":2},null]"#)
        #expect(try ([] as [WriterChild]).jsonString(formatting: .prettyPrinted) == "[\n\n]")
    }

    @Test("A value JSON cannot hold is an EncodingError whose path leads to it, and nothing is half-written")
    func errors() throws {
        do {
            _ = try ["list": [WriterBroken(values: [1, .nan])]].jsonBytes()
            Issue.record("a NaN was written")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["list", "Index 0", "values", "Index 1"])
            #expect(context.debugDescription == "Unable to encode Double.nan directly in JSON.")
        }
    }

    @Test("Under JSONEncoder and SieveEncoder a schema member writes the same keys")
    func insideCodableModels() throws {
        struct Holder: Encodable {
            var child: WriterChild
            var children: [WriterChild]
        }
        let holder = Holder(child: WriterChild(name: "a", size: 1), children: [WriterChild(name: "b", size: 0.5)])
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        let sieve = SieveEncoder()
        sieve.outputFormatting = .sortedKeys
        let expected = #"{"child":{"name":"a","size":1},"children":[{"name":"b","size":0.5}]}"#
        #expect(String(decoding: try foundation.encode(holder), as: UTF8.self) == expected)
        #expect(String(decoding: try sieve.encode(holder), as: UTF8.self) == expected)
        sieve.outputFormatting = [.sortedKeys, .prettyPrinted]
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        #expect(try sieve.encode(holder) == foundation.encode(holder))
    }

    @Test("A Codable member of a schema follows the SieveEncoder's strategies when it writes inside one")
    func strategiesInside() throws {
        struct Stamp: Codable { var at: Date }
        struct Event: SchemaEncodable {
            var stamp: Stamp
            func encode(to json: inout ObjectWriter) throws { try json.encode("stamp", stamp) }
        }
        struct Envelope: Encodable { var event: Event }
        let event = Event(stamp: Stamp(at: Date(timeIntervalSince1970: 0)))
        // On its own: JSONEncoder's default, seconds since 2001.
        #expect(try event.jsonString() == #"{"stamp":{"at":-978307200}}"#)
        let encoder = SieveEncoder()
        encoder.dateEncodingStrategy = .iso8601
        #expect(String(decoding: try encoder.encode(Envelope(event: event)), as: UTF8.self)
            == #"{"event":{"stamp":{"at":"1970-01-01T00:00:00Z"}}}"#)
    }
}

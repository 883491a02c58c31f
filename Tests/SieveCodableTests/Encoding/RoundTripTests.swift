// What came in goes back out: every valid document of Corpus/ and the real documents, decoded
// by SieveDecoder into models that keep what they do not name, written by SieveEncoder and
// decoded again, with nothing lost; and a RawValue written back is the same value, literals
// and member order included.

import Foundation
import Sieve
import Testing

/// A model that names nothing: every member of its object is kept as an extra.
struct RoundTripWhole: Codable, Equatable {
    var rest: Extras
}

/// A model that names two members and keeps the rest.
struct RoundTripPartial: Codable, Equatable {
    var id: RawValue?
    var tier: Open<RoundTripTier>?
    var rest: Extras
}

enum RoundTripTier: String, Codable, Equatable { case free }

enum RoundTripLevel: Int, Codable, Equatable { case one = 1 }

/// A model whose open enum has integer raw values.
struct RoundTripLevels: Codable, Equatable {
    var level: Open<RoundTripLevel>
}

/// The documents: every valid corpus file and the real documents.
private let roundTripDocuments: [String] = {
    let corpus = ((try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? [])
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix("n_") }.sorted().map { "Corpus/" + $0 }
    let realworld = [
        "twitter.json", "citm_catalog.json", "canada.json", "github_events.json",
        "google_maps_api_response.json", "apache_builds.json",
    ].map { "Tests/Fixtures/realworld/" + $0 }
    return corpus + realworld
}()

private func document(_ path: String) throws -> Data {
    try Data(contentsOf: corpusDirectory.deletingLastPathComponent().appendingPathComponent(path))
}

/// Decodes with `SieveDecoder`, encodes with `SieveEncoder`, decodes again: the same value.
private func roundTrip<T: Codable & Equatable>(_ type: T.Type, _ data: Data) throws -> (T, Data) {
    let value = try SieveDecoder().decode(T.self, from: data)
    let written = try SieveEncoder().encode(value)
    let again = try SieveDecoder().decode(T.self, from: written)
    #expect(again == value)
    return (value, written)
}

@Suite("Round trips")
struct RoundTripTests {
    @Test("A RawValue written back reads as the same value: literals, order, duplicates",
          arguments: roundTripDocuments)
    func rawValue(path: String) throws {
        let value = try RawValue(parsing: try document(path))
        for formatting: JSONFormatting in [[], .prettyPrinted, .withoutEscapingSlashes] {
            #expect(try RawValue(parsing: value.jsonBytes(formatting: formatting)) == value, "\(formatting)")
        }
    }

    @Test("A model keeping every member as extras writes the document's members back, in order",
          arguments: roundTripDocuments)
    func wholeDocument(path: String) throws {
        let data = try document(path)
        let raw = try RawValue(parsing: data)
        switch raw {
        case .object:
            // Every member is an extra: the text is the document's, member for member.
            let (_, written) = try roundTrip(RoundTripWhole.self, data)
            #expect(Array(written) == raw.jsonBytes())
        case .array(let elements) where elements.allSatisfy({ $0.objectValue != nil }):
            let (_, written) = try roundTrip([RoundTripWhole].self, data)
            #expect(Array(written) == raw.jsonBytes())
            _ = try roundTrip([RoundTripPartial].self, data)
        default:
            let (_, written) = try roundTrip(RawValue.self, data)
            #expect(Array(written) == raw.jsonBytes())
        }
    }

    @Test("Named members come first, the kept ones after, in their order; unknown cases as they arrived")
    func partialModel() throws {
        let input = Data(#"{"zeta": [1.0, 1e400], "tier": "enterprise", "id": 10000000000000000999, "alpha": {"b": 1, "b": 2}}"#.utf8)
        let (value, written) = try roundTrip(RoundTripPartial.self, input)
        #expect(value.tier == .unknown("enterprise"))
        #expect(value.rest.keys == ["zeta", "alpha"])
        #expect(
            String(decoding: written, as: UTF8.self)
                == #"{"id":10000000000000000999,"tier":"enterprise","zeta":[1.0,1e400],"alpha":{"b":1,"b":2}}"#)
    }

    @Test("An unknown integer case goes back out as the number that arrived")
    func integerOpenEnum() throws {
        let (value, written) = try roundTrip([RoundTripLevels].self, Data(#"[{"level": 1}, {"level": 7}]"#.utf8))
        #expect(value[1].level == .unknown("7"))
        #expect(String(decoding: written, as: UTF8.self) == #"[{"level":1},{"level":7}]"#)
    }

    @Test("Under JSONEncoder, Extras is an object under its own key, which JSONDecoder reads back (in its own order)")
    func extrasUnderJSONEncoder() throws {
        let value = try SieveDecoder().decode(RoundTripWhole.self, from: Data(#"{"a": 1, "b": [true]}"#.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(value)
        #expect(String(decoding: written, as: UTF8.self) == #"{"rest":{"a":1,"b":[true]}}"#)
        #expect(try JSONDecoder().decode(RoundTripWhole.self, from: written).rest.object.dictionary == value.rest.object.dictionary)
    }

    @Test("A lone surrogate escape cannot reach a writer: reading refuses it, as JSONDecoder does")
    func loneSurrogate() throws {
        for text in [#""\uD800""#, #"{"a": "x\uDC00y"}"#, #"["\uD83D"]"#] {
            #expect(throws: ScanError.self) { try RawValue(parsing: text) }
            #expect(throws: DecodingError.self) { try SieveDecoder().decode(RawValue.self, from: Data(text.utf8)) }
            #expect(throws: (any Error).self) { try JSONDecoder().decode(RawValue.self, from: Data(text.utf8)) }
        }
        // A paired escape is a character like any other, written back as UTF-8.
        let pair = try RawValue(parsing: #""\uD83D\uDE00""#)
        #expect(pair.jsonString() == "\"😀\"")
    }

    @Test("Every string is written as valid UTF-8, whatever it holds")
    func validUTF8() throws {
        var scalars = String.UnicodeScalarView()
        for value in [0x00, 0x1F, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF] {
            scalars.append(Unicode.Scalar(value)!)
        }
        let text = String(scalars) + "e\u{301}"
        for bytes in [RawValue.string(text).jsonBytes(), Array(try SieveEncoder().encode([text])), try [text].jsonBytes()] {
            #expect(String(validating: bytes, as: UTF8.self) != nil)
            let back = try RawValue(parsing: bytes)
            #expect(back == .string(text) || back == .array([.string(text)]))
        }
    }
}

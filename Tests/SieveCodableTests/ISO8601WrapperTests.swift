// `@ISO8601`: a Date property written as RFC 3339 text under any decoder and encoder with
// their default settings, and `@Lossless` optionals whose key is missing.

import Foundation
import Sieve
import Testing

private struct Event: Codable, Equatable {
    @ISO8601 var createdAt: Date
    @ISO8601 var closedAt: Date?
}

private struct Counted: Codable, Equatable {
    @Lossless var count: Int?
}

@Suite("@ISO8601 and optional @Lossless")
struct ISO8601WrapperTests {
    static let instant = Date(timeIntervalSince1970: 1_764_404_100.25)  // 2025-11-29T08:15:00.25Z

    @Test("Both decoders read the text with their default settings; missing and null are nil")
    func decodes() throws {
        for json in [
            #"{"createdAt": "2025-11-29T09:15:00.250+01:00"}"#,
            #"{"createdAt": "2025-11-29T08:15:00.25Z", "closedAt": null}"#,
        ] {
            let data = Data(json.utf8)
            let expected = Event(createdAt: Self.instant, closedAt: nil)
            #expect(try JSONDecoder().decode(Event.self, from: data) == expected)
            #expect(try SieveDecoder().decode(Event.self, from: data) == expected)
        }
        let both = Data(#"{"createdAt": "2025-11-29T08:15:00Z", "closedAt": "1970-01-01T00:00:00Z"}"#.utf8)
        #expect(try JSONDecoder().decode(Event.self, from: both).closedAt == Date(timeIntervalSince1970: 0))
    }

    @Test("Text that is not a date fails with a message saying why, at the property")
    func refuses() throws {
        for (json, reason) in [
            (#"{"createdAt": "2025-02-30T08:15:00Z"}"#, "February"),
            (#"{"createdAt": "yesterday"}"#, "expected an ISO 8601 date-time"),
        ] {
            do {
                _ = try JSONDecoder().decode(Event.self, from: Data(json.utf8))
                Issue.record("decoded \(json)")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.codingPath.map(\.stringValue) == ["createdAt"])
                #expect(context.debugDescription.contains(reason), "\(context.debugDescription)")
            }
            #expect(throws: DecodingError.self) { try SieveDecoder().decode(Event.self, from: Data(json.utf8)) }
        }
    }

    @Test("Writing gives UTC text that reads back; nil is left out")
    func encodes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(Event(createdAt: Self.instant, closedAt: nil)), as: UTF8.self)
        #expect(text == #"{"createdAt":"2025-11-29T08:15:00.25Z"}"#)
        let old = Event(createdAt: Date(timeIntervalSince1970: -86_400 * 365 * 100), closedAt: Date(timeIntervalSince1970: 0))
        let written = try encoder.encode(old)
        #expect(String(decoding: written, as: UTF8.self) == #"{"closedAt":"1970-01-01T00:00:00Z","createdAt":"1870-01-25T00:00:00Z"}"#)
        #expect(try JSONDecoder().decode(Event.self, from: written) == old)
    }

    @Test("An optional @Lossless property whose key is missing is nil, under both decoders")
    func losslessOptional() throws {
        for decode in [
            { try JSONDecoder().decode(Counted.self, from: $0) },
            { try SieveDecoder().decode(Counted.self, from: $0) },
        ] as [(Data) throws -> Counted] {
            #expect(try decode(Data("{}".utf8)).count == nil)
            #expect(try decode(Data(#"{"count": null}"#.utf8)).count == nil)
            #expect(try decode(Data(#"{"count": "12"}"#.utf8)).count == 12)
            #expect(throws: DecodingError.self) { try decode(Data(#"{"count": "1.5"}"#.utf8)) }
        }
    }
}

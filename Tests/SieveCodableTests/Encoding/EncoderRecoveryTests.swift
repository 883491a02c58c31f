// What a model can do that a streaming writer must survive: keep an encoder past its
// `encode(to:)`, catch the errors of a write and go on, write to an outer container from
// inside an inner value, and mix schemas into models that fall back to the tree form. Each
// gives JSONEncoder's text, or a clear error, and never a crash.

import Foundation
import Sieve
import Testing

/// Keeps the encoder it was given.
private final class EncoderKeeper: Encodable {
    // One test writes and reads it, on one thread.
    nonisolated(unsafe) static var kept: (any Encoder)?
    func encode(to encoder: any Encoder) throws {
        EncoderKeeper.kept = encoder
        var container = encoder.singleValueContainer()
        try container.encode(1)
    }
}

/// Encodes the key `k` twice: the in-order form cannot follow it.
private struct TwiceK: Encodable {
    enum Keys: String, CodingKey { case k }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .k)
        try container.encode(2, forKey: .k)
    }
}

/// A schema whose member fails, caught by the schema.
private struct Forgiving: SchemaEncodable {
    func encode(to json: inout ObjectWriter) throws {
        try? json.encode("bad", TwiceK())
        try json.encode("after", 1)
    }
}

private struct Holder: Encodable {
    var id = 1
    var inner = Forgiving()
}

/// Runs a closure as its encoding.
private struct Run: Encodable {
    let body: (any Encoder) throws -> Void
    func encode(to encoder: any Encoder) throws { try body(encoder) }
}

private struct Failure: Error {}

/// A schema written with its own key, which a key strategy must not touch.
private struct Money: SchemaEncodable {
    func encode(to json: inout ObjectWriter) throws {
        try json.encode("amountCents", 1250)
        try json.encode("exact", RawValue.number(RawNumber(text: "12.50")!))
    }
}

private struct Priced: Encodable {
    var twice: Bool
    var money = Money()
    enum Keys: String, CodingKey { case money, itemCount }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(money, forKey: .money)
        try container.encode(1, forKey: .itemCount)
        if twice { try container.encode(2, forKey: .itemCount) }
    }
}

/// Writes a value, or two, or none, through its value writer.
private struct Writes: SchemaValueEncodable {
    var count: Int
    func encode(to json: inout ValueWriter) throws {
        for _ in 0..<count { try json.encode(1) }
    }
}

private func sorted<T: Encodable>(_ value: T, _ encoder: SieveEncoder = SieveEncoder()) throws -> String {
    encoder.outputFormatting.insert(.sortedKeys)
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func foundationSorted<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite("Encoder recovery")
struct EncoderRecoveryTests {
    @Test("An encoder kept past its encode(to:) refuses to write, and reads no freed state")
    func keptEncoder() throws {
        #expect(String(decoding: try SieveEncoder().encode(EncoderKeeper()), as: UTF8.self) == "1")
        let kept = try #require(EncoderKeeper.kept)
        #expect(kept.userInfo.isEmpty)
        #expect(kept.codingPath.isEmpty)
        var container = kept.singleValueContainer()
        #expect(throws: (any Error).self) { try container.encode(2) }
        EncoderKeeper.kept = nil
    }

    @Test("A schema that catches a member's failure inside a Codable model: JSONEncoder's text")
    func caughtInsideSchema() throws {
        #expect(try sorted(Holder()) == #"{"id":1,"inner":{"after":1,"bad":{"k":2}}}"#)
        #expect(try sorted([Holder(), Holder()]) == "[" + [String](repeating: #"{"id":1,"inner":{"after":1,"bad":{"k":2}}}"#, count: 2).joined(separator: ",") + "]")
    }

    @Test("A value that writes to an outer container, then fails and is caught: JSONEncoder's text")
    func outerWriteThenFailure() throws {
        let model = Run { encoder in
            var outer = encoder.unkeyedContainer()
            var inner = outer.nestedUnkeyedContainer()
            try? inner.encode(Run { _ in
                try outer.encode(2)
                throw Failure()
            })
            try outer.encode(3)
        }
        #expect(try sorted(model) == foundationSorted(model))
        #expect(try sorted(model) == "[[],2,3]")
    }

    @Test("A schema inside a model keeps its keys and literals in both forms, whatever the key strategy")
    func schemaInBothForms() throws {
        let encoder = SieveEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let inOrder = try sorted(Priced(twice: false), encoder)
        let tree = try sorted(Priced(twice: true), encoder)
        #expect(inOrder == #"{"item_count":1,"money":{"amountCents":1250,"exact":12.50}}"#)
        #expect(tree == #"{"item_count":2,"money":{"amountCents":1250,"exact":12.50}}"#)
    }

    @Test("A value writer holds exactly one value: a second is an error, none is an error")
    func oneValue() throws {
        #expect(try Writes(count: 1).jsonString() == "1")
        #expect(try [Writes(count: 1)].jsonString() == "[1]")
        for count in [0, 2] {
            do {
                _ = try ["a": Writes(count: count)].jsonBytes()
                Issue.record("\(count) values were written")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == ["a"])
                #expect(context.debugDescription.contains(count == 0 ? "wrote no value" : "second value"))
            }
        }
    }

    @Test("A failed value caught inside a value writer leaves the place as it was")
    func caughtInsideValueWriter() throws {
        struct Recovering: SchemaValueEncodable {
            func encode(to json: inout ValueWriter) throws {
                do {
                    try json.encode([1, Double.nan])
                } catch {
                    try json.encodeNil()
                }
            }
        }
        #expect(try ["a": Recovering(), "b": Recovering()].jsonString(formatting: .sortedKeys) == #"{"a":null,"b":null}"#)
    }

    @Test("A date with no RFC 3339 text is an error, not a crash")
    func farDates() {
        for seconds in [1e13, -1e13, .nan, .infinity] {
            #expect(throws: EncodingError.self) { try [Date(timeIntervalSince1970: seconds)].jsonBytes() }
        }
        #expect(throws: Never.self) { try Date(timeIntervalSince1970: 1e11).jsonBytes() }
    }
}

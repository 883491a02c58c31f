// Typed dictionary keys: `SchemaKey` for strings, integers and raw-value enums; a key that
// does not convert is `invalid_key`; two JSON keys that convert to one warn `key_collision`.

import Sieve
import Testing

@Suite("Typed dictionary keys")
struct SchemaKeyTests {
    enum Currency: String, Sendable, SchemaKey { case eur, usd }
    enum Slot: Int, Sendable, SchemaKey { case first = 1, second = 2 }

    struct Prices: Schema {
        var prices: [Currency: Double]
        var seats: [Int: Int]
        var slots: [Slot: String]
        init(from json: inout ObjectReader) throws {
            prices = try json.decode("prices")
            seats = try json.decode("seats")
            slots = try json.decode("slots")
        }
    }

    @Test("keys convert to their type")
    func converted() throws {
        let value = try Prices.parse(
            json: #"{"prices": {"eur": 9.99, "usd": 1}, "seats": {"1": 10, "-2": 3}, "slots": {"2": "b"}}"#)
        #expect(value.prices == [.eur: 9.99, .usd: 1])
        #expect(value.seats == [1: 10, -2: 3])
        #expect(value.slots == [.second: "b"])
    }

    @Test("a key that does not convert is invalid_key at its member's path")
    func invalidKey() throws {
        let diagnosis = Prices.diagnose(
            json: #"{"prices": {"gbp": 1}, "seats": {"x": 1, "1.5": 2}, "slots": {"3": "c"}}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.invalidKey, .invalidKey, .invalidKey, .invalidKey])
        #expect(diagnosis.issues.map(\.path.description) == ["prices.gbp", "seats.x", "seats.1.5", "slots.3"])
        #expect(diagnosis.issues.first?.parameters == ["key": "gbp", "type": "Currency"])
        #expect(diagnosis.issues[1].message == #"seats.x: the key "x" is not a valid Int"#)
    }

    @Test("two keys that convert to one: the first is kept, key_collision warns")
    func collision() throws {
        let diagnosis = Prices.diagnose(
            json: #"{"prices": {}, "seats": {"1": 10, "07": 2, "7": 3, "1": 4}, "slots": {}}"#)
        let value = try #require(diagnosis.value)
        #expect(value.seats == [1: 10, 7: 2])
        // "7" after "07" collides; the second "1" is a duplicate of the same key, silently.
        #expect(diagnosis.warnings.map(\.code) == [.keyCollision])
        #expect(diagnosis.warnings.first?.parameters == ["key": "7", "kept": "07", "type": "Int"])
    }

    @Test("String keys are read as before")
    func stringKeys() throws {
        #expect(try [String: Int].parse(json: #"{"a": 1, "a": 2, "b": 3}"#) == ["a": 1, "b": 3])
    }
}

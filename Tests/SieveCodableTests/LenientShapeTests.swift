// The lenient wrappers on the shapes LenientCodable documents beyond the basic ones: the
// outer-optional padded collections, `null` under `@DropOnFailure`, and dictionary keys that
// convert to the same key. Every value is compared with the same model under `JSONDecoder`;
// the warnings are Sieve's.

import Foundation
import Sieve
import Testing

struct OptionalPadded: Codable, Equatable {
    @NilOnFailure var tags: [Int?]?
    @NilOnFailure var scores: [Subject: Int?]?
}

struct Dropping: Codable, Equatable {
    @DropOnFailure var offers: [Int]
    @DropOnFailure var prices: [String: Double]
}

struct Numbered: Codable, Equatable {
    @NilOnFailure var padded: [Int: String?]
    @DropOnFailure var dropped: [Int: String]
}

/// The warnings `SieveDecoder` records for `json`, as "code path".
func lenientWarnings<T: Decodable>(_ type: T.Type, _ json: String) -> [String] {
    SieveDecoder().diagnose(T.self, from: Data(json.utf8)).warnings
        .map { "\($0.code.rawValue) \($0.path)" }
}

@Suite("Lenient shapes")
struct LenientShapeTests {
    @Test("[T?]? and [K: V?]? pad failed elements in place, as [T?] and [K: V?] do")
    func outerOptionalPads() throws {
        let json = #"""
            {"tags": [1, "x", null, {}, 5],
             "scores": {"math": 91, "science": "N/A", "alchemy": 60, "art": null}}
            """#
        let (foundation, sieve) = lenientOutcomes(OptionalPadded.self, json)
        let value = try #require(foundation)
        #expect(sieve == value)
        #expect(value.tags == [1, nil, nil, nil, 5])
        #expect(value.scores == [.math: 91, .science: nil])
        #expect(
            lenientWarnings(OptionalPadded.self, json) == [
                "element_padded tags[1]", "element_padded tags[3]",
                "element_padded scores.science", "key_dropped scores.alchemy",
                "key_dropped scores.art",
            ])
    }

    @Test("an empty collection stays empty, not nil")
    func outerOptionalEmpty() throws {
        let (foundation, sieve) = lenientOutcomes(OptionalPadded.self, #"{"tags": [], "scores": {}}"#)
        #expect(foundation?.tags == [] && foundation?.scores == [:])
        #expect(sieve == foundation)
    }

    @Test(
        "only a missing key, null or a value that is not a collection makes [T?]? nil",
        arguments: [
            (#"{}"#, ["missing_key tags", "missing_key scores"]),
            (#"{"tags": null, "scores": null}"#, []),
            (#"{"tags": "x", "scores": [1]}"#,
             ["value_nil_on_failure tags", "value_nil_on_failure scores"]),
            (#"{"tags": {"a": 1}, "scores": 3}"#,
             ["value_nil_on_failure tags", "value_nil_on_failure scores"]),
        ])
    func outerOptionalNil(json: String, warnings: [String]) throws {
        let (foundation, sieve) = lenientOutcomes(OptionalPadded.self, json)
        let value = try #require(foundation)
        #expect(sieve == value)
        #expect(value.tags == nil && value.scores == nil)
        #expect(lenientWarnings(OptionalPadded.self, json) == warnings)
    }

    @Test("@DropOnFailure drops a null element or value with a warning whose reason is null")
    func dropNullIsReported() throws {
        let json = #"{"offers": [1, null, 3], "prices": {"usd": 1.5, "eur": null}}"#
        let (foundation, sieve) = lenientOutcomes(Dropping.self, json)
        #expect(foundation?.offers == [1, 3] && foundation?.prices == ["usd": 1.5])
        #expect(sieve == foundation)
        let warnings = SieveDecoder().diagnose(Dropping.self, from: Data(json.utf8)).warnings
        #expect(
            warnings.map { "\($0.code.rawValue) \($0.path)" } == [
                "element_dropped offers[1]", "entry_dropped prices.eur",
            ])
        for warning in warnings {
            #expect(warning.parameters == ["reason": "null"])
            #expect(warning.message.hasSuffix("was dropped: the value is null"))
        }
        // null for the whole property is empty, and silent.
        let nulls = #"{"offers": null, "prices": null}"#
        #expect(lenientOutcomes(Dropping.self, nulls).1 == Dropping(offers: [], prices: [:]))
        #expect(lenientWarnings(Dropping.self, nulls).isEmpty)
    }

    @Test("@DropOnFailure reports a value that is not a collection as replaced whole, not as a drop")
    func dropWrongShape() throws {
        let json = #"{"offers": "none", "prices": [1.5]}"#
        let (foundation, sieve) = lenientOutcomes(Dropping.self, json)
        #expect(foundation == Dropping(offers: [], prices: [:]))
        #expect(sieve == foundation)
        let warnings = SieveDecoder().diagnose(Dropping.self, from: Data(json.utf8)).warnings
        #expect(
            warnings.map { "\($0.code.rawValue) \($0.path)" } == [
                "fallback_applied offers", "fallback_applied prices",
            ])
        #expect(warnings.map { $0.parameters["fallback"] } == ["[]", "[:]"])
        #expect(warnings.first?.parameters["cause"] == "type_mismatch")
        #expect(warnings.first?.message == "offers fell back to []: expected an array, found a string")
    }

    @Test("an entry @DropOnFailure dropped holds no key: a later spelling of it is kept")
    func droppedEntryHoldsNoKey() throws {
        struct Counts: Codable, Equatable { @DropOnFailure var counts: [Int: Int] }
        let json = #"{"counts": {"7": "x", "07": 5}}"#
        let (foundation, sieve) = lenientOutcomes(Counts.self, json)
        #expect(foundation?.counts == [7: 5])
        #expect(sieve?.counts == [7: 5])
        #expect(lenientWarnings(Counts.self, json) == ["entry_dropped counts.7"])
    }

    @Test("two member names that convert to one key keep the first and warn key_collision")
    func keyCollision() throws {
        let json = #"""
            {"padded": {"7": "a", "07": "b", "x": "c", "+7": "d"},
             "dropped": {"7": "a", "07": "b", "8": 5, "008": "e"}}
            """#
        let sieve = try SieveDecoder().decode(Numbered.self, from: Data(json.utf8))
        #expect(sieve.padded == [7: "a"])
        // "8" was dropped, so it holds no key: "008" gives the entry for 8.
        #expect(sieve.dropped == [7: "a", 8: "e"])
        // JSONDecoder lists a container's keys in no fixed order, so which colliding member
        // survives there is unspecified (as LenientCodable documents); one of them does.
        let foundation = try JSONDecoder().decode(Numbered.self, from: Data(json.utf8))
        #expect(foundation.padded.keys.sorted() == [7])
        #expect(["a", "b", "d"].contains(foundation.padded[7] ?? nil))
        #expect(foundation.dropped[7] == "a" || foundation.dropped[7] == "b")
        #expect(foundation.dropped[8] == "e")

        let warnings = SieveDecoder().diagnose(Numbered.self, from: Data(json.utf8)).warnings
        #expect(
            warnings.map { "\($0.code.rawValue) \($0.path)" } == [
                "key_collision padded.07", "key_dropped padded.x", "key_collision padded.+7",
                "key_collision dropped.07", "entry_dropped dropped.8",
            ])
        let collision = try #require(warnings.first)
        #expect(collision.parameters == ["key": "07", "kept": "7", "type": "Int"])
        #expect(
            collision.message
                == #"padded.07 was dropped: the key "07" is the same Int as "7", which was kept"#)
    }

    @Test("a key written twice keeps its first value, as JSONDecoder does, and is not a collision")
    func duplicateKeyIsNotACollision() throws {
        let json = #"{"padded": {"1": "a", "1": "b"}, "dropped": {"2": "c", "2": 5}}"#
        let (foundation, sieve) = lenientOutcomes(Numbered.self, json)
        #expect(foundation?.padded == [1: "a"] && foundation?.dropped == [2: "c"])
        #expect(sieve == foundation)
        // Both decoders list a repeated key once, so the dictionary never sees it twice.
        #expect(lenientWarnings(Numbered.self, json).isEmpty)
    }
}

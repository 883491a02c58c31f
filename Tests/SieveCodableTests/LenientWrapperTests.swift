// The lenient wrappers: each shape gives the same value under JSONDecoder and SieveDecoder,
// and under SieveDecoder every absorbed failure is a warning with its path.

import Foundation
import Sieve
import Testing

enum Subject: String, Codable, Hashable, SchemaKey { case math, science }

extension Rank: SchemaKey {}

struct LenientModel: Codable, Equatable {
    var id: Int
    @NilOnFailure var status: Colour?
    @NilOnFailure var documents: [Item?]
    @DropOnFailure var offers: [Int]
    @DropOnFailure var prices: [String: Double]
    @NilOnFailure var scores: [Subject: Int?]
    @NilOnFailure var byNumber: [Int: String?]
    @DropOnFailure var ranks: [Rank: Int]
    var tier: Open<Tier>
}

let driftedLenientJSON = #"""
    {"id": 1, "status": "blue",
     "documents": [{"name": "a", "quantity": 1}, {"name": "b"}, null, 5],
     "offers": [1, "2", null, 3],
     "prices": {"usd": 1.5, "eur": "x", "gbp": null},
     "scores": {"math": 91, "science": "N/A", "alchemy": 60, "art": null},
     "byNumber": {"1": "a", "x": "b", "2": 5},
     "ranks": {"1": 10, "3": 30, "2": "x"},
     "tier": "enterprise"}
    """#

func lenientOutcomes<T: Decodable & Equatable>(_ type: T.Type, _ json: String) -> (T?, T?) {
    let data = Data(json.utf8)
    return (
        try? JSONDecoder().decode(T.self, from: data),
        try? SieveDecoder().decode(T.self, from: data)
    )
}

@Suite("Lenient wrappers")
struct LenientWrapperTests {
    @Test("every shape absorbs its failures the same way under both decoders")
    func sameValuesUnderBothDecoders() throws {
        let (foundation, sieve) = lenientOutcomes(LenientModel.self, driftedLenientJSON)
        let value = try #require(foundation)
        #expect(sieve == value)
        #expect(value.status == nil)
        #expect(value.documents == [Item(name: "a", quantity: 1), nil, nil, nil])
        #expect(value.offers == [1, 3])
        #expect(value.prices == ["usd": 1.5])
        #expect(value.scores == [.math: 91, .science: nil])
        #expect(value.byNumber == [1: "a", 2: nil])
        #expect(value.ranks == [.one: 10])
        #expect(value.tier == .unknown("enterprise"))
    }

    @Test("[T?] keeps its count: a failed element is nil in its place")
    func paddingKeepsCount() throws {
        struct Docs: Codable, Equatable { @NilOnFailure var docs: [Int?] }
        let (foundation, sieve) = lenientOutcomes(Docs.self, #"{"docs": [1, "x", {}, 4, null]}"#)
        #expect(foundation?.docs == [1, nil, nil, 4, nil])
        #expect(sieve == foundation)
    }

    @Test("under SieveDecoder each absorbed failure is a warning with its path")
    func warningsUnderSieve() throws {
        let diagnosis = SieveDecoder().diagnose(
            LenientModel.self, from: Data(driftedLenientJSON.utf8))
        #expect(diagnosis.issues.isEmpty)
        #expect(diagnosis.value != nil)
        let seen = diagnosis.warnings.map { "\($0.code.rawValue) \($0.path)" }
        #expect(
            seen == [
                "value_nil_on_failure status",
                "element_padded documents[1]",
                "element_padded documents[3]",
                "element_dropped offers[1]",
                "element_dropped offers[2]",
                "entry_dropped prices.eur",
                "entry_dropped prices.gbp",
                "element_padded scores.science",
                "key_dropped scores.alchemy",
                "key_dropped scores.art",
                "key_dropped byNumber.x",
                "element_padded byNumber.2",
                "key_dropped ranks.3",
                "entry_dropped ranks.2",
                "unknown_case tier",
            ])
        let unknown = try #require(diagnosis.warnings.last)
        #expect(unknown.parameters["raw"] == "enterprise")
        #expect(unknown.location.line == 8)
    }

    @Test("missing keys are empty and reported; explicit null is empty and silent")
    func missingAndNull() throws {
        let missing = #"{"id": 2, "tier": "pro"}"#
        let (foundation, sieve) = lenientOutcomes(LenientModel.self, missing)
        let value = try #require(foundation)
        #expect(sieve == value)
        #expect(value.documents.isEmpty && value.offers.isEmpty && value.scores.isEmpty)
        let warnings = SieveDecoder().diagnose(LenientModel.self, from: Data(missing.utf8)).warnings
        #expect(warnings.map(\.code.rawValue) == Array(repeating: "missing_key", count: 7))
        #expect(
            warnings.map(\.path.description) == [
                "status", "documents", "offers", "prices", "scores", "byNumber", "ranks",
            ])

        let nulls = #"""
            {"id": 3, "status": null, "documents": null, "offers": null, "prices": null,
             "scores": null, "byNumber": null, "ranks": null, "tier": "free"}
            """#
        let (foundationNulls, sieveNulls) = lenientOutcomes(LenientModel.self, nulls)
        #expect(foundationNulls != nil)
        #expect(sieveNulls == foundationNulls)
        #expect(SieveDecoder().diagnose(LenientModel.self, from: Data(nulls.utf8)).warnings.isEmpty)
    }

    @Test("a whole value of the wrong shape is nil or empty, with a warning about the whole value")
    func wrongShape() throws {
        let json = #"""
            {"id": 4, "documents": "x", "offers": {}, "prices": [1], "scores": [], "tier": "free"}
            """#
        let (foundation, sieve) = lenientOutcomes(LenientModel.self, json)
        #expect(foundation != nil)
        #expect(sieve == foundation)
        let seen = SieveDecoder().diagnose(LenientModel.self, from: Data(json.utf8)).warnings
            .filter { $0.code.rawValue != "missing_key" }
            .map { "\($0.code.rawValue) \($0.path)" }
        #expect(
            seen == [
                "value_nil_on_failure documents", "fallback_applied offers",
                "fallback_applied prices", "value_nil_on_failure scores",
            ])
    }

    @Test("the wrappers work at the top level and inside arrays")
    func wrappersOutsideKeyedContainers() throws {
        let json = #"[[1, "x"], [2]]"#
        let (foundation, sieve) = lenientOutcomes([DropOnFailure<[Int]>].self, json)
        #expect(foundation?.map(\.wrappedValue) == [[1], [2]])
        #expect(sieve == foundation)
    }

    @Test("Open decodes known and unknown raw values, String and Int alike")
    func openDecodes() throws {
        let json = #"[{"v": "red"}, {"v": "mauve"}]"#
        let (foundation, sieve) = lenientOutcomes([V<Open<Colour>>].self, json)
        #expect(foundation?.map(\.v) == [.known(.red), .unknown("mauve")])
        #expect(sieve == foundation)
        let ranks = lenientOutcomes([Open<Rank>].self, "[1, 7]")
        #expect(ranks.0 == [.known(.one), .unknown("7")])
        #expect(ranks.1 == ranks.0)
    }

    @Test("Open round-trips through JSONEncoder, unknown values included")
    func openEncodes() throws {
        let values: [Open<Colour>] = [.known(.green), .unknown("mauve")]
        let data = try JSONEncoder().encode(values)
        #expect(String(decoding: data, as: UTF8.self) == #"["green","mauve"]"#)
        #expect(try SieveDecoder().decode([Open<Colour>].self, from: data) == values)
    }

    @Test("lenient models encode their wrapped values")
    func wrappersEncode() throws {
        let model = try SieveDecoder().decode(
            LenientModel.self, from: Data(driftedLenientJSON.utf8))
        let again = try SieveDecoder().decode(LenientModel.self, from: JSONEncoder().encode(model))
        #expect(again.offers == model.offers && again.documents == model.documents)
    }
}

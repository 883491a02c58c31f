// Lenient collections on the schema path: `elements: .drop` and `.nilOnFailure` for arrays
// and dictionaries, whole-collection failures, and one level of leniency.

import Sieve
import Testing

@Suite("Lenient collections")
struct LenientCollectionTests {
    struct Offer: Schema, Equatable {
        var sku: String
        var price: Double
        init(from json: inout ObjectReader) throws {
            sku = try json.decode("sku")
            price = try json.decode("price")
        }
        init(_ sku: String, _ price: Double) {
            self.sku = sku
            self.price = price
        }
    }
    enum Subject: String, Sendable, SchemaKey { case math, science }

    struct Catalog: Schema {
        var offers: [Offer]
        var documents: [Offer?]
        var scores: [Subject: Int?]
        var prices: [String: Double]
        var tags: [String]?
        init(from json: inout ObjectReader) throws {
            offers = try json.decode("offers", elements: .drop)
            documents = try json.decode("documents", elements: .nilOnFailure)
            scores = try json.decode("scores", elements: .nilOnFailure)
            prices = try json.decode("prices", elements: .drop)
            tags = try json.decode("tags", elements: .drop)
        }
    }

    @Test("failed elements are dropped or nil in place, each with a warning at its place")
    func elements() throws {
        let json = #"""
            {"offers": [{"sku": "a", "price": 1.1}, {"sku": "b"}, {"sku": "c", "price": "x"}, null, {"sku": "d", "price": 4}],
             "documents": [{"sku": "a", "price": 1}, 7, null],
             "scores": {"math": 91, "science": "N/A", "alchemy": 60},
             "prices": {"eur": 9.99, "usd": null, "gbp": "x"},
             "tags": ["a", 1, "b"]}
            """#
        let diagnosis = Catalog.diagnose(json: json)
        let value = try #require(diagnosis.value, "\(diagnosis.issues)")
        #expect(value.offers == [Offer("a", 1.1), Offer("d", 4)])
        #expect(value.documents == [Offer("a", 1), nil, nil])
        #expect(value.scores == [.math: Int?.some(91), .science: Int?.none])
        #expect(value.prices == ["eur": 9.99])
        #expect(value.tags == ["a", "b"])
        #expect(
            diagnosis.warnings.map(\.code) == [
                .elementDropped, .elementDropped, .elementDropped, .elementPadded, .elementPadded,
                .keyDropped, .entryDropped, .entryDropped, .elementDropped,
            ])
        #expect(
            diagnosis.warnings.map(\.path.description) == [
                "offers[1]", "offers[2]", "offers[3]", "documents[1]", "scores.science", "scores.alchemy",
                "prices.usd", "prices.gbp", "tags[1]",
            ])
        // The reason names the element's own failure.
        #expect(diagnosis.warnings[0].parameters["cause"] == "missing_key")
        #expect(diagnosis.warnings[1].parameters["cause"] == "type_mismatch")
        #expect(diagnosis.warnings[2].parameters["reason"] == "null")
        #expect(diagnosis.warnings[5].parameters == ["key": "alchemy", "type": "Subject"])
        #expect(diagnosis.warnings[1].message.contains("expected a number, found a string"))
    }

    @Test("a collection that cannot be read at all: empty (nil for an optional), and said so")
    func wholeCollection() throws {
        let missing = Catalog.diagnose(json: #"{"documents": [], "scores": {}, "prices": {}}"#)
        let value = try #require(missing.value)
        #expect(value.offers.isEmpty && value.tags == nil)
        #expect(missing.warnings.map(\.code) == [.fallbackApplied, .fallbackApplied])
        let null = Catalog.diagnose(json: #"{"offers": null, "documents": null, "scores": null, "prices": null, "tags": null}"#)
        #expect(null.value != nil && null.warnings.isEmpty)
        let wrong = Catalog.diagnose(json: #"{"offers": 7, "documents": {}, "scores": [], "prices": "x", "tags": {}}"#)
        let wrongValue = try #require(wrong.value)
        #expect(wrongValue.offers.isEmpty && wrongValue.tags == nil)
        // The whole value was replaced, nothing was dropped element by element.
        #expect(wrong.warnings.map(\.code) == Array(repeating: .fallbackApplied, count: 5))
        #expect(wrong.warnings.map { $0.parameters["fallback"] } == ["[]", "[]", "[:]", "[:]", "nil"])
        #expect(wrong.warnings.first?.path == "offers")
        #expect(wrong.warnings.first?.parameters["cause"] == "type_mismatch")
        #expect(wrong.warnings.first?.message == "offers fell back to []: expected an array, found a number")
    }

    @Test("without a policy, collections stay strict")
    func strict() {
        struct Strict: Schema {
            var offers: [Offer]
            init(from json: inout ObjectReader) throws { offers = try json.decode("offers") }
        }
        let diagnosis = Strict.diagnose(json: #"{"offers": [{"sku": "a", "price": 1}, {"sku": "b"}]}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.missingKey])
    }
}

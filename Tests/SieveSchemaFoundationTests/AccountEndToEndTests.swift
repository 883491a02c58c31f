// One account schema, written as an application writes it, that uses together Foundation's
// values (`UUID`, `URL`, `Date` in several formats, `Decimal`, `Data`), validation rules and a
// cross-field check, lenient collections, and dictionaries with typed keys: a good body
// decodes with every tolerance a warning, a bad one gives every issue at its path and place.
// Its spellings are the public API's contract. The codes are docs/DIAGNOSTICS.md's stable
// names: a padded element is `element_padded`, and a dictionary's dropped entry (`prices.usd`)
// is `entry_dropped`.

import Foundation
import Sieve
import Testing

enum Subject: String, Sendable, SchemaKey { case math, science }
enum Currency: String, Sendable, SchemaKey { case eur, usd }

struct Offer: Schema, Sendable, Equatable {
    var sku: String
    var price: Decimal
    init(from json: inout ObjectReader) throws {
        sku   = try json.decode("sku", validate: .nonEmpty)
        price = try json.decode("price", validate: .range(Decimal(0)...Decimal(1_000_000)))
    }
}

struct Account: Schema, Sendable {
    var id: UUID
    var email: String
    var homepage: String?
    var site: URL
    var createdAt: Date
    var lastSeen: Date?
    var birthday: Date?
    var balance: Decimal
    var avatar: Data?
    var offers: [Offer]
    var documents: [Offer?]
    var scores: [Subject: Int?]
    var prices: [Currency: Decimal]
    var seatsByRegion: [Int: Int]
    var age: Int
    var tags: [String]
    var plan: String
    var startsAt: Date
    var endsAt: Date

    init(from json: inout ObjectReader) throws {
        id        = try json.decode("id")
        email     = try json.decode("email", or: "email_address", validate: .email)
        homepage  = try json.decode("homepage", validate: .url)                   // a present value is checked
        site      = try json.decode("site")
        createdAt = try json.decode("created_at")                                  // ISO 8601
        lastSeen  = try json.decode("last_seen", date: .millisecondsSince1970, .iso8601)
        birthday  = try json.decode("birthday", date: .formatted("yyyy-MM-dd"))
        balance   = try json.decode("balance")                                     // exact digits
        avatar    = try json.decode("avatar")                                      // base64
        offers    = try json.decode("offers", elements: .drop)
        documents = try json.decode("documents", elements: .nilOnFailure)
        scores    = try json.decode("scores", elements: .nilOnFailure)
        prices    = try json.decode("prices", elements: .drop)
        seatsByRegion = try json.decode("seats_by_region")
        age       = try json.decode("age", fallback: 0, validate: .range(0...150))
        tags      = try json.decode("tags", validate: .count(1...10))
        plan      = try json.decode("plan", validate: .oneOf(["free", "pro"]))
        startsAt  = try json.decode("starts_at")
        endsAt    = try json.decode("ends_at")
        try json.check(endsAt >= startsAt, at: "ends_at", "ends before it starts")
    }
}

@available(SwiftStdlib 5.5, *)
private func instant(_ text: String) -> Date {
    try! Date.ISO8601FormatStyle(includingFractionalSeconds: text.contains(".")).parse(text)
}

@Suite("An account schema end to end: Foundation values, validation, lenient collections, typed keys")
struct AccountEndToEndTests {
    @Test("the good body: a value, and every tolerance a warning")
    @available(SwiftStdlib 5.5, *)
    func good() throws {
        let body = #"""
        {"id": "7C9E6679-7425-40DE-944B-E07FC1F90AE7", "email_address": "ann@example.com",
         "homepage": "https://example.com/ann", "site": "https://example.com", "created_at": "2026-11-29T08:15:00.250+01:00",
         "last_seen": "2026-11-30T10:00:00Z", "birthday": "1990-02-28",
         "balance": 10000000000000000.05, "avatar": "AAEC",
         "offers": [{"sku": "a", "price": 1.10}, {"sku": "", "price": 2}, {"sku": "c", "price": "x"}, {"sku": "d", "price": 4}],
         "documents": [{"sku": "a", "price": 1}, 7, null],
         "scores": {"math": 91, "science": "N/A", "alchemy": 60},
         "prices": {"eur": 9.99, "gbp": 8.5, "usd": null},
         "seats_by_region": {"1": 10, "07": 2, "7": 3},
         "age": 200, "tags": ["a"], "plan": "pro",
         "starts_at": "2026-01-01T00:00:00Z", "ends_at": "2026-06-01T00:00:00Z"}
        """#
        let d = Account.diagnose(json: body)
        // d.value != nil: every tolerance below is a warning, not an issue.
        let value = try #require(d.value, "\(d.issues)")
        #expect(value.id == UUID(uuidString: "7C9E6679-7425-40DE-944B-E07FC1F90AE7"))
        #expect(value.homepage == "https://example.com/ann")
        #expect(value.site == URL(string: "https://example.com"))
        #expect(value.createdAt == instant("2026-11-29T07:15:00.250Z"))
        #expect(value.birthday == instant("1990-02-28T00:00:00Z"))
        #expect(value.balance == Decimal(string: "10000000000000000.05"))
        #expect(value.avatar == Data([0, 1, 2]))
        #expect(value.lastSeen == instant("2026-11-30T10:00:00Z"))
        #expect(value.offers.map(\.sku) == ["a", "d"])
        #expect(value.documents.map { $0?.sku } == ["a", nil, nil])
        #expect(value.scores == [.math: Int?.some(91), .science: Int?.none])
        #expect(value.prices == [.eur: Decimal(string: "9.99")!])
        #expect(value.seatsByRegion == [1: 10, 7: 2])
        #expect(value.age == 0)
        #expect(
            d.warnings.map(\.code.rawValue) == [
                "alias_matched", "date_format_fallback", "element_dropped", "element_dropped",
                "element_padded", "element_padded", "key_dropped", "key_dropped", "entry_dropped",
                "key_collision", "fallback_applied",
            ])
        #expect(
            d.warnings.map(\.path.description) == [
                "email", "last_seen", "offers[1]", "offers[2]", "documents[1]", "scores.science",
                "scores.alchemy", "prices.gbp", "prices.usd", "seats_by_region.7", "age",
            ])
        let fallback = try #require(d.warnings.last)
        #expect(fallback.parameters["reason"] == "validation")
        #expect(fallback.parameters["rule"] == "range")
        // The first offer dropped failed .nonEmpty; the second, its price.
        #expect(d.warnings[2].parameters["cause"] == "validation_failed")
        #expect(d.warnings[3].parameters["cause"] == "type_mismatch")
    }

    @Test("the bad body: no value, and every issue at its path and place")
    func bad() throws {
        let bad = Account.diagnose(json: #"{"id": "nope", "email": "ann@", "homepage": "not a url", "site": "https://example.com", "created_at": "2026-02-30T00:00:00Z", "balance": 1, "offers": [], "documents": [], "scores": {}, "prices": {}, "seats_by_region": {"x": 1}, "age": 3, "tags": [], "plan": "gold", "starts_at": "2026-06-01T00:00:00Z", "ends_at": "2026-01-01T00:00:00Z"}"#)
        // bad.value == nil; bad.issues, in document order, each with its path and line:col:
        #expect(bad.value == nil)
        #expect(
            bad.issues.map(\.code.rawValue) == [
                "invalid_value", "validation_failed", "validation_failed", "invalid_value", "invalid_key",
                "validation_failed", "validation_failed", "validation_failed",
            ])
        #expect(
            bad.issues.map(\.path.description) == [
                "id", "email", "homepage", "created_at", "seats_by_region.x", "tags", "plan", "ends_at",
            ])
        #expect(bad.issues.map { $0.parameters["rule"] } == [nil, "email", "url", nil, nil, "count", "oneOf", "check"])
        #expect(bad.issues[0].message.contains("not a UUID"))
        #expect(bad.issues[3].message.contains("February 30 does not exist"))
        #expect(bad.issues[6].parameters["allowed"] == "free, pro")
        #expect(bad.issues[7].message == "ends_at: ends before it starts")
        #expect(bad.issues.allSatisfy { $0.location.line == 1 && $0.location.column > 1 })
        #expect(bad.issues.map(\.location.column) == bad.issues.map(\.location.column).sorted())
    }
}

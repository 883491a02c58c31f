// The drift tools of the `Codable` path, exactly as a user writes them: aliases, fallbacks,
// lossless values, open enums and extras on a plain `Codable` model, under `SieveDecoder`
// (every tolerance a warning) and under `JSONDecoder` (the same values where it can know them).

import Foundation
import Sieve
import Testing

enum Tier: String, Codable, CaseIterable, Sendable { case free, pro }

struct Customer: Codable {
    var id: Int64
    var email: String
    var tier: Open<Tier>
    @FallbackZero var seatCount: Int          // missing, null or invalid → 0, warned
    @Lossless var additions: Int              // "100" → 100, warned; "1e2", 100.0 → 100; "abc" fails
    @Lossless var verified: Bool              // "true", "false", 1, 0 → Bool, warned
    @Lossless var reference: String           // 123 → "123" (the literal's text), warned
    var rest: Extras                          // every member the model does not name, in document order

    enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case id, email, tier, seatCount = "seat_count", additions, verified, reference, rest
        static let aliases: [CodingKeys: [String]] = [.email: ["email_address"]]
    }
}

enum Unassigned: FallbackProvider { static let value = "unassigned" }
struct Ticket: Codable { @Fallback<Unassigned> var owner: String }

@Suite("The Codable drift contract")
struct CodableDriftContract {
    static let drifted = Data(
        #"{"id": 7, "email_address": "ada@example.com", "tier": "enterprise", "seat_count": "many", "additions": "100", "verified": "true", "reference": 123, "billing_region": "eu", "trial": null}"#
            .utf8)

    @Test("SieveDecoder reads every drift and says what it tolerated, where and why")
    func sieveDecoder() throws {
        let decoder = SieveDecoder()
        decoder.unknownKeyPolicy = .warn
        let diagnosis = decoder.diagnose(Customer.self, from: Self.drifted)
        let customer = try #require(diagnosis.value)
        #expect(customer.id == 7)
        #expect(customer.email == "ada@example.com")
        #expect(customer.tier == .unknown("enterprise"))
        #expect(customer.seatCount == 0)
        #expect(customer.additions == 100)
        #expect(customer.verified == true)
        #expect(customer.reference == "123")
        #expect(diagnosis.value?.rest["billing_region"] == "eu")
        #expect(customer.rest.keys == ["billing_region", "trial"])
        #expect(customer.rest["trial"] == .null)
        #expect(diagnosis.issues.isEmpty)
        #expect(
            diagnosis.warnings.map(\.description) == [
                #"1:28: warning: email was read from its alias "email_address""#,
                #"1:55: warning: tier: "enterprise" is not a known Tier; kept as .unknown"#,
                "1:83: warning: seat_count fell back to 0: expected an integer, found a string",
                #"1:104: warning: additions: the string "100" was read as an integer"#,
                #"1:123: warning: verified: the string "true" was read as a boolean"#,
                "1:144: warning: reference: the number 123 was read as a string",
            ])
    }

    @Test("JSONDecoder gives the same values where it can know them, and never fails on the tools")
    func jsonDecoder() throws {
        // JSONDecoder reads no aliases: the key is sent under its own name here.
        let data = Data(
            #"{"id": 7, "email": "ada@example.com", "tier": "enterprise", "seat_count": "many", "additions": "100", "verified": "true", "reference": 123, "billing_region": "eu"}"#
                .utf8)
        let foundation = try JSONDecoder().decode(Customer.self, from: data)
        let sieve = try SieveDecoder().decode(Customer.self, from: data)
        for customer in [foundation, sieve] {
            #expect(customer.id == 7)
            #expect(customer.email == "ada@example.com")
            #expect(customer.tier == .unknown("enterprise"))
            #expect(customer.seatCount == 0)
            #expect(customer.additions == 100)
            #expect(customer.verified == true)
            #expect(customer.reference == "123")
        }
        // Extras: JSONDecoder cannot know them; SieveDecoder keeps them.
        #expect(foundation.rest.isEmpty)
        #expect(sieve.rest.keys == ["billing_region"])
    }

    @Test("A fallback provider names its own value")
    func fallbackProvider() throws {
        for json in [#"{}"#, #"{"owner": null}"#, #"{"owner": 42}"#] {
            let data = Data(json.utf8)
            #expect(try JSONDecoder().decode(Ticket.self, from: data).owner == "unassigned")
            let diagnosis = SieveDecoder().diagnose(Ticket.self, from: data)
            #expect(diagnosis.value?.owner == "unassigned")
            #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        }
        let ticket = try SieveDecoder().decode(Ticket.self, from: Data(#"{"owner": "ada"}"#.utf8))
        #expect(ticket.owner == "ada")
    }
}

// The paths mix both ways.
struct GHUser: Codable { var login: String; var id: Int }          // a plain Codable type
struct Repo: Schema, Codable {                                      // a schema, usable in Codable
    var fullName: String
    var owner: GHUser                                               // a Codable type inside a schema
    init(from json: inout ObjectReader) throws {
        fullName = try json.decode("full_name", or: "name_with_owner")
        owner = try json.decode("owner")
    }
}
struct Event: Codable { var repo: Repo; var actor: GHUser }        // a schema inside a Codable model

@Suite("The paths mix")
struct MixedPathsContract {
    @Test("A schema inside a Codable model gives the same value under both decoders")
    func schemaInsideCodable() throws {
        let data = Data(
            #"{"repo": {"name_with_owner": "apple/swift", "owner": {"login": "apple", "id": 10639145}}, "actor": {"login": "ada", "id": 1}}"#
                .utf8)
        let a = try JSONDecoder().decode(Event.self, from: data)           // both decoders give equal values:
        let b = try SieveDecoder().decode(Event.self, from: data)          // the schema's initializer runs in both
        for event in [a, b] {
            #expect(event.repo.fullName == "apple/swift")
            #expect(event.repo.owner.login == "apple")
            #expect(event.repo.owner.id == 10639145)
            #expect(event.actor.login == "ada")
        }
        let diagnosis = SieveDecoder().diagnose(Event.self, from: data)
        #expect(diagnosis.warnings.map(\.description) == [
            #"1:30: warning: repo.full_name was read from its alias "name_with_owner""#
        ])
    }

    @Test("A Codable type inside a schema decodes in place, its failures at their paths")
    func codableInsideSchema() throws {
        let data = Data(#"{"full_name": "apple/swift", "owner": {"login": "apple", "id": 10639145}}"#.utf8)
        let c = try Repo.parse(json: data)                                 // and GHUser decodes inside a schema
        #expect(c.fullName == "apple/swift")
        #expect(c.owner.login == "apple")
        let broken = Repo.diagnose(json: #"{"full_name": "a/b", "owner": {"login": 5, "id": 1}}"#)
        #expect(broken.value == nil)
        #expect(broken.issues.map(\.description) == [
            "1:41: error: owner.login: expected a string, found a number"
        ])
        let missing = Repo.diagnose(json: #"{"full_name": "a/b", "owner": {"id": 1}}"#)
        #expect(missing.issues.map(\.description) == ["1:31: error: owner.login is missing"])
    }
}

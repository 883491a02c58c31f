// A `Schema` type inside a `Decodable` model is decoded by its schema path under SieveDecoder,
// and its warnings are kept, with paths below the model's.

import Foundation
import Sieve
import Testing

struct SchemaCustomer: Schema, Decodable, Equatable {
    var id: Int
    var email: String
    var tier: Open<Tier>

    init(id: Int, email: String, tier: Open<Tier>) {
        self.id = id
        self.email = email
        self.tier = tier
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        email = try json.decode("email", or: "email_address")
        tier = try json.decode("tier")
    }
}

/// A schema that also has an `init(from: Decoder)` of its own, with no alias.
struct HandDecodedCustomer: Schema, Decodable {
    var id: Int
    var email: String

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        email = try json.decode("email", or: "email_address")
    }

    enum CodingKeys: String, CodingKey { case id, email }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        email = try container.decode(String.self, forKey: .email)
    }
}

struct Account: Decodable, Equatable {
    var owner: SchemaCustomer
    var members: [SchemaCustomer]
    var note: String
}

@Suite("Schema types inside Decodable models")
struct SchemaEmbeddingTests {
    let json = #"""
        {"note": "n",
         "owner": {"id": 1, "email_address": "a@b.c", "tier": "gold"},
         "members": [{"id": 2, "email": "m@b.c", "tier": "pro"},
                     {"id": 3, "email_address": "x@b.c", "tier": "free"}]}
        """#

    @Test("a schema type is decoded by its schema path, aliases and open enums included")
    func schemaPath() throws {
        let account = try SieveDecoder().decode(Account.self, from: Data(json.utf8))
        #expect(account.owner == SchemaCustomer(id: 1, email: "a@b.c", tier: .unknown("gold")))
        #expect(account.members.map(\.email) == ["m@b.c", "x@b.c"])
        #expect(account.note == "n")
        // The schema declares Decodable, so JSONDecoder runs the same initializer.
        #expect(try JSONDecoder().decode(Account.self, from: Data(json.utf8)) == account)
    }

    @Test("the schema path's warnings are kept, with paths below the model's")
    func warningsKept() throws {
        let diagnosis = SieveDecoder().diagnose(Account.self, from: Data(json.utf8))
        #expect(diagnosis.issues.isEmpty)
        let seen = diagnosis.warnings.map { "\($0.code.rawValue) \($0.path)" }
        #expect(
            seen == [
                "alias_matched owner.email", "unknown_case owner.tier",
                "alias_matched members[1].email",
            ])
        let first = try #require(diagnosis.warnings.first)
        #expect(first.location.line == 2)
    }

    @Test("a schema value read in place: what follows it is read as before; a BOM there is invalid")
    func readInPlace() throws {
        let ordered = #"{"owner":{"id":1,"email":"a@b.c","tier":"pro"},"members":[],"note":"after"}"#
        let account = try SieveDecoder().decode(Account.self, from: Data(ordered.utf8))
        #expect(account.owner.id == 1 && account.note == "after")
        // A byte-order mark is skipped only at the start of a document, never before a value.
        var withMark = Array(#"{"note":"n","members":[],"owner":"#.utf8)
        withMark += [0xEF, 0xBB, 0xBF] + Array(#"{"id":1,"email":"a@b.c","tier":"pro"}}"#.utf8)
        #expect(throws: DecodingError.self) {
            try SieveDecoder().decode(Account.self, from: Data(withMark))
        }
    }

    @Test("a schema type that does not fit fails the decode at its field")
    func schemaFailure() throws {
        let bad =
            #"{"note": "n", "members": [], "owner": {"id": "x", "email": "e", "tier": "pro"}}"#
        do {
            _ = try SieveDecoder().decode(Account.self, from: Data(bad.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(ErrorShape(error).path == ["owner", "id"])
        }
    }
}

@Suite("Schema routing")
struct SchemaRoutingTests {
    let json = #"[{"id": 1, "email_address": "a@b.c", "tier": "pro"}]"#

    @Test("a top-level array of schema types is decoded by the schema path, with paths")
    func topLevelArray() throws {
        let diagnosis = SieveDecoder().diagnose([SchemaCustomer].self, from: json)
        #expect(diagnosis.value?.first?.email == "a@b.c")
        #expect(diagnosis.warnings.map(\.path.description) == ["[0].email"])
    }

    @Test("decodesSchemaTypesBySchema = false decodes a schema with its own init(from:) by that")
    func optOut() throws {
        let decoder = SieveDecoder()
        decoder.decodesSchemaTypesBySchema = false
        #expect(throws: DecodingError.self) {
            try decoder.decode([HandDecodedCustomer].self, from: json)
        }
        let plain = #"[{"id": 1, "email": "a@b.c"}]"#
        #expect(try decoder.decode([HandDecodedCustomer].self, from: plain).first?.email == "a@b.c")
        // By default the schema reads it, alias included.
        #expect(try SieveDecoder().decode([HandDecodedCustomer].self, from: json).first?.email == "a@b.c")
        // A schema without an init(from:) of its own reads by its schema whatever the setting.
        #expect(try decoder.decode([SchemaCustomer].self, from: json).first?.email == "a@b.c")
    }
}

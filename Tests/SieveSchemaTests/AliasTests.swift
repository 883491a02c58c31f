// Aliases: renamed keys read from whichever spelling arrived, with a warning when not primary.

import Sieve
import Testing

@Suite("Aliases")
struct AliasTests {
    @Test("the primary key is read silently")
    func primary() throws {
        let diagnosis = Renamed.diagnose(json: #"{"email": "a@b.c"}"#)
        #expect(diagnosis.value?.email == "a@b.c")
        #expect(diagnosis.warnings.isEmpty)
    }

    @Test("aliases are tried in order and a match warns alias_matched naming the alias",
          arguments: [(#"{"mail": "x"}"#, "mail"), (#"{"mail": "y", "email_address": "x"}"#, "email_address")])
    func aliasMatched(json: String, alias: String) throws {
        let diagnosis = Renamed.diagnose(json: json)
        #expect(diagnosis.value?.email == "x")
        let matched = try #require(diagnosis.warnings.first { $0.code == .aliasMatched })
        #expect(matched.parameters["alias"] == alias)
        #expect(matched.path == "email")
    }

    @Test("when two aliases are present, the earlier one in the list wins and the other conflicts")
    func twoAliases() throws {
        let diagnosis = Renamed.diagnose(json: #"{"mail": "y", "email_address": "x"}"#)
        #expect(diagnosis.value?.email == "x")
        #expect(diagnosis.warnings.map(\.code) == [.aliasConflict, .aliasMatched])
        #expect(diagnosis.warnings[0].parameters["alias"] == "mail")
        #expect(diagnosis.warnings[0].parameters["key"] == "email_address")
    }

    @Test("when the primary and an alias are both present, the primary wins and alias_conflict warns",
          arguments: [#"{"email": "x", "email_address": "y"}"#, #"{"email_address": "y", "email": "x"}"#])
    func conflict(json: String) throws {
        let diagnosis = Renamed.diagnose(json: json)
        #expect(diagnosis.value?.email == "x")
        #expect(diagnosis.warnings.map(\.code) == [.aliasConflict])
        #expect(diagnosis.warnings.first?.parameters["alias"] == "email_address")
        #expect(diagnosis.warnings.first?.parameters["key"] == "email")
        #expect(diagnosis.warnings.first?.path == "email")
    }

    @Test("a missing field with aliases is one missing_key issue at the primary name")
    func missing() throws {
        let diagnosis = Renamed.diagnose(json: #"{"other": 1}"#)
        #expect(diagnosis.issues.map(\.code) == [.missingKey])
        #expect(diagnosis.issues.first?.path == "email")
    }
}

@Suite("Aliases with other presence forms")
struct AliasPresenceTests {
    struct Account: Schema {
        var seats: Int
        var plan: String
        init(from json: inout ObjectReader) throws {
            seats = try json.decode("seats", or: "seat_count", fallback: 1)
            plan = try json.decode("plan", or: "tier", default: "free")
        }
    }

    @Test("an alias with a fallback reads the alias, and falls back when it is invalid")
    func aliasFallback() throws {
        let read = Account.diagnose(json: #"{"seat_count": 4, "tier": "pro"}"#)
        #expect(read.value?.seats == 4 && read.value?.plan == "pro")
        #expect(read.warnings.map(\.code) == [.aliasMatched, .aliasMatched])
        let invalid = Account.diagnose(json: #"{"seat_count": "four"}"#)
        #expect(invalid.value?.seats == 1 && invalid.value?.plan == "free")
        #expect(invalid.warnings.map(\.code) == [.aliasMatched, .fallbackApplied])
        #expect(invalid.warnings[1].path == "seats")
    }

    @Test("an alias with a default takes the default silently when neither spelling is present")
    func aliasDefault() throws {
        let diagnosis = Account.diagnose(json: #"{"seats": 2}"#)
        #expect(diagnosis.value?.plan == "free")
        #expect(diagnosis.warnings.isEmpty)
    }
}

@Suite("Paths through aliases")
struct AliasPathTests {
    struct Contact: Schema {
        var email: String
        init(from json: inout ObjectReader) throws {
            email = try json.decode("email", or: "email_address")
        }
    }

    @Test("the alias warning names the field; a problem in the value names the key as written")
    func paths() throws {
        let diagnosis = Contact.diagnose(json: #"{"email_address": 42}"#)
        #expect(diagnosis.warnings.map(\.path) == ["email"])
        #expect(diagnosis.issues.map(\.path) == ["email_address"])
        #expect(diagnosis.issues.map(\.code) == [.typeMismatch])
    }
}

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

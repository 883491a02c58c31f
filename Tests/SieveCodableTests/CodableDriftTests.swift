// Drift on `Codable` models under `SieveDecoder`: aliases, unknown keys under each policy,
// extras, lossless values and fallbacks, each compared with `JSONDecoder` where it can know the
// value.

import Foundation
import Sieve
import Testing

private struct AliasedContact: Codable, Equatable {
    var id: Int
    var email: String?

    enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case id, email
        static let aliases: [CodingKeys: [String]] = [.email: ["email_address", "mail"]]
    }
}

private struct Plain: Codable, Equatable {
    var id: Int
    var email: String
}

private struct PlainOrder: Codable { var lines: [Plain] }

private struct Locked: Codable, Equatable {
    var amount: Int

    enum CodingKeys: String, CodingKey, UnknownKeyPolicyProviding {
        case amount
        static let unknownKeyPolicy = UnknownKeyPolicy.reject
    }
}

private class Base: Codable {
    var a: Int
    private enum CodingKeys: String, CodingKey { case a }
}

private final class Derived: Base {
    var b: Int

    private enum CodingKeys: String, CodingKey { case b }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        b = try container.decode(Int.self, forKey: .b)
        try super.init(from: decoder)
    }
}

/// An object read by two key types: one that warns about unknown keys, one with no drift.
private struct TwoKeyTypes: Decodable {
    var a: Int
    var b: Int

    private enum Watched: String, CodingKey, UnknownKeyPolicyProviding {
        case a
        static let unknownKeyPolicy = UnknownKeyPolicy.warn
    }

    private enum Unwatched: String, CodingKey { case b }

    init(from decoder: any Decoder) throws {
        a = try decoder.container(keyedBy: Watched.self).decode(Int.self, forKey: .a)
        b = try decoder.container(keyedBy: Unwatched.self).decode(Int.self, forKey: .b)
    }
}

/// A model that reads its aliased key only through `contains` and a nested decoder.
private struct ReadBySuperDecoder: Decodable {
    var email: String

    private enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case email
        static let aliases: [CodingKeys: [String]] = [.email: ["mail"]]
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        email = try String(from: container.superDecoder(forKey: .email))
    }
}

private struct KeptMembers: Codable {
    var id: Int
    var rest: Extras
}

private struct Converted: Codable, Equatable {
    var contactEmail: String

    enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case contactEmail
        static let aliases: [CodingKeys: [String]] = [.contactEmail: ["emailAddress"]]
    }
}

/// `json` under a `SieveDecoder` with `policy`.
private func diagnose<T: Decodable>(
    _ type: T.Type, _ json: String, policy: UnknownKeyPolicy = .warn
) -> Diagnosis<T> {
    let decoder = SieveDecoder()
    decoder.unknownKeyPolicy = policy
    return decoder.diagnose(T.self, from: Data(json.utf8))
}

@Suite("Codable drift")
struct CodableDriftTests {
    // MARK: Aliases

    @Test("The key wins over its aliases; each alias present after the winner is a conflict")
    func aliasOrder() throws {
        let alias = diagnose(AliasedContact.self, #"{"id": 1, "mail": "m", "email_address": "e"}"#)
        #expect(alias.value == AliasedContact(id: 1, email: "e"))
        #expect(
            alias.warnings.map(\.description) == [
                #"1:41: warning: email was read from its alias "email_address""#,
                #"1:19: warning: email: "email_address" and its alias "mail" are both present; "email_address" was used"#,
            ])
        let key = diagnose(AliasedContact.self, #"{"email_address": "e", "email": "k", "id": 2}"#)
        #expect(key.value == AliasedContact(id: 2, email: "k"))
        #expect(key.warnings.map(\.code) == [.aliasConflict])
        #expect(key.warnings.first?.parameters == ["key": "email", "alias": "email_address"])
        let none = diagnose(AliasedContact.self, #"{"id": 3}"#)
        #expect(none.value == AliasedContact(id: 3, email: nil))
        #expect(none.warnings.isEmpty)
    }

    @Test("Aliases are compared after the key strategy converts the document's keys")
    func aliasesAfterConversion() throws {
        let decoder = SieveDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let diagnosis = decoder.diagnose(
            Converted.self, from: Data(#"{"email_address": "a@b"}"#.utf8))
        #expect(diagnosis.value == Converted(contactEmail: "a@b"))
        #expect(diagnosis.warnings.map(\.code) == [.aliasMatched])
        #expect(diagnosis.warnings.first?.parameters["alias"] == "emailAddress")
    }

    @Test("decode and contains see an alias; JSONDecoder sees only the key")
    func aliasUnderDecode() throws {
        let data = Data(#"{"id": 1, "mail": "m"}"#.utf8)
        #expect(try SieveDecoder().decode(AliasedContact.self, from: data) == AliasedContact(id: 1, email: "m"))
        #expect(try JSONDecoder().decode(AliasedContact.self, from: data) == AliasedContact(id: 1, email: nil))
    }

    // MARK: Unknown keys

    @Test("Under .warn each member no key names is a warning, with did-you-mean")
    func unknownKeysWarn() throws {
        let diagnosis = diagnose(Plain.self, #"{"id": 1, "emial": "x", "email": "y", "extra": []}"#)
        #expect(diagnosis.value == Plain(id: 1, email: "y"))
        #expect(
            diagnosis.warnings.map(\.description) == [
                #"1:20: warning: unknown key "emial"; did you mean "email"?"#,
                #"1:48: warning: unknown key "extra""#,
            ])
        #expect(diagnosis.warnings.map(\.path.description) == ["emial", "extra"])
    }

    @Test("Under .ignore nothing is reported; under .reject decode throws and diagnose has an issue")
    func unknownKeysIgnoreAndReject() throws {
        let json = #"{"id": 1, "email": "y", "emial": "x"}"#
        #expect(diagnose(Plain.self, json, policy: .ignore).warnings.isEmpty)
        let rejected = diagnose(Plain.self, json, policy: .reject)
        #expect(rejected.value == nil)
        #expect(rejected.issues.map(\.code) == [.unknownKey])
        let decoder = SieveDecoder()
        decoder.unknownKeyPolicy = .reject
        #expect {
            try decoder.decode(Plain.self, from: Data(json.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.codingPath.map(\.stringValue) == ["emial"]
                && context.debugDescription.hasPrefix(#"Unknown key "emial"; did you mean "email"?"#)
        }
    }

    @Test("A key type's own policy overrides the decoder's")
    func keyTypePolicy() throws {
        let data = Data(#"{"amount": 5, "currency": "EUR"}"#.utf8)
        #expect(throws: DecodingError.self) { try SieveDecoder().decode(Locked.self, from: data) }
        #expect(try JSONDecoder().decode(Locked.self, from: data) == Locked(amount: 5))
    }

    @Test("An object read by a subclass's keys and its superclass's has only their union known")
    func classHierarchy() throws {
        let known = diagnose(Derived.self, #"{"a": 1, "b": 2}"#)
        #expect(known.value?.a == 1)
        #expect(known.value?.b == 2)
        #expect(known.warnings.isEmpty)
        let unknown = diagnose(Derived.self, #"{"a": 1, "b": 2, "c": 3}"#)
        #expect(unknown.warnings.map(\.path.description) == ["c"])
    }

    @Test("Unknown keys of nested objects and array elements are reported at their paths")
    func nestedUnknownKeys() throws {
        let diagnosis = diagnose(
            PlainOrder.self, #"{"lines": [{"id": 1, "email": "a"}, {"id": 2, "email": "b", "x": 0}]}"#)
        #expect(diagnosis.warnings.map(\.path.description) == ["lines[1].x"])
    }

    @Test("A member read through any container over its object is not unknown")
    func memberReadByAnotherKeyType() throws {
        let diagnosis = diagnose(TwoKeyTypes.self, #"{"a": 1, "b": 2, "c": 3}"#, policy: .ignore)
        #expect(diagnosis.value?.a == 1)
        #expect(diagnosis.value?.b == 2)
        #expect(diagnosis.warnings.map(\.code) == [.unknownKey])
        #expect(diagnosis.warnings.map(\.path.description) == ["c"])
    }

    @Test("An alias beside a key read through a nested decoder is a conflict at the alias")
    func conflictAfterNestedDecoder() throws {
        let json = #"{"email": "k", "mail": "m"}"#
        let diagnosis = diagnose(ReadBySuperDecoder.self, json, policy: .ignore)
        #expect(diagnosis.value?.email == "k")
        #expect(
            diagnosis.warnings.map(\.description) == [
                #"1:24: warning: email: "email" and its alias "mail" are both present; "email" was used"#
            ])
    }

    @Test("An alias's spelling is not an unknown key, and neither is a conflict's")
    func aliasesAreKnown() throws {
        let diagnosis = diagnose(AliasedContact.self, #"{"id": 1, "email": "k", "mail": "m"}"#)
        #expect(diagnosis.warnings.map(\.code) == [.aliasConflict])
    }

    // MARK: Extras

    @Test("Extras keep every member the model does not name, in order, duplicates included")
    func extras() throws {
        let json = #"{"b": 1, "id": 4, "a": {"x": [1.50, true]}, "b": "again"}"#
        let diagnosis = diagnose(KeptMembers.self, json)
        let kept = try #require(diagnosis.value)
        #expect(kept.id == 4)
        #expect(kept.rest.keys == ["b", "a", "b"])
        #expect(kept.rest["b"] == 1)
        #expect(kept.rest["a"]?["x"]?[0]?.numberValue?.text == "1.50")
        #expect(Array(kept.rest.map(\.key)) == ["b", "a", "b"])
        // Asked for, so no warning and no unknown key.
        #expect(diagnosis.warnings.isEmpty)
    }

    @Test("Under JSONDecoder an Extras property is empty and never fails the decode")
    func extrasUnderJSONDecoder() throws {
        for json in [#"{"id": 1, "x": 2}"#, #"{"id": 1, "rest": 5}"#] {
            let kept = try JSONDecoder().decode(KeptMembers.self, from: Data(json.utf8))
            #expect(kept.rest.isEmpty)
        }
        // An Extras written by JSONEncoder (under its key) reads back.
        let original = try SieveDecoder().decode(KeptMembers.self, from: Data(#"{"id": 1, "x": "y"}"#.utf8))
        let encoded = try JSONEncoder().encode(original)
        let again = try JSONDecoder().decode(KeptMembers.self, from: encoded)
        #expect(again.rest == original.rest)
    }

    @Test("RawValue is Codable through any decoder and encoder")
    func rawValueCodable() throws {
        let json = #"{"a": [1, -2, 18446744073709551615, 2.5, "s", true, null], "b": {}}"#
        let foundation = try JSONDecoder().decode(RawValue.self, from: Data(json.utf8))
        let sieve = try SieveDecoder().decode(RawValue.self, from: Data(json.utf8))
        #expect(foundation["a"] == sieve["a"])
        #expect(sieve == (try RawValue(parsing: json)))
        let written = try JSONEncoder().encode(sieve)
        #expect(try RawValue(parsing: written)["a"] == sieve["a"])
    }

    // MARK: Lossless values

    struct Numbers: Codable {
        @Lossless var count: Int
        @Lossless var ratio: Double
        @Lossless var flag: Bool
        @Lossless var text: String
    }

    @Test(
        "Lossless reads exact conversions, warned, and the value's own type silently",
        arguments: [
            (#"{"count": "100", "ratio": "0.5", "flag": "true", "text": 123}"#, 4),
            (#"{"count": "1e2", "ratio": 2, "flag": 1, "text": true}"#, 3),
            (#"{"count": 100.0, "ratio": 0.5, "flag": 0, "text": "x"}"#, 1),
            (#"{"count": 1e2, "ratio": "1E-1", "flag": "false", "text": 1.50}"#, 3),
        ])
    func losslessConversions(json: String, warnings: Int) throws {
        let diagnosis = SieveDecoder().diagnose(Numbers.self, from: Data(json.utf8))
        let value = try #require(diagnosis.value)
        #expect(value.count == 100)
        #expect(diagnosis.warnings.count == warnings)
        #expect(diagnosis.warnings.allSatisfy { $0.code == .losslessConversion })
        let foundation = try JSONDecoder().decode(Numbers.self, from: Data(json.utf8))
        #expect(foundation.count == value.count)
        #expect(foundation.ratio == value.ratio)
        #expect(foundation.flag == value.flag)
    }

    @Test("A number's literal becomes a String exactly under SieveDecoder")
    func losslessLiteral() throws {
        let json = #"{"count": 1, "ratio": 1, "flag": true, "text": 1.50}"#
        #expect(try SieveDecoder().decode(Numbers.self, from: Data(json.utf8)).text == "1.50")
    }

    @Test(
        "Anything that is not exact fails as the plain field would",
        arguments: [
            #"{"count": "1.5", "ratio": 1, "flag": true, "text": "x"}"#,
            #"{"count": "12abc", "ratio": 1, "flag": true, "text": "x"}"#,
            #"{"count": " 12", "ratio": 1, "flag": true, "text": "x"}"#,
            #"{"count": 1, "ratio": "1e400", "flag": true, "text": "x"}"#,
            #"{"count": 1, "ratio": 1, "flag": 2, "text": "x"}"#,
            #"{"count": 1, "ratio": 1, "flag": "yes", "text": "x"}"#,
            #"{"count": 1, "ratio": 1, "flag": true, "text": null}"#,
            #"{"count": 1, "ratio": 1, "flag": true, "text": [1]}"#,
            #"{"count": null, "ratio": 1, "flag": true, "text": "x"}"#,
        ])
    func losslessFailures(json: String) throws {
        let data = Data(json.utf8)
        #expect(throws: DecodingError.self) { try SieveDecoder().decode(Numbers.self, from: data) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Numbers.self, from: data) }
    }

    @Test("The lossless warning names both JSON types and the text")
    func losslessWarning() throws {
        let diagnosis = SieveDecoder().diagnose(
            Numbers.self,
            from: Data(#"{"count": "100", "ratio": 1, "flag": true, "text": "x"}"#.utf8))
        let warning = try #require(diagnosis.warnings.first)
        #expect(warning.parameters == ["found": "a string", "expected": "an integer", "literal": "100"])
        #expect(warning.message == #"count: the string "100" was read as an integer"#)
        #expect(warning.location.column == 11)
    }

    // MARK: Where and why

    struct Webhook: Codable {
        struct PullRequest: Codable {
            @FallbackZero var changedFiles: Int
            @DropOnFailure var labelIds: [Int]
        }
        var pullRequest: PullRequest
    }

    @Test("A warning's path uses the document's keys, its location the value that failed")
    func documentPaths() throws {
        let decoder = SieveDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let json = #"{"pull_request": {"changed_files": "many", "label_ids": [1, "two", 3]}}"#
        let diagnosis = decoder.diagnose(Webhook.self, from: Data(json.utf8))
        #expect(diagnosis.value?.pullRequest.labelIds == [1, 3])
        #expect(
            diagnosis.warnings.map(\.description) == [
                "1:36: warning: pull_request.changed_files fell back to 0: expected an integer, found a string",
                "1:61: warning: pull_request.label_ids[1] was dropped: expected an integer, found a string",
            ])
    }

    // MARK: Fallbacks

    struct Defaults: Codable, Equatable {
        @FallbackZero var seats: Int
        @FallbackFalse var beta: Bool
        @FallbackTrue var active: Bool
        @FallbackEmpty var tags: [String]
        @FallbackEmpty var name: String
    }

    @Test("Missing, null and invalid give the fallback under both decoders, warned under Sieve")
    func fallbacks() throws {
        let json = #"{"seats": "many", "beta": null, "tags": "none", "name": 5}"#
        let data = Data(json.utf8)
        let expected = Defaults(seats: 0, beta: false, active: true, tags: [], name: "")
        #expect(try JSONDecoder().decode(Defaults.self, from: data) == expected)
        let diagnosis = SieveDecoder().diagnose(Defaults.self, from: data)
        #expect(diagnosis.value == expected)
        #expect(
            diagnosis.warnings.map(\.message) == [
                "seats fell back to 0: expected an integer, found a string",
                "beta fell back to false: the value is null",
                "active fell back to true: the key is missing",
                "tags fell back to []: expected an array, found a string",
                #"name fell back to "": expected a string, found a number"#,
            ])
        #expect(diagnosis.warnings.map { $0.parameters["reason"] } == [
            "invalid", "null", "missing", "invalid", "invalid",
        ])
    }

    struct AliasedSeats: Codable, Equatable {
        @FallbackZero var seats: Int

        enum CodingKeys: String, CodingKey, AliasedCodingKey {
            case seats
            static let aliases: [CodingKeys: [String]] = [.seats: ["seat_count", "licenses"]]
        }
    }

    @Test("A fallback read from an alias that is null reports the alias once, then the fallback")
    func fallbackThroughNullAlias() throws {
        let diagnosis = SieveDecoder().diagnose(AliasedSeats.self, from: Data(#"{"seat_count": null}"#.utf8))
        #expect(diagnosis.value == AliasedSeats(seats: 0))
        #expect(diagnosis.warnings.map(\.description) == [
            #"1:16: warning: seats was read from its alias "seat_count""#,
            "1:16: warning: seats fell back to 0: the value is null",
        ])
        // Two aliases present: the first listed wins, the other is a conflict, each once.
        let both = SieveDecoder().diagnose(
            AliasedSeats.self, from: Data(#"{"licenses": 4, "seat_count": 3}"#.utf8))
        #expect(both.value == AliasedSeats(seats: 3))
        #expect(both.warnings.map(\.code) == [.aliasMatched, .aliasConflict])
    }

    @Test("A value of the right type is kept, silently")
    func fallbackKeepsValues() throws {
        let json = #"{"seats": 3, "beta": true, "active": false, "tags": ["a"], "name": "n"}"#
        let diagnosis = SieveDecoder().diagnose(Defaults.self, from: Data(json.utf8))
        #expect(diagnosis.value == Defaults(seats: 3, beta: true, active: false, tags: ["a"], name: "n"))
        #expect(diagnosis.warnings.isEmpty)
    }
}

/// The same fields as `Drifted`, each read by calling the wrapper's own `init(from:)` on a
/// decoder for the member, rather than through the keyed container's `decode`: under
/// `SieveDecoder` the container reads Sieve's wrappers by the engine's typed path, and both
/// must agree value for value and warning for warning.
private struct DriftedByInit: Equatable {
    var seats: FallbackZero<Int>
    var beta: FallbackFalse
    var tags: FallbackEmpty<[String]>
    var count: Lossless<Int>
    var tier: Open<DriftTier>

    init(seats: Int, beta: Bool, tags: [String], count: Int, tier: Open<DriftTier>) {
        self.seats = FallbackZero(wrappedValue: seats)
        self.beta = FallbackFalse(wrappedValue: beta)
        self.tags = FallbackEmpty(wrappedValue: tags)
        self.count = Lossless(wrappedValue: count)
        self.tier = tier
    }
}

private enum DriftTier: String, Codable, CaseIterable, Sendable { case free, pro }

private struct Drifted: Decodable, Equatable {
    @FallbackZero var seats: Int
    @FallbackFalse var beta: Bool
    @FallbackEmpty var tags: [String]
    @Lossless var count: Int
    var tier: Open<DriftTier>
}

extension DriftedByInit: Decodable {
    private enum CodingKeys: String, CodingKey { case seats, beta, tags, count, tier }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seats = try FallbackZero(from: container.superDecoder(forKey: .seats))
        beta = try FallbackFalse(from: container.superDecoder(forKey: .beta))
        tags = try FallbackEmpty(from: container.superDecoder(forKey: .tags))
        count = try Lossless(from: container.superDecoder(forKey: .count))
        tier = try Open(from: container.superDecoder(forKey: .tier))
    }
}

@Suite("Codable drift tools read by the engine")
struct DirectWrapperTests {
    @Test(
        "The engine's typed reading of the wrappers and Open equals their own init(from:)",
        arguments: [
            #"[{"seats": "many", "beta": null, "tags": "none", "count": "12", "tier": "team"}]"#,
            #"[{"seats": 3, "beta": true, "tags": ["a", "b"], "count": 7, "tier": "pro"}]"#,
            #"[{"seats": 2.5, "beta": 1, "tags": [1], "count": 1e2, "tier": "free"}, {"seats": null, "beta": "no", "tags": null, "count": "1e1", "tier": "x"}]"#,
        ])
    func typedReadingMatchesInit(json: String) throws {
        let data = Data(json.utf8)
        let direct = SieveDecoder().diagnose([Drifted].self, from: data)
        let byInit = SieveDecoder().diagnose([DriftedByInit].self, from: data)
        let values = try #require(direct.value)
        #expect(
            values.map {
                DriftedByInit(
                    seats: $0.seats, beta: $0.beta, tags: $0.tags, count: $0.count, tier: $0.tier)
            } == byInit.value)
        #expect(!direct.warnings.isEmpty || json.contains(#""count": 7"#))
        #expect(direct.warnings.map(\.description) == byInit.warnings.map(\.description))
        #expect(direct.warnings.map(\.parameters) == byInit.warnings.map(\.parameters))
        #expect(direct.issues.map(\.description) == byInit.issues.map(\.description))
    }

    @Test("A lossless reading that is not exact fails the same way on both paths")
    func losslessFailureMatches() {
        let data = Data(#"[{"seats": 1, "beta": true, "tags": [], "count": "1.5", "tier": "pro"}]"#.utf8)
        let direct = SieveDecoder().diagnose([Drifted].self, from: data)
        let byInit = SieveDecoder().diagnose([DriftedByInit].self, from: data)
        #expect(direct.value == nil)
        #expect(!direct.issues.isEmpty)
        #expect(direct.issues.map(\.description) == byInit.issues.map(\.description))
    }
}

@Suite("Codable drift tools write what they read")
struct DriftToolEncodingTests {
    struct Written: Codable {
        @FallbackZero var seats: Int
        @FallbackTrue var active: Bool
        @Lossless var count: Int
        @FallbackEmpty var tags: [String]
        @NilOnFailure var note: String?
    }

    @Test("Each wrapper encodes as the value it wraps, as the plain property would")
    func transparent() throws {
        let value = try JSONDecoder().decode(
            Written.self, from: Data(#"{"seats": 2, "active": false, "count": "7", "tags": ["a"], "note": "n"}"#.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        #expect(text == #"{"active":false,"count":7,"note":"n","seats":2,"tags":["a"]}"#)
    }
}

// The five presence states: required, optional, default, fallback, and unread keys.

import Sieve
import Testing

@Suite("Presence states")
struct PresenceTests {
    // MARK: Required

    @Test("a required key that is missing is an issue missing_key")
    func requiredMissing() throws {
        let diagnosis = Required.diagnose(json: #"{"other": 1}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.missingKey])
        #expect(diagnosis.issues.first?.path == "count")
    }

    @Test("a required value that is null is an issue null_value")
    func requiredNull() throws {
        let diagnosis = Required.diagnose(json: #"{"count": null}"#)
        #expect(diagnosis.issues.map(\.code) == [.nullValue])
        #expect(diagnosis.issues.first?.parameters["expected"] == "an integer")
        #expect(diagnosis.issues.first?.location.offset == 10)
    }

    @Test("a required value of the wrong type is type_mismatch with expected and found")
    func requiredWrongType() throws {
        let diagnosis = Required.diagnose(json: #"{"count": "many"}"#)
        let issue = try #require(diagnosis.issues.first)
        #expect(issue.code == .typeMismatch)
        #expect(issue.parameters["expected"] == "an integer")
        #expect(issue.parameters["found"] == "a string")
        #expect(issue.message == "count: expected an integer, found a string")
    }

    @Test("a required value that is present decodes silently")
    func requiredPresent() throws {
        let diagnosis = Required.diagnose(json: #"{"count": 3}"#)
        #expect(diagnosis.value == Required(count: 3) as Required?)
        #expect(diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty)
    }

    // MARK: Optional

    @Test("an optional key that is missing or null is nil, silently", arguments: [#"{}"#, #"{"note": null}"#])
    func optionalAbsent(json: String) throws {
        let diagnosis = OptionalField.diagnose(json: json)
        #expect(diagnosis.value == OptionalField(note: nil) as OptionalField?)
        #expect(diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty)
    }

    @Test("an optional value that is present but invalid is an issue")
    func optionalInvalid() throws {
        let diagnosis = OptionalField.diagnose(json: #"{"note": 5}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.typeMismatch])
        #expect(diagnosis.issues.first?.path == "note")
    }

    // MARK: Default

    @Test("a defaulted key that is missing takes the default, silently")
    func defaultMissing() throws {
        let diagnosis = Defaulted.diagnose(json: #"{}"#)
        #expect(diagnosis.value?.pageSize == 50)
        #expect(diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty)
    }

    @Test("a defaulted value that is null or invalid is still an issue",
          arguments: [(#"{"page_size": null}"#, "null_value"), (#"{"page_size": "ten"}"#, "type_mismatch")])
    func defaultBroken(json: String, code: String) throws {
        let diagnosis = Defaulted.diagnose(json: json)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code.rawValue) == [code])
    }

    // MARK: Fallback

    @Test("a fallback covers missing, null and invalid, and says which",
          arguments: [
            (#"{}"#, "missing", "seat_count fell back to 0: the key is missing"),
            (#"{"seat_count": null}"#, "null", "seat_count fell back to 0: the value is null"),
            (#"{"seat_count": "twelve"}"#, "invalid",
             "seat_count fell back to 0: expected an integer, found a string"),
            (#"{"seat_count": 1.5}"#, "invalid",
             "seat_count fell back to 0: expected an integer, found a number"),
          ])
    func fallback(json: String, reason: String, message: String) throws {
        let diagnosis = WithFallback.diagnose(json: json)
        #expect(diagnosis.value == WithFallback(seatCount: 0) as WithFallback?)
        #expect(diagnosis.issues.isEmpty)
        let warning = try #require(diagnosis.warnings.first)
        #expect(diagnosis.warnings.count == 1)
        #expect(warning.code == .fallbackApplied)
        #expect(warning.path == "seat_count")
        #expect(warning.parameters["reason"] == reason)
        #expect(warning.parameters["fallback"] == "0")
        #expect(warning.message == message)
    }

    @Test("a fallback field with a valid value decodes it without a warning")
    func fallbackValid() throws {
        let diagnosis = WithFallback.diagnose(json: #"{"seat_count": 7}"#)
        #expect(diagnosis.value?.seatCount == 7)
        #expect(diagnosis.warnings.isEmpty)
    }

    @Test("a fallback read out of document order behaves the same")
    func fallbackOutOfOrder() throws {
        let diagnosis = WithFallback.diagnose(json: #"{"a": 1, "seat_count": "x", "b": 2}"#)
        #expect(diagnosis.value?.seatCount == 0)
        #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        #expect(diagnosis.warnings.first?.location.offset == 23)
    }

    // MARK: Unread keys

    @Test("an unread key is ignored by default, as Codable does")
    func unknownIgnored() throws {
        let diagnosis = Required.diagnose(json: #"{"count": 1, "extra": {"deep": [1, 2]}}"#)
        #expect(diagnosis.value?.count == 1)
        #expect(diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty)
    }

    @Test("under .warn an unread key warns unknown_key and suggests a near miss")
    func unknownWarned() throws {
        let diagnosis = Watchful.diagnose(json: #"{"emial": "a@b.c", "nmae": "Ann", "zzz": 1}"#)
        #expect(diagnosis.value == Watchful.init(email: nil, name: nil) as Watchful?)
        #expect(diagnosis.warnings.map(\.code) == [.unknownKey, .unknownKey, .unknownKey])
        #expect(diagnosis.warnings.map { $0.parameters["key"] } == ["emial", "nmae", "zzz"])
        #expect(diagnosis.warnings[0].parameters["suggestion"] == "email")
        #expect(diagnosis.warnings[1].parameters["suggestion"] == "name")
        #expect(diagnosis.warnings[2].parameters["suggestion"] == nil)
        #expect(diagnosis.warnings[0].message == #"unknown key "emial"; did you mean "email"?"#)
    }

    @Test("under .reject an unread key is an issue")
    func unknownRejected() throws {
        let diagnosis = Strict.diagnose(json: #"{"email": "a@b.c", "admin": true}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.unknownKey])
        #expect(diagnosis.issues.first?.path == "admin")
    }

    @Test("extras() collects every unread member as RawValue")
    func extrasCollected() throws {
        struct Collector: Schema {
            var id: Int
            var rest: [String: RawValue]
            init(from json: inout ObjectReader) throws {
                id = try json.decode("id")
                rest = try json.extras()
            }
        }
        let value = try Collector.parse(json: #"{"a": [1, {"b": null}], "id": 4, "c": "x"}"#)
        #expect(value.id == 4)
        #expect(value.rest == ["a": [1, ["b": .null]], "c": "x"])
    }

    @Test("a missing optional stays distinct from a present null RawValue")
    func absentVersusNull() throws {
        struct Probe: Schema {
            var value: RawValue?
            init(from json: inout ObjectReader) throws { value = try json.decode("v") }
        }
        #expect(try Probe.parse(json: #"{}"#).value == nil)
        #expect(try Probe.parse(json: #"{"v": null}"#).value == nil)
        #expect(try Probe.parse(json: #"{"v": 1}"#).value == .some(1))
    }
}

// Speculative reading: a field whose read fails inside the user's own `try?` leaves the reader
// at the next member, and a fallback undoes everything the failed read recorded.

import Sieve
import Testing

/// A raw-value enum without `CaseIterable`, so it has no placeholder: a value without a case
/// throws out of `decode`.
enum Shade: String, Sendable, SchemaValue { case light, dark }

/// An object type whose own initializer throws after reading.
struct Refusing: Schema, Sendable {
    struct Refused: Error {}
    init(from json: inout ObjectReader) throws {
        _ = try json.decode("id") as Int
        throw Refused()
    }
}

/// What a `Caught…` model saw, read from inside its initializer (its value is `nil` when
/// the caught failure was still recorded as an issue).
struct Seen: Equatable {
    var caught: Bool
    var next: Int
    var extras: [String: RawValue]
}

/// One `try?`-wrapped field, in each presence form, and whether it is read in order or after
/// a later key.
enum CaughtForm: String, CaseIterable, Sendable {
    case required, optional, defaulted, aliased, aliasedDefault, severalAliases
    case nestedObject, afterLaterKey
}

final class SeenBox: @unchecked Sendable {
    // Only touched by the serialized tests of this suite.
    var seen: Seen?
}
let seenBox = SeenBox()

struct Caught: Schema, Sendable {
    nonisolated(unsafe) static var form = CaughtForm.required

    init(from json: inout ObjectReader) throws {
        var next: Int?
        let caught: Bool
        switch Self.form {
        case .required:
            caught = (try? json.decode("shade") as Shade) == nil
        case .optional:
            caught = (try? json.decode("shade") as Shade?) == nil
        case .defaulted:
            caught = (try? json.decode("shade", default: Shade.light)) == nil
        case .aliased:
            caught = (try? json.decode("colour", or: "shade") as Shade) == nil
        case .aliasedDefault:
            caught = (try? json.decode("colour", or: "shade", default: Shade.light)) == nil
        case .severalAliases:
            caught = (try? json.decode("colour", or: "tone", "shade") as Shade) == nil
        case .nestedObject:
            caught = (try? json.decode("shade") as Refusing) == nil
        case .afterLaterKey:
            next = try json.decode("next")
            caught = (try? json.decode("shade") as Shade) == nil
        }
        if next == nil { next = try json.decode("next") }
        let extras = try json.extras()
        seenBox.seen = Seen(caught: caught, next: next!, extras: extras)
    }
}

@Suite("Checkpoints", .serialized)
struct CheckpointTests {
    @Test("try? around a failing field leaves the reader at the next member", arguments: CaughtForm.allCases)
    func caughtFailureKeepsTheReaderConsistent(form: CaughtForm) throws {
        Caught.form = form
        seenBox.seen = nil
        let shade = form == .nestedObject ? #"{"id": 1, "x": [2]}"# : #""violet""#
        let json = #"{"shade": \#(shade), "next": 7, "other": [1, {"a": null}]}"#
        let diagnosis = Caught.diagnose(json: json)
        #expect(seenBox.seen == Seen(caught: true, next: 7, extras: ["other": [1, ["a": .null]]]))
        // The failure itself is still an issue: a catch cannot be seen from the reader.
        let expected: DiagnosticCode = form == .nestedObject ? .invalidValue : .invalidCase
        #expect(diagnosis.issues.map(\.code) == [expected])
        #expect(diagnosis.issues.first?.path == "shade")
        #expect(diagnosis.value == nil)
    }

    @Test("a fallback undoes what the failed read recorded, and names the issue as its cause")
    func fallbackCauseIsTheIssue() throws {
        struct Owner: Schema, Sendable, Equatable {
            var name: String
            var age: Int
            init(name: String, age: Int) { self.name = name; self.age = age }
            init(from json: inout ObjectReader) throws {
                name = try json.decode("name", or: "full_name")
                age = try json.decode("age")
            }
        }
        struct Pet: Schema, Sendable {
            var owner: Owner
            var legs: Int
            init(from json: inout ObjectReader) throws {
                owner = try json.decode("owner", fallback: Owner(name: "?", age: 0))
                legs = try json.decode("legs")
            }
        }
        let diagnosis = Pet.diagnose(
            json: #"{"owner": {"full_name": "Ann", "age": "old"}, "legs": 4}"#)
        let pet = try #require(diagnosis.value)
        #expect(pet.owner == Owner(name: "?", age: 0))
        #expect(pet.legs == 4)
        // The alias warning inside the abandoned value is undone with it.
        #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        #expect(diagnosis.warnings.first?.parameters["cause"] == "type_mismatch")
        #expect(diagnosis.issues.isEmpty)
    }

    @Test("a fallback after a read that threw its own error applies, citing the error")
    func fallbackAfterOwnError() throws {
        struct Holder: Schema, Sendable {
            var refusing: Refusing?
            var after: Int
            init(from json: inout ObjectReader) throws {
                refusing = try json.decode("refusing", fallback: nil)
                after = try json.decode("after")
            }
        }
        let diagnosis = Holder.diagnose(json: #"{"refusing": {"id": 1}, "after": 2}"#)
        let value = try #require(diagnosis.value)
        #expect(value.refusing == nil)
        #expect(value.after == 2)
        #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        #expect(diagnosis.warnings.first?.parameters["cause"] == "invalid_value")
    }

    @Test("a fallback applies when a custom value's own decode throws, citing its error")
    func fallbackAfterCustomValueThrows() throws {
        struct Strict: SchemaValue, Sendable {
            struct Refused: Error {}
            static func decode(from reader: inout ValueReader) throws -> Strict {
                _ = try reader.readInteger(Int.self)
                throw Refused()
            }
        }
        struct Holder: Schema, Sendable {
            var strict: Strict?
            var after: Int
            init(from json: inout ObjectReader) throws {
                strict = try json.decode("strict", fallback: nil)
                after = try json.decode("after")
            }
        }
        let diagnosis = Holder.diagnose(json: #"{"strict": 1, "after": 2}"#)
        let value = try #require(diagnosis.value)
        #expect(value.strict == nil)
        #expect(value.after == 2)
        #expect(diagnosis.warnings.map(\.code) == [.fallbackApplied])
        #expect(diagnosis.warnings.first?.parameters["cause"] == "invalid_value")
        #expect(diagnosis.warnings.first?.parameters["detail"]?.contains("Refused") == true)
    }
}


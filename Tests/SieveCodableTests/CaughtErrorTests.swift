// An error that is caught inside a decode (by a user's `try?` or `catch`, or by a lenient
// wrapper) is not given its `line:col`: counting lines means scanning the input from its
// start, and a model that tries several types in turn would pay that scan for every value.
// The position is added once, when the error leaves the public `decode` call.

import Foundation
import Sieve
import Testing

/// Records the errors its `init(from:)` catches before rethrowing the last one.
private struct Catcher: Decodable {
    nonisolated(unsafe) static var caught: [DecodingError] = []

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            _ = try container.decode(Int.self)
        } catch let error as DecodingError {
            Self.caught.append(error)
        }
        do {
            _ = try container.decode([Int].self)
        } catch let error as DecodingError {
            Self.caught.append(error)
            throw error
        }
    }
}

/// Any JSON value, decoded the way apps write it: each type tried in turn with `try?`.
indirect enum TriedJSON: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([TriedJSON])
    case object([String: TriedJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TriedJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: TriedJSON].self))
        }
    }
}

/// Catches Sieve's error and throws its own around it.
private struct Wrapper: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            _ = try container.decode(Int.self)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "not a count", underlyingError: error))
        }
    }
}

@Suite("Caught errors", .serialized)
struct CaughtErrorTests {
    @Test("an error a type wraps around Sieve's is located when it leaves the decode")
    func wrappedErrorIsLocated() throws {
        do {
            _ = try SieveDecoder().decode(Wrapper.self, from: Data("\n \"x\"".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "not a count")
            guard case .typeMismatch(_, let inner)? = context.underlyingError as? DecodingError
            else {
                Issue.record("\(String(describing: context.underlyingError))")
                return
            }
            #expect(inner.debugDescription.hasSuffix("(at 2:2)"))
            #expect(inner.underlyingError == nil)
        }
    }

    @Test("a lenient wrapper's reason names the absorbed error with its line and column")
    func lenientReasonIsLocated() throws {
        struct Model: Decodable { @NilOnFailure var count: Int? }
        let diagnosis = SieveDecoder().diagnose(Model.self, from: Data("{\n \"count\": \"x\"}".utf8))
        let warning = try #require(diagnosis.warnings.first)
        // The same typed facts as on the schema path, the warning at the value that failed.
        #expect(warning.parameters == [
            "reason": "invalid", "cause": "type_mismatch", "expected": "an integer",
            "found": "a string",
        ])
        #expect(warning.description == "2:11: warning: count became nil: expected an integer, found a string")
    }

    @Test("each type and found kind gets its own sentence, the same on every decode",
          arguments: 1...2)
    func sentencesPerTypeAndKind(round: Int) throws {
        func sentence<T: Decodable>(_ type: T.Type, _ json: String) -> String? {
            do {
                _ = try SieveDecoder().decode(type, from: Data(json.utf8))
                return nil
            } catch DecodingError.typeMismatch(_, let context) {
                return context.debugDescription
            } catch DecodingError.valueNotFound(_, let context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        #expect(sentence(Bool.self, #""x""#) == "Expected to decode Bool but found a string instead. (at 1:1)")
        #expect(sentence(Bool.self, "7") == "Expected to decode Bool but found number instead. (at 1:1)")
        #expect(sentence(Int.self, "[]") == "Expected to decode Int but found an array instead. (at 1:1)")
        #expect(sentence([Int].self, "[null]")
            == "Cannot get value of type Int -- found null value instead (at 1:2)")
        #expect(sentence([String].self, "[null]")
            == "Cannot get value of type String -- found null value instead (at 1:2)")
    }

    @Test("an error caught inside init(from:) has no line:col yet; the one that leaves has it")
    func caughtErrorIsNotLocated() throws {
        Catcher.caught = []
        let json = Data("\n\n   \"text\"".utf8)
        do {
            _ = try SieveDecoder().decode(Catcher.self, from: json)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(context.debugDescription == "Expected to decode Array<Any> but found a string instead. (at 3:4)")
            #expect(context.underlyingError == nil)
        }
        #expect(Catcher.caught.count == 2)
        for error in Catcher.caught {
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(!context.debugDescription.contains("(at "))
            #expect(context.debugDescription.hasPrefix("Expected to decode "))
        }
    }

    @Test("invalid JSON rethrown by user code is located when it leaves the decode")
    func rethrownInvalidJSONIsLocated() throws {
        do {
            _ = try SieveDecoder().decode([TriedJSON].self, from: Data("[1,\n tru]".utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("The given data was not valid JSON. (at 2:"))
            #expect(context.underlyingError is ScanError)
            #expect((context.underlyingError as? ScanError)?.location?.line == 2)
        }
    }

    @Test("a value tried as each type in turn decodes as JSONDecoder decodes it")
    func triedTypesDecodeLikeFoundation() throws {
        let json = Data(
            #"{"a": [1, "x", true, null, {"b": [2.5, []]}], "c": {}, "d": "\u00e9"}"#.utf8)
        let sieve = try SieveDecoder().decode(TriedJSON.self, from: json)
        let foundation = try JSONDecoder().decode(TriedJSON.self, from: json)
        #expect(sieve == foundation)
    }

    @Test("the warnings of many absorbed failures are each located, in one pass")
    func manyWarningsAreLocated() throws {
        struct Element: Decodable { @NilOnFailure var v: Int? }
        let count = 2_000
        let elements = (0..<count).map { $0.isMultiple(of: 2) ? #"{"v": "x"}"# : #"{"v": 1}"# }
        let json = "[\n" + elements.joined(separator: ",\n") + "\n]"
        let diagnosis = SieveDecoder().diagnose([Element].self, from: Data(json.utf8))
        let value = try #require(diagnosis.value)
        #expect(value.count == count)
        #expect(value.compactMap(\.v).count == count / 2)
        #expect(diagnosis.warnings.count == count / 2)
        for (index, warning) in diagnosis.warnings.enumerated() {
            // Element 2k sits on line 2k + 2; its value at column 7.
            #expect(warning.path.description == "[\(2 * index)].v")
            #expect(warning.location.line == 2 * index + 2)
            #expect(warning.location.column == 7)
        }
    }
}

/// Tries an `Int`, catches the failure, and reads nothing else.
private struct GivesUp: Decodable, Equatable {
    var value: Int?
    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Int.self)
    }
}

private struct HoldsGivesUp: Decodable, Equatable {
    var a: GivesUp
    var b: Int
}

@Suite("Caught mismatches")
struct CaughtMismatchTests {
    @Test(
        "a caught mismatch on a value nobody reads again decodes or fails as in JSONDecoder",
        arguments: [
            #"[1, 2]"#, #"{"x": 1}"#, #"[1, tru]"#, #"{"x": nul}"#, #""text""#, #"[1, 2"#,
        ])
    func topLevel(json: String) {
        let data = Data(json.utf8)
        let foundation = Result { try JSONDecoder().decode(GivesUp.self, from: data) }
        let sieve = Result { try SieveDecoder().decode(GivesUp.self, from: data) }
        #expect(outcome(foundation) == outcome(sieve), "\(json)")
    }

    @Test(
        "inside an object, the member after a caught mismatch still reads, and invalid JSON still fails",
        arguments: [
            #"{"a": [1, 2], "b": 3}"#, #"{"a": {"x": [1]}, "b": 3}"#, #"{"a": [1, tru], "b": 3}"#,
            #"{"a": {"x": 1 2}, "b": 3}"#, #"{"b": 3, "a": [[[]]]}"#,
        ])
    func inObject(json: String) {
        let data = Data(json.utf8)
        let foundation = Result { try JSONDecoder().decode(HoldsGivesUp.self, from: data) }
        let sieve = Result { try SieveDecoder().decode(HoldsGivesUp.self, from: data) }
        #expect(outcome(foundation) == outcome(sieve), "\(json)")
    }

    private func outcome<T: Equatable>(_ result: Result<T, any Error>) -> String {
        switch result {
        case .success(let value): return "value \(value)"
        case .failure(let error as DecodingError):
            switch error {
            case .dataCorrupted: return "dataCorrupted"
            case .typeMismatch: return "typeMismatch"
            case .keyNotFound: return "keyNotFound"
            case .valueNotFound: return "valueNotFound"
            @unknown default: return "other"
            }
        case .failure(let error): return "\(error)"
        }
    }
}

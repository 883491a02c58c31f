// A compile test of the drop-in surface: every public member of `JSONDecoder`, written once as
// a function body, compiled twice, once with `JSONDecoder` and once with `SieveDecoder`, and
// run on both with the results compared.
//
// Why two functions with identical bodies instead of one generic function: a generic over a
// protocol both decoders conform to would only prove the protocol's members exist, and would
// spell the strategies through the protocol's types. What users do is change the one word
// `JSONDecoder()` to `SieveDecoder()` in concrete, non-generic code, so each body here is
// type-checked against one concrete class, leading-dot spellings and all. A test below reads
// this file and fails if the two bodies ever differ by a character. (The date strategies are
// assigned by their leading-dot spellings: `SieveDecoder`'s date strategy is its own type with
// `JSONDecoder`'s cases, see `SieveDecoder.DateDecodingStrategy`.)

import Foundation
import Sieve
import Testing

/// A reporter a type finds in `userInfo`: a class with mutable state, as the helpers of
/// property-wrapper libraries store there.
final class SurfaceReporter: @unchecked Sendable {
    // @unchecked: `notes` is only touched by the one decode, on the test's own thread. (Not
    // `Sendable` at all, storing it would warn, as Foundation's `@preconcurrency` makes
    // `JSONDecoder`'s `userInfo` warn; the package builds with warnings as errors.)
    var notes: [String] = []
}

let surfaceReporterKey = CodingUserInfoKey(rawValue: "surface.reporter")!

/// Reads the reporter from `userInfo` and leaves a note in it.
struct Reported: Decodable {
    var count: Int
    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        let reporter = decoder.userInfo[surfaceReporterKey] as? SurfaceReporter
        reporter?.notes.append("saw \(value)")
        count = reporter?.notes.count ?? -1
    }
}

struct SnakeName: Decodable { var userName: String }

// The bodies of the two functions below must stay identical (checked by a test): the same
// lines compiling against both decoders is what "the same type as JSONDecoder's" means.

@available(SwiftStdlib 5.9, *)
func exerciseSurface(_ decoder: JSONDecoder) throws -> [String] {
    var results: [String] = []
    func record(_ body: () throws -> String) {
        do { results.append(try body()) } catch { results.append("error \(ErrorShape(error))") }
    }
    let shared: any Sendable = decoder
    results.append("\(type(of: shared) == type(of: decoder))")

    decoder.keyDecodingStrategy = .useDefaultKeys
    record { "\(try decoder.decode([String: Int].self, from: Data(#"{"a_b": 1}"#.utf8)))" }
    record { "\(try decoder.decode([Int].self, from: Data("[1, ".utf8)))" }
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    record { try decoder.decode(SnakeName.self, from: Data(#"{"user_name": "a"}"#.utf8)).userName }
    decoder.keyDecodingStrategy = .custom { path in
        KeyLister.AnyKey(stringValue: path.last!.stringValue.lowercased())
    }
    record { try decoder.decode(V<String>.self, from: Data(#"{"V": "upper"}"#.utf8)).v }
    if case .custom = decoder.keyDecodingStrategy { results.append("custom keys") }
    decoder.keyDecodingStrategy = .useDefaultKeys

    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    let dates = [
        "1", "1", "1500", #""2020-01-02T03:04:05Z""#, #""2020-01-02""#, #""2020-01-02 ""#,
        #""2020-13-02""#, "4",
    ]
    for (index, json) in dates.enumerated() {
        switch index {
        case 0: decoder.dateDecodingStrategy = .deferredToDate
        case 1: decoder.dateDecodingStrategy = .secondsSince1970
        case 2: decoder.dateDecodingStrategy = .millisecondsSince1970
        case 3: decoder.dateDecodingStrategy = .iso8601
        case 4, 5, 6: decoder.dateDecodingStrategy = .formatted(formatter)
        default:
            decoder.dateDecodingStrategy = .custom {
                Date(timeIntervalSince1970: try Double(from: $0) * 2)
            }
        }
        let date = Data(#"{"d": \#(json)}"#.utf8)
        record { "\(try decoder.decode(D.self, from: date).d.timeIntervalSince1970)" }
    }
    decoder.dateDecodingStrategy = .deferredToDate
    if case .deferredToDate = decoder.dateDecodingStrategy { results.append("deferred dates") }

    decoder.dataDecodingStrategy = .deferredToData
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": [1, 2]}"#.utf8)).b))" }
    decoder.dataDecodingStrategy = .base64
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": "AQI="}"#.utf8)).b))" }
    decoder.dataDecodingStrategy = .custom { Data(try String(from: $0).utf8) }
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": "hi"}"#.utf8)).b))" }
    if case .custom = decoder.dataDecodingStrategy { results.append("custom data") }
    decoder.dataDecodingStrategy = .base64

    decoder.nonConformingFloatDecodingStrategy = .throw
    record { "\(try decoder.decode(V<Double>.self, from: Data(#"{"v": "+inf"}"#.utf8)).v)" }
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    record { "\(try decoder.decode([Double].self, from: Data(#"["+inf", "-inf", 1.5]"#.utf8)))" }
    if case .convertFromString(let positive, _, _) = decoder.nonConformingFloatDecodingStrategy {
        results.append(positive)
    }
    decoder.nonConformingFloatDecodingStrategy = .throw

    let reporter = SurfaceReporter()
    decoder.userInfo[surfaceReporterKey] = reporter
    record { "\(try decoder.decode([Reported].self, from: Data("[7, 8]".utf8)).map(\.count))" }
    let everything: [CodingUserInfoKey: Any] = decoder.userInfo
    let entry: (any Sendable)? = decoder.userInfo[surfaceReporterKey]
    results.append("\(everything.count) \(entry is SurfaceReporter) \(reporter.notes)")
    decoder.userInfo = [:]

    results.append("\(decoder.allowsJSON5) \(decoder.assumesTopLevelDictionary)")
    decoder.allowsJSON5 = true
    record { "\(try decoder.decode([String: [Int]].self, from: Data(#"{"a": [1, 2]}"#.utf8)))" }
    decoder.allowsJSON5 = false
    decoder.assumesTopLevelDictionary = true
    record { "\(try decoder.decode([String: Int].self, from: Data(#""a": 1"#.utf8)))" }
    results.append("\(decoder.userInfo.count)")
    decoder.assumesTopLevelDictionary = false

    let text = Data(#"{"en": "hello", "fr": "bonjour"}"#.utf8)
    let english = Localized.Configuration(language: "en")
    record { try decoder.decode(Localized.self, from: text, configuration: english).text }
    record { try decoder.decode(Localized.self, from: text, configuration: French.self).text }
    let array = Data("[]".utf8)
    record { try decoder.decode(Localized.self, from: array, configuration: French.self).text }
    return results
}

@available(SwiftStdlib 5.5, *)
func exerciseSurface(_ decoder: SieveDecoder) throws -> [String] {
    var results: [String] = []
    func record(_ body: () throws -> String) {
        do { results.append(try body()) } catch { results.append("error \(ErrorShape(error))") }
    }
    let shared: any Sendable = decoder
    results.append("\(type(of: shared) == type(of: decoder))")

    decoder.keyDecodingStrategy = .useDefaultKeys
    record { "\(try decoder.decode([String: Int].self, from: Data(#"{"a_b": 1}"#.utf8)))" }
    record { "\(try decoder.decode([Int].self, from: Data("[1, ".utf8)))" }
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    record { try decoder.decode(SnakeName.self, from: Data(#"{"user_name": "a"}"#.utf8)).userName }
    decoder.keyDecodingStrategy = .custom { path in
        KeyLister.AnyKey(stringValue: path.last!.stringValue.lowercased())
    }
    record { try decoder.decode(V<String>.self, from: Data(#"{"V": "upper"}"#.utf8)).v }
    if case .custom = decoder.keyDecodingStrategy { results.append("custom keys") }
    decoder.keyDecodingStrategy = .useDefaultKeys

    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    let dates = [
        "1", "1", "1500", #""2020-01-02T03:04:05Z""#, #""2020-01-02""#, #""2020-01-02 ""#,
        #""2020-13-02""#, "4",
    ]
    for (index, json) in dates.enumerated() {
        switch index {
        case 0: decoder.dateDecodingStrategy = .deferredToDate
        case 1: decoder.dateDecodingStrategy = .secondsSince1970
        case 2: decoder.dateDecodingStrategy = .millisecondsSince1970
        case 3: decoder.dateDecodingStrategy = .iso8601
        case 4, 5, 6: decoder.dateDecodingStrategy = .formatted(formatter)
        default:
            decoder.dateDecodingStrategy = .custom {
                Date(timeIntervalSince1970: try Double(from: $0) * 2)
            }
        }
        let date = Data(#"{"d": \#(json)}"#.utf8)
        record { "\(try decoder.decode(D.self, from: date).d.timeIntervalSince1970)" }
    }
    decoder.dateDecodingStrategy = .deferredToDate
    if case .deferredToDate = decoder.dateDecodingStrategy { results.append("deferred dates") }

    decoder.dataDecodingStrategy = .deferredToData
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": [1, 2]}"#.utf8)).b))" }
    decoder.dataDecodingStrategy = .base64
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": "AQI="}"#.utf8)).b))" }
    decoder.dataDecodingStrategy = .custom { Data(try String(from: $0).utf8) }
    record { "\(Array(try decoder.decode(B.self, from: Data(#"{"b": "hi"}"#.utf8)).b))" }
    if case .custom = decoder.dataDecodingStrategy { results.append("custom data") }
    decoder.dataDecodingStrategy = .base64

    decoder.nonConformingFloatDecodingStrategy = .throw
    record { "\(try decoder.decode(V<Double>.self, from: Data(#"{"v": "+inf"}"#.utf8)).v)" }
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
        positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
    record { "\(try decoder.decode([Double].self, from: Data(#"["+inf", "-inf", 1.5]"#.utf8)))" }
    if case .convertFromString(let positive, _, _) = decoder.nonConformingFloatDecodingStrategy {
        results.append(positive)
    }
    decoder.nonConformingFloatDecodingStrategy = .throw

    let reporter = SurfaceReporter()
    decoder.userInfo[surfaceReporterKey] = reporter
    record { "\(try decoder.decode([Reported].self, from: Data("[7, 8]".utf8)).map(\.count))" }
    let everything: [CodingUserInfoKey: Any] = decoder.userInfo
    let entry: (any Sendable)? = decoder.userInfo[surfaceReporterKey]
    results.append("\(everything.count) \(entry is SurfaceReporter) \(reporter.notes)")
    decoder.userInfo = [:]

    results.append("\(decoder.allowsJSON5) \(decoder.assumesTopLevelDictionary)")
    decoder.allowsJSON5 = true
    record { "\(try decoder.decode([String: [Int]].self, from: Data(#"{"a": [1, 2]}"#.utf8)))" }
    decoder.allowsJSON5 = false
    decoder.assumesTopLevelDictionary = true
    record { "\(try decoder.decode([String: Int].self, from: Data(#""a": 1"#.utf8)))" }
    results.append("\(decoder.userInfo.count)")
    decoder.assumesTopLevelDictionary = false

    let text = Data(#"{"en": "hello", "fr": "bonjour"}"#.utf8)
    let english = Localized.Configuration(language: "en")
    record { try decoder.decode(Localized.self, from: text, configuration: english).text }
    record { try decoder.decode(Localized.self, from: text, configuration: French.self).text }
    let array = Data("[]".utf8)
    record { try decoder.decode(Localized.self, from: array, configuration: French.self).text }
    return results
}

@Suite("JSONDecoder's surface")
struct SurfaceTests {
    @Test("every JSONDecoder member, used the same way on SieveDecoder, gives the same results")
    @available(SwiftStdlib 5.9, *)
    func sameResults() throws {
        let foundation = try exerciseSurface(JSONDecoder())
        let sieve = try exerciseSurface(SieveDecoder())
        #expect(sieve == foundation)
        // The run exercised what it claims: values, errors and the reporter's notes.
        #expect(foundation.count == 31)
        #expect(foundation.contains("1 true [\"saw 7\", \"saw 8\"]"))
        // `.formatted` read the date, read it again with a trailing space (the formatter
        // allows one; Sieve's hand reading does not, so it asked the formatter), and refused
        // month 13.
        #expect(foundation.filter { $0 == "1577923200.0" }.count == 2)
        #expect(foundation.contains("error dataCorrupted at [\"d\"]"))
        #expect(foundation.contains("error dataCorrupted at []"))
        #expect(foundation.contains { $0.hasPrefix("error typeMismatch(Double)") })
    }

    @Test("the two exercise bodies are the same text, so the surface test proves substitution")
    func bodiesAreIdentical() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func body(of signature: String) -> [Substring] {
            guard let start = lines.firstIndex(where: { $0.hasPrefix(signature) }) else {
                return []
            }
            let end = lines[start...].firstIndex(of: "}") ?? lines.endIndex
            return Array(lines[(start + 1)..<end])
        }
        let foundation = body(of: "func exerciseSurface(_ decoder: JSONDecoder)")
        let sieve = body(of: "func exerciseSurface(_ decoder: SieveDecoder)")
        #expect(foundation.count > 50)
        #expect(sieve == foundation)
    }
}

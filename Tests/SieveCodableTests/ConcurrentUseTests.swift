// One decoder, schema and value used from many tasks at once: every result equals the one
// sequential decoding gives, warnings and their counts included. `.ci/sanitize` runs these
// (and "Concurrent decodes") under ThreadSanitizer.

import Foundation
import Sieve
import Testing

private struct Reading: Decodable, Equatable, Sendable {
    var id: Int
    @NilOnFailure var level: Int?
    var tags: [String]
}

private struct Sample: Schema, Equatable, Sendable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var id: Int
    var level: Int
    init(from json: inout ObjectReader) throws {
        id = try json.decode("id", or: "sample_id")
        level = try json.decode("level", fallback: 0)
    }
}

@Suite("Concurrent use")
struct ConcurrentUseTests {
    /// 300 readings; every third has a level that is not an integer.
    static let readings = Data(
        ("[" + (0..<300).map { i in
            #"{"id": \#(i), "level": \#(i % 3 == 0 ? "\"high\"" : "\(i)"), "tags": ["t\#(i)"]}"#
        }.joined(separator: ",") + "]").utf8)
    /// 300 samples, drifted: an alias, a missing level, an unknown key.
    static let samples =
        "[" + (0..<300).map { i in
            i % 2 == 0 ? #"{"sample_id": \#(i), "extra": 1}"# : #"{"id": \#(i), "level": \#(i)}"#
        }.joined(separator: ",") + "]"

    /// What matters of a diagnosis, to compare.
    static func summary<T>(_ diagnosis: Diagnosis<T>) -> [String] {
        diagnosis.warnings.map(\.description) + diagnosis.issues.map(\.description)
            + diagnosis.warningCounts.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key) \($0.value)" }
    }

    @Test("one SieveDecoder on 8 tasks gives the sequential values and warnings")
    func sharedDecoder() async throws {
        let decoder = SieveDecoder()
        decoder.limits.maxWarnings = 60
        let expected = decoder.diagnose([Reading].self, from: Self.readings)
        #expect(expected.warnings.count == 60)
        #expect(expected.warningCounts.values.reduce(0, +) == 100)
        let expectedSummary = Self.summary(expected)
        let expectedValue = try decoder.decode([Reading].self, from: Self.readings)
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<20 {
                        let diagnosis = decoder.diagnose([Reading].self, from: Self.readings)
                        guard diagnosis.value == expected.value,
                            Self.summary(diagnosis) == expectedSummary,
                            try decoder.decode([Reading].self, from: Self.readings) == expectedValue
                        else { return false }
                    }
                    return true
                }
            }
            for try await agreed in group { #expect(agreed) }
        }
    }

    @Test("one schema diagnosed on 8 tasks gives the sequential warnings and counts")
    func sharedSchema() async {
        let limits = Limits(maxWarnings: 100)
        let expected = [Sample].diagnose(json: Self.samples, limits: limits)
        #expect(expected.isWarningListTruncated)
        let expectedSummary = Self.summary(expected)
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<20).allSatisfy { _ in
                        let diagnosis = [Sample].diagnose(json: Self.samples, limits: limits)
                        return diagnosis.value == expected.value && Self.summary(diagnosis) == expectedSummary
                    }
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }

    @Test("one RawValue compared, hashed and printed on 8 tasks")
    func sharedValue() async throws {
        let value = try RawValue(parsing: Self.readings)
        let text = value.description
        let hash = value.hashValue
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<20).allSatisfy { _ in
                        let again = try? RawValue(parsing: text)
                        return again == value && value.hashValue == hash && value.description == text
                    }
                }
            }
            for await agreed in group { #expect(agreed) }
        }
    }
}

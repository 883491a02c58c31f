// `Limits.maxWarnings`: past it warnings are counted, not kept, and the counts stay exact,
// through speculation that is undone as well as through reading that is kept.

import Sieve
import Testing

/// A variant that warns (a fallback for a missing `legacy`) and then fails (no `code`).
private struct Warns: Schema, Sendable {
    init(from json: inout ObjectReader) throws {
        _ = try json.decode("legacy", fallback: 0)
        _ = try json.decode("code") as Int
    }
}
private struct Named: Schema, Sendable {
    var name: String
    init(from json: inout ObjectReader) throws { name = try json.decode("name") }
}
private enum EitherOne: SchemaValue, Sendable {
    case warns, named(Named)
    static func decode(from reader: inout ValueReader) throws -> EitherOne {
        try reader.untagged(
            { _ = try Warns.decode(from: &$0); return .warns },
            { .named(try Named.decode(from: &$0)) })
    }
}

@Suite("Warning limit")
struct WarningLimitTests {
    /// An object of `count` members, all the key `email`.
    static func duplicated(_ count: Int) -> String {
        "{" + Array(repeating: #""email": "a""#, count: count).joined(separator: ", ") + "}"
    }

    @Test("100,000 duplicated keys under .warn keep 1,000 warnings and count every one")
    func duplicatedKeys() {
        let diagnosis = Watchful.diagnose(json: Self.duplicated(100_000))
        #expect(diagnosis.value?.email == "a")
        #expect(diagnosis.issues.isEmpty)
        #expect(diagnosis.warnings.count == 1_000)
        #expect(diagnosis.warnings.allSatisfy { $0.code == .duplicateKey })
        // The kept ones are the first in document order: the first at the second member's
        // value.
        #expect(diagnosis.warnings.first?.location.column == 25)
        #expect(diagnosis.warnings.last?.location.column == 25 + 1_000 * 14 - 14)
        #expect(diagnosis.isWarningListTruncated)
        #expect(diagnosis.omittedWarnings == [.duplicateKey: 98_999])
        #expect(diagnosis.warningCounts == [.duplicateKey: 99_999])
    }

    @Test("under the limit nothing is omitted, and the counts are the warnings'")
    func underTheLimit() {
        let diagnosis = Watchful.diagnose(json: Self.duplicated(3))
        #expect(diagnosis.warnings.count == 2)
        #expect(!diagnosis.isWarningListTruncated)
        #expect(diagnosis.omittedWarnings.isEmpty)
        #expect(diagnosis.warningCounts == [.duplicateKey: 2])
    }

    @Test("maxWarnings 0 keeps none and still counts them; the rendering says so")
    func zero() {
        var limits = Limits()
        limits.maxWarnings = 0
        let diagnosis = Watchful.diagnose(json: Self.duplicated(4), limits: limits)
        #expect(diagnosis.warnings.isEmpty)
        #expect(diagnosis.warningCounts == [.duplicateKey: 3])
        #expect(diagnosis.render(.plain).contains(
            "note: 3 more warnings not shown (Limits.maxWarnings): 3 duplicate_key"))
    }

    @Test("a counted warning of a variant that lost is undone with the variant")
    func undone() {
        var limits = Limits()
        limits.maxWarnings = 0
        let diagnosis = [EitherOne].diagnose(
            json: #"[{"name": "a"}, {"name": "b"}]"#, limits: limits)
        #expect(diagnosis.issues.isEmpty)
        #expect(diagnosis.value?.count == 2)
        #expect(diagnosis.omittedWarnings.isEmpty)
        #expect(diagnosis.warningCounts.isEmpty)
    }

    @Test("SieveDecoder keeps Limits.maxWarnings warnings and counts the rest")
    func dropIn() throws {
        struct Row: Decodable { @NilOnFailure var n: Int? }
        let decoder = SieveDecoder()
        decoder.limits.maxWarnings = 2
        let json = "[" + Array(repeating: #"{"n": "x"}"#, count: 5).joined(separator: ",") + "]"
        let diagnosis = decoder.diagnose([Row].self, from: json)
        #expect(diagnosis.value?.count == 5)
        #expect(diagnosis.warnings.count == 2)
        #expect(diagnosis.warnings.map(\.path.description) == ["[0].n", "[1].n"])
        #expect(diagnosis.omittedWarnings.values.reduce(0, +) == 3)
        #expect(diagnosis.warningCounts.values.reduce(0, +) == 5)
    }
}

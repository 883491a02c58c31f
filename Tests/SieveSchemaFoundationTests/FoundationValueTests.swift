// Foundation's values on the schema path: Date (ISO 8601 by default, or the formats a
// field's request names), UUID, URL, Decimal and Data, their issues and warnings.

import Foundation
import Sieve
import Testing

private struct Profile: Schema {
    var id: UUID
    var site: URL
    var createdAt: Date
    var lastSeen: Date?
    var birthday: Date?
    var balance: Decimal
    var avatar: Data?
    var startsAt: Date

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        site = try json.decode("site")
        createdAt = try json.decode("created_at")
        lastSeen = try json.decode("last_seen", date: .millisecondsSince1970, .iso8601)
        birthday = try json.decode("birthday", date: .formatted("yyyy-MM-dd"))
        balance = try json.decode("balance")
        avatar = try json.decode("avatar")
        startsAt = try json.decode("starts_at", date: .iso8601, fallback: Date(timeIntervalSince1970: 0))
    }
}

private func utc(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text) ?? ISO8601DateFormatter().date(from: text)!
}

@Suite("Foundation values on the schema path")
struct FoundationValueTests {
    static let body = #"""
        {"id": "7C9E6679-7425-40DE-944B-E07FC1F90AE7", "site": "https://example.com",
         "created_at": "2026-11-29T08:15:00.250+01:00", "last_seen": "2026-11-30T10:00:00Z",
         "birthday": "1990-02-28", "balance": 10000000000000000.05, "avatar": "AAEC",
         "starts_at": "2026-01-01T00:00:00Z"}
        """#

    @Test("every value decodes, and the one fallback format warns")
    func values() throws {
        let diagnosis = Profile.diagnose(json: Self.body)
        let account = try #require(diagnosis.value, "\(diagnosis.issues)")
        #expect(account.id == UUID(uuidString: "7C9E6679-7425-40DE-944B-E07FC1F90AE7"))
        #expect(account.site == URL(string: "https://example.com"))
        #expect(account.createdAt == utc("2026-11-29T07:15:00.250Z"))
        #expect(account.lastSeen == utc("2026-11-30T10:00:00Z"))
        #expect(account.birthday == utc("1990-02-28T00:00:00Z"))
        #expect(account.balance == Decimal(string: "10000000000000000.05"))
        #expect(account.balance.description == "10000000000000000.05")
        #expect(account.avatar == Data([0, 1, 2]))
        #expect(diagnosis.warnings.map(\.code) == [.dateFormatFallback])
        #expect(diagnosis.warnings.first?.path == "last_seen")
        #expect(diagnosis.warnings.first?.parameters == ["expected": "millisecondsSince1970", "matched": "iso8601"])
        #expect(diagnosis.warnings.first?.location.line == 2)
    }

    @Test(
        "a value that is not what its type reads is an issue at its path",
        arguments: [
            (#""id": "nope""#, "id", DiagnosticCode.invalidValue),
            (#""id": 7"#, "id", .typeMismatch),
            (#""site": """#, "site", .invalidValue),
            (#""created_at": "2026-02-30T00:00:00Z""#, "created_at", .invalidValue),
            (#""created_at": "2026-02-28T24:00:00Z""#, "created_at", .invalidValue),
            (#""created_at": "2026-02-28T23:60:00Z""#, "created_at", .invalidValue),
            (#""created_at": "2026-02-28 23:00:00Z""#, "created_at", .invalidValue),
            (#""created_at": 1764400000"#, "created_at", .typeMismatch),
            (#""birthday": "1990-13-01""#, "birthday", .invalidValue),
            (#""balance": 123456789012345678901234567890123456789012"#, "balance", .numberOutOfRange),
            (#""balance": "1""#, "balance", .typeMismatch),
            (#""avatar": "AAE""#, "avatar", .invalidValue),
        ])
    func issues(member: String, path: String, code: DiagnosticCode) throws {
        // The valid body with one member replaced.
        let members = [
            #""id": "7C9E6679-7425-40DE-944B-E07FC1F90AE7""#, #""site": "https://example.com""#,
            #""created_at": "2026-11-29T08:15:00.250+01:00""#, #""last_seen": "2026-11-30T10:00:00Z""#,
            #""birthday": "1990-02-28""#, #""balance": 1"#, #""avatar": "AAEC""#,
            #""starts_at": "2026-01-01T00:00:00Z""#,
        ]
        let name = member.split(separator: ":")[0]
        let json = "{" + members.map { $0.hasPrefix(name + ":") ? member : $0 }.joined(separator: ", ") + "}"
        let diagnosis = Profile.diagnose(json: json)
        #expect(diagnosis.value == nil, "\(json)")
        #expect(diagnosis.issues.map(\.code) == [code], "\(json): \(diagnosis.issues)")
        #expect(diagnosis.issues.first?.path.description == path)
    }

    @Test("an impossible date says why, and is never rolled over")
    func impossibleDate() throws {
        let diagnosis = Date.diagnose(json: #""2026-02-30T00:00:00Z""#)
        let issue = try #require(diagnosis.issues.first)
        #expect(issue.code == .invalidValue)
        #expect(issue.message.contains("February 30 does not exist in 2026"), "\(issue.message)")
        let leap = Date.diagnose(json: #""2024-02-29T00:00:00Z""#)
        #expect(leap.value == utc("2024-02-29T00:00:00Z"))
    }

    @Test("ISO 8601: fractions to the microsecond, offsets, lower-case t and z")
    func iso8601() throws {
        let micro = try Date.parse(json: #""1970-01-01T00:00:00.123456789Z""#)
        // To the microsecond (a Date near 1970 holds it to about 1e-7 s).
        #expect(abs(micro.timeIntervalSince1970 - 0.123456) < 5e-7)
        #expect(try Date.parse(json: #""2026-11-29t08:15:00z""#) == utc("2026-11-29T08:15:00Z"))
        #expect(try Date.parse(json: #""2026-11-29T08:15:00-05:30""#) == utc("2026-11-29T13:45:00Z"))
        #expect(try Date.parse(json: #""1900-03-01T00:00:00Z""#) == utc("1900-03-01T00:00:00Z"))
        for bad in ["2026-11-29T08:15:00", "2026-11-29T08:15:00+0100", "2026-11-29", "2026-11-29T08:15:00.Z",
                    "2026-11-29T08:15:00+24:00", "20261129T081500Z", "2026-11-29T08:15:60Z"] {
            #expect(throws: SchemaError.self, "\(bad)") { try Date.parse(json: "\"\(bad)\"") }
        }
    }

    @Test("a fallback date: a value in none of the formats falls back, with a warning")
    func fallbackDate() throws {
        let json = Self.body.replacingOccurrences(of: #""starts_at": "2026-01-01T00:00:00Z""#, with: #""starts_at": "soon""#)
        let diagnosis = Profile.diagnose(json: json)
        let account = try #require(diagnosis.value)
        #expect(account.startsAt == Date(timeIntervalSince1970: 0))
        #expect(diagnosis.warnings.map(\.code) == [.dateFormatFallback, .fallbackApplied])
    }

    @Test("number formats read integers and fractions as JSONDecoder's strategies do")
    func numberFormats() throws {
        struct Stamp: Schema {
            var s: Date
            var ms: Date
            init(from json: inout ObjectReader) throws {
                s = try json.decode("s", date: .secondsSince1970)
                ms = try json.decode("ms", date: .millisecondsSince1970)
            }
        }
        let stamp = try Stamp.parse(json: #"{"s": 1764400000.5, "ms": 1764400000123}"#)
        #expect(stamp.s == Date(timeIntervalSince1970: 1_764_400_000.5))
        #expect(stamp.ms == Date(timeIntervalSince1970: 1_764_400_000.123))
        let wrong = Stamp.diagnose(json: #"{"s": "1764400000", "ms": 1}"#)
        #expect(wrong.issues.map(\.code) == [.typeMismatch])
    }

    @Test("a pattern with an unsupported letter fails every date, naming it")
    func unsupportedPattern() throws {
        struct Day: Schema {
            var day: Date
            init(from json: inout ObjectReader) throws { day = try json.decode("d", date: .formatted("yyyy-QQ")) }
        }
        let diagnosis = Day.diagnose(json: #"{"d": "2026-01"}"#)
        #expect(diagnosis.issues.map(\.code) == [.invalidValue])
        #expect(diagnosis.issues.first?.message.contains("yyyy-QQ") == true)
    }
}

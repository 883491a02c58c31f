// The types JSONEncoder writes its own way (Date in every strategy, Data in every strategy,
// URL, Decimal, Int128 and UInt128, UUID) come out as JSONEncoder writes them, in every position.

import Foundation
import Sieve
import Testing

/// A date strategy, named in the test's arguments.
struct ParityDateStrategy: Sendable, CustomTestStringConvertible {
    var name: String
    var strategy: JSONEncoder.DateEncodingStrategy

    var testDescription: String { name }

    static func formatter(_ format: String, timeZone: String = "UTC") -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: timeZone)
        formatter.dateFormat = format
        return formatter
    }

    static let all: [ParityDateStrategy] = [
        ParityDateStrategy(name: "deferredToDate", strategy: .deferredToDate),
        ParityDateStrategy(name: "secondsSince1970", strategy: .secondsSince1970),
        ParityDateStrategy(name: "millisecondsSince1970", strategy: .millisecondsSince1970),
        ParityDateStrategy(name: "iso8601", strategy: .iso8601),
        ParityDateStrategy(
            name: "formatted(yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX, UTC)",
            strategy: .formatted(formatter("yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX"))),
        ParityDateStrategy(
            name: "formatted(EEEE d MMMM y 'at' h:mm a, Tokyo)",
            strategy: .formatted(formatter("EEEE d MMMM y 'at' h:mm a", timeZone: "Asia/Tokyo"))),
        ParityDateStrategy(
            name: "custom: a string through a single value container",
            strategy: .custom { date, encoder in
                parityRecord("date", encoder.codingPath)
                var container = encoder.singleValueContainer()
                try container.encode("at \(date.timeIntervalSince1970)/s")
            }),
        ParityDateStrategy(
            name: "custom: nothing",
            strategy: .custom { _, encoder in parityRecord("date", encoder.codingPath) }),
        ParityDateStrategy(
            name: "custom: a keyed container",
            strategy: .custom { date, encoder in
                var container = encoder.container(keyedBy: ParityKey.self)
                parityRecord("date container", container.codingPath)
                try container.encode(date.timeIntervalSince1970, forKey: ParityKey("seconds"))
                try container.encode("UTC", forKey: ParityKey("zone"))
            }),
        ParityDateStrategy(
            name: "custom: an unkeyed container",
            strategy: .custom { date, encoder in
                var container = encoder.unkeyedContainer()
                try container.encode(date.timeIntervalSinceReferenceDate)
                try container.encodeNil()
            }),
        ParityDateStrategy(
            name: "custom: the date's own encoding",
            strategy: .custom { date, encoder in try date.encode(to: encoder) }),
        ParityDateStrategy(
            name: "custom: an empty keyed container",
            strategy: .custom { _, encoder in _ = encoder.container(keyedBy: ParityKey.self) }),
    ]

    static let dates: [Date] = [
        Date(timeIntervalSince1970: 0),
        Date(timeIntervalSince1970: 1_700_000_000),
        Date(timeIntervalSince1970: 1_700_000_000.987),
        Date(timeIntervalSince1970: 0.1),
        Date(timeIntervalSince1970: 0.001),
        Date(timeIntervalSince1970: 1.5),
        Date(timeIntervalSince1970: -1.5),
        Date(timeIntervalSince1970: -86_400 * 365.25 * 100),
        Date(timeIntervalSinceReferenceDate: 0),
        Date(timeIntervalSinceReferenceDate: 123_456_789.123_456),
        Date(timeIntervalSince1970: 253_402_300_799),
        Date.distantPast,
        Date.distantFuture,
    ]
}

/// A data strategy, named in the test's arguments.
struct ParityDataStrategy: Sendable, CustomTestStringConvertible {
    var name: String
    var strategy: JSONEncoder.DataEncodingStrategy

    var testDescription: String { name }

    static let all: [ParityDataStrategy] = [
        ParityDataStrategy(name: "deferredToData", strategy: .deferredToData),
        ParityDataStrategy(name: "base64", strategy: .base64),
        ParityDataStrategy(
            name: "custom: hexadecimal string",
            strategy: .custom { data, encoder in
                parityRecord("data", encoder.codingPath)
                var container = encoder.singleValueContainer()
                try container.encode(data.map { String($0, radix: 16) }.joined())
            }),
        ParityDataStrategy(
            name: "custom: nothing",
            strategy: .custom { _, encoder in parityRecord("data", encoder.codingPath) }),
        ParityDataStrategy(
            name: "custom: an unkeyed container of bytes",
            strategy: .custom { data, encoder in
                var container = encoder.unkeyedContainer()
                parityRecord("data container", container.codingPath)
                for byte in data { try container.encode(byte) }
            }),
        ParityDataStrategy(
            name: "custom: a keyed container",
            strategy: .custom { data, encoder in
                var container = encoder.container(keyedBy: ParityKey.self)
                try container.encode(data.count, forKey: ParityKey("count"))
                try container.encode(data.base64EncodedString(), forKey: ParityKey("base64"))
            }),
        ParityDataStrategy(
            name: "custom: the data's own encoding",
            strategy: .custom { data, encoder in try data.encode(to: encoder) }),
    ]

    static let values: [Data] = [
        Data(), Data([0]), Data([0, 1]), Data([0, 1, 2]), Data([0xFF, 0xFE, 0xFD, 0xFC]),
        Data("hello, world/+=".utf8), Data(0...255), Data([0xFB, 0xFF, 0xBF]),
    ]
}

/// A model with dates and data everywhere: member, optional, array, dictionary value, nested.
struct ParityTimeline: Encodable {
    var start: Date
    var end: Date?
    var missing: Date?
    var marks: [Date]
    var byName: [String: Date]
    var byIndex: [Int: Date]
    var payload: Data
    var payloads: [Data]
    var payloadByName: [String: Data]
    var nested: [ParityBox<Date>]
}

@Suite("SieveEncoder special types")
struct EncoderSpecialTypesTests {
    static func timeline() -> ParityTimeline {
        ParityTimeline(
            start: Date(timeIntervalSince1970: 1_700_000_000.5), end: Date(timeIntervalSince1970: -0.25),
            missing: nil, marks: Array(ParityDateStrategy.dates.prefix(4)),
            byName: ["first": Date(timeIntervalSince1970: 1), "second": Date(timeIntervalSince1970: 2.5)],
            byIndex: [1: Date(timeIntervalSince1970: 10)], payload: Data([1, 2, 3]),
            payloads: [Data(), Data([255])], payloadByName: ["blob": Data("blob".utf8)],
            nested: [ParityBox(value: Date(timeIntervalSince1970: 3))])
    }

    // MARK: Date

    @Test("each date is written as JSONEncoder writes it, in every position", arguments: ParityDateStrategy.all)
    func dates(strategy: ParityDateStrategy) {
        let configuration = ParityConfiguration(dateEncodingStrategy: strategy.strategy)
        for date in ParityDateStrategy.dates {
            expectEncoderParityInEveryPosition(date, configuration)
        }
        expectEncoderParity(ParityDateStrategy.dates, configuration)
    }

    @Test("a model full of dates and data is written as JSONEncoder writes it",
          arguments: ParityDateStrategy.all, ParityFormatting.all)
    func timelineModel(strategy: ParityDateStrategy, formatting: ParityFormatting) {
        // The model's dictionaries may be visited in either encoder's own order.
        expectEncoderParity(
            Self.timeline(),
            ParityConfiguration(outputFormatting: formatting.options, dateEncodingStrategy: strategy.strategy),
            logOrder: .anyOrder)
    }

    @Test("a date as a dictionary key (not a coding key) is written as JSONEncoder writes it",
          arguments: ParityDateStrategy.all)
    func dateKeys(strategy: ParityDateStrategy) {
        let configuration = ParityConfiguration(dateEncodingStrategy: strategy.strategy)
        expectEncoderParity([Date(timeIntervalSince1970: 1.5): "one and a half"], configuration)
    }

    @Test("a date strategy's closure sees JSONEncoder's coding path in every position")
    func customDateCodingPath() {
        let strategy = ParityDateStrategy.all.first { $0.name == "custom: a string through a single value container" }!
        let configuration = ParityConfiguration(dateEncodingStrategy: strategy.strategy)
        let report = expectEncoderParity(Self.timeline(), configuration, logOrder: .anyOrder)
        #expect(report.foundationLog.count >= 8, "the closure ran for each date: \(report.foundationLog)")
        expectEncoderParityInEveryPosition(Date(timeIntervalSince1970: 0), configuration)
    }

    @Test("a date whose seconds are not finite fails or is written as in JSONEncoder, in each strategy",
          arguments: ParityDateStrategy.all)
    func nonFiniteDates(strategy: ParityDateStrategy) {
        for seconds in [Double.nan, .infinity, -.infinity] {
            let date = Date(timeIntervalSince1970: seconds)
            let configuration = ParityConfiguration(dateEncodingStrategy: strategy.strategy)
            expectEncoderParityInEveryPosition(date, configuration, expecting: .either)
        }
    }

    @Test("a NaN date under deferredToDate follows the non-conforming float strategy as in JSONEncoder")
    func nanDateConverted() {
        let configuration = ParityConfiguration(
            nonConformingFloatEncodingStrategy: .convertToString(
                positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan"))
        expectEncoderParityInEveryPosition(Date(timeIntervalSince1970: .nan), configuration)
        expectEncoderParity(
            [Date(timeIntervalSince1970: .nan)],
            ParityConfiguration(
                dateEncodingStrategy: .secondsSince1970,
                nonConformingFloatEncodingStrategy: .convertToString(
                    positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")),
            expecting: .failure)
    }

    @Test("an error thrown by a date strategy's closure reaches the caller as JSONEncoder passes it on")
    func throwingDateStrategy() {
        let configuration = ParityConfiguration(dateEncodingStrategy: .custom { _, encoder in
            throw EncodingError.invalidValue(
                "date", EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "no dates here"))
        })
        expectEncoderParityInEveryPosition(Date(timeIntervalSince1970: 0), configuration, expecting: .failure)
    }

    // MARK: Data

    @Test("each data value is written as JSONEncoder writes it, in every position",
          arguments: ParityDataStrategy.all)
    func data(strategy: ParityDataStrategy) {
        let configuration = ParityConfiguration(dataEncodingStrategy: strategy.strategy)
        for data in ParityDataStrategy.values {
            expectEncoderParityInEveryPosition(data, configuration)
        }
        expectEncoderParity(ParityDataStrategy.values, configuration)
        expectEncoderParity(Self.timeline(), configuration, logOrder: .anyOrder)
    }

    @Test("data in each strategy under each formatting is written as JSONEncoder writes it",
          arguments: ParityDataStrategy.all, ParityFormatting.all)
    func dataFormatting(strategy: ParityDataStrategy, formatting: ParityFormatting) {
        expectEncoderParity(
            ParityDataStrategy.values,
            ParityConfiguration(outputFormatting: formatting.options, dataEncodingStrategy: strategy.strategy))
    }

    @Test("a data strategy's closure error reaches the caller as JSONEncoder passes it on")
    func throwingDataStrategy() {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "refused" }
        }
        let configuration = ParityConfiguration(dataEncodingStrategy: .custom { _, _ in throw Refused() })
        expectEncoderParityInEveryPosition(Data([1]), configuration, expecting: .failure)
    }

    @Test("[UInt8] is an array of numbers, whatever the data strategy")
    func bytesAreNotData() {
        for strategy in ParityDataStrategy.all {
            expectEncoderParity([UInt8]([0, 1, 255]), ParityConfiguration(dataEncodingStrategy: strategy.strategy))
        }
    }

    // MARK: URL, UUID, Decimal, Int128

    static let urls: [URL] = [
        URL(string: "https://example.com")!,
        URL(string: "https://example.com/a/b/c?q=1&r=a%20b#fragment")!,
        URL(string: "https://user:pass@example.com:8080/path/")!,
        URL(string: "mailto:someone@example.com")!,
        URL(string: "urn:isbn:0451450523")!,
        URL(string: "file:///tmp/a%20b")!,
        URL(fileURLWithPath: "/tmp/some folder/file.txt"),
        URL(string: "relative/path")!,
        URL(string: "b/c", relativeTo: URL(string: "https://example.com/a/")!)!,
        URL(string: "../up?x=1", relativeTo: URL(string: "https://example.com/a/b/")!)!,
        URL(string: "?only=query", relativeTo: URL(string: "https://example.com/a")!)!,
        URL(string: "https://example.com/%E2%9C%93/\u{E9}")!,
    ]

    @Test("a URL is written as its absoluteString as in JSONEncoder, in every position",
          arguments: ParityFormatting.all)
    func urlsEverywhere(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        for url in Self.urls {
            expectEncoderParityInEveryPosition(url, configuration)
        }
        expectEncoderParity(Self.urls, configuration)
    }

    @Test("a UUID is written as JSONEncoder writes it, in every position")
    func uuids() {
        let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        expectEncoderParityInEveryPosition(uuid)
        expectEncoderParity([uuid, UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))])
    }

    static let decimals: [Decimal] = [
        0, 1, -1, 10, 100, 0.5,
        Decimal(string: "-0")!, Decimal(string: "0.000")!, Decimal(string: "1.50")!,
        Decimal(string: "-123.456")!, Decimal(string: "3.14159265358979323846264338327950288")!,
        Decimal(string: "12345678901234567890123456789012345678")!,
        Decimal(string: "1e100")!, Decimal(string: "-1e100")!, Decimal(string: "1e-100")!,
        Decimal(string: "0.000001")!, Decimal(string: "1e20")!, Decimal(string: "1e-20")!,
        Decimal(0.1), Decimal(1e-7), Decimal(Double.pi),
        Decimal.greatestFiniteMagnitude, Decimal.leastFiniteMagnitude, Decimal.leastNonzeroMagnitude,
        Decimal(Int64.max), Decimal(Int64.min), Decimal(UInt64.max),
    ]

    @Test("a Decimal is written with JSONEncoder's digits, in every position", arguments: decimals)
    func decimal(value: Decimal) {
        expectEncoderParityInEveryPosition(value)
    }

    @Test("a Decimal NaN is written as JSONEncoder writes it (not JSON), in every position")
    func decimalNaN() {
        expectEncoderParityInEveryPosition(Decimal.nan)
    }

    @Test("Decimals in arrays and models are written as JSONEncoder writes them", arguments: ParityFormatting.all)
    func decimalModels(formatting: ParityFormatting) {
        struct Price: Encodable {
            var amount: Decimal
            var amounts: [Decimal]
            var optional: Decimal?
        }
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(Self.decimals, configuration)
        expectEncoderParity(
            Price(amount: Decimal(string: "19.99")!, amounts: Self.decimals, optional: -0.5), configuration)
    }

    @available(SwiftStdlib 6.0, *)
    @Test("Int128 and UInt128 are written with every digit, in every position")
    func wideIntegers() {
        let signed: [Int128] = [
            .min, .min + 1, -1, 0, 1, Int128(Int64.max) + 1, Int128(Int64.min) - 1, Int128(UInt64.max) + 1,
            .max - 1, .max,
        ]
        let unsigned: [UInt128] = [0, 1, UInt128(UInt64.max) + 1, .max - 1, .max]
        for value in signed { expectEncoderParityInEveryPosition(value) }
        for value in unsigned { expectEncoderParityInEveryPosition(value) }
        for formatting in ParityFormatting.all {
            let configuration = ParityConfiguration(outputFormatting: formatting.options)
            expectEncoderParity(signed, configuration)
            expectEncoderParity(unsigned, configuration)
            expectEncoderParity([Int128](), configuration)
        }
    }
}

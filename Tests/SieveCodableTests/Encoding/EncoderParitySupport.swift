// What the encoder parity tests share: one configuration set alike on a SieveEncoder and a
// JSONEncoder, and the comparison of their outputs, errors and recorded coding paths.

import Foundation
import Sieve
import Testing

// MARK: - Configuration

/// An encoder's options, set with the same lines on a `SieveEncoder` and on a `JSONEncoder`.
struct ParityConfiguration {
    var outputFormatting: JSONEncoder.OutputFormatting = []
    var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys
    var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate
    var dataEncodingStrategy: JSONEncoder.DataEncodingStrategy = .base64
    var nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy = .throw
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    func sieveEncoder(_ formatting: JSONEncoder.OutputFormatting) -> SieveEncoder {
        let encoder = SieveEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keyEncodingStrategy
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.userInfo = userInfo
        return encoder
    }

    func foundationEncoder(_ formatting: JSONEncoder.OutputFormatting) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting
        encoder.keyEncodingStrategy = keyEncodingStrategy
        encoder.dateEncodingStrategy = dateEncodingStrategy
        encoder.dataEncodingStrategy = dataEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
        encoder.userInfo = userInfo
        return encoder
    }
}

/// One of the eight combinations of `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, named in the test's arguments.
struct ParityFormatting: Sendable, CustomTestStringConvertible {
    var options: JSONEncoder.OutputFormatting

    var testDescription: String { parityName(of: options) }

    static let all: [ParityFormatting] = (0..<8).map { bits in
        var options: JSONEncoder.OutputFormatting = []
        if bits & 1 != 0 { options.insert(.prettyPrinted) }
        if bits & 2 != 0 { options.insert(.sortedKeys) }
        if bits & 4 != 0 { options.insert(.withoutEscapingSlashes) }
        return ParityFormatting(options: options)
    }
}

func parityName(of formatting: JSONEncoder.OutputFormatting) -> String {
    var names: [String] = []
    if formatting.contains(.prettyPrinted) { names.append("prettyPrinted") }
    if formatting.contains(.sortedKeys) { names.append("sortedKeys") }
    if formatting.contains(.withoutEscapingSlashes) { names.append("withoutEscapingSlashes") }
    return "[" + names.joined(separator: ", ") + "]"
}

// MARK: - Recording what the encoders show a model

/// What models and strategy closures saw during one encoding (coding paths, mostly), so that
/// what `SieveEncoder` shows them can be compared with what `JSONEncoder` shows them.
final class ParityLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    /// The log of the encoding under way on this task, set by the parity checks.
    @TaskLocal static var current: ParityLog?

    func record(_ entry: String) {
        lock.lock()
        defer { lock.unlock() }
        entries.append(entry)
    }

    var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }
}

/// Records `label: path` in the log of the encoding under way (none outside the checks).
func parityRecord(_ label: String, _ codingPath: [any CodingKey]) {
    ParityLog.current?.record("\(label): \(parityPath(codingPath))")
}

/// A coding path as text: each key's `stringValue`, with `#intValue` when it has one.
func parityPath(_ codingPath: [any CodingKey]) -> String {
    "[" + codingPath.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
        .joined(separator: ", ") + "]"
}

// MARK: - Outcomes

/// What an `Error` from `encode` is made of: the `EncodingError` case, its coding path, its
/// debug description and the type of the value it names (or the type and text of another error).
struct ParityErrorShape: Equatable, CustomStringConvertible {
    var kind: String
    var path: String
    var debugDescription: String
    var valueType: String

    init(_ error: any Error) {
        if let encodingError = error as? EncodingError,
           case .invalidValue(let value, let context) = encodingError {
            kind = "EncodingError.invalidValue"
            path = parityPath(context.codingPath)
            debugDescription = context.debugDescription
            valueType = String(describing: type(of: value))
        } else {
            kind = "\(type(of: error))"
            path = ""
            debugDescription = String(describing: error)
            valueType = ""
        }
    }

    var description: String {
        "\(kind) at \(path) of a \(valueType): \(debugDescription)"
    }
}

/// The bytes an encoder wrote, or the error it threw.
enum ParityOutcome: Equatable, CustomStringConvertible {
    case encoded(Data)
    case failed(ParityErrorShape)

    init(_ body: () throws -> Data) {
        do { self = .encoded(try body()) } catch { self = .failed(ParityErrorShape(error)) }
    }

    var text: String? {
        if case .encoded(let data) = self { return String(decoding: data, as: UTF8.self) }
        return nil
    }

    var error: ParityErrorShape? {
        if case .failed(let shape) = self { return shape }
        return nil
    }

    var description: String {
        switch self {
        case .encoded(let data): "wrote \(String(decoding: data, as: UTF8.self))"
        case .failed(let shape): "threw \(shape)"
        }
    }
}

/// What `JSONEncoder` is expected to do with the value, checked so that each test proves what
/// it says it proves.
enum ParityExpectation {
    case success
    case failure
    /// Either, as long as both encoders agree.
    case either
}

/// How the two encoders' logs are compared: call by call, or as the same entries in any order
/// (for the key strategy's closure, which each encoder may call in its own order), or call by
/// call in SieveEncoder's last run (for a model that writes out of order, whose encoding
/// SieveEncoder starts again in its tree form, as docs/WRITING.md says).
enum ParityLogOrder {
    case exact
    case anyOrder
    case lastRun
}

/// What `JSONEncoder` did, for tests that assert more about it.
struct ParityReport {
    /// With `.sortedKeys` added.
    var foundation: ParityOutcome
    /// What the models and closures saw under `JSONEncoder`, with `.sortedKeys` added.
    var foundationLog: [String]
}

// MARK: - The comparisons

/// Encodes `value` with a `SieveEncoder` and a `JSONEncoder` set alike, and expects:
/// with `.sortedKeys` added, the same bytes (or the same error); without it, outputs that are
/// the same JSON whatever the order of the members (and, pretty-printed, the same lines); and
/// in both, the same entries in the `ParityLog`.
@discardableResult
func expectEncoderParity<T: Encodable>(
    _ value: T,
    _ configuration: ParityConfiguration = ParityConfiguration(),
    expecting expectation: ParityExpectation = .success,
    logOrder: ParityLogOrder = .exact,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> ParityReport {
    expectEncoderParity(
        configuration, expecting: expectation, logOrder: logOrder, sourceLocation: sourceLocation,
        sieve: { try $0.encode(value) }, foundation: { try $0.encode(value) })
}

/// The same comparison, for a call other than `encode(_:)` (the `configuration:` forms, a
/// reused encoder): `sieve` and `foundation` make the same call on their encoder.
@discardableResult
func expectEncoderParity(
    _ configuration: ParityConfiguration = ParityConfiguration(),
    expecting expectation: ParityExpectation = .success,
    logOrder: ParityLogOrder = .exact,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    sieve: (SieveEncoder) throws -> Data,
    foundation: (JSONEncoder) throws -> Data
) -> ParityReport {
    let given = configuration.outputFormatting
    let sorted = given.union(.sortedKeys)
    let unsorted = given.subtracting(.sortedKeys)
    var report = ParityReport(foundation: .encoded(Data()), foundationLog: [])

    for formatting in [sorted, unsorted] {
        let name = parityName(of: formatting)
        let sieveLog = ParityLog()
        let sieveOutcome = ParityLog.$current.withValue(sieveLog) {
            ParityOutcome { try sieve(configuration.sieveEncoder(formatting)) }
        }
        let foundationLog = ParityLog()
        let foundationOutcome = ParityLog.$current.withValue(foundationLog) {
            ParityOutcome { try foundation(configuration.foundationEncoder(formatting)) }
        }
        if formatting == sorted {
            report = ParityReport(foundation: foundationOutcome, foundationLog: foundationLog.recorded)
        }

        switch (expectation, foundationOutcome) {
        case (.success, .failed(let shape)):
            Issue.record(
                "JSONEncoder was expected to encode this but threw \(shape) under \(name)",
                sourceLocation: sourceLocation)
        case (.failure, .encoded(let data)):
            Issue.record(
                "JSONEncoder was expected to throw but wrote \(String(decoding: data, as: UTF8.self)) under \(name)",
                sourceLocation: sourceLocation)
        default:
            break
        }

        switch (sieveOutcome, foundationOutcome) {
        case (.encoded(let sieveData), .encoded(let foundationData)):
            if formatting.contains(.sortedKeys) {
                #expect(
                    sieveData == foundationData,
                    Comment(
                        rawValue: "not byte-identical under \(name):\nSieveEncoder wrote\n"
                            + "\(String(decoding: sieveData, as: UTF8.self))\nJSONEncoder wrote\n"
                            + "\(String(decoding: foundationData, as: UTF8.self))"),
                    sourceLocation: sourceLocation)
            } else {
                expectParityJSON(
                    sieve: sieveData, foundation: foundationData, formatting: formatting,
                    sourceLocation: sourceLocation)
            }
        case (.failed(let sieveShape), .failed(let foundationShape)):
            #expect(
                sieveShape == foundationShape,
                "not the same error under \(name):\nSieveEncoder threw \(sieveShape)\nJSONEncoder threw \(foundationShape)",
                sourceLocation: sourceLocation)
        default:
            Issue.record(
                "under \(name), SieveEncoder \(sieveOutcome) but JSONEncoder \(foundationOutcome)",
                sourceLocation: sourceLocation)
        }

        let sieveEntries = sieveLog.recorded
        let foundationEntries = foundationLog.recorded
        switch logOrder {
        case .exact:
            #expect(
                sieveEntries == foundationEntries,
                Comment(
                    rawValue: "the models and closures saw other paths under \(name):\n"
                        + "SieveEncoder: \(sieveEntries)\nJSONEncoder: \(foundationEntries)"),
                sourceLocation: sourceLocation)
        case .lastRun:
            #expect(
                sieveEntries.count > foundationEntries.count
                    && Array(sieveEntries.suffix(foundationEntries.count)) == foundationEntries,
                Comment(
                    rawValue: "SieveEncoder's last run saw other paths under \(name), or it did not run again:\n"
                        + "SieveEncoder: \(sieveEntries)\nJSONEncoder: \(foundationEntries)"),
                sourceLocation: sourceLocation)
        case .anyOrder:
            #expect(
                sieveEntries.sorted() == foundationEntries.sorted(),
                Comment(
                    rawValue: "the models and closures saw other paths under \(name):\n"
                        + "SieveEncoder: \(sieveEntries)\nJSONEncoder: \(foundationEntries)"),
                sourceLocation: sourceLocation)
        }
    }
    return report
}

/// Expects two outputs without `.sortedKeys` to be the same JSON (each token as written, the
/// members of each object in any order), valid JSON when JSONEncoder's is, and, pretty-printed,
/// made of the same lines (trailing commas aside, which move with the members).
func expectParityJSON(
    sieve: Data, foundation: Data, formatting: JSONEncoder.OutputFormatting,
    sourceLocation: Testing.SourceLocation
) {
    let name = parityName(of: formatting)
    let sieveText = String(decoding: sieve, as: UTF8.self)
    let foundationText = String(decoding: foundation, as: UTF8.self)
    guard let foundationTree = ParityJSON.parse(foundation) else {
        Issue.record("cannot read JSONEncoder's output under \(name): \(foundationText)", sourceLocation: sourceLocation)
        return
    }
    guard let sieveTree = ParityJSON.parse(sieve) else {
        Issue.record(
            "SieveEncoder's output is not JSON under \(name):\n\(sieveText)\nJSONEncoder wrote\n\(foundationText)",
            sourceLocation: sourceLocation)
        return
    }
    #expect(
        sieveTree.isSame(as: foundationTree),
        "not the same JSON under \(name):\nSieveEncoder wrote\n\(sieveText)\nJSONEncoder wrote\n\(foundationText)",
        sourceLocation: sourceLocation)
    if (try? JSONSerialization.jsonObject(with: foundation, options: .fragmentsAllowed)) != nil {
        #expect(
            (try? JSONSerialization.jsonObject(with: sieve, options: .fragmentsAllowed)) != nil,
            "JSONSerialization refuses SieveEncoder's output under \(name):\n\(sieveText)",
            sourceLocation: sourceLocation)
    }
    if formatting.contains(.prettyPrinted) {
        #expect(
            parityLines(sieveText) == parityLines(foundationText),
            "not the same lines under \(name):\nSieveEncoder wrote\n\(sieveText)\nJSONEncoder wrote\n\(foundationText)",
            sourceLocation: sourceLocation)
    }
}

/// The lines of a pretty-printed text, each without a trailing comma, in sorted order.
func parityLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.hasSuffix(",") ? String(line.dropLast()) : String(line)
    }.sorted()
}

// MARK: - JSON, as written

/// A JSON text read with each token kept as written: numbers, literals and strings (quotes and
/// escapes included) are compared as text, so only the order of object members is set aside.
/// A bare token is any run of other characters, so `NaN` (what `Decimal.nan` encodes to) reads.
indirect enum ParityJSON: CustomStringConvertible {
    case token(String)
    case string(String)
    case array([ParityJSON])
    case object([(key: String, value: ParityJSON)])

    static func parse(_ data: Data) -> ParityJSON? {
        var reader = ParityJSONReader(bytes: Array(data))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    static func parse(_ text: String) -> ParityJSON? { parse(Data(text.utf8)) }

    /// The same JSON, whatever the order of the members of each object.
    func isSame(as other: ParityJSON) -> Bool {
        switch (self, other) {
        case (.token(let a), .token(let b)), (.string(let a), .string(let b)):
            return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            let sortedA = a.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            let sortedB = b.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            return zip(sortedA, sortedB).allSatisfy { $0.key == $1.key && $0.value.isSame(as: $1.value) }
        default:
            return false
        }
    }

    var description: String {
        switch self {
        case .token(let text), .string(let text): text
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { "\($0.key):\($0.value.description)" }.joined(separator: ",") + "}"
        }
    }
}

private struct ParityJSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private static let space: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
    private static let structural: Set<UInt8> = Set("{}[],:\"".utf8)

    mutating func skipSpace() {
        while index < bytes.count, Self.space.contains(bytes[index]) { index += 1 }
    }

    private mutating func take(_ byte: Unicode.Scalar) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
        index += 1
        return true
    }

    mutating func value(depth: Int) -> ParityJSON? {
        guard depth < 4096 else { return nil }
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            var elements: [ParityJSON] = []
            if take("]") { return .array(elements) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
            } while take(",")
            return take("]") ? .array(elements) : nil
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: ParityJSON)] = []
            if take("}") { return .object(members) }
            repeat {
                skipSpace()
                guard let key = string(), take(":"), let member = value(depth: depth + 1) else { return nil }
                members.append((key, member))
            } while take(",")
            return take("}") ? .object(members) : nil
        case UInt8(ascii: "\""):
            return string().map(ParityJSON.string)
        default:
            let start = index
            while index < bytes.count, !Self.space.contains(bytes[index]),
                  !Self.structural.contains(bytes[index]) {
                index += 1
            }
            guard index > start else { return nil }
            return .token(String(decoding: bytes[start..<index], as: UTF8.self))
        }
    }

    /// A string token, quotes and escapes as written.
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default:
                index += 1
            }
        }
        return nil
    }
}

// MARK: - Models every file uses

/// A coding key of any name or index.
struct ParityKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ name: String) { self.stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// A value encoded by a closure, for the containers' less usual calls.
struct ParityEncoding: Encodable, Sendable {
    let body: @Sendable (any Encoder) throws -> Void

    init(_ body: @escaping @Sendable (any Encoder) throws -> Void) { self.body = body }

    func encode(to encoder: any Encoder) throws { try body(encoder) }
}

/// The value as the member `value` of a keyed container (the generic `encode(_:forKey:)`).
struct ParityBox<Value: Encodable>: Encodable {
    var value: Value
}

/// The value at index 1 of an unkeyed container nested under the key `items`.
struct ParityUnkeyedBox<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        var items = container.nestedUnkeyedContainer(forKey: ParityKey("items"))
        try items.encode("first")
        try items.encode(value)
    }
}

/// The value through a single value container.
struct ParitySingleValueBox<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// The value under `inner` of a keyed container nested under `outer`.
struct ParityNestedKeyedBox<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("outer"))
        try nested.encode(value, forKey: ParityKey("inner"))
    }
}

/// The value encoded by the encoder `superEncoder(forKey:)` returns, under the key `base`.
struct ParitySuperBox<Value: Encodable>: Encodable {
    var value: Value

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        try value.encode(to: container.superEncoder(forKey: ParityKey("base")))
    }
}

/// Expects the same outcome under both encoders for `value` in every position a value can
/// take: top level, array element, nested array element, keyed member, unkeyed element, single
/// value (top level and nested), String- and Int-keyed dictionary value, Optional, nested keyed
/// container, and (success or failure, as long as both agree) super encoder.
func expectEncoderParityInEveryPosition<T: Encodable>(
    _ value: T,
    _ configuration: ParityConfiguration = ParityConfiguration(),
    expecting expectation: ParityExpectation = .success,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    func check<U: Encodable>(_ wrapped: U, expecting expectation: ParityExpectation = expectation) {
        expectEncoderParity(wrapped, configuration, expecting: expectation, sourceLocation: sourceLocation)
    }
    check(value)
    check([value])
    check([[value]])
    check(ParityBox(value: value))
    check(ParityUnkeyedBox(value: value))
    check(ParitySingleValueBox(value: value))
    check(ParityBox(value: ParitySingleValueBox(value: value)))
    check(["key": value])
    check([7: value])
    check(Optional(value))
    check([Optional(value), nil])
    check(ParityNestedKeyedBox(value: value))
    // `value.encode(to:)` on a super encoder goes around JSONEncoder's own handling of Date and
    // Data (their strategies do not apply there), so what happens there may differ from the rest.
    check(ParitySuperBox(value: value), expecting: .either)
}

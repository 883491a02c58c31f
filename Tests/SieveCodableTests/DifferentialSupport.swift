// Helpers for differential tests: decode the same bytes with `JSONDecoder` and `SieveDecoder`
// and compare values, or compare errors by case, type and coding path.

import Foundation
import Sieve
import Testing

/// An error reduced to what the two decoders must agree on.
struct ErrorShape: Equatable, CustomStringConvertible {
    var kind: String
    var path: [String]

    init(_ error: any Error) {
        guard let error = error as? DecodingError else {
            kind = "other(\(error))"
            path = []
            return
        }
        switch error {
        case .typeMismatch(let type, let context):
            kind = "typeMismatch(\(type))"
            path = ErrorShape.render(context.codingPath)
        case .valueNotFound(let type, let context):
            kind = "valueNotFound(\(type))"
            path = ErrorShape.render(context.codingPath)
        case .keyNotFound(let key, let context):
            kind = "keyNotFound(\(key.stringValue))"
            path = ErrorShape.render(context.codingPath)
        case .dataCorrupted(let context):
            kind = "dataCorrupted"
            path = ErrorShape.render(context.codingPath)
        @unknown default:
            kind = "unknown"
            path = []
        }
    }

    init(kind: String, path: [String]) {
        self.kind = kind
        self.path = path
    }

    static func render(_ path: [any CodingKey]) -> [String] {
        path.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
    }

    var description: String { "\(kind) at \(path)" }
}

/// The outcome of one decode: a value or an error shape.
enum Outcome<T: Equatable>: Equatable, CustomStringConvertible {
    case value(T)
    case failure(ErrorShape)

    var description: String {
        switch self {
        case .value(let value): return "value(\(value))"
        case .failure(let shape): return "failure(\(shape))"
        }
    }
}

/// Configures both decoders the same way.
struct DecoderSetup: @unchecked Sendable {
    var key: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys
    var date: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var data: JSONDecoder.DataDecodingStrategy = .base64
    var floats: JSONDecoder.NonConformingFloatDecodingStrategy = .throw
    var json5 = false
    var topLevelDictionary = false

    func foundation() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = key
        decoder.dateDecodingStrategy = date
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        if #available(SwiftStdlib 5.5, *) {
            decoder.allowsJSON5 = json5
            decoder.assumesTopLevelDictionary = topLevelDictionary
        } else {
            // JSONDecoder reads JSON5 from macOS 12 on; no test asks for it before.
            precondition(!json5 && !topLevelDictionary, "JSON5 needs macOS 12's JSONDecoder")
        }
        return decoder
    }

    func sieve() -> SieveDecoder {
        let decoder = SieveDecoder()
        decoder.keyDecodingStrategy = key
        decoder.dateDecodingStrategy = .init(date)
        decoder.dataDecodingStrategy = data
        decoder.nonConformingFloatDecodingStrategy = floats
        decoder.allowsJSON5 = json5
        decoder.assumesTopLevelDictionary = topLevelDictionary
        return decoder
    }
}

func foundationOutcome<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, _ setup: DecoderSetup = DecoderSetup()
) -> Outcome<T> {
    do { return .value(try setup.foundation().decode(T.self, from: data)) } catch {
        return .failure(ErrorShape(error))
    }
}

func sieveOutcome<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, _ setup: DecoderSetup = DecoderSetup()
) -> Outcome<T> {
    do { return .value(try setup.sieve().decode(T.self, from: data)) } catch {
        return .failure(ErrorShape(error))
    }
}

/// Expects both decoders to give the same value, or errors of the same case and path.
func expectSameOutcome<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, _ setup: DecoderSetup = DecoderSetup(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let data = Data(json.utf8)
    let expected = foundationOutcome(T.self, data, setup)
    let actual = sieveOutcome(T.self, data, setup)
    #expect(actual == expected, "\(json)", sourceLocation: sourceLocation)
}

/// Expects both decoders to succeed with equal values.
func expectSameValue<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, _ setup: DecoderSetup = DecoderSetup(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let data = Data(json.utf8)
    let expected = foundationOutcome(T.self, data, setup)
    let actual = sieveOutcome(T.self, data, setup)
    if case .failure = expected {
        Issue.record("Foundation failed on \(json): \(expected)", sourceLocation: sourceLocation)
    }
    #expect(actual == expected, "\(json)", sourceLocation: sourceLocation)
}

/// Expects both decoders to give the same value, or errors of the same case (their paths may
/// differ: a number that does not fit is reported at its own path by Sieve, docs/MIGRATING.md).
func expectSameValueOrCase<T: Decodable & Equatable>(
    _ type: T.Type, _ json: String, _ setup: DecoderSetup = DecoderSetup(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let data = Data(json.utf8)
    switch (foundationOutcome(T.self, data, setup), sieveOutcome(T.self, data, setup)) {
    case (.failure(let expected), .failure(let actual)):
        #expect(actual.kind == expected.kind, "\(json)", sourceLocation: sourceLocation)
    case (let expected, let actual):
        #expect(actual == expected, "\(json)", sourceLocation: sourceLocation)
    }
}

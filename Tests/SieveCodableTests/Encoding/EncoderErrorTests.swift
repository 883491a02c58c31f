// What cannot be encoded fails as in JSONEncoder, with the same EncodingError case, path and
// description: a top-level value that writes nothing, 512 nested containers, a model's own error.

import Foundation
import Sieve
import Testing

/// A value that writes nothing at all.
struct ParityNothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

/// A value that asks for a single value container and writes nothing into it.
struct ParityUnusedSingleValue: Encodable {
    func encode(to encoder: any Encoder) throws { _ = encoder.singleValueContainer() }
}

/// A model's own error, thrown from inside `encode(to:)` after writing a member.
struct ParityModelError: Error, Equatable, CustomStringConvertible {
    var code: Int
    var description: String { "model error \(code)" }
}

struct ParityThrowing: Encodable {
    var error: any Error

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        try container.encode(1, forKey: ParityKey("written"))
        throw error
    }
}

@Suite("SieveEncoder errors")
struct EncoderErrorTests {
    @Test("a top-level value that writes nothing is JSONEncoder's error, named after its type",
          arguments: ParityFormatting.all)
    func topLevelNothing(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityNothing(), configuration, expecting: .failure)
        expectEncoderParity(ParityUnusedSingleValue(), configuration, expecting: .failure)
        expectEncoderParity(ParityEncoding { _ in }, configuration, expecting: .failure)
        expectEncoderParity(
            ParityNothing(),
            ParityConfiguration(dateEncodingStrategy: .custom { _, _ in }, dataEncodingStrategy: .custom { _, _ in }),
            expecting: .failure)
    }

    @Test("a top-level value that writes nothing inside a single value container is {}, as in JSONEncoder",
          arguments: ParityFormatting.all)
    func topLevelNothingInSingleValue(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParitySingleValueBox(value: ParityNothing()), configuration)
        expectEncoderParity(Optional(ParityNothing()), configuration)
        expectEncoderParity(ParitySingleValueBox(value: ParityUnusedSingleValue()), configuration)
    }

    @Test("a top-level Date or Data whose custom strategy writes nothing is written as JSONEncoder writes it")
    func topLevelStrategyNothing() {
        let configuration = ParityConfiguration(
            dateEncodingStrategy: .custom { _, _ in }, dataEncodingStrategy: .custom { _, _ in })
        expectEncoderParity(Date(timeIntervalSince1970: 0), configuration)
        expectEncoderParity(Data([1]), configuration)
    }

    @Test("a nested value that writes nothing is an empty object, as in JSONEncoder", arguments: ParityFormatting.all)
    func nestedNothing(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([ParityNothing()], configuration)
        expectEncoderParity(ParityBox(value: ParityNothing()), configuration)
        expectEncoderParity(["key": ParityNothing()], configuration)
        expectEncoderParity([3: ParityNothing()], configuration)
        expectEncoderParity([ParityUnusedSingleValue(), ParityUnusedSingleValue()], configuration)
        expectEncoderParity(ParityBox(value: ParitySingleValueBox(value: ParityNothing())), configuration)
        expectEncoderParity(ParityUnkeyedBox(value: ParityNothing()), configuration)
        expectEncoderParity(ParityNestedKeyedBox(value: ParityNothing()), configuration)
        expectEncoderParity(ParitySuperBox(value: ParityNothing()), configuration)
    }

    static let depths = [1, 2, 100, 255, 256, 257, 500, 509, 510, 511, 512, 513, 514, 600, 1000]

    @Test("nesting up to JSONEncoder's limit is written, and past it is JSONEncoder's error",
          arguments: depths, ParityNest.Kind.allCases)
    func depthLimit(depth: Int, kind: ParityNest.Kind) {
        let outcome = ParityOutcome { try JSONEncoder().encode(ParityNest(depth: depth, kind: kind, leaf: nil)) }
        let expectation: ParityExpectation = outcome.error == nil ? .success : .failure
        for leaf in [nil, 1] as [Int?] {
            expectEncoderParity(ParityNest(depth: depth, kind: kind, leaf: leaf), expecting: expectation)
            expectEncoderParity(
                ParityNest(depth: depth, kind: kind, leaf: leaf), ParityConfiguration(outputFormatting: .prettyPrinted),
                expecting: expectation)
        }
    }

    @Test("the nesting limit counts the containers JSONEncoder counts: fast-path arrays, strategies, dictionaries",
          arguments: [509, 510, 511, 512, 513])
    func depthLimitThroughOtherContainers(depth: Int) {
        /// `depth - 1` arrays around an innermost value.
        struct Around<Inner: Encodable>: Encodable {
            var depth: Int
            var inner: Inner
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                if depth <= 1 {
                    try container.encode(inner)
                } else {
                    try container.encode(Around(depth: depth - 1, inner: inner))
                }
            }
        }
        func check<Inner: Encodable>(_ inner: Inner, _ configuration: ParityConfiguration = ParityConfiguration()) {
            let outcome = ParityOutcome {
                try configuration.foundationEncoder([]).encode(Around(depth: depth - 1, inner: inner))
            }
            expectEncoderParity(
                Around(depth: depth - 1, inner: inner), configuration,
                expecting: outcome.error == nil ? .success : .failure)
        }
        check([1, 2])
        check([Double]())
        check([[Int]()])
        check(["k": 1])
        check([1: 1])
        check([2.5: 1])
        check(ParityNothing())
        check(Data([1, 2]), ParityConfiguration(dataEncodingStrategy: .deferredToData))
        check(Date(timeIntervalSince1970: 0), ParityConfiguration(dateEncodingStrategy: .custom { _, encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(1)
        }))
        check(ParityDerivedList())
        check(ParityCat())
    }

    @Test("a model's own error reaches the caller unchanged, as in JSONEncoder")
    func modelErrors() {
        expectEncoderParity(ParityThrowing(error: ParityModelError(code: 7)), expecting: .failure)
        expectEncoderParity([ParityBox(value: ParityThrowing(error: ParityModelError(code: 8)))], expecting: .failure)
        let ownEncodingError = EncodingError.invalidValue(
            "own",
            EncodingError.Context(
                codingPath: [ParityKey("made"), ParityKey(intValue: 2)], debugDescription: "by the model"))
        expectEncoderParity(ParityThrowing(error: ownEncodingError), expecting: .failure)
        expectEncoderParity(["nested": [ParityThrowing(error: ownEncodingError)]], expecting: .failure)
        expectEncoderParity(ParityEncoding { encoder in
            throw EncodingError.invalidValue(
                0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "at the top"))
        }, expecting: .failure)
        expectEncoderParity([[ParityEncoding { encoder in
            throw EncodingError.invalidValue(
                0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "in arrays"))
        }]], expecting: .failure)
    }

    @Test("the first error stops the encoding: a later invalid value is not the one reported")
    func firstErrorWins() {
        expectEncoderParity([Double.nan, Double.infinity], expecting: .failure)
        expectEncoderParity(
            [ParityBox(value: Double.infinity), ParityBox(value: Double.nan)], expecting: .failure)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(-Double.infinity, forKey: ParityKey("first"))
            throw ParityModelError(code: 1)
        }, expecting: .failure)
    }

    @Test("an encoder that threw encodes the next value as JSONEncoder does")
    func usableAfterError() throws {
        let sieve = SieveEncoder()
        sieve.outputFormatting = .sortedKeys
        #expect(throws: EncodingError.self) { try sieve.encode([1, Double.nan]) }
        #expect(throws: ParityModelError(code: 3)) { try sieve.encode(ParityThrowing(error: ParityModelError(code: 3))) }
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        #expect(try sieve.encode(ParityRichModel()) == (try foundation.encode(ParityRichModel())))
    }
}

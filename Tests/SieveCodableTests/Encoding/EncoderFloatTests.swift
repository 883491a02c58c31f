// Float, Double and Float16 are written with JSONEncoder's digits, and infinities and NaN are
// refused with JSONEncoder's error (case, path, description) or written as its strings.

import Foundation
import Sieve
import Testing

/// Double and Float members, written through the containers' concrete `encode` overloads.
struct ParityFloatMembers: Encodable {
    var double: Double
    var float: Float
    var doubles: [Double]
    var floats: [Float]
    var optionalDouble: Double?
}

/// A value written through each container's concrete floating-point overloads: keyed, unkeyed
/// (after one element, so at index 1) and single value, at depth.
struct ParityFloatContainers<F: BinaryFloatingPoint & Encodable & Sendable>: Encodable {
    enum Place: String, CaseIterable, Sendable { case keyed, unkeyed, singleValue, nestedKeyed, nestedUnkeyed }
    var value: F
    var place: Place

    /// The value in every place.
    static func everyPlace(_ value: F) -> [ParityFloatContainers<F>] {
        Place.allCases.map { ParityFloatContainers(value: value, place: $0) }
    }

    func encode(to encoder: any Encoder) throws {
        switch place {
        case .keyed:
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(1, forKey: ParityKey("before"))
            try encodeConcrete(value, forKey: ParityKey("value"), in: &container)
        case .unkeyed:
            var container = encoder.unkeyedContainer()
            try container.encode(1)
            try encodeConcrete(value, in: &container)
        case .singleValue:
            var container = encoder.singleValueContainer()
            if let double = value as? Double { try container.encode(double) } else if let float = value as? Float {
                try container.encode(float)
            } else {
                try container.encode(value)
            }
        case .nestedKeyed:
            var container = encoder.container(keyedBy: ParityKey.self)
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("outer"))
            try encodeConcrete(value, forKey: ParityKey("inner"), in: &nested)
        case .nestedUnkeyed:
            var container = encoder.unkeyedContainer()
            var nested = container.nestedUnkeyedContainer()
            try nested.encode(0)
            try encodeConcrete(value, in: &nested)
        }
    }

    private func encodeConcrete(
        _ value: F, forKey key: ParityKey, in container: inout KeyedEncodingContainer<ParityKey>
    ) throws {
        if let double = value as? Double {
            try container.encode(double, forKey: key)
        } else if let float = value as? Float {
            try container.encode(float, forKey: key)
        } else {
            try container.encode(value, forKey: key)
        }
    }

    private func encodeConcrete(_ value: F, in container: inout any UnkeyedEncodingContainer) throws {
        if let double = value as? Double {
            try container.encode(double)
        } else if let float = value as? Float {
            try container.encode(float)
        } else {
            try container.encode(value)
        }
    }
}

/// A non-conforming value of one type, named in the test's arguments.
struct ParityNonConforming: Sendable, CustomTestStringConvertible {
    var name: String
    var double: Double

    var testDescription: String { name }

    static let all: [ParityNonConforming] = [
        ParityNonConforming(name: "nan", double: .nan),
        ParityNonConforming(name: "+infinity", double: .infinity),
        ParityNonConforming(name: "-infinity", double: -.infinity),
        ParityNonConforming(name: "signalingNaN", double: .signalingNaN),
        ParityNonConforming(name: "-nan", double: -Double.nan),
    ]
}

@Suite("SieveEncoder floating-point numbers")
struct EncoderFloatTests {
    static let doubles: [Double] = [
        0, -0.0, 1, -1, 100, 0.1, -0.1, 0.5, 0.25, 1.5, 3.14, .pi, 1.0 / 3.0, 2.0 / 3.0,
        0.30000000000000004, 1e-7, 1e-6, 1e-5, 1e-4, 0.001, 123456.789, 1e15, 1e16, 1e17, 1e20,
        1e21, 1e22, 1e23, 1e100, 1e300, -1e300, 1e308, 9007199254740991, 9007199254740992, 9007199254740994,
        9.223372036854776e18, 1.8446744073709552e19, 1.2345678901234568e20,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne, 4.35, 2.5e-8,
        2.2250738585072014e-308, 1.7976931348623157e308, 100.0, 1_000_000, 12_345_678.9,
    ]

    static let floats: [Float] = [
        0, -0.0, 1, -1, 100, 0.1, 0.5, 1.5, .pi, 1.0 / 3.0, 1e-7, 1e-5, 1e7, 1e10, 1e21, 1e38,
        3.4028235e38, -3.4028235e38, .leastNonzeroMagnitude, .leastNormalMagnitude,
        .greatestFiniteMagnitude, 16_777_216, 16_777_218, 1.1754944e-38, 0.3, 123.456, .ulpOfOne,
    ]

    @Test("each Double is written with JSONEncoder's digits, in every position", arguments: doubles)
    func double(value: Double) {
        expectEncoderParityInEveryPosition(value)
        for model in ParityFloatContainers.everyPlace(value) {
            expectEncoderParity(model)
        }
    }

    @Test("each Float is written with JSONEncoder's digits, in every position", arguments: floats)
    func float(value: Float) {
        expectEncoderParityInEveryPosition(value)
        for model in ParityFloatContainers.everyPlace(value) {
            expectEncoderParity(model)
        }
    }

    @Test("arrays of Double and Float and members of a model are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func arrays(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(Self.doubles, configuration)
        expectEncoderParity(Self.floats, configuration)
        expectEncoderParity([[Double]](arrayLiteral: [], [0.5], Self.doubles), configuration)
        expectEncoderParity(Self.doubles.map { Optional($0) } + [nil], configuration)
        expectEncoderParity(
            ParityFloatMembers(
                double: -0.0, float: 3.4028235e38, doubles: [1e21, 1e-7], floats: [0.1], optionalDouble: 100),
            configuration)
    }

    @Test("a Double in each of JSONEncoder's floating-point strategies, finite values unaffected",
          arguments: ParityFormatting.all)
    func finiteUnderConvertToString(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options,
            nonConformingFloatEncodingStrategy: .convertToString(
                positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN"))
        expectEncoderParity(Self.doubles, configuration)
        expectEncoderParity(Self.floats, configuration)
    }

    @Test("an infinity or NaN is refused with JSONEncoder's error in every position",
          arguments: ParityNonConforming.all)
    func nonConformingThrows(value: ParityNonConforming) {
        expectEncoderParityInEveryPosition(value.double, expecting: .failure)
        expectEncoderParityInEveryPosition(Float(value.double), expecting: .failure)
        for model in ParityFloatContainers.everyPlace(value.double) {
            expectEncoderParity(model, expecting: .failure)
        }
        for model in ParityFloatContainers.everyPlace(Float(value.double)) {
            expectEncoderParity(model, expecting: .failure)
        }
    }

    @Test("an infinity or NaN inside [Double] and [Float] is refused with JSONEncoder's error and path",
          arguments: ParityNonConforming.all, ParityFormatting.all)
    func nonConformingInArrays(value: ParityNonConforming, formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([value.double], configuration, expecting: .failure)
        expectEncoderParity([1, 2, value.double, 4], configuration, expecting: .failure)
        expectEncoderParity([Float(1), Float(value.double)], configuration, expecting: .failure)
        expectEncoderParity([[1], [2, value.double]], configuration, expecting: .failure)
        expectEncoderParity(["list": [1, value.double]], configuration, expecting: .failure)
        expectEncoderParity(
            ParityFloatMembers(double: 0, float: 0, doubles: [0, value.double], floats: [], optionalDouble: nil),
            configuration, expecting: .failure)
        expectEncoderParity(
            ParityFloatMembers(
                double: 0, float: 0, doubles: [], floats: [1, 2, 3, Float(value.double)], optionalDouble: nil),
            configuration, expecting: .failure)
        expectEncoderParity(
            ParityFloatMembers(double: 0, float: 0, doubles: [], floats: [], optionalDouble: value.double),
            configuration, expecting: .failure)
        expectEncoderParity([Double?.none, value.double], configuration, expecting: .failure)
    }

    @Test("a floating-point dictionary key that is not finite fails or is converted as in JSONEncoder",
          arguments: ParityNonConforming.all)
    func nonConformingKeys(value: ParityNonConforming) {
        expectEncoderParity([value.double: 1], expecting: .failure)
        expectEncoderParity(["outer": [Float(value.double): 1]], expecting: .failure)
        expectEncoderParity(
            [value.double: 1],
            ParityConfiguration(
                nonConformingFloatEncodingStrategy: .convertToString(
                    positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")))
    }

    @Test("convertToString writes JSONEncoder's strings in every position",
          arguments: ParityNonConforming.all, ParityFormatting.all)
    func convertToString(value: ParityNonConforming, formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options,
            nonConformingFloatEncodingStrategy: .convertToString(
                positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN"))
        expectEncoderParityInEveryPosition(value.double, configuration)
        expectEncoderParityInEveryPosition(Float(value.double), configuration)
        expectEncoderParity([1, value.double, 2], configuration)
        expectEncoderParity([Float(value.double)], configuration)
        expectEncoderParity(
            ParityFloatMembers(
                double: value.double, float: Float(value.double), doubles: [value.double, 1],
                floats: [Float(value.double)], optionalDouble: value.double),
            configuration)
        for model in ParityFloatContainers.everyPlace(value.double) {
            expectEncoderParity(model, configuration)
        }
        for model in ParityFloatContainers.everyPlace(Float(value.double)) {
            expectEncoderParity(model, configuration)
        }
    }

    @Test("convertToString strings that need escaping, or are empty, are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func convertToStringEscapes(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options,
            nonConformingFloatEncodingStrategy: .convertToString(
                positiveInfinity: "\"+inf/\"", negativeInfinity: "", nan: "nan\n\u{0}é😀"))
        expectEncoderParity([Double.infinity, -Double.infinity, Double.nan], configuration)
        expectEncoderParity([Float.infinity, -Float.infinity, Float.nan], configuration)
        expectEncoderParity(ParityBox(value: Double.infinity), configuration)
        expectEncoderParity(Double.nan, configuration)
    }

    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    @available(SwiftStdlib 5.3, *)
    static let halves: [Float16] = [
        0, -0.0, 1, -1, 0.1, 0.5, 1.5, 3.14, 100, 1000, 65504, -65504, 2050,
        .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .ulpOfOne, 0.333,
    ]

    @available(SwiftStdlib 5.3, *)
    @Test("each Float16 is written with JSONEncoder's digits, in every position", arguments: halves)
    func float16(value: Float16) {
        expectEncoderParityInEveryPosition(value)
    }

    @available(SwiftStdlib 5.3, *)
    @Test("Float16 arrays and members are written as JSONEncoder writes them", arguments: ParityFormatting.all)
    func float16Arrays(formatting: ParityFormatting) {
        struct Halves: Encodable {
            var half: Float16 = 0.1
            var halves: [Float16] = [1, 2.5, 65504]
            var optional: Float16? = 0.5
        }
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(Self.halves, configuration)
        expectEncoderParity(Halves(), configuration)
    }

    @available(SwiftStdlib 5.3, *)
    @Test("a Float16 infinity or NaN is refused with JSONEncoder's error, or written as its string",
          arguments: ParityNonConforming.all)
    func float16NonConforming(value: ParityNonConforming) {
        let half = Float16(value.double)
        expectEncoderParityInEveryPosition(half, expecting: .failure)
        expectEncoderParity([Float16(1), half], expecting: .failure)
        let configuration = ParityConfiguration(
            nonConformingFloatEncodingStrategy: .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan"))
        expectEncoderParityInEveryPosition(half, configuration)
        expectEncoderParity([Float16(1), half], configuration)
    }
    #endif
}

// Dictionaries are written as JSONEncoder writes them: String, Int and CodingKeyRepresentable
// keys as objects, other keys as arrays of keys and values, and the key strategies as it applies them.

import Foundation
import Sieve
import Testing

/// A `String`-backed key type.
enum ParityColour: String, Encodable, CodingKeyRepresentable, CaseIterable {
    case red, darkGreen, URLBlue, snake_case
}

/// An `Int`-backed key type.
enum ParityLevel: Int, Encodable, CodingKeyRepresentable, CaseIterable {
    case low = 1, middle = 5, high = 10, negative = -3
}

/// A key type with its own coding key, neither `String` nor `Int` backed.
struct ParityTag: Hashable, Encodable, CodingKeyRepresentable {
    var name: String
    var codingKey: any CodingKey { ParityKey("tag-\(name)") }
    init(name: String) { self.name = name }
    init?<T: CodingKey>(codingKey: T) { self.name = codingKey.stringValue }
}

/// A model whose members are dictionaries of each kind, the value `ParityPathRecorder`s.
struct ParityDictionaries: Encodable {
    var stringKeyed: [String: ParityPathRecorder] = ["firstKey": ParityPathRecorder(), "second_key": ParityPathRecorder()]
    var intKeyed: [Int: ParityPathRecorder] = [1: ParityPathRecorder(), -20: ParityPathRecorder()]
    var colourKeyed: [ParityColour: Int] = [.darkGreen: 1, .URLBlue: 2]
    var levelKeyed: [ParityLevel: String] = [.middle: "five"]
    var tagKeyed: [ParityTag: Bool] = [ParityTag(name: "camelTag"): true]
    var nestedDictionaries: [String: [String: [Int: String]]] = ["outerKey": ["innerKey": [3: "three"]]]
    var emptyDictionary: [String: Int] = [:]
}

/// Records the coding path it is encoded at, and writes its depth.
struct ParityPathRecorder: Encodable {
    func encode(to encoder: any Encoder) throws {
        parityRecord("recorder", encoder.codingPath)
        var container = encoder.singleValueContainer()
        try container.encode(encoder.codingPath.count)
    }
}

@Suite("SieveEncoder dictionaries")
struct EncoderDictionaryTests {
    @Test("String-keyed dictionaries are objects, as in JSONEncoder", arguments: ParityFormatting.all)
    func stringKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(["b": 2, "a": 1, "c": 3], configuration)
        expectEncoderParity(["camelCase": "x", "snake_case": "y", "": "empty key", "a/b": "slash"], configuration)
        expectEncoderParity(["only": [String: Int]()], configuration)
        expectEncoderParity(["a": ["b": ["c": ["d": 1]]]], configuration)
        expectEncoderParity(["optional": Int?.none, "present": 1], configuration)
        expectEncoderParity(Dictionary(uniqueKeysWithValues: (0..<1000).map { ("key\($0)", $0) }), configuration)
    }

    @Test("Int-keyed dictionaries are objects with the numbers as keys, as in JSONEncoder",
          arguments: ParityFormatting.all)
    func intKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([1: "a", 2: "b", 10: "c", 9: "d", -1: "e", 0: "f"], configuration)
        expectEncoderParity([Int.min: 1, Int.max: 2], configuration)
        expectEncoderParity([Int: Int](), configuration)
        expectEncoderParity([1: [2: [3: "deep"]]], configuration)
        expectEncoderParity(Dictionary(uniqueKeysWithValues: (0..<300).map { ($0 * 7 - 1000, $0) }), configuration)
    }

    @Test("CodingKeyRepresentable keys are written by their coding key, as in JSONEncoder",
          arguments: ParityFormatting.all)
    func codingKeyRepresentableKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(
            Dictionary(uniqueKeysWithValues: ParityColour.allCases.map { ($0, $0.rawValue) }), configuration)
        expectEncoderParity(
            Dictionary(uniqueKeysWithValues: ParityLevel.allCases.map { ($0, $0.rawValue) }), configuration)
        expectEncoderParity([ParityTag(name: "a"): 1, ParityTag(name: "b/c"): 2], configuration)
        expectEncoderParity([ParityColour: Int](), configuration)
    }

    @Test("dictionaries with other keys are arrays of keys and values, as in JSONEncoder",
          arguments: ParityFormatting.all)
    func otherKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([1.5: 1], configuration)
        expectEncoderParity([true: 1], configuration)
        expectEncoderParity([Int8(3): "three"], configuration)
        expectEncoderParity([UInt(3): "three"], configuration)
        expectEncoderParity([UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!: 1], configuration)
        expectEncoderParity([Double: Int](), configuration)
        expectEncoderParity([Bool: [String: Int]](), configuration)
        expectEncoderParity([false: ["x": 1]], configuration)
        expectEncoderParity(["outer": [2.5: [true: "nested"]]], configuration)
    }

    @Test("dictionaries several to an array, and in models, are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func dictionariesInArrays(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([["a": 1], [:], ["b": 2, "c": 3]], configuration)
        expectEncoderParity([[1: "x"], [:]], configuration)
        expectEncoderParity([[ParityColour.red: 1]], configuration)
        expectEncoderParity(ParityDictionaries(), configuration, logOrder: .anyOrder)
        expectEncoderParity([ParityDictionaries(), ParityDictionaries()], configuration, logOrder: .anyOrder)
    }

    @Test("a dictionary value sees JSONEncoder's coding path, the key's intValue included")
    func dictionaryValuePaths() {
        // Each encoder may visit a dictionary's values in its own order: the paths are compared.
        let report = expectEncoderParity(ParityDictionaries(), logOrder: .anyOrder)
        #expect(report.foundationLog.count == 4, "\(report.foundationLog)")
        expectEncoderParity(["a": ["b": ParityPathRecorder()]])
        expectEncoderParity([3: [4: ParityPathRecorder()]])
        expectEncoderParity([ParityLevel.high: ParityPathRecorder()])
        expectEncoderParity([ParityColour.darkGreen: ParityPathRecorder()])
        expectEncoderParity([ParityTag(name: "t"): ParityPathRecorder()])
        expectEncoderParity([2.5: ParityPathRecorder()])
        expectEncoderParity([[["k": ParityPathRecorder()]]])
        expectEncoderParity(["k1": ParityPathRecorder(), "k2": ParityPathRecorder()], logOrder: .anyOrder)
    }

    @Test("convertToSnakeCase leaves String-keyed dictionaries alone and converts what JSONEncoder converts",
          arguments: ParityFormatting.all)
    func snakeCaseDictionaries(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options, keyEncodingStrategy: .convertToSnakeCase)
        expectEncoderParity(["myKey": 1, "myURLKey": 2, "already_snake": 3], configuration)
        expectEncoderParity([1: ["innerKey": 1]], configuration)
        expectEncoderParity(Dictionary(uniqueKeysWithValues: ParityColour.allCases.map { ($0, 1) }), configuration)
        expectEncoderParity([ParityLevel.high: 1], configuration)
        expectEncoderParity([ParityTag(name: "camelName"): 1], configuration)
        expectEncoderParity(ParityDictionaries(), configuration, logOrder: .anyOrder)
        expectEncoderParity(["outerKey": ParityBox(value: ["innerKey": ParityBox(value: 1)])], configuration)
        expectEncoderParity([[true: ["keyInArray": 1]]], configuration)
    }

    @Test("a custom key strategy is called for the keys JSONEncoder calls it for, with the same paths",
          arguments: ParityFormatting.all)
    func customKeyStrategyDictionaries(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(
            outputFormatting: formatting.options,
            keyEncodingStrategy: .custom { path in
                parityRecord("key", path)
                let last = path.last!
                if let index = last.intValue { return ParityKey(intValue: index * 2) }
                return ParityKey(last.stringValue.uppercased() + "!")
            })
        let report = expectEncoderParity(ParityDictionaries(), configuration, logOrder: .anyOrder)
        #expect(!report.foundationLog.isEmpty, "the strategy ran")
        expectEncoderParity(["stringKey": 1], configuration, logOrder: .anyOrder)
        expectEncoderParity([5: ["stringKey": 1]], configuration, logOrder: .anyOrder)
        expectEncoderParity([ParityColour.darkGreen: [ParityLevel.low: 1]], configuration, logOrder: .anyOrder)
        expectEncoderParity(["a": [1: ParityBox(value: [ParityTag(name: "x"): 1])]], configuration, logOrder: .anyOrder)
    }
}

// Under each of the eight combinations of prettyPrinted, sortedKeys and withoutEscapingSlashes,
// SieveEncoder writes what JSONEncoder writes: models, escapes, fragments, integers, nesting.

import Foundation
import Sieve
import Testing

/// A model with one of each kind of member: nested structs, arrays, empty containers, strings
/// that need escaping, optionals present, absent and explicitly null, every integer width.
struct ParityRichModel: Encodable {
    struct Leaf: Encodable {
        var name: String
        var weight: Double
        var tags: [String]
        var note: String?
    }

    struct Branch: Encodable {
        var label: String
        var leaves: [Leaf]
        var child: [Branch]
        var attributes: [String: String]
    }

    /// A member written with `encodeNil(forKey:)` and one skipped by `encodeIfPresent`.
    struct ExplicitNull: Encodable {
        enum CodingKeys: String, CodingKey { case present, explicitNull, absent }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .present)
            try container.encodeNil(forKey: .explicitNull)
            try container.encodeIfPresent(Int?.none, forKey: .absent)
        }
    }

    var title = "A rich model"
    var isOn = true
    var isOff = false
    var count = 42
    var negative = -17
    var ratio = 0.25
    var bigDouble = 1e21
    var smallFloat: Float = 1e-7
    var emptyString = ""
    var escapes = ParityText.everyEscape
    var url = "https://example.com/path/to?q=a/b"
    var present: Int? = 5
    var absent: Int? = nil
    var nullInArray: [Int?] = [1, nil, 3]
    var emptyArray: [Int] = []
    var emptyObject: [String: Int] = [:]
    var emptyArrays: [[String]] = [[], [], []]
    var emptyObjects: [[String: Bool]] = [[:], [:]]
    var matrix: [[Int]] = [[1, 2, 3], [], [4], [5, 6]]
    var strings = ["a", "", "b c", "d/e"]
    var explicitNull = ExplicitNull()
    var integers = ParityIntegers()
    var tree = Branch(
        label: "root",
        leaves: [
            Leaf(name: "leaf1", weight: 1.5, tags: ["x", "y"], note: nil),
            Leaf(name: "leaf2", weight: -0.0, tags: [], note: "a note"),
        ],
        child: [
            Branch(
                label: "child", leaves: [], child: [],
                attributes: ["k1": "v1", "k2": "", "k/3": "v/3", "Z": "last?", "a": "first?"]),
            Branch(label: "empty", leaves: [], child: [], attributes: [:]),
        ],
        attributes: ["colour": "green"])
    var zeta = "declared after the tree"
    var alpha = "declared last"
}

/// Every integer width at its extremes, and zero.
struct ParityIntegers: Encodable {
    var intMin = Int.min, intMax = Int.max, intZero = 0
    var int8Min = Int8.min, int8Max = Int8.max
    var int16Min = Int16.min, int16Max = Int16.max
    var int32Min = Int32.min, int32Max = Int32.max
    var int64Min = Int64.min, int64Max = Int64.max
    var uintMax = UInt.max, uintZero: UInt = 0
    var uint8Max = UInt8.max, uint16Max = UInt16.max, uint32Max = UInt32.max, uint64Max = UInt64.max
    var arrays = ParityIntegerArrays()
}

/// The same extremes as arrays, the form JSONEncoder writes through a fast path.
struct ParityIntegerArrays: Encodable {
    var ints = [Int.min, -1, 0, 1, Int.max]
    var int8s = [Int8.min, 0, Int8.max]
    var int16s = [Int16.min, 0, Int16.max]
    var int32s = [Int32.min, 0, Int32.max]
    var int64s = [Int64.min, 0, Int64.max]
    var uints = [UInt.min, UInt.max]
    var uint8s = [UInt8.min, UInt8.max]
    var uint16s = [UInt16.min, UInt16.max]
    var uint32s = [UInt32.min, UInt32.max]
    var uint64s = [UInt64.min, UInt64.max]
}

enum ParityText {
    /// Every character JSON escapes or might: quote, backslash, slash, the named escapes, all of
    /// U+0000–U+001F, DEL, then non-ASCII that is written as is (é, a combining accent, an
    /// emoji, the line and paragraph separators, a byte order mark, a noncharacter).
    static let everyEscape: String = {
        var text = "quote\" backslash\\ slash/ named\u{08}\u{0C}\n\r\t controls:"
        for value in UInt8(0)...0x1F { text.unicodeScalars.append(Unicode.Scalar(value)) }
        text += " del\u{7F} é e\u{301} 😀 \u{2028}\u{2029} \u{FEFF} \u{FFFF} </script> \\/ \\u0000"
        return text
    }()

    /// Single characters: every ASCII code point, and some beyond.
    static let characters: [String] =
        (UInt8(0)...0x7F).map { String(Character(Unicode.Scalar($0))) }
        + ["\u{80}", "\u{9F}", "\u{A0}", "é", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀", "\u{10FFFF}", "e\u{301}"]
}

/// `depth` containers nested in each other: arrays, objects, or alternating; the innermost holds
/// `leaf` (or nothing).
struct ParityNest: Encodable {
    enum Kind: String, CaseIterable, Sendable { case arrays, objects, alternating }
    var depth: Int
    var kind: Kind
    var leaf: Int?

    func encode(to encoder: any Encoder) throws {
        let useArray = kind == .arrays || (kind == .alternating && depth % 2 == 0)
        let inner = depth > 1 ? ParityNest(depth: depth - 1, kind: kind, leaf: leaf) : nil
        if useArray {
            var container = encoder.unkeyedContainer()
            if let inner { try container.encode(inner) } else if let leaf { try container.encode(leaf) }
        } else {
            var container = encoder.container(keyedBy: ParityKey.self)
            if let inner {
                try container.encode(inner, forKey: ParityKey("d\(depth - 1)"))
            } else if let leaf {
                try container.encode(leaf, forKey: ParityKey("leaf"))
            }
        }
    }
}

@Suite("SieveEncoder output formatting")
struct EncoderFormattingTests {
    @Test("a rich model is written as JSONEncoder writes it", arguments: ParityFormatting.all)
    func richModel(formatting: ParityFormatting) {
        expectEncoderParity(ParityRichModel(), ParityConfiguration(outputFormatting: formatting.options))
    }

    @Test("an array of rich models is written as JSONEncoder writes it", arguments: ParityFormatting.all)
    func richModels(formatting: ParityFormatting) {
        expectEncoderParity(
            [ParityRichModel(), ParityRichModel()], ParityConfiguration(outputFormatting: formatting.options))
    }

    @Test("a string with every escape is escaped as JSONEncoder escapes it, as value and key",
          arguments: ParityFormatting.all)
    func everyEscape(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityText.everyEscape, configuration)
        expectEncoderParity([ParityText.everyEscape, "", "/"], configuration)
        expectEncoderParity([ParityText.everyEscape: ParityText.everyEscape], configuration)
        expectEncoderParity(ParityBox(value: ParityText.everyEscape), configuration)
    }

    @Test("each single character is written as JSONEncoder writes it, as value and key",
          arguments: ParityFormatting.all)
    func singleCharacters(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        for character in ParityText.characters {
            expectEncoderParity(character, configuration)
            expectEncoderParity([character], configuration)
            expectEncoderParity(["key": character], configuration)
            expectEncoderParity([character: "value"], configuration)
        }
        expectEncoderParity(ParityText.characters, configuration)
        expectEncoderParity(
            Dictionary(ParityText.characters.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }),
            configuration)
    }

    @Test("slashes in values and keys follow withoutEscapingSlashes as in JSONEncoder",
          arguments: ParityFormatting.all)
    func slashes(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity("/", configuration)
        expectEncoderParity("//a/b//", configuration)
        expectEncoderParity(["a/b": "c/d", "/": "/"], configuration)
        expectEncoderParity(URL(string: "https://example.com/a/b/")!, configuration)
    }

    @Test("top-level fragments are written as JSONEncoder writes them", arguments: ParityFormatting.all)
    func topLevelFragments(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(42, configuration)
        expectEncoderParity(-0, configuration)
        expectEncoderParity("text", configuration)
        expectEncoderParity("", configuration)
        expectEncoderParity(true, configuration)
        expectEncoderParity(false, configuration)
        expectEncoderParity(Int?.none, configuration)
        expectEncoderParity(String??.some(nil), configuration)
        expectEncoderParity(Int?.some(3), configuration)
        expectEncoderParity(3.5, configuration)
        expectEncoderParity(100.0, configuration)
        expectEncoderParity(Float(0.1), configuration)
        expectEncoderParity(UInt64.max, configuration)
        expectEncoderParity(ParitySingleValueBox(value: "wrapped"), configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }, configuration)
    }

    @Test("empty arrays and objects, at top level and nested, are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func emptyContainers(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity([Int](), configuration)
        expectEncoderParity([String: Int](), configuration)
        expectEncoderParity([[Int]](), configuration)
        expectEncoderParity([[Int]()], configuration)
        expectEncoderParity([[String: Int]()], configuration)
        expectEncoderParity(["a": [Int](), "b": []], configuration)
        expectEncoderParity(["a": [String: Int](), "b": [:]], configuration)
        expectEncoderParity([[[Int]]()], configuration)
        expectEncoderParity(ParityEncoding { encoder in _ = encoder.container(keyedBy: ParityKey.self) }, configuration)
        expectEncoderParity(ParityEncoding { encoder in _ = encoder.unkeyedContainer() }, configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.unkeyedContainer()
            _ = container.nestedUnkeyedContainer()
            _ = container.nestedContainer(keyedBy: ParityKey.self)
        }, configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            _ = container.nestedUnkeyedContainer(forKey: ParityKey("array"))
            _ = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("object"))
        }, configuration)
    }

    @Test("every integer width at its extremes is written as JSONEncoder writes it",
          arguments: ParityFormatting.all)
    func integers(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityIntegers(), configuration)
        expectEncoderParity(ParityIntegerArrays(), configuration)
        expectEncoderParity([Int8.min], configuration)
        expectEncoderParity(Int64.min, configuration)
        expectEncoderParity([UInt8](), configuration)
    }

    @Test("100 nested containers of each kind are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func deepNesting(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        for kind in ParityNest.Kind.allCases {
            expectEncoderParity(ParityNest(depth: 100, kind: kind, leaf: nil), configuration)
            expectEncoderParity(ParityNest(depth: 100, kind: kind, leaf: 7), configuration)
        }
        var nested: [[[[[[[[[[Int]]]]]]]]]] = [[[[[[[[[[1, 2], []]]]]]]]]]
        nested.append([])
        expectEncoderParity(nested, configuration)
    }

    @Test("long strings, long keys and large containers are written as JSONEncoder writes them",
          arguments: ParityFormatting.all)
    func largeValues(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        let long = String(repeating: "abc/é😀\"\n\u{1}", count: 20_000)
        expectEncoderParity(long, configuration)
        expectEncoderParity([long: long], configuration)
        expectEncoderParity(Array(0..<50_000), configuration)
        expectEncoderParity((0..<5_000).map { "item \($0)/" }, configuration)
        expectEncoderParity((0..<2_000).map { ParityBox(value: $0) }, configuration)
        expectEncoderParity(ParityNamedMembers(names: (0..<2_000).map { "member\($0)" }), configuration)
    }

    @Test("sortedKeys orders keys as JSONEncoder does: case, digits, length, non-ASCII, normalization",
          arguments: ParityFormatting.all)
    func keyOrder(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        let keys = [
            "b", "a", "B", "A", "aa", "a1", "a_", "a ", "Z", "z", "10", "9", "1", "01", "", " ", "_",
            "é", "e\u{301}z", "éa", "ea", "f", "～", "😀", "\u{FFFF}", "\u{7F}", "\u{0}", "a\u{0}", "ÿ", "Ā",
            "\u{10000}", "\u{E000}", "ǅ", "ß", "ss",
        ]
        expectEncoderParity(
            Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }), configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            for (index, key) in keys.enumerated() { try container.encode(index, forKey: ParityKey(key)) }
        }, configuration)
    }

    @Test("keys equal as Strings but spelled differently are merged as JSONEncoder merges them",
          arguments: ParityFormatting.all)
    func canonicallyEqualKeys(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(1, forKey: ParityKey("\u{E9}"))
            try container.encode(2, forKey: ParityKey("e\u{301}"))
        }, configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(1, forKey: ParityKey("e\u{301}"))
            try container.encode(2, forKey: ParityKey("\u{E9}"))
        }, configuration)
    }

    @Test("an encoder is reusable, and options changed between calls apply to the next call")
    func reuse() throws {
        let model = ParityRichModel()
        let sieve = SieveEncoder()
        let foundation = JSONEncoder()
        sieve.outputFormatting = .sortedKeys
        foundation.outputFormatting = .sortedKeys
        let first = try sieve.encode(model)
        #expect(try sieve.encode(model) == first, "a second call writes the same bytes")
        #expect(first == (try foundation.encode(model)))
        sieve.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        #expect(try sieve.encode(model) == (try foundation.encode(model)), "the new formatting applies")
        sieve.keyEncodingStrategy = .convertToSnakeCase
        foundation.keyEncodingStrategy = .convertToSnakeCase
        #expect(try sieve.encode(model) == (try foundation.encode(model)), "the new key strategy applies")
    }

    @Test("a new SieveEncoder has JSONEncoder's defaults")
    func defaults() throws {
        struct Defaults: Encodable {
            var date = Date(timeIntervalSince1970: 1_000_000_000.5)
            var data = Data([0, 1, 2, 250, 255])
            var camelCase = "key kept"
            var path = "a/b"
        }
        let sieve = SieveEncoder()
        let foundation = JSONEncoder()
        #expect(sieve.outputFormatting == foundation.outputFormatting)
        #expect(sieve.userInfo.isEmpty)
        #expect(throws: EncodingError.self, "nan throws by default") { try sieve.encode(Double.nan) }
        sieve.outputFormatting = .sortedKeys
        foundation.outputFormatting = .sortedKeys
        let sieveText = String(decoding: try sieve.encode(Defaults()), as: UTF8.self)
        let foundationText = String(decoding: try foundation.encode(Defaults()), as: UTF8.self)
        #expect(sieveText == foundationText)
    }

    @Test("encoders used from several tasks at once each write JSONEncoder's bytes")
    func concurrentUse() async throws {
        let sieve = SieveEncoder()
        sieve.outputFormatting = [.sortedKeys, .prettyPrinted]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        let expected = try foundation.encode(ParityRichModel())
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try sieve.encode(ParityRichModel()) }
            }
            for try await data in group {
                #expect(data == expected)
            }
        }
    }
}

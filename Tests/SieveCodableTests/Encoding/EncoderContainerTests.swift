// Containers used every way JSONEncoder allows (subclasses, super encoders, nested, interleaved,
// reopened, the same key twice) write what JSONEncoder writes, and show models its coding paths.

import Foundation
import Sieve
import Testing

// MARK: - Class hierarchies

class ParityAnimal: Encodable {
    var name = "Rex"
    var legs = 4
    var tags = ["good", "dog"]
}

/// A subclass that calls `super.encode(to: encoder)` and then opens the same keyed container:
/// one object with the members of both.
final class ParityDog: ParityAnimal {
    private enum CodingKeys: String, CodingKey { case breed, isGood }
    var breed = "collie"

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        parityRecord("dog", container.codingPath)
        try container.encode(breed, forKey: .breed)
        try container.encode(true, forKey: .isGood)
    }
}

/// A subclass that encodes its superclass into `superEncoder()` and `superEncoder(forKey:)`.
final class ParityCat: ParityAnimal {
    private enum CodingKeys: String, CodingKey { case lives, parent }
    var lives = 9

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(lives, forKey: .lives)
        let superEncoder = container.superEncoder()
        parityRecord("super", superEncoder.codingPath)
        try super.encode(to: superEncoder)
        let parentEncoder = container.superEncoder(forKey: .parent)
        parityRecord("parent", parentEncoder.codingPath)
        try super.encode(to: parentEncoder)
    }
}

/// A superclass that writes an array, and a subclass that appends to it.
class ParityBaseList: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode("base")
    }
}

final class ParityDerivedList: ParityBaseList {
    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.unkeyedContainer()
        parityRecord("count", [ParityKey(intValue: container.count)])
        try container.encode("derived")
        var superElement = container.superEncoder().unkeyedContainer()
        try superElement.encode("in super encoder")
    }
}

// MARK: - Coding paths

/// Records `encoder.codingPath` and each container's `codingPath` at every step, descending
/// `depth` levels through keyed, unkeyed, nested and single-value containers.
struct ParityPathWalker: Encodable {
    var depth: Int

    func encode(to encoder: any Encoder) throws {
        parityRecord("encoder", encoder.codingPath)
        var container = encoder.container(keyedBy: ParityKey.self)
        parityRecord("keyed", container.codingPath)
        try container.encode(depth, forKey: ParityKey("depth"))
        guard depth > 0 else { return }
        try container.encode(ParityPathWalker(depth: depth - 1), forKey: ParityKey("child"))
        var list = container.nestedUnkeyedContainer(forKey: ParityKey("list"))
        parityRecord("list", list.codingPath)
        try list.encode(ParityPathWalker(depth: depth - 1))
        parityRecord("list after one", list.codingPath)
        var inList = list.nestedContainer(keyedBy: ParityKey.self)
        parityRecord("keyed in list", inList.codingPath)
        try inList.encode(ParityPathWalker(depth: 0), forKey: ParityKey("walker"))
        var listInList = list.nestedUnkeyedContainer()
        parityRecord("list in list", listInList.codingPath)
        try listInList.encode(ParityPathWalker(depth: 0))
        var object = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("object"))
        parityRecord("object", object.codingPath)
        try object.encode(ParitySingleValueBox(value: ParityPathWalker(depth: 0)), forKey: ParityKey("single"))
        let superEncoder = container.superEncoder()
        parityRecord("super", superEncoder.codingPath)
        try ParityPathWalker(depth: 0).encode(to: superEncoder)
        let keyedSuper = list.superEncoder()
        parityRecord("super in list", keyedSuper.codingPath)
        try ParityPathWalker(depth: 0).encode(to: keyedSuper)
        try container.encode([ParityPathWalker(depth: 0)], forKey: ParityKey("array"))
        try container.encode(["entry": ParityPathWalker(depth: 0)], forKey: ParityKey("dictionary"))
        try container.encode([4: ParityPathWalker(depth: 0)], forKey: ParityKey("intDictionary"))
    }
}

// MARK: - userInfo and configurations

enum ParityUserInfo {
    static let prefix = CodingUserInfoKey(rawValue: "parity.prefix")!
    static let count = CodingUserInfoKey(rawValue: "parity.count")!
}

/// Writes what it finds in `userInfo`, at its depth.
struct ParityUserInfoReader: Encodable {
    var depth: Int

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        try container.encode(encoder.userInfo[ParityUserInfo.prefix] as? String ?? "missing", forKey: ParityKey("prefix"))
        try container.encode(encoder.userInfo[ParityUserInfo.count] as? Int ?? -1, forKey: ParityKey("count"))
        try container.encode(encoder.userInfo.count, forKey: ParityKey("entries"))
        if depth > 0 {
            try container.encode([ParityUserInfoReader(depth: depth - 1)], forKey: ParityKey("children"))
        }
    }
}

/// The configuration of `ParityLocalized`.
struct ParityLocale: Sendable {
    var language: String
}

/// A text written under the member its configuration names.
struct ParityLocalized: EncodableWithConfiguration {
    var text: String

    func encode(to encoder: any Encoder, configuration: ParityLocale) throws {
        parityRecord("localized \(configuration.language)", encoder.codingPath)
        var container = encoder.container(keyedBy: ParityKey.self)
        try container.encode(text, forKey: ParityKey(configuration.language))
    }
}

/// A configured value that writes nothing.
struct ParitySilentLocalized: EncodableWithConfiguration {
    func encode(to encoder: any Encoder, configuration: ParityLocale) throws {}
}

enum ParityFrench: EncodingConfigurationProviding {
    static var encodingConfiguration: ParityLocale { ParityLocale(language: "fr") }
}

/// Configured values nested in a plain `Encodable`, through the containers' `configuration:`
/// forms.
@available(SwiftStdlib 5.5, *)
struct ParityPage: Encodable {
    var title = ParityLocalized(text: "Bonjour")
    var items = [ParityLocalized(text: "un"), ParityLocalized(text: "deux")]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ParityKey.self)
        try container.encode(title, forKey: ParityKey("title"), configuration: ParityLocale(language: "fr"))
        try container.encode(title, forKey: ParityKey("fromProvider"), configuration: ParityFrench.self)
        var list = container.nestedUnkeyedContainer(forKey: ParityKey("items"))
        for item in items { try list.encode(item, configuration: ParityLocale(language: "de")) }
        try title.encode(
            to: container.superEncoder(forKey: ParityKey("super")), configuration: ParityLocale(language: "it"))
    }
}

@Suite("SieveEncoder containers")
struct EncoderContainerTests {
    // MARK: Subclasses and super encoders

    @Test("a subclass that calls super.encode(to:) then reopens the container writes one object",
          arguments: ParityFormatting.all)
    func subclassMergedObject(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityDog(), configuration)
        expectEncoderParity([ParityDog(), ParityDog()], configuration)
        expectEncoderParity(ParityDerivedList(), configuration)
    }

    @Test("a subclass that encodes its superclass through superEncoder() and superEncoder(forKey:)",
          arguments: ParityFormatting.all)
    func superEncoders(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityCat(), configuration)
        expectEncoderParity(["cat": ParityCat()], configuration)
        expectEncoderParity(
            ParityCat(),
            ParityConfiguration(outputFormatting: formatting.options, keyEncodingStrategy: .convertToSnakeCase))
    }

    @Test("superEncoder() in an unkeyed container writes its value at the index it was asked at")
    func unkeyedSuperEncoder() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(0)
            let superEncoder = container.superEncoder()
            parityRecord("super", superEncoder.codingPath)
            var single = superEncoder.singleValueContainer()
            try single.encode("one")
            try container.encode(2)
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.unkeyedContainer()
            try container.encode(0)
            let superEncoder = container.superEncoder()
            try container.encode(1)
            try container.encode(2)
            var keyed = superEncoder.container(keyedBy: ParityKey.self)
            try keyed.encode("written late", forKey: ParityKey("late"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.unkeyedContainer()
            _ = container.superEncoder()
            try container.encode("after a super encoder that wrote nothing")
        })
    }

    @Test("superEncoder(forKey:) and superEncoder() written after the parent moved on, or never")
    func lateSuperEncoders() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            let superEncoder = container.superEncoder(forKey: ParityKey("base"))
            try container.encode(1, forKey: ParityKey("after"))
            var single = superEncoder.singleValueContainer()
            try single.encode("late")
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            _ = container.superEncoder(forKey: ParityKey("nothing"))
            _ = container.superEncoder()
            try container.encode(1, forKey: ParityKey("other"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var list = container.superEncoder(forKey: ParityKey("list")).unkeyedContainer()
            try list.encode(1)
            try list.encode(ParityDog())
        })
    }

    @Test("two super encoders for the same key keep what JSONEncoder keeps")
    func superEncoderTwice() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var first = container.superEncoder(forKey: ParityKey("base")).container(keyedBy: ParityKey.self)
            try first.encode(1, forKey: ParityKey("p"))
            var second = container.superEncoder(forKey: ParityKey("base")).container(keyedBy: ParityKey.self)
            try second.encode(2, forKey: ParityKey("q"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(0, forKey: ParityKey("base"))
            var single = container.superEncoder(forKey: ParityKey("base")).singleValueContainer()
            try single.encode("replaces")
        })
    }

    // MARK: Nested containers

    @Test("nested keyed and unkeyed containers, interleaved with writes to their parents",
          arguments: ParityFormatting.all)
    func interleavedNesting(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var list = container.nestedUnkeyedContainer(forKey: ParityKey("list"))
            try list.encode(1)
            try container.encode(2, forKey: ParityKey("parent1"))
            try list.encode(3)
            var object = list.nestedContainer(keyedBy: ParityKey.self)
            try container.encode(4, forKey: ParityKey("parent2"))
            try object.encode(5, forKey: ParityKey("inObject"))
            var inner = object.nestedUnkeyedContainer(forKey: ParityKey("inner"))
            try list.encode(6)
            try inner.encode(7)
            try object.encode(8, forKey: ParityKey("inObjectLater"))
            try inner.encode(9)
        }, configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.unkeyedContainer()
            var first = container.nestedUnkeyedContainer()
            var second = container.nestedContainer(keyedBy: ParityKey.self)
            try container.encode("third")
            try second.encode("b", forKey: ParityKey("b"))
            try first.encode("a")
            parityRecord("count", [ParityKey(intValue: container.count)])
        }, configuration)
    }

    @Test("the same key encoded twice keeps the later value, as in JSONEncoder")
    func sameKeyTwice() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(1, forKey: ParityKey("a"))
            try container.encode(2, forKey: ParityKey("b"))
            try container.encode("later", forKey: ParityKey("a"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode([1, 2], forKey: ParityKey("a"))
            try container.encodeNil(forKey: ParityKey("a"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try nested.encode(1, forKey: ParityKey("x"))
            try container.encode("replaces the nested container", forKey: ParityKey("a"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try container.encode("replaced", forKey: ParityKey("a"))
            try nested.encode(1, forKey: ParityKey("written after the replacement"))
        })
    }

    @Test("a nested container asked twice for the same key is one container, as in JSONEncoder")
    func nestedContainerTwice() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var first = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try first.encode(1, forKey: ParityKey("x"))
            var second = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try second.encode(2, forKey: ParityKey("y"))
            try first.encode(3, forKey: ParityKey("z"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            var first = container.nestedUnkeyedContainer(forKey: ParityKey("a"))
            try first.encode(1)
            var second = container.nestedUnkeyedContainer(forKey: ParityKey("a"))
            try second.encode(2)
            try first.encode(3)
        })
    }

    @Test("a nested container asked for a key that holds an encoded object or array adds to it")
    func nestedContainerOverEncodedValue() {
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(["x": 1], forKey: ParityKey("a"))
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try nested.encode(2, forKey: ParityKey("y"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(ParityBox(value: 1), forKey: ParityKey("a"))
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("a"))
            try nested.encode(2, forKey: ParityKey("value"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode([1, 2], forKey: ParityKey("a"))
            var nested = container.nestedUnkeyedContainer(forKey: ParityKey("a"))
            try nested.encode(3)
        })
    }

    @Test("the encoder's container asked twice is one container, as in JSONEncoder")
    func containerTwice() {
        expectEncoderParity(ParityEncoding { encoder in
            var first = encoder.container(keyedBy: ParityKey.self)
            try first.encode(1, forKey: ParityKey("a"))
            var second = encoder.container(keyedBy: ParityKey.self)
            try second.encode(2, forKey: ParityKey("b"))
            try first.encode(3, forKey: ParityKey("c"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var first = encoder.unkeyedContainer()
            try first.encode(1)
            var second = encoder.unkeyedContainer()
            try second.encode(2)
            try first.encode(3)
        })
    }

    @Test("a single value that is an object or array, then the keyed or unkeyed container: merged")
    func singleValueThenContainer() {
        expectEncoderParity(ParityEncoding { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(ParityBox(value: 1))
            var keyed = encoder.container(keyedBy: ParityKey.self)
            try keyed.encode(2, forKey: ParityKey("added"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(["x": 1])
            var keyed = encoder.container(keyedBy: ParityKey.self)
            try keyed.encode(2, forKey: ParityKey("x"))
        })
        expectEncoderParity(ParityEncoding { encoder in
            var single = encoder.singleValueContainer()
            try single.encode([1, 2])
            var unkeyed = encoder.unkeyedContainer()
            try unkeyed.encode(3)
        })
        // The single value is written and closed before the container is asked for: the
        // encoding starts again in the tree form, and its run sees what JSONEncoder's does.
        expectEncoderParity([ParityEncoding { encoder in
            var single = encoder.singleValueContainer()
            try single.encode(ParityDog())
            var keyed = encoder.container(keyedBy: ParityKey.self)
            try keyed.encode("nested", forKey: ParityKey("where"))
        }], logOrder: .lastRun)
    }

    @Test("a keyed container, then a single value on the same encoder: JSONEncoder's outcome")
    func containerThenSingleValue() {
        expectEncoderParity(ParityEncoding { encoder in
            var keyed = encoder.container(keyedBy: ParityKey.self)
            try keyed.encode(1, forKey: ParityKey("kept"))
            var single = encoder.singleValueContainer()
            try single.encode("single")
        })
        expectEncoderParity([ParityEncoding { encoder in
            var unkeyed = encoder.unkeyedContainer()
            try unkeyed.encode(1)
            var single = encoder.singleValueContainer()
            try single.encode("single")
        }])
    }

    // MARK: Nil and optionals

    @Test("nil written every way is written as JSONEncoder writes it", arguments: ParityFormatting.all)
    func nils(formatting: ParityFormatting) {
        struct Optionals: Encodable {
            var absent: Int?
            var doubleAbsent: Int??
            var doublePresentNil: Int?? = .some(nil)
            var list: [Int?] = [nil, 1, nil]
            var nested: [[String?]] = [[nil], []]
            var dictionary: [String: Int?] = ["nil": nil, "one": 1]
        }
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        expectEncoderParity(Optionals(), configuration)
        expectEncoderParity(ParityEncoding { encoder in
            var keyed = encoder.container(keyedBy: ParityKey.self)
            try keyed.encodeNil(forKey: ParityKey("explicit"))
            try keyed.encodeIfPresent(Int?.none, forKey: ParityKey("skipped"))
            try keyed.encode(Int?.none, forKey: ParityKey("generic"))
            try keyed.encodeIfPresent(Int?.some(1), forKey: ParityKey("present"))
            var unkeyed = keyed.nestedUnkeyedContainer(forKey: ParityKey("list"))
            try unkeyed.encodeNil()
            try unkeyed.encode(String?.none)
            var single = keyed.superEncoder(forKey: ParityKey("single")).singleValueContainer()
            try single.encodeNil()
        }, configuration)
    }

    // MARK: Coding paths, userInfo, configurations

    @Test("models see JSONEncoder's coding paths at every depth and in every kind of container")
    func codingPaths() {
        // The walker writes to its list again after writing to the object beside it: the
        // encoding starts again in the tree form, and its run sees what JSONEncoder's does.
        let report = expectEncoderParity(ParityPathWalker(depth: 3), logOrder: .lastRun)
        #expect(report.foundationLog.count > 50, "the walker recorded its paths: \(report.foundationLog.count)")
        expectEncoderParity([ParityPathWalker(depth: 1)], logOrder: .lastRun)
        expectEncoderParity(["k": [ParityPathWalker(depth: 1)]], logOrder: .lastRun)
        expectEncoderParity(ParityCat())
        expectEncoderParity([ParityDog()])
        expectEncoderParity(ParityDerivedList())
        expectEncoderParity(
            ParityPathWalker(depth: 2), ParityConfiguration(keyEncodingStrategy: .convertToSnakeCase), logOrder: .lastRun)
    }

    @Test("userInfo is what encode(to:) sees at every depth, as in JSONEncoder")
    func userInfo() {
        let configuration = ParityConfiguration(
            userInfo: [ParityUserInfo.prefix: "pre/", ParityUserInfo.count: 3])
        expectEncoderParity(ParityUserInfoReader(depth: 3), configuration)
        expectEncoderParity(ParityUserInfoReader(depth: 1))
        let withDates = ParityConfiguration(
            dateEncodingStrategy: .custom { _, encoder in
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[ParityUserInfo.prefix] as? String ?? "missing")
            },
            userInfo: [ParityUserInfo.prefix: "seen by the date strategy"])
        expectEncoderParity([Date(timeIntervalSince1970: 0)], withDates)
    }

    @available(SwiftStdlib 5.9, *)
    @Test("encode(_:configuration:) passes the configuration to the top-level value, as JSONEncoder does",
          arguments: ParityFormatting.all)
    func configurationValue(formatting: ParityFormatting) {
        let configuration = ParityConfiguration(outputFormatting: formatting.options)
        let value = ParityLocalized(text: "Hallo / Welt")
        let report = expectEncoderParity(
            configuration,
            sieve: { try $0.encode(value, configuration: ParityLocale(language: "de")) },
            foundation: { try $0.encode(value, configuration: ParityLocale(language: "de")) })
        #expect(report.foundationLog == ["localized de: []"])
    }

    @available(SwiftStdlib 5.9, *)
    @Test("encode(_:configuration:) with a provider type passes its configuration, as JSONEncoder does")
    func configurationProvider() {
        let value = ParityLocalized(text: "Bonjour")
        expectEncoderParity(
            sieve: { try $0.encode(value, configuration: ParityFrench.self) },
            foundation: { try $0.encode(value, configuration: ParityFrench.self) })
    }

    @available(SwiftStdlib 5.9, *)
    @Test("a configured top-level value that writes nothing is JSONEncoder's error")
    func configurationNothing() {
        expectEncoderParity(
            expecting: .failure,
            sieve: { try $0.encode(ParitySilentLocalized(), configuration: ParityLocale(language: "fr")) },
            foundation: { try $0.encode(ParitySilentLocalized(), configuration: ParityLocale(language: "fr")) })
    }

    @available(SwiftStdlib 5.9, *)
    @Test("configured values nested in a model, through the containers' configuration: forms")
    func nestedConfigurations() {
        expectEncoderParity(ParityPage())
        expectEncoderParity([ParityPage()], ParityConfiguration(outputFormatting: .prettyPrinted))
    }
}

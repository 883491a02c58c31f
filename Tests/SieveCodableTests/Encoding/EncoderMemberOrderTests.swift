// Without .sortedKeys, SieveEncoder writes each object's members in the order the model encodes
// them (JSONEncoder on Linux writes them in its dictionaries' hash order, so this is Sieve's own).

import Foundation
import Sieve
import Testing

// These state SieveEncoder's order as exact text. Run against JSONEncoder itself (with
// `typealias SieveEncoder = JSONEncoder`) they are expected to fail, on the order alone: each
// first checks that the expected text is the JSON JSONEncoder writes, members aside.

/// Members declared z, a, m.
struct ParityZAM: Encodable {
    var z = 1
    var a = 2
    var m = 3
}

@Suite("SieveEncoder member order")
struct EncoderMemberOrderTests {
    /// Expects SieveEncoder to write exactly `expected`, after checking that `expected` is
    /// JSONEncoder's output with its members in some order.
    func expectOrder<T: Encodable>(
        _ value: T, _ expected: String, _ configuration: ParityConfiguration = ParityConfiguration(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let formatting = configuration.outputFormatting
        let foundation = try configuration.foundationEncoder(formatting).encode(value)
        let expectedTree = try #require(
            ParityJSON.parse(expected), "the expected text is JSON", sourceLocation: sourceLocation)
        let foundationTree = try #require(ParityJSON.parse(foundation), sourceLocation: sourceLocation)
        #expect(
            expectedTree.isSame(as: foundationTree),
            "the expected text is not JSONEncoder's JSON: \(String(decoding: foundation, as: UTF8.self))",
            sourceLocation: sourceLocation)
        let sieve = String(decoding: try configuration.sieveEncoder(formatting).encode(value), as: UTF8.self)
        #expect(sieve == expected, "SieveEncoder writes the members in encoding order", sourceLocation: sourceLocation)
    }

    @Test("a struct's members come in declaration order")
    func declarationOrder() throws {
        try expectOrder(ParityZAM(), #"{"z":1,"a":2,"m":3}"#)
        try expectOrder([ParityZAM(), ParityZAM()], #"[{"z":1,"a":2,"m":3},{"z":1,"a":2,"m":3}]"#)
    }

    @Test("nested structs keep their order at every level")
    func nestedOrder() throws {
        struct Outer: Encodable {
            var second = 2
            var inner = ParityZAM()
            var first = 1
        }
        try expectOrder(Outer(), #"{"second":2,"inner":{"z":1,"a":2,"m":3},"first":1}"#)
    }

    @Test("pretty-printed, the members keep their order and JSONEncoder's layout")
    func prettyOrder() throws {
        try expectOrder(
            ParityZAM(), "{\n  \"z\" : 1,\n  \"a\" : 2,\n  \"m\" : 3\n}",
            ParityConfiguration(outputFormatting: .prettyPrinted))
    }

    @Test("a subclass's members follow its superclass's when it calls super.encode(to:) first")
    func subclassOrder() throws {
        try expectOrder(ParityDog(), #"{"name":"Rex","legs":4,"tags":["good","dog"],"breed":"collie","isGood":true}"#)
    }

    @Test("super encoders' members come where the model asked for them")
    func superEncoderOrder() throws {
        try expectOrder(
            ParityCat(),
            #"{"lives":9,"super":{"name":"Rex","legs":4,"tags":["good","dog"]},"#
                + #""parent":{"name":"Rex","legs":4,"tags":["good","dog"]}}"#)
    }

    @Test("keys converted to snake case keep the order of the originals")
    func snakeCaseOrder() throws {
        struct Snake: Encodable {
            var myURLProperty = 1
            var zLast = 2
            var aFirst = 3
        }
        try expectOrder(
            Snake(), #"{"my_url_property":1,"z_last":2,"a_first":3}"#,
            ParityConfiguration(keyEncodingStrategy: .convertToSnakeCase))
    }

    @Test("nested containers' members come in the order they were written")
    func nestedContainerOrder() throws {
        try expectOrder(ParityEncoding { encoder in
            var container = encoder.container(keyedBy: ParityKey.self)
            try container.encode(1, forKey: ParityKey("z"))
            var nested = container.nestedContainer(keyedBy: ParityKey.self, forKey: ParityKey("y"))
            try nested.encode(1, forKey: ParityKey("b"))
            try nested.encode(2, forKey: ParityKey("a"))
            try container.encode(3, forKey: ParityKey("x"))
        }, #"{"z":1,"y":{"b":1,"a":2},"x":3}"#)
    }

    @Test("a dictionary's members come in the dictionary's own iteration order")
    func dictionaryOrder() throws {
        let dictionary = Dictionary(uniqueKeysWithValues: (0..<20).map { ("key\($0)", $0) })
        let expected = "{" + dictionary.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        try expectOrder(dictionary, expected)
    }
}

// Models whose `encode(to:)` does not write in order — a container written to after a nested
// one closed, a key encoded twice, super encoders, a second container at one value — give the
// same text as `JSONEncoder`, and so do the models that write in order.

import Foundation
import Sieve
import Testing

/// Encodes with both encoders, `.sortedKeys` added, and returns the two texts.
private func texts<T: Encodable>(
    _ value: T, _ formatting: JSONEncoder.OutputFormatting = []
) throws -> (sieve: String, foundation: String) {
    let sieve = SieveEncoder()
    sieve.outputFormatting = formatting.union(.sortedKeys)
    let foundation = JSONEncoder()
    foundation.outputFormatting = formatting.union(.sortedKeys)
    return (
        String(decoding: try sieve.encode(value), as: UTF8.self),
        String(decoding: try foundation.encode(value), as: UTF8.self)
    )
}

private struct Plain: Encodable {
    var id = 7
    var name = "a/b \"q\" \u{1}"
    var ratio = 0.5
    var whole = 100.0
    var tags = ["x", "y"]
    var nested = FallbackInner()
    var empty: [Int] = []
    var none: Int? = nil
    var map = ["b": 1, "a": 2]
}

private struct FallbackInner: Encodable {
    var flag = true
    var values: [Double] = [1, 2.5, -0.0, 1e-7, 1e21]
}

/// Writes to the outer container after opening a nested one, then to the nested one again.
private struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case meta, id, tail }
    enum MetaKeys: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: Keys.self)
        var meta = outer.nestedContainer(keyedBy: MetaKeys.self, forKey: .meta)
        try meta.encode(1, forKey: .a)
        try outer.encode(2, forKey: .id)
        try meta.encode(3, forKey: .b)
        try outer.encode("t", forKey: .tail)
    }
}

/// Encodes one key twice: the later value wins.
private struct TwiceKeyed: Encodable {
    enum Keys: String, CodingKey { case a, b }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .b)
        try container.encode([3, 4], forKey: .a)
    }
}

private class Base: Encodable {
    var base = 1
    enum Keys: String, CodingKey { case base }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(base, forKey: .base)
    }
}

private final class Derived: Base {
    var derived = "d"
    enum DerivedKeys: String, CodingKey { case derived }
    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: DerivedKeys.self)
        try container.encode(derived, forKey: .derived)
    }
}

private final class WithSuper: Base {
    enum Keys2: String, CodingKey { case own, parent }
    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys2.self)
        try container.encode("o", forKey: .own)
        try super.encode(to: container.superEncoder())
        try super.encode(to: container.superEncoder(forKey: .parent))
    }
}

@Suite struct EncoderFallbackTests {
    @Test(arguments: [
        JSONEncoder.OutputFormatting(), .prettyPrinted, .withoutEscapingSlashes,
        [.prettyPrinted, .withoutEscapingSlashes],
    ])
    func inOrderModelsMatch(formatting: JSONEncoder.OutputFormatting) throws {
        let (sieve, foundation) = try texts(Plain(), formatting)
        #expect(sieve == foundation)
    }

    @Test func interleavedContainersMatch() throws {
        let (sieve, foundation) = try texts(Interleaved())
        #expect(sieve == foundation)
    }

    @Test func keyEncodedTwiceKeepsTheLast() throws {
        let (sieve, foundation) = try texts(TwiceKeyed())
        #expect(sieve == foundation)
        #expect(sieve == #"{"a":[3,4],"b":2}"#)
    }

    @Test func subclassSharesItsSuperclassObject() throws {
        let (sieve, foundation) = try texts(Derived(), .prettyPrinted)
        #expect(sieve == foundation)
    }

    @Test func superEncodersMatch() throws {
        let (sieve, foundation) = try texts([WithSuper(), WithSuper()])
        #expect(sieve == foundation)
    }

    @Test func unsortedOutputKeepsEncodingOrder() throws {
        let encoder = SieveEncoder()
        let text = String(decoding: try encoder.encode(FallbackInner()), as: UTF8.self)
        #expect(text == #"{"flag":true,"values":[1,2.5,-0,1e-07,1e+21]}"#)
    }
}

/// Asks for a keyed container after writing through an unkeyed one.
private struct KeyedAfterUnkeyed: Encodable {
    enum Keys: String, CodingKey { case a }
    func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(1)
        var keyed = encoder.container(keyedBy: Keys.self)
        try keyed.encode(2, forKey: .a)
    }
}

/// Encodes two values through one single-value container.
private struct TwoSingleValues: Encodable {
    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(1)
        try single.encode(2)
    }
}

@Suite struct EncoderMisuseTests {
    // JSONEncoder stops the program for these; SieveEncoder reports them.
    @Test(arguments: [0, 1])
    func misuseIsAnError(which: Int) {
        do {
            _ = try which == 0
                ? SieveEncoder().encode(["k": KeyedAfterUnkeyed()])
                : SieveEncoder().encode([TwoSingleValues()])
            Issue.record("the misuse was encoded")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == (which == 0 ? ["k"] : ["Index 0"]))
            #expect(context.debugDescription.contains(which == 0 ? "keyed container" : "second value"))
        } catch {
            Issue.record("another error: \(error)")
        }
    }
}

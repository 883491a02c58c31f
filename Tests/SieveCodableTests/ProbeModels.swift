// Small models that exercise one container behaviour each, for the value and error catalogues.

import Foundation

struct A: Codable, Equatable { var a: Int }
struct V<T: Codable & Equatable>: Codable, Equatable { var v: T }
struct D: Codable, Equatable { var d: Date }
struct B: Codable, Equatable { var b: Data }
struct U: Codable, Equatable { var u: URL }
struct Item: Codable, Equatable { var name: String; var quantity: Int }
struct Order: Codable, Equatable { var id: Int; var items: [Item] }
struct Outer: Codable, Equatable { var inner: Inner }
struct Inner: Codable, Equatable { var deep: [V<Int>] }
enum Colour: String, Codable, Equatable { case red, green }
enum Rank: Int, Codable, Equatable { case one = 1, two = 2 }

struct ThreeInts: Decodable, Equatable {
    var a, b, c: Int
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        a = try container.decode(Int.self)
        b = try container.decode(Int.self)
        c = try container.decode(Int.self)
    }
}

struct NestedUnkeyed: Decodable, Equatable {
    var values: [Int]
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        var inner = try container.nestedUnkeyedContainer()
        values = [try inner.decode(Int.self), try inner.decode(Int.self)]
    }
}

struct NestedKeyedInUnkeyed: Decodable, Equatable {
    var x: Int
    enum K: String, CodingKey { case x }
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let keyed = try container.nestedContainer(keyedBy: K.self)
        x = try keyed.decode(Int.self, forKey: .x)
    }
}

struct NestedKeyedInKeyed: Decodable, Equatable {
    var x: Int
    enum K: String, CodingKey { case outer, x }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        let nested = try container.nestedContainer(keyedBy: K.self, forKey: .outer)
        x = try nested.decode(Int.self, forKey: .x)
    }
}

struct NestedUnkeyedInKeyed: Decodable, Equatable {
    var x: [Int]
    enum K: String, CodingKey { case list }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        var nested = try container.nestedUnkeyedContainer(forKey: .list)
        x = [try nested.decode(Int.self)]
    }
}

struct SuperDefault: Decodable, Equatable {
    var v: Int
    enum K: String, CodingKey { case other }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        v = try container.superDecoder().singleValueContainer().decode(Int.self)
    }
}

struct SuperForKey: Decodable, Equatable {
    var v: Int
    enum K: String, CodingKey { case base }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        v = try container.superDecoder(forKey: .base).singleValueContainer().decode(Int.self)
    }
}

struct SuperKeyed: Decodable, Equatable {
    var v: Int
    enum K: String, CodingKey { case other }
    enum SK: String, CodingKey { case inner }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        let keyed = try container.superDecoder().container(keyedBy: SK.self)
        v = try keyed.decode(Int.self, forKey: .inner)
    }
}

struct SuperUnkeyed: Decodable, Equatable {
    var v: Int
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        _ = try container.decode(Int.self)
        v = try container.superDecoder().singleValueContainer().decode(Int.self)
    }
}

struct SuperNil: Decodable, Equatable {
    var isNil: Bool
    enum K: String, CodingKey { case other }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        isNil = try container.superDecoder().singleValueContainer().decodeNil()
    }
}

/// A class hierarchy decoded through `superDecoder()`, as the Codable docs recommend.
class Animal: Codable, Equatable {
    var name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool {
        type(of: lhs) == type(of: rhs) && lhs.isEqual(to: rhs)
    }
    func isEqual(to other: Animal) -> Bool { name == other.name }
}

final class Dog: Animal {
    var breed: String
    var goodBoy: Bool
    enum CodingKeys: String, CodingKey { case breed, goodBoy = "good_boy" }
    init(name: String, breed: String, goodBoy: Bool) {
        self.breed = breed
        self.goodBoy = goodBoy
        super.init(name: name)
    }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        breed = try container.decode(String.self, forKey: .breed)
        goodBoy = try container.decode(Bool.self, forKey: .goodBoy)
        try super.init(from: container.superDecoder())
    }
    override func isEqual(to other: Animal) -> Bool {
        guard let other = other as? Dog else { return false }
        return super.isEqual(to: other) && breed == other.breed && goodBoy == other.goodBoy
    }
}

/// Reads the keys of an object, as a set (Foundation's order is its dictionary's order).
struct KeyLister: Decodable, Equatable {
    var keys: Set<String>
    var has: [String: Bool]
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        keys = Set(container.allKeys.map(\.stringValue))
        var has: [String: Bool] = [:]
        for probe in ["a", "b", "missing", "a_b", "aB", "avatarUrl", "avatarURL"] {
            has[probe] = container.contains(AnyKey(stringValue: probe))
        }
        self.has = has
    }
}

/// Reads one array every way the unkeyed container allows.
struct UnkeyedProbe: Decodable, Equatable {
    var count: Int?
    var values: [String]
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        count = container.count
        var values: [String] = []
        while !container.isAtEnd {
            let index = container.currentIndex
            if try container.decodeNil() {
                values.append("\(index):nil")
            } else if let number = try? container.decode(Int.self) {
                values.append("\(index):int \(number)")
            } else if let text = try? container.decode(String.self) {
                values.append("\(index):string \(text)")
            } else {
                let nested = try container.decode(V<Int>.self)
                values.append("\(index):v \(nested.v)")
            }
        }
        values.append("end \(container.currentIndex) \(container.isAtEnd)")
        let extra = try container.decodeIfPresent(Int.self)
        values.append("past end \(String(describing: extra)) \(container.currentIndex)")
        self.values = values
    }
}

/// Reads members with `decodeNil`, `decodeIfPresent` and `contains` in every combination.
struct PresenceProbe: Decodable, Equatable {
    var report: [String]
    enum K: String, CodingKey { case a, b, c, d }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        var report: [String] = []
        for key in [K.d, .c, .b, .a] {
            let present = container.contains(key)
            let isNil = present ? try container.decodeNil(forKey: key) : nil
            let value = try container.decodeIfPresent(Int?.self, forKey: key)
            report.append(
                "\(key):\(present):\(String(describing: isNil)):\(String(describing: value))")
        }
        self.report = report
    }
}

/// Decodes through a single-value container: a wrapper of a nested value.
struct Wrapped<T: Codable & Equatable>: Codable, Equatable {
    var value: T
    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(T.self)
    }
}

/// Reads its keys out of document order and twice, and reads a nested container while the
/// outer one is still in use.
struct OutOfOrder: Decodable, Equatable {
    var c, a, b, aAgain: Int
    var inner: Int
    var after: String
    enum K: String, CodingKey { case a, b, c, nested, after }
    enum N: String, CodingKey { case x }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: K.self)
        let nested = try container.nestedContainer(keyedBy: N.self, forKey: .nested)
        c = try container.decode(Int.self, forKey: .c)
        a = try container.decode(Int.self, forKey: .a)
        after = try container.decode(String.self, forKey: .after)
        inner = try nested.decode(Int.self, forKey: .x)
        b = try container.decode(Int.self, forKey: .b)
        aAgain = try container.decode(Int.self, forKey: .a)
    }
}

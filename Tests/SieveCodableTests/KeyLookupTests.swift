// Key lookup in keyed containers: document order, out of order, duplicates and `contains`,
// always giving JSONDecoder's answer (the first of duplicate keys).

import Foundation
import Sieve
import Testing

private struct ReadBThenA: Decodable, Equatable {
    var a: Int
    var b: Int
    enum CodingKeys: String, CodingKey { case a, b }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        b = try container.decode(Int.self, forKey: .b)
        a = try container.decode(Int.self, forKey: .a)
    }
}

private struct LooksFirst: Decodable, Equatable {
    var value: String
    enum CodingKeys: String, CodingKey { case v1, v2 }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.v2) {
            value = try container.decode(String.self, forKey: .v2)
        } else {
            value = try container.decode(String.self, forKey: .v1)
        }
    }
}

@Suite("Keyed container lookups")
struct KeyLookupTests {
    @Test("a duplicate key read out of order gives its first value, as JSONDecoder does",
          arguments: [#"{"a": 1, "b": 2, "a": 3}"#, #"{"b": 2, "a": 1, "a": 3}"#,
                      #"{"a": 1, "x": 0, "a": 3, "b": 2}"#])
    func duplicatesOutOfOrder(json: String) {
        expectSameValue(ReadBThenA.self, json)
    }

    @Test("contains then decode of the same key reads the member once, in any order",
          arguments: [#"{"v1": "a"}"#, #"{"v2": "b", "v1": "a"}"#, #"{"v1": "a", "v2": "b"}"#])
    func containsThenDecode(json: String) {
        expectSameValue(LooksFirst.self, json)
    }
}

// Key strategies reproduce Foundation's matching exactly, acronyms included.

import Foundation
import Sieve
import Testing

struct SnakeModel: Codable, Equatable {
    var avatarUrl: String?
    var avatarURL: String?
    var itemCount: Int?
    var already_camelCase: Int?
    var httpResponse: Int?
    var aBC: Int?
    var _leading: Int?
    var plain: Int?
    var table: [String: Int]?
}

/// Lists the keys an object shows under a key strategy, after conversion.
struct ConvertedKeys: Decodable, Equatable {
    var keys: Set<String>
    init(from decoder: any Decoder) throws {
        keys = Set(try decoder.container(keyedBy: KeyLister.AnyKey.self).allKeys.map(\.stringValue))
    }
}

let snakeKeys = [
    "avatar_url", "avatarURL", "_leading", "trailing_", "__double__", "a__b", "URL_value",
    "snake_case_key", "already_camelCase", "ALLCAPS", "ALL_CAPS", "x", "", "_", "__", "a_1",
    "a_b_c", "a_B", "HTTP_response", "foo-bar", "ünï_cödé", "mixed_Case_Key", "_a_b_", "a1_2b",
    "x1_y2z", "a_b c", "key_with.dot", "\\u0061_b", "ab1cd_ef2gh", "a_bC3dE_", "9_lives",
    "__a__", "a_", "_a", "A_B_C", "aB_cD", "a__", "x_1y", "x_y1", "ID_list_2",
]

@Suite("Key strategies")
struct KeyStrategyTests {
    @Test(
        "convertFromSnakeCase converts each JSON key exactly as Foundation does",
        arguments: snakeKeys)
    func snakeCaseConversion(_ key: String) {
        let json = "{\"\(key)\": 1}"
        expectSameValue(ConvertedKeys.self, json, DecoderSetup(key: .convertFromSnakeCase))
    }

    @Test("acronyms: avatar_url matches avatarUrl, never avatarURL")
    func acronyms() {
        let setup = DecoderSetup(key: .convertFromSnakeCase)
        expectSameValue(SnakeModel.self, #"{"avatar_url": "x"}"#, setup)
        expectSameValue(SnakeModel.self, #"{"avatarURL": "x"}"#, setup)
        expectSameValue(SnakeModel.self, #"{"avatar_url": "x", "avatarUrl": "y"}"#, setup)
        expectSameValue(SnakeModel.self, #"{"avatarUrl": "y", "avatar_url": "x"}"#, setup)
        let decoded = try? SieveDecoder.snakeCase.decode(
            SnakeModel.self, from: Data(#"{"avatar_url": "x"}"#.utf8))
        #expect(decoded?.avatarUrl == "x" && decoded?.avatarURL == nil)
    }

    @Test("convertFromSnakeCase on every kind of key, and never on [String: V] keys")
    func snakeCaseModel() {
        let json = #"""
            {"item_count": 3, "already_camelCase": 1, "HTTP_response": 200, "a_b_c": 4,
             "_leading": 5, "plain": 6, "table": {"a_b": 1, "c_d": 2}}
            """#
        expectSameValue(SnakeModel.self, json, DecoderSetup(key: .convertFromSnakeCase))
    }

    @Test("errors under convertFromSnakeCase name the coding key, not the JSON key")
    func snakeCaseErrors() {
        struct Needs: Codable, Equatable { var itemCount: Int }
        let setup = DecoderSetup(key: .convertFromSnakeCase)
        expectSameOutcome(Needs.self, #"{"item_count": "x"}"#, setup)
        expectSameOutcome(Needs.self, #"{"other": 1}"#, setup)
        expectSameOutcome([String: Needs].self, #"{"k": {"item_count": null}}"#, setup)
    }

    @Test("an explicit snake_case coding key never matches under convertFromSnakeCase")
    func explicitSnakeKey() {
        struct Explicit: Codable, Equatable {
            var url: String?
            enum CodingKeys: String, CodingKey { case url = "avatar_url" }
        }
        let setup = DecoderSetup(key: .convertFromSnakeCase)
        expectSameValue(Explicit.self, #"{"avatar_url": "x"}"#, setup)
        expectSameValue(Explicit.self, #"{"avatarUrl": "x"}"#, setup)
    }

    @Test("a custom key strategy sees the path and converts every key")
    func customStrategy() {
        let setup = DecoderSetup(
            key: .custom({ path in
                KeyLister.AnyKey(stringValue: path.last!.stringValue.lowercased())
            }))
        expectSameValue(A.self, #"{"A": 1}"#, setup)
        expectSameValue(Order.self, #"{"ID": 1, "Items": [{"NAME": "n", "Quantity": 2}]}"#, setup)
        expectSameOutcome(Order.self, #"{"ID": 1, "Items": [{"NAME": "n"}]}"#, setup)
        expectSameValue(ConvertedKeys.self, #"{"Ab": 1, "aB": 2, "C": 3}"#, setup)
    }

    @Test("duplicate keys after conversion: the first wins")
    func duplicatesAfterConversion() {
        let setup = DecoderSetup(key: .convertFromSnakeCase)
        expectSameValue(V<Int>.self, #"{"v": 1, "v": 2}"#, setup)
        struct Pair: Codable, Equatable { var aB: Int }
        expectSameValue(Pair.self, #"{"a_b": 1, "aB": 2}"#, setup)
        expectSameValue(Pair.self, #"{"aB": 2, "a_b": 1}"#, setup)
    }
}

extension SieveDecoder {
    static var snakeCase: SieveDecoder {
        let decoder = SieveDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

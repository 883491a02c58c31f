// The inputs SieveDecoder reads: Data in every encoding JSONDecoder reads, Sieve's byte inputs,
// and one configured decoder shared across threads.

import Foundation
import Sieve
import Testing

@Suite("Inputs")
struct InputTests {
    static let encodings: [(String, String.Encoding, [UInt8])] = [
        ("UTF-16LE", .utf16LittleEndian, []),
        ("UTF-16LE with BOM", .utf16LittleEndian, [0xFF, 0xFE]),
        ("UTF-16BE", .utf16BigEndian, []),
        ("UTF-16BE with BOM", .utf16BigEndian, [0xFE, 0xFF]),
        ("UTF-32LE", .utf32LittleEndian, []),
        ("UTF-32BE", .utf32BigEndian, []),
        ("UTF-32BE with BOM", .utf32BigEndian, [0, 0, 0xFE, 0xFF]),
    ]

    @Test("UTF-16 and UTF-32 input decode as in JSONDecoder", arguments: 0..<encodings.count)
    func otherEncodings(_ index: Int) throws {
        let (_, encoding, bom) = Self.encodings[index]
        let json = #"{"id": 1, "items": [{"name": "é😀", "quantity": 2}]}"#
        let data = Data(bom) + json.data(using: encoding)!
        let foundation = try JSONDecoder().decode(Order.self, from: data)
        #expect(try SieveDecoder().decode(Order.self, from: data) == foundation)
    }

    @Test("a two-byte UTF-16 document is read as UTF-16")
    func shortUTF16() throws {
        let data = "7".data(using: .utf16LittleEndian)!
        #expect(try SieveDecoder().decode(Int.self, from: data) == 7)
    }

    /// Inputs for every entry of `JSONDecoder`'s encoding detection, in its order, and around
    /// them: what it must pick, and the decoded `[String]` (`nil`: both refuse the input).
    static let detectionTable: [(String, [UInt8], [String]?)] = {
        let text = #"["a","é👍🏻"]"#
        func encoded(_ encoding: String.Encoding) -> [UInt8] { [UInt8](text.data(using: encoding)!) }
        return [
            ("00 00 FE FF: UTF-32BE mark", [0, 0, 0xFE, 0xFF] + encoded(.utf32BigEndian), ["a", "é👍🏻"]),
            ("FE FF 00 00: read as UTF-32LE's mark", [0xFE, 0xFF, 0, 0] + encoded(.utf32LittleEndian), ["a", "é👍🏻"]),
            ("FE FF: UTF-16BE mark", [0xFE, 0xFF] + encoded(.utf16BigEndian), ["a", "é👍🏻"]),
            ("FF FE: UTF-16LE mark", [0xFF, 0xFE] + encoded(.utf16LittleEndian), ["a", "é👍🏻"]),
            ("FF FE 00 00: a UTF-16LE mark, so UTF-32LE text is refused", [0xFF, 0xFE, 0, 0] + encoded(.utf32LittleEndian), nil),
            ("EF BB BF: UTF-8 mark", [0xEF, 0xBB, 0xBF] + encoded(.utf8), ["a", "é👍🏻"]),
            ("00 00 00 xx: UTF-32BE", encoded(.utf32BigEndian), ["a", "é👍🏻"]),
            ("00 xx 00 xx: UTF-16BE", encoded(.utf16BigEndian), ["a", "é👍🏻"]),
            ("xx 00 00 00: UTF-32LE", encoded(.utf32LittleEndian), ["a", "é👍🏻"]),
            ("xx 00 xx 00: UTF-16LE", encoded(.utf16LittleEndian), ["a", "é👍🏻"]),
            ("anything else: UTF-8", encoded(.utf8), ["a", "é👍🏻"]),
            ("FE FF, then an odd number of bytes", [0xFE, 0xFF, 0, 0x5B, 0], nil),
            ("00 00 FE FF, then a partial unit", [0, 0, 0xFE, 0xFF, 0, 0, 0], nil),
            ("a UTF-16 mark and nothing else", [0xFF, 0xFE], nil),
        ]
    }()

    @Test(
        "every entry of JSONDecoder's encoding detection gives JSONDecoder's outcome",
        arguments: 0..<detectionTable.count)
    func encodingDetection(_ index: Int) throws {
        let (_, bytes, expected) = Self.detectionTable[index]
        let data = Data(bytes)
        let foundation = try? JSONDecoder().decode([String].self, from: data)
        #expect(foundation == expected)
        #expect((try? SieveDecoder().decode([String].self, from: data)) == expected)
    }

    /// Two-byte documents, where only two bytes decide: the table's entries for them.
    @Test(
        "two-byte documents are UTF-16 when one byte is zero, as in JSONDecoder",
        arguments: [[0, 0x37], [0x37, 0], [0x31, 0x32], [0, 0]] as [[UInt8]])
    func twoByteDocuments(_ bytes: [UInt8]) {
        let foundation = try? JSONDecoder().decode(Int.self, from: Data(bytes))
        #expect((try? SieveDecoder().decode(Int.self, from: Data(bytes))) == foundation)
    }

    @Test("String, [UInt8] and Substring inputs decode like Data")
    func byteInputs() throws {
        let json = #"{"id": 1, "items": []}"#
        let decoder = SieveDecoder()
        #expect(try decoder.decode(Order.self, from: json) == Order(id: 1, items: []))
        #expect(try decoder.decode(Order.self, from: Array(json.utf8)).id == 1)
        #expect(try decoder.decode(Order.self, from: json[...]).id == 1)
        #expect(decoder.diagnose(Order.self, from: json).isValid)
    }

    @Test("one configured decoder decodes on many threads at once")
    func sharedAcrossThreads() async throws {
        let decoder = SieveDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let data = try Data(
            contentsOf: corpusDirectory.appendingPathComponent("api-payload-4k.json"))
        let expected = try decoder.decode(APIPayload.self, from: data)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<20).allSatisfy { _ in
                        (try? decoder.decode(APIPayload.self, from: data)) == expected
                    }
                }
            }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(results)
    }

    @Test("limits: a lower depth limit is enforced")
    func depthLimit() {
        let decoder = SieveDecoder()
        decoder.limits.maxDepth = 3
        #expect(throws: DecodingError.self) {
            try decoder.decode([[[[Int]]]].self, from: Data("[[[[1]]]]".utf8))
        }
        #expect((try? decoder.decode([[[Int]]].self, from: Data("[[[1]]]".utf8))) == [[[1]]])
    }

    @Test("a container that outlives its decode still reads its own object")
    func escapedContainer() throws {
        final class Box: @unchecked Sendable {
            var container: KeyedDecodingContainer<KeyLister.AnyKey>?
        }
        struct Keeper: Decodable {
            init(from decoder: any Decoder) throws {
                let box = decoder.userInfo[CodingUserInfoKey(rawValue: "box")!] as! Box
                box.container = try decoder.container(keyedBy: KeyLister.AnyKey.self)
            }
        }
        struct Pair: Decodable { var first: Keeper; var second: V<Int> }
        let box = Box()
        let decoder = SieveDecoder()
        decoder.userInfo[CodingUserInfoKey(rawValue: "box")!] = box
        let json = #"{"first": {"x": 1, "y": [2]}, "second": {"v": 3}}"#
        // The container is used inside the decode, after its own value finished.
        struct Reader: Decodable {
            var x: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: KeyLister.AnyKey.self)
                _ = try container.decode(Keeper.self, forKey: .init(stringValue: "first"))
                _ = try container.decode(V<Int>.self, forKey: .init(stringValue: "second"))
                let box = decoder.userInfo[CodingUserInfoKey(rawValue: "box")!] as! Box
                x = try box.container!.decode(Int.self, forKey: .init(stringValue: "x"))
            }
        }
        #expect(try decoder.decode(Reader.self, from: Data(json.utf8)).x == 1)
        _ = Pair.self
    }
}

// A container or decoder kept past `init(from:)` and used after the decode returned: the input
// it read in place is gone, so it must throw (or answer empty), never read freed memory. The
// suite runs under AddressSanitizer in CI, which catches a read of the freed input.

import Foundation
import SieveCodable
import Testing

/// What one decode's `init(from:)` kept, to use after the decode returned.
final class KeptParts: @unchecked Sendable {
    // @unchecked: each test makes its own and uses it on one thread.
    var keyed: KeyedDecodingContainer<Kept.CodingKeys>?
    var unkeyed: (any UnkeyedDecodingContainer)?
    var decoder: (any Decoder)?
    var superDecoder: (any Decoder)?
}

/// Keeps its decoder and containers in `KeptParts`, passed through `userInfo`.
struct Kept: Decodable {
    enum CodingKeys: String, CodingKey { case id, name, list, parent }
    static let partsKey = CodingUserInfoKey(rawValue: "kept-parts")!

    let id: Int

    init(from decoder: any Decoder) throws {
        let parts = decoder.userInfo[Self.partsKey] as! KeptParts
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        parts.keyed = container
        parts.unkeyed = try container.nestedUnkeyedContainer(forKey: .list)
        parts.decoder = decoder
        parts.superDecoder = try container.superDecoder(forKey: .parent)
    }
}

@Suite("Containers used after their decode")
struct EscapedContainerTests {
    /// Decodes `Kept` from a fresh buffer that is gone when this returns.
    func keptParts(diagnose: Bool = false) throws -> KeptParts {
        let parts = KeptParts()
        let decoder = SieveDecoder()
        decoder.userInfo[Kept.partsKey] = parts
        let text = #"{"id": 7, "name": "a name long enough to live on the heap", "list": [1, 2, 3], "parent": {"id": 1}}"#
        let data = Data(text.utf8)
        if diagnose {
            let diagnosis = decoder.diagnose(Kept.self, from: data)
            #expect(diagnosis.value?.id == 7)
        } else {
            #expect(try decoder.decode(Kept.self, from: data).id == 7)
        }
        return parts
    }

    /// `body` throws the used-after-decode error.
    func expectUsedAfterDecode(_ body: () throws -> Void) {
        do {
            try body()
            Issue.record("expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("used after the decode"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test("a kept keyed container throws", arguments: [false, true])
    func keyedContainer(diagnose: Bool) throws {
        let parts = try keptParts(diagnose: diagnose)
        let keyed = try #require(parts.keyed)
        expectUsedAfterDecode { _ = try keyed.decode(String.self, forKey: .name) }
        expectUsedAfterDecode { _ = try keyed.decodeIfPresent(Int.self, forKey: .id) }
        expectUsedAfterDecode { _ = try keyed.decodeNil(forKey: .name) }
        expectUsedAfterDecode { _ = try keyed.nestedUnkeyedContainer(forKey: .list) }
        expectUsedAfterDecode { _ = try keyed.superDecoder() }
        #expect(keyed.allKeys.isEmpty)
        #expect(!keyed.contains(.id))
    }

    @Test("a kept unkeyed container throws")
    func unkeyedContainer() throws {
        var unkeyed = try #require(try keptParts().unkeyed)
        #expect(unkeyed.count == nil)
        expectUsedAfterDecode { _ = try unkeyed.decode(Int.self) }
        expectUsedAfterDecode { _ = try unkeyed.decodeIfPresent(Int.self) }
        expectUsedAfterDecode { _ = try unkeyed.decode([Int].self) }
        expectUsedAfterDecode { _ = try unkeyed.decodeNil() }
        expectUsedAfterDecode { _ = try unkeyed.nestedUnkeyedContainer() }
        expectUsedAfterDecode { _ = try unkeyed.superDecoder() }
    }

    @Test("a kept decoder throws")
    func decoder() throws {
        let parts = try keptParts()
        for decoder in [try #require(parts.decoder), try #require(parts.superDecoder)] {
            expectUsedAfterDecode { _ = try decoder.container(keyedBy: Kept.CodingKeys.self) }
            expectUsedAfterDecode { _ = try decoder.unkeyedContainer() }
            let single = try decoder.singleValueContainer()
            #expect(!single.decodeNil())
            expectUsedAfterDecode { _ = try single.decode(Int.self) }
            expectUsedAfterDecode { _ = try single.decode(String.self) }
            expectUsedAfterDecode { _ = try single.decode([Int].self) }
        }
    }
}

/// Keeps the container of its own `init(from:)`, for its parent to use after it returned.
struct KeepsContainer: Decodable {
    enum CodingKeys: String, CodingKey { case child }
    let container: KeyedDecodingContainer<CodingKeys>

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: CodingKeys.self)
    }
}

/// Uses the container its member kept, later in the same decode.
struct UsesStaleContainer: Decodable {
    enum CodingKeys: String, CodingKey { case inner, after }
    let childPath: [String]
    let childID: Int
    let after: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let inner = try container.decode(KeepsContainer.self, forKey: .inner)
        after = try container.decode(Int.self, forKey: .after)
        // The inner decode returned: its container is stale, and its path's node is gone.
        let child = try inner.container.nestedContainer(keyedBy: Kept.CodingKeys.self, forKey: .child)
        childPath = child.codingPath.map(\.stringValue)
        childID = try child.decode(Int.self, forKey: .id)
    }
}

extension EscapedContainerTests {
    /// A stale container's path must not make a node that is its own parent, which would send
    /// `codingPath` round it forever (hence the time limit).
    @Test("a container kept past its own decode, used later in the same decode", .timeLimit(.minutes(1)))
    func staleWithinTheDecode() throws {
        let text = #"{"inner": {"child": {"id": 5}}, "after": 6}"#
        let value = try SieveDecoder().decode(UsesStaleContainer.self, from: Data(text.utf8))
        #expect(value.childID == 5)
        #expect(value.after == 6)
        #expect(value.childPath.last == "child")
    }
}

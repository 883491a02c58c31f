// The decoder hands out a key type's last container again once no code holds it
// (`KeyedContainerTypes.swift`). These tests hold containers in the ways user code does, and
// require each to keep reading its own object, as with `JSONDecoder`; and require the engine,
// which the kept containers refer to, to be freed when the decode returns.

import Foundation
import SieveCodable
import Testing

/// A tree that reads its children before its own fields, from the same container: its
/// container is held while its children (of the same key type) ask for theirs.
struct ChildrenFirst: Decodable, Equatable {
    enum CodingKeys: String, CodingKey { case id, name, children }
    let id: Int
    let name: String
    let children: [ChildrenFirst]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        children = try container.decodeIfPresent([ChildrenFirst].self, forKey: .children) ?? []
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
    }
}

/// Keeps the container of its `init(from:)` for its parent to read.
struct KeepsOwnContainer: Decodable {
    enum CodingKeys: String, CodingKey { case id }
    let container: KeyedDecodingContainer<CodingKeys>

    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: CodingKeys.self)
    }
}

/// Reads the containers its elements kept, once every element was decoded.
struct ReadsKeptContainersLate: Decodable {
    enum CodingKeys: String, CodingKey { case items }
    let ids: [Int]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kept = try container.decode([KeepsOwnContainer].self, forKey: .items)
        ids = try kept.map { try $0.container.decode(Int.self, forKey: .id) }
    }
}

/// Asks its decoder for the same key type twice and reads both, interleaved with a nested
/// object of that key type.
struct TwoContainersOneKeyType: Decodable, Equatable {
    enum CodingKeys: String, CodingKey { case id, inner }
    let outer: [Int]
    let inner: Int

    init(from decoder: any Decoder) throws {
        let first = try decoder.container(keyedBy: CodingKeys.self)
        let second = try decoder.container(keyedBy: CodingKeys.self)
        let nested = try first.nestedContainer(keyedBy: CodingKeys.self, forKey: .inner)
        inner = try nested.decode(Int.self, forKey: .id)
        outer = [try first.decode(Int.self, forKey: .id), try second.decode(Int.self, forKey: .id)]
    }
}

/// Notes its decoder, weakly, and reads a nested object so that a container is made.
struct NotesItsDecoder: Decodable {
    enum CodingKeys: String, CodingKey { case child, id }
    nonisolated(unsafe) static weak var lastDecoder: AnyObject?
    nonisolated(unsafe) static var decoderIsAClass = false
    let id: Int

    init(from decoder: any Decoder) throws {
        Self.decoderIsAClass = type(of: decoder) is AnyObject.Type
        Self.lastDecoder = decoder as AnyObject
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let child = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .child)
        id = try child.decode(Int.self, forKey: .id)
    }
}

/// Notes, for each container it is given, whether it is the box of the one before, which it
/// holds weakly: a box freed and another made at its address reads as a different one.
struct NotesItsBox: Decodable {
    enum CodingKeys: String, CodingKey { case id }
    nonisolated(unsafe) static weak var lastBox: AnyObject?
    nonisolated(unsafe) static var sameAsLast: [Bool] = []
    let id: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // The standard library's container is one reference, to its box (checked by the test).
        let box = unsafeBitCast(container, to: AnyObject.self)
        Self.sameAsLast.append(Self.lastBox === box)
        Self.lastBox = box
        id = try container.decode(Int.self, forKey: .id)
    }
}

@Suite("Containers handed out again", .serialized)
struct ContainerReuseTests {
    @Test("a container held while its children decode keeps reading its own object")
    func childrenFirst() throws {
        let text = #"""
            {"id": 1, "name": "root", "children": [
              {"id": 2, "name": "a", "children": [{"id": 4, "name": "c"}, {"id": 5, "name": "d"}]},
              {"id": 3, "name": "b", "children": []},
              {"id": 6, "name": "e"}
            ]}
            """#
        let data = Data(text.utf8)
        let expected = try JSONDecoder().decode(ChildrenFirst.self, from: data)
        #expect(try SieveDecoder().decode(ChildrenFirst.self, from: data) == expected)
        #expect(SieveDecoder().diagnose(ChildrenFirst.self, from: data).value == expected)
        #expect(expected.children.map(\.id) == [2, 3, 6])
    }

    @Test("containers kept by values are not pointed at later objects")
    func keptByValues() throws {
        let data = Data(#"{"items": [{"id": 1}, {"id": 2}, {"id": 3}, {"id": 4}]}"#.utf8)
        let expected = try JSONDecoder().decode(ReadsKeptContainersLate.self, from: data).ids
        #expect(expected == [1, 2, 3, 4])
        #expect(try SieveDecoder().decode(ReadsKeptContainersLate.self, from: data).ids == expected)
    }

    @Test("two containers of one key type, and a nested one, each read their object")
    func twoOfOneKeyType() throws {
        let data = Data(#"[{"id": 1, "inner": {"id": 10}}, {"id": 2, "inner": {"id": 20}}]"#.utf8)
        let expected = try JSONDecoder().decode([TwoContainersOneKeyType].self, from: data)
        #expect(expected.map(\.outer) == [[1, 1], [2, 2]])
        #expect(try SieveDecoder().decode([TwoContainersOneKeyType].self, from: data) == expected)
    }

    /// What the hand-out is for: siblings of one key type share one container, so the
    /// runtime is not asked for a box type per object.
    @Test("sibling objects are read through one container")
    func siblingsShareOneContainer() throws {
        try #require(
            MemoryLayout<KeyedDecodingContainer<NotesItsBox.CodingKeys>>.size
                == MemoryLayout<AnyObject>.size)
        NotesItsBox.sameAsLast = []
        let data = Data(#"[{"id": 1}, {"id": 2}, {"id": 3}, {"id": 4}, {"id": 5}]"#.utf8)
        let ids = try SieveDecoder().decode([NotesItsBox].self, from: data).map(\.id)
        #expect(ids == [1, 2, 3, 4, 5])
        #expect(NotesItsBox.sameAsLast == [false, true, true, true, true])
    }

    @Test("a missing key in a sibling read through a reused container names its own path")
    func keyNotFoundOnReusedContainer() throws {
        let data = Data(#"[{"id": 1}, {"id": 2}, {"x": 3}]"#.utf8)
        func path(_ body: () throws -> Void) -> [String]? {
            do { try body() } catch DecodingError.keyNotFound(let key, let context) {
                return context.codingPath.map(\.stringValue) + [key.stringValue]
            } catch { return ["unexpected \(error)"] }
            return nil
        }
        let expected = path { _ = try JSONDecoder().decode([NotesItsBox].self, from: data) }
        #expect(expected == ["Index 2", "id"])
        #expect(path { _ = try SieveDecoder().decode([NotesItsBox].self, from: data) } == expected)
        let diagnosis = SieveDecoder().diagnose([NotesItsBox].self, from: data)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.first?.path.description == "[2].id")
    }

    @Test("the engine is freed when the decode returns", arguments: [false, true])
    func engineFreed(diagnose: Bool) throws {
        let data = Data(#"{"child": {"id": 3}}"#.utf8)
        if diagnose {
            #expect(SieveDecoder().diagnose(NotesItsDecoder.self, from: data).value?.id == 3)
        } else {
            #expect(try SieveDecoder().decode(NotesItsDecoder.self, from: data).id == 3)
        }
        // The check below means something only if the decoder is an object of its own.
        try #require(NotesItsDecoder.decoderIsAClass)
        #expect(NotesItsDecoder.lastDecoder == nil)
    }
}

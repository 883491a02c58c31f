// The containers of the tree form: each writes into the shared object or array of its
// encoder, as `JSONEncoder`'s do.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchema

struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder
    let object: TreeObject
    /// The keys of the nested containers between the encoder's path and this container (in
    /// `codingPath`, not in the paths of the values encoded here, as in `JSONEncoder`).
    var between: [any CodingKey] = []

    var session: TreeSession { encoder.session }
    var codingPath: [any CodingKey] { encoder.codingPath + between }

    private func set(_ node: TreeNode, _ key: Key) {
        object.set(node, for: session.keys.convert(key, path: { codingPath }))
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try session.floatingPointNode(value, path: encoder.codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try session.floatingPointNode(value, path: encoder.codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.literal(value.description), key) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.literal(value.description), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(.literal(value.description), key) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { set(.literal(value.description), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if T.self == Extras.self {
            object.extras.members += unsafeBitCast(value, to: Extras.self).object.members
            return
        }
        set(try session.node(for: value, parent: encoder, key: key), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let name = session.keys.convert(key, path: { codingPath })
        let nested: TreeObject
        switch object[name] {
        case .object(let existing):
            nested = existing
        case nil:
            nested = TreeObject()
            object.set(.object(nested), for: name)
        default:
            session.misuse("A keyed container was asked for a key that holds another value.", at: codingPath + [key])
            nested = TreeObject()
        }
        return KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested, between: between + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let name = session.keys.convert(key, path: { codingPath })
        let nested: TreeArray
        switch object[name] {
        case .array(let existing):
            nested = existing
        case nil:
            nested = TreeArray()
            object.set(.array(nested), for: name)
        default:
            session.misuse("An unkeyed container was asked for a key that holds another value.", at: codingPath + [key])
            nested = TreeArray()
        }
        return TreeUnkeyedContainer(encoder: encoder, array: nested, between: between + [key])
    }

    mutating func superEncoder() -> any Encoder {
        TreeReferencingEncoder(
            session: session, parent: encoder, key: StringKey.super,
            place: .member(object, session.keys.convert(StringKey.super, path: { codingPath })))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeReferencingEncoder(
            session: session, parent: encoder, key: key,
            place: .member(object, session.keys.convert(key, path: { codingPath })))
    }
}

struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder
    let array: TreeArray
    /// The keys of the nested containers between the encoder's path and this container.
    var between: [any CodingKey] = []

    var session: TreeSession { encoder.session }
    var codingPath: [any CodingKey] { encoder.codingPath + between }
    var count: Int { array.elements.count }

    private func append(_ node: TreeNode) { array.elements.append(node) }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws {
        append(try session.floatingPointNode(value, path: encoder.codingPath + [IndexKey(count)]))
    }
    mutating func encode(_ value: Float) throws {
        append(try session.floatingPointNode(value, path: encoder.codingPath + [IndexKey(count)]))
    }
    mutating func encode(_ value: Int) throws { append(.literal(value.description)) }
    mutating func encode(_ value: Int8) throws { append(.literal(value.description)) }
    mutating func encode(_ value: Int16) throws { append(.literal(value.description)) }
    mutating func encode(_ value: Int32) throws { append(.literal(value.description)) }
    mutating func encode(_ value: Int64) throws { append(.literal(value.description)) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: Int128) throws { append(.literal(value.description)) }
    mutating func encode(_ value: UInt) throws { append(.literal(value.description)) }
    mutating func encode(_ value: UInt8) throws { append(.literal(value.description)) }
    mutating func encode(_ value: UInt16) throws { append(.literal(value.description)) }
    mutating func encode(_ value: UInt32) throws { append(.literal(value.description)) }
    mutating func encode(_ value: UInt64) throws { append(.literal(value.description)) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: UInt128) throws { append(.literal(value.description)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try session.node(for: value, parent: encoder, key: IndexKey(count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let index = IndexKey(count)
        let nested = TreeObject()
        append(.object(nested))
        return KeyedEncodingContainer(
            TreeKeyedContainer<NestedKey>(encoder: encoder, object: nested, between: between + [index]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = IndexKey(count)
        let nested = TreeArray()
        append(.array(nested))
        return TreeUnkeyedContainer(encoder: encoder, array: nested, between: between + [index])
    }

    mutating func superEncoder() -> any Encoder {
        TreeReferencingEncoder(
            session: session, parent: encoder, key: IndexKey(count), place: .element(array, count))
    }
}

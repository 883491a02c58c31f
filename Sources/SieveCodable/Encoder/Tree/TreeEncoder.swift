// The `Encoder` of the tree form: one value, which becomes a single value, an object or an
// array, shared by every container asked of it, as `JSONEncoder`'s encoder is.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of an encode in the tree form.
class TreeEncoder: Encoder, SingleValueEncodingContainer {
    let session: TreeSession
    let parent: TreeEncoder?
    let key: (any CodingKey)?
    private(set) var single: TreeNode?
    private(set) var object: TreeObject?
    private(set) var array: TreeArray?

    init(session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?) {
        self.session = session
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] { SieveCodable.codingPath(parent?.codingPath, key) }

    var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

    /// What the value became, or `nil` when nothing was encoded.
    func takeValue() -> TreeNode? {
        if let object { return .object(object) }
        if let array { return .array(array) }
        return single
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: self, object: objectForContainer()))
    }

    private func objectForContainer() -> TreeObject {
        if let object { return object }
        if case .object(let existing) = single {
            // An object encoded as a single value becomes the container's, as in `JSONEncoder`.
            single = nil
            object = existing
            return existing
        }
        let created = TreeObject()
        if single != nil || array != nil {
            session.misuse("A keyed container was asked for a value that already holds another.", at: codingPath)
        } else {
            object = created
        }
        return created
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeUnkeyedContainer(encoder: self, array: arrayForContainer())
    }

    private func arrayForContainer() -> TreeArray {
        if let array { return array }
        if case .array(let existing) = single {
            single = nil
            array = existing
            return existing
        }
        let created = TreeArray()
        if single != nil || object != nil {
            session.misuse("An unkeyed container was asked for a value that already holds another.", at: codingPath)
        } else {
            array = created
        }
        return created
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    // MARK: - Single value

    private func setSingle(_ node: TreeNode) {
        if single != nil {
            session.misuse("A single value container was given a second value.", at: codingPath)
            return
        }
        single = node
    }

    func encodeNil() throws { setSingle(.null) }
    func encode(_ value: Bool) throws { setSingle(.bool(value)) }
    func encode(_ value: String) throws { setSingle(.string(value)) }
    func encode(_ value: Double) throws { setSingle(try session.floatingPointNode(value, path: codingPath)) }
    func encode(_ value: Float) throws { setSingle(try session.floatingPointNode(value, path: codingPath)) }
    func encode(_ value: Int) throws { setSingle(.literal(value.description)) }
    func encode(_ value: Int8) throws { setSingle(.literal(value.description)) }
    func encode(_ value: Int16) throws { setSingle(.literal(value.description)) }
    func encode(_ value: Int32) throws { setSingle(.literal(value.description)) }
    func encode(_ value: Int64) throws { setSingle(.literal(value.description)) }
    @available(SwiftStdlib 6.0, *)
    func encode(_ value: Int128) throws { setSingle(.literal(value.description)) }
    func encode(_ value: UInt) throws { setSingle(.literal(value.description)) }
    func encode(_ value: UInt8) throws { setSingle(.literal(value.description)) }
    func encode(_ value: UInt16) throws { setSingle(.literal(value.description)) }
    func encode(_ value: UInt32) throws { setSingle(.literal(value.description)) }
    func encode(_ value: UInt64) throws { setSingle(.literal(value.description)) }
    @available(SwiftStdlib 6.0, *)
    func encode(_ value: UInt128) throws { setSingle(.literal(value.description)) }

    func encode<T: Encodable>(_ value: T) throws {
        // `JSONEncoder` encodes the value with this same encoder: same path.
        setSingle(try session.node(for: value, parent: parent, key: key))
    }
}

/// The encoder `superEncoder()` returns: its value is set in the container it came from when
/// the encoder is released, as `JSONEncoder`'s is.
final class TreeReferencingEncoder: TreeEncoder {
    enum Place {
        case element(TreeArray, Int)
        case member(TreeObject, String)
    }

    private let place: Place

    init(session: TreeSession, parent: TreeEncoder, key: any CodingKey, place: Place) {
        self.place = place
        super.init(session: session, parent: parent, key: key)
    }

    deinit {
        let value = takeValue() ?? .object(TreeObject())
        switch place {
        case .element(let array, let index):
            array.elements.insert(value, at: min(index, array.elements.count))
        case .member(let object, let key):
            object.set(value, for: key)
        }
    }
}

// The collections `JSONEncoder` writes its own way: arrays of integers and strings element by
// element (the same text as through a container, without one), and dictionaries keyed by
// `String`, whose keys are written as they are whatever the key strategy.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter
import SieveSchema

/// An element of the arrays `JSONEncoder` writes element by element.
protocol DirectArrayElement: Encodable {
    /// Writes the element.
    func writeElement(in session: EncoderSession)

    /// The element as a node.
    func elementNode(in session: TreeSession) -> TreeNode
}

extension DirectArrayElement where Self: FixedWidthInteger {
    func writeElement(in session: EncoderSession) {
        session.writer.writeInteger(self)
    }

    func elementNode(in session: TreeSession) -> TreeNode {
        .literal(description)
    }
}

extension Int: DirectArrayElement {}
extension Int8: DirectArrayElement {}
extension Int16: DirectArrayElement {}
extension Int32: DirectArrayElement {}
extension Int64: DirectArrayElement {}
@available(SwiftStdlib 6.0, *)
extension Int128: DirectArrayElement {}
extension UInt: DirectArrayElement {}
extension UInt8: DirectArrayElement {}
extension UInt16: DirectArrayElement {}
extension UInt32: DirectArrayElement {}
extension UInt64: DirectArrayElement {}
@available(SwiftStdlib 6.0, *)
extension UInt128: DirectArrayElement {}

extension String: DirectArrayElement {
    func writeElement(in session: EncoderSession) {
        session.writer.writeString(self)
    }

    func elementNode(in session: TreeSession) -> TreeNode {
        .string(self)
    }
}

extension Array: SpecialEncodable where Element: DirectArrayElement {
    func writeSpecial(
        in session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?
    ) throws {
        let writer = session.writer
        writer.beginArray()
        for element in self {
            writer.elementSeparator()
            element.writeElement(in: session)
        }
        writer.endArray()
    }

    func treeNode(
        in session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?
    ) throws -> TreeNode {
        let array = TreeArray()
        for element in self {
            array.elements.append(element.elementNode(in: session))
        }
        return .array(array)
    }
}

extension Dictionary: SpecialEncodable where Key == String, Value: Encodable {
    func writeSpecial(
        in session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?
    ) throws {
        // The keys are unique Swift strings: no key can come twice.
        let place = session.open(object: true, findingDuplicateKeys: false)
        var encoder = session.makeEncoder(parent: parent, key: key)
        encoder.state = .container(place, isObject: true)
        // Under the default keys `JSONEncoder` encodes the dictionary through a container
        // (an entry's path runs through the dictionary's key); under a key strategy it writes
        // the entries itself, each with an encoder of its own under the one that holds the
        // dictionary.
        for (name, value) in self {
            try session.enter(place)
            session.writer.writeKey(name)
            if session.usesDefaultKeys {
                try session.encodeValue(value, parent: encoder, key: DictionaryKey(name))
            } else {
                var entry = session.makeEncoder(parent: parent, key: StringKey(name))
                try session.encodeValue(value, parent: entry, key: nil)
                session.recycle(&entry)
            }
        }
        encoder.finish(openedAbove: place.level)
        session.recycle(&encoder)
    }

    func treeNode(
        in session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?
    ) throws -> TreeNode {
        let object = TreeObject()
        for (name, value) in self {
            let node =
                session.usesDefaultKeys
                ? try session.node(
                    for: value, parent: TreeEncoder(session: session, parent: parent, key: key),
                    key: DictionaryKey(name))
                : try session.node(
                    for: value, parent: TreeEncoder(session: session, parent: parent, key: StringKey(name)),
                    key: nil)
            object.set(node, for: name)
        }
        return .object(object)
    }
}

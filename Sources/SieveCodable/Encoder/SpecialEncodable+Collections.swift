// The collections `JSONEncoder` writes its own way: arrays of numbers and strings element by
// element (the same text, and for a non-finite element the same error, as through a
// container, without one), and dictionaries keyed by `String`, whose keys are written as they
// are whatever the key strategy.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter
import SieveSchema

/// An element of the arrays `JSONEncoder` writes element by element.
protocol DirectArrayElement: Encodable {
    /// Writes the element; an error names `path`, the element's.
    func writeElement(in session: EncoderSession, path: () -> [any CodingKey]) throws

    /// The element as a node; an error names `path`, the element's.
    func elementNode(in session: TreeSession, path: () -> [any CodingKey]) throws -> TreeNode
}

extension DirectArrayElement where Self: FixedWidthInteger {
    func writeElement(in session: EncoderSession, path: () -> [any CodingKey]) {
        session.writer.writeInteger(self)
    }

    func elementNode(in session: TreeSession, path: () -> [any CodingKey]) -> TreeNode {
        .literal(description)
    }
}

extension DirectArrayElement where Self: BinaryFloatingPoint & LosslessStringConvertible {
    func writeElement(in session: EncoderSession, path: () -> [any CodingKey]) throws {
        try session.writeFloatingPoint(self, path: path())
    }

    func elementNode(in session: TreeSession, path: () -> [any CodingKey]) throws -> TreeNode {
        try session.floatingPointNode(self, path: path())
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
extension Double: DirectArrayElement {}
extension Float: DirectArrayElement {}

extension String: DirectArrayElement {
    func writeElement(in session: EncoderSession, path: () -> [any CodingKey]) {
        session.writer.writeString(self)
    }

    func elementNode(in session: TreeSession, path: () -> [any CodingKey]) -> TreeNode {
        .string(self)
    }
}

extension Array: SpecialEncodable where Element: DirectArrayElement {
    func writeSpecial(
        in session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?
    ) throws {
        let writer = session.writer
        writer.beginArray()
        // The common element types in loops of their own: this method runs unspecialized
        // (through the conformance), where every generic step would cost a metadata lookup.
        if Element.self == Int.self {
            for element in unsafeBitCast(self, to: [Int].self) {
                writer.elementSeparator()
                writer.writeInteger(element)
            }
        } else if Element.self == Int64.self {
            for element in unsafeBitCast(self, to: [Int64].self) {
                writer.elementSeparator()
                writer.writeInteger(element)
            }
        } else if Element.self == String.self {
            for element in unsafeBitCast(self, to: [String].self) {
                writer.elementSeparator()
                writer.writeString(element)
            }
        } else if Element.self == Double.self {
            try Self.writeDoubles(unsafeBitCast(self, to: [Double].self), session, parent, key)
        } else {
            var index = 0
            while index < count {
                writer.elementSeparator()
                try self[index].writeElement(in: session) {
                    codingPath(parent?.codingPath, key) + [IndexKey(index)]
                }
                index += 1
            }
        }
        writer.endArray()
    }

    /// The elements of a `[Double]`, each at its index's path when it is not finite.
    private static func writeDoubles(
        _ values: [Double], _ session: EncoderSession, _ parent: StreamEncoder?, _ key: (any CodingKey)?
    ) throws {
        let writer = session.writer
        for index in values.indices {
            writer.elementSeparator()
            let value = values[index]
            if value.isFinite {
                writer.writeDouble(value)
            } else {
                try session.writeFloatingPoint(
                    value, path: codingPath(parent?.codingPath, key) + [IndexKey(index)])
            }
        }
    }

    func treeNode(
        in session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?
    ) throws -> TreeNode {
        let array = TreeArray()
        var index = 0
        while index < count {
            array.elements.append(
                try self[index].elementNode(in: session) { codingPath(parent?.codingPath, key) + [IndexKey(index)] })
            index += 1
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

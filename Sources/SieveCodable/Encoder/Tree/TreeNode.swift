// The tree form of an encode: the whole value in memory, as `JSONEncoder` holds it, for the
// models the in-order form cannot follow. Objects keep one value per key (a key set again
// replaces its value, as in `JSONEncoder`), in the order the keys were first set.

import SieveRawValue
import SieveWriter

/// One value of the tree form.
enum TreeNode {
    case null
    case bool(Bool)
    /// A number's text, written as it is.
    case literal(String)
    case double(Double)
    case float(Float)
    case string(String)
    /// A value of Sieve's model, with its literals.
    case raw(RawValue)
    case array(TreeArray)
    case object(TreeObject)

    /// Writes the node at the writer's position; past the deepest nesting the writer accepts
    /// (which fails the encode) nothing deeper is written.
    func write(to writer: JSONWriter) {
        switch self {
        case .array where writer.exceededMaximumDepth, .object where writer.exceededMaximumDepth:
            return
        case .null: writer.writeNull()
        case .bool(let value): writer.writeBool(value)
        case .literal(let text): writer.writeASCII(text)
        case .double(let value): writer.writeDouble(value)
        case .float(let value): writer.writeFloat(value)
        case .string(let value): writer.writeString(value)
        case .raw(let value): value.write(to: writer)
        case .array(let array):
            writer.beginArray()
            for element in array.elements {
                writer.elementSeparator()
                element.write(to: writer)
            }
            writer.endArray()
        case .object(let object):
            writer.beginObject()
            for (key, value) in zip(object.keys, object.values) {
                writer.writeKey(key)
                value.write(to: writer)
            }
            object.extras.writeMembers(to: writer)
            writer.endObject()
        }
    }
}

/// An array of the tree form, shared by the containers writing into it.
final class TreeArray {
    var elements: [TreeNode] = []
}

/// An object of the tree form, shared by the containers writing into it.
final class TreeObject {
    private(set) var keys: [String] = []
    private(set) var values: [TreeNode] = []
    private var positions: [String: Int] = [:]
    /// Members kept from `Extras`, written after the others.
    var extras = RawObject()

    /// Sets the value of `key`, replacing any earlier one.
    func set(_ value: TreeNode, for key: String) {
        if let position = positions[key] {
            values[position] = value
        } else {
            positions[key] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    /// The value set for `key`, if any.
    subscript(key: String) -> TreeNode? {
        positions[key].map { values[$0] }
    }
}

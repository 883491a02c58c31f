// The types `JSONEncoder` writes its own way rather than through their `encode(to:)` (dates
// and data by their strategies, URLs as their absolute string, decimals as their
// description, arrays of numbers and strings element by element, string-keyed dictionaries
// without the key strategy), and Sieve's value model (a `RawValue` with its literals, `Extras`
// as an object): one dynamic check per value finds them. Each says once what it becomes
// (`SpecialForm`), and both forms of an encode, in order and in the tree, follow that.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveWriter

/// A type `SieveEncoder` writes itself, not through `encode(to:)`.
protocol SpecialEncodable: Encodable {
    /// Writes the value at the writer's position, at the path `parent`'s path and `key`.
    func writeSpecial(
        in session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?) throws

    /// The value as a node of the tree form, at the path `parent`'s path and `key`.
    func treeNode(
        in session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?) throws -> TreeNode
}

/// What a special value becomes under the encode's options.
enum SpecialForm {
    /// A string.
    case string(String)
    /// A number's text, written as it is.
    case literal(String)
    /// A number of seconds or milliseconds: finite, or an error whatever the
    /// non-conforming-float strategy.
    case interval(Double)
    /// A value of Sieve's model, with its literals.
    case raw(RawValue)
    /// Whatever `encode` writes through an encoder at the value's place; `{}` when it writes
    /// nothing.
    case encoded(by: (any Encoder) throws -> Void)
}

/// A special value whose form depends only on the options.
protocol FormEncodable: SpecialEncodable {
    /// What the value becomes.
    func form(_ options: EncodingOptions) -> SpecialForm
}

/// The path of a value: its parent's path and its key.
func codingPath(_ parentPath: [any CodingKey]?, _ key: (any CodingKey)?) -> [any CodingKey] {
    var path = parentPath ?? []
    if let key { path.append(key) }
    return path
}

extension FormEncodable {
    func writeSpecial(
        in session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?
    ) throws {
        switch form(session.options) {
        case .string(let string):
            session.writer.writeString(string)
        case .literal(let text):
            session.writer.writeASCII(text)
        case .interval(let seconds):
            try session.writeFloatingPoint(
                seconds, path: codingPath(parent?.codingPath, key), strategy: .throw)
        case .raw(let value):
            value.write(to: session.writer)
        case .encoded(let encode):
            try session.encodeGeneric(parent: parent, key: key) { try encode($0) }
        }
    }

    func treeNode(
        in session: TreeSession, parent: TreeEncoder?, key: (any CodingKey)?
    ) throws -> TreeNode {
        switch form(session.options) {
        case .string(let string):
            return .string(string)
        case .literal(let text):
            return .literal(text)
        case .interval(let seconds):
            return try session.floatingPointNode(
                seconds, path: codingPath(parent?.codingPath, key), strategy: .throw)
        case .raw(let value):
            return .raw(value)
        case .encoded(let encode):
            return try session.encodeGeneric(parent: parent, key: key) {
                try encode($0)
            } ?? .object(TreeObject())
        }
    }
}

extension Date: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm {
        switch options.dateEncodingStrategy {
        case .secondsSince1970: return .interval(timeIntervalSince1970)
        case .millisecondsSince1970: return .interval(1000.0 * timeIntervalSince1970)
        case .iso8601: return .string(formatted(.iso8601))
        case .custom(let closure): return .encoded { try closure(self, $0) }
        // `.deferredToDate`, and any strategy a later Foundation adds: the date's own encoding.
        default: return .encoded { try self.encode(to: $0) }
        }
    }
}

extension Data: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm {
        switch options.dataEncodingStrategy {
        case .base64: return .string(base64EncodedString())
        case .custom(let closure): return .encoded { try closure(self, $0) }
        // `.deferredToData`: the data's own encoding, an array of bytes.
        default: return .encoded { try self.encode(to: $0) }
        }
    }
}

extension URL: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm { .string(absoluteString) }
}

extension Decimal: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm { .literal(description) }
}

extension RawValue: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm { .raw(self) }
}

extension Extras: FormEncodable {
    func form(_ options: EncodingOptions) -> SpecialForm { .raw(.object(object)) }
}

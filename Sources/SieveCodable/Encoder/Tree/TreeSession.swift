// One encode in the tree form: values become nodes, special types by their form, the rest by
// their `encode(to:)` through a `TreeEncoder`.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue

/// The state of one encode in the tree form.
final class TreeSession {
    let options: EncodingOptions
    let keys: KeyConverter
    var usesDefaultKeys: Bool { keys.usesDefaultKeys }
    /// `userInfo` as `Encoder` declares it.
    lazy var userInfo: [CodingUserInfoKey: Any] = options.userInfo.mapValues { $0 as Any }

    /// The first misuse of the `Encoder` API met (a second value where one was written),
    /// which `JSONEncoder` stops the program for and Sieve reports as an error.
    private(set) var misuseError: EncodingError?

    init(options: EncodingOptions) {
        self.options = options
        keys = KeyConverter(options.keyEncodingStrategy)
    }

    /// Records a misuse of the `Encoder` API, reported when the encode ends.
    func misuse(_ description: String, at path: [any CodingKey]) {
        if misuseError == nil {
            misuseError = EncodingError.invalidValue(
                description, EncodingError.Context(codingPath: path, debugDescription: description))
        }
    }

    /// The top-level value's node.
    func topLevelNode<T: Encodable>(_ value: T) throws -> TreeNode {
        if let special = value as? any SpecialEncodable {
            return try special.treeNode(in: self, parent: nil, key: nil)
        }
        return try topLevelGeneric(value) { try value.encode(to: $0) }
    }

    /// The top-level node of a value that needs a configuration.
    @available(SwiftStdlib 5.5, *)
    func topLevelNode<T: EncodableWithConfiguration>(
        _ value: T, configuration: T.EncodingConfiguration
    ) throws -> TreeNode {
        try topLevelGeneric(value) { try value.encode(to: $0, configuration: configuration) }
    }

    private func topLevelGeneric<T>(_ value: T, _ encode: (TreeEncoder) throws -> Void) throws -> TreeNode {
        let encoder = TreeEncoder(session: self, parent: nil, key: nil)
        try encode(encoder)
        guard let node = encoder.takeValue() else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return node
    }

    /// The node of `value` at the path `parent`'s path and `key`.
    func node<T: Encodable>(
        for value: T, parent: TreeEncoder?, key: (any CodingKey)?
    ) throws -> TreeNode {
        if let special = value as? any SpecialEncodable {
            return try special.treeNode(in: self, parent: parent, key: key)
        }
        return try encodeGeneric(parent: parent, key: key) { try value.encode(to: $0) }
            ?? .object(TreeObject())
    }

    /// What `encode` writes through an encoder at the path, or `nil` when it writes nothing.
    func encodeGeneric(
        parent: TreeEncoder?, key: (any CodingKey)?,
        _ encode: (TreeEncoder) throws -> Void
    ) throws -> TreeNode? {
        let encoder = TreeEncoder(session: self, parent: parent, key: key)
        try encode(encoder)
        return encoder.takeValue()
    }

    /// A finite value's node; an infinity or NaN as the strategy says.
    func floatingPointNode<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, path: @autoclosure () -> [any CodingKey],
        strategy: JSONEncoder.NonConformingFloatEncodingStrategy? = nil
    ) throws -> TreeNode {
        if value.isFinite {
            if let double = value as? Double { return .double(double) }
            if let float = value as? Float { return .float(float) }
            return .literal(String(describing: value))
        }
        let strategy = strategy ?? options.nonConformingFloatEncodingStrategy
        return .string(try strategy.replacement(for: value, path: path))
    }
}

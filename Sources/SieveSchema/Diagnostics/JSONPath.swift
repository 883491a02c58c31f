// Where a value sits in a document: `orders[1].quantity`, `[3].email`, `tier`.

/// The location of a value as keys and indices from the document's root.
///
/// Renders as `orders[1].quantity`, `[3].email` inside a top-level array, or `tier` at the top
/// level; the root itself renders as an empty string. A string literal in the same notation
/// makes a path, so tests can write `#expect(warning.path == "orders[1].quantity")`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step: a member of an object or an element of an array.
    public enum Component: Sendable, Hashable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// A path from its steps.
    public init(_ components: [Component] = []) { self.components = components }

    /// Parses `orders[1].quantity` notation. Keys containing `.` or `[` cannot be written this
    /// way; build those paths from components.
    public init(stringLiteral text: String) {
        var components: [Component] = []
        var key = ""
        var index = text.startIndex
        func flushKey() {
            if !key.isEmpty { components.append(.key(key)) }
            key = ""
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                flushKey()
            } else if character == "[", let close = text[index...].firstIndex(of: "]"),
                let number = Int(text[text.index(after: index)..<close])
            {
                flushKey()
                components.append(.index(number))
                index = close
            } else {
                key.append(character)
            }
            index = text.index(after: index)
        }
        flushKey()
        self.components = components
    }

    /// This path with `key` appended.
    public func appending(key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// `orders[1].quantity`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}

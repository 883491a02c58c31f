// The sentences of the errors a decode makes most ("Expected to decode Bool but found a string
// instead.", "Cannot get value of type Int -- found null value instead"), each made once. A
// `Decodable` that tries several types with `try?` (an "any JSON" enum) makes such an error
// for nearly every attempt, so making one must cost no more than the error's own box: a
// sentence is made once per type and kind for the life of the process (interpolating a type's
// name each time was a tenth of such a decode), and looked up first in the decode's own few
// (no lock, no hashing).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// How Foundation names the JSON type of the value a failure found.
enum FoundKind: UInt8 {
    case string, dictionary, array, bool, null, number

    /// The kind of a value that starts with `byte`.
    init(_ byte: UInt8) {
        switch byte {
        case .quote: self = .string
        case .openBrace: self = .dictionary
        case .openBracket: self = .array
        case .lowercaseT, .lowercaseF: self = .bool
        case .lowercaseN: self = .null
        default: self = .number
        }
    }

    /// The kind in a diagnostic's words: "a string", "an object", "an array", "a boolean",
    /// "null", "a number".
    var words: String {
        switch self {
        case .string: return "a string"
        case .dictionary: return "an object"
        case .array: return "an array"
        case .bool: return "a boolean"
        case .null: return "null"
        case .number: return "a number"
        }
    }

    /// "a string", "a dictionary", "an array", "bool", "null", "number".
    var description: String {
        switch self {
        case .string: return "a string"
        case .dictionary: return "a dictionary"
        case .array: return "an array"
        case .bool: return "bool"
        case .null: return "null"
        case .number: return "number"
        }
    }
}

/// Which sentence a failure about a type needs.
enum SentenceKind: Hashable {
    /// "Expected to decode `type` but found `found` instead."
    case typeMismatch(found: FoundKind)
    /// "Cannot get value of type `type` -- found null value instead"
    case nullValue
    /// "Number does not fit in `type`." (the literal is added when the error leaves)
    case numberOutOfRange
    /// "Number is not a whole number, so it does not fit in `type`."
    case notAWholeNumber

    /// The sentence about `type`.
    func sentence(_ type: Any.Type) -> String {
        switch self {
        case .typeMismatch(let found):
            return "Expected to decode \(type) but found \(found.description) instead."
        case .nullValue:
            return "Cannot get value of type \(type) -- found null value instead"
        case .numberOutOfRange:
            return "Number does not fit in \(type)."
        case .notAWholeNumber:
            return "Number is not a whole number, so it does not fit in \(type)."
        }
    }
}

/// What one decode remembers to make its errors cheaply: the sentences it used.
struct FailureMemo {
    private var sentences: [(type: ObjectIdentifier, kind: SentenceKind, text: String)] = []

    /// The sentence of `kind` about `type`.
    mutating func sentence(_ type: Any.Type, _ kind: SentenceKind) -> String {
        let id = ObjectIdentifier(type)
        for entry in sentences where entry.type == id && entry.kind == kind { return entry.text }
        let text = FailureSentences.shared.sentence(type, kind)
        if sentences.count < 32 { sentences.append((id, kind, text)) }
        return text
    }
}

/// Error sentences made so far, shared by every decode of the process.
final class FailureSentences: @unchecked Sendable {
    // @unchecked, and why it is sound: `sentences` is the only mutable state, it is private,
    // and every access is inside `lock.withLock`. The values are immutable `String`s.

    /// The sentences of the process.
    static let shared = FailureSentences()

    private let lock = Lock()
    private var sentences: [Key: String] = [:]

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var kind: SentenceKind
    }

    /// The sentence of `kind` about `type`, made the first time it is asked for.
    func sentence(_ type: Any.Type, _ kind: SentenceKind) -> String {
        let key = Key(type: ObjectIdentifier(type), kind: kind)
        if let known = lock.withLock({ sentences[key] }) { return known }
        let made = kind.sentence(type)
        lock.withLock { sentences[key] = made }
        return made
    }
}

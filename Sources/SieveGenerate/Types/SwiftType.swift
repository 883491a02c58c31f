// The Swift types the generator writes, and the declarations it writes them in.

/// A property's type, as written in the output.
indirect enum SwiftType: Hashable {
    case bool, int, int64, double, decimal, string, date, url, uuid, raw
    /// A generated struct or union.
    case named(String)
    /// A generated enum, read as `Open<Name>`.
    case open(String)
    /// A generated type held in a box, where a type holds itself.
    case boxed(String)
    case array(SwiftType)
    case dictionary(SwiftType)
    case optional(SwiftType)

    /// The type as Swift spells it.
    var spelled: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .int64: return "Int64"
        case .double: return "Double"
        case .decimal: return "Decimal"
        case .string: return "String"
        case .date: return "Date"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .raw: return "RawValue"
        case .named(let name): return name
        case .open(let name): return "Open<\(name)>"
        case .boxed(let name): return "Indirect<\(name)>"
        case .array(let element): return "[\(element.spelled)]"
        case .dictionary(let value): return "[String: \(value.spelled)]"
        case .optional(let wrapped): return "\(wrapped.spelled)?"
        }
    }

    /// True when the type needs Foundation.
    var needsFoundation: Bool {
        switch self {
        case .decimal, .date, .url, .uuid: return true
        case .array(let inner), .dictionary(let inner), .optional(let inner):
            return inner.needsFoundation
        default: return false
        }
    }

    /// The same type with every `Date` in a collection read as its text: under `JSONDecoder`'s
    /// default settings only a property can say how its date is written.
    var datesInCollectionsAsText: SwiftType { replacingDates(inCollection: false) }

    private func replacingDates(inCollection: Bool) -> SwiftType {
        switch self {
        case .date: return inCollection ? .string : self
        case .array(let inner): return .array(inner.replacingDates(inCollection: true))
        case .dictionary(let inner): return .dictionary(inner.replacingDates(inCollection: true))
        case .optional(let inner): return .optional(inner.replacingDates(inCollection: inCollection))
        default: return self
        }
    }

    /// True when a collection in the type holds dates.
    var hasDatesInCollections: Bool { datesInCollectionsAsText != self }
}

/// One stored property of a generated struct.
struct Property {
    /// The member's key in the samples.
    var key: String
    /// The Swift name, escaped where needed.
    var name: String
    /// The type, without the optional.
    var type: SwiftType
    /// True when the member was missing or `null` in some samples.
    var isOptional: Bool
    /// True when the member was sent as several JSON types that one type holds exactly.
    var isLossless: Bool
    /// Why the type is what it is, when that is not obvious from the samples.
    var note: String?

    /// The type as declared.
    var declaredType: SwiftType { isOptional ? .optional(type) : type }
}

/// A generated struct.
struct StructDeclaration {
    var name: String
    var properties: [Property] = []
    /// The place in the samples its objects were first seen (for its comment).
    var seenAt: String
    /// For a tagged union's case: the tag's key and value.
    var caseOf: (tag: String, value: String)?
}

/// A generated tagged union: one case per tag value, and one for tags it does not know.
struct UnionDeclaration {
    struct Case {
        /// The tag's value.
        var tag: String
        /// The case name.
        var name: String
        /// The struct of the case's members.
        var payload: String
    }

    var name: String
    /// The key of the tag.
    var tagKey: String
    var cases: [Case]
    var seenAt: String
}

/// A generated enum of string values, read through `Open`.
struct EnumDeclaration {
    var name: String
    /// Case names and the values they stand for, by value.
    var cases: [(name: String, value: String)]
}

/// A declaration of the output.
enum Declaration {
    case structure(StructDeclaration)
    case union(UnionDeclaration)
    case enumeration(EnumDeclaration)
}

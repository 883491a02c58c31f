// Everything seen at one place of the samples (a member of an object, the elements of an
// array, the top), kept as counts so that samples merge in any order to the same shape.

/// The values seen at one place.
struct ValueShape {
    /// Values seen here, `null` included. For a member, the objects that had it.
    var count = 0
    /// For a member: the sum of its positions among its object's members, to order the
    /// members as the samples send them.
    var positionSum = 0
    var nulls = 0
    var booleans = 0
    var numbers = NumberStats()
    var strings = StringStats()
    /// Objects seen here, and their merged shape.
    var objects = 0
    var object: ObjectNode?
    /// Arrays seen here, and the shape of all their elements.
    var arrays = 0
    var array: ArrayNode?

    /// The JSON types seen here, `null` apart.
    var kinds: Set<JSONKind> {
        var kinds: Set<JSONKind> = []
        if booleans > 0 { kinds.insert(.boolean) }
        if numbers.count > 0 { kinds.insert(.number) }
        if strings.count > 0 { kinds.insert(.string) }
        if objects > 0 { kinds.insert(.object) }
        if arrays > 0 { kinds.insert(.array) }
        return kinds
    }

    /// Adds `other`'s counts to these; objects of both are to be unified (`pending`).
    mutating func merge(
        _ other: ValueShape, distinctLimit: Int, pending: inout [(ObjectNode, ObjectNode)]
    ) {
        count += other.count
        positionSum += other.positionSum
        nulls += other.nulls
        booleans += other.booleans
        numbers.merge(other.numbers)
        strings.merge(other.strings, distinctLimit: distinctLimit)
        objects += other.objects
        if let theirs = other.object {
            if let ours = object { pending.append((ours, theirs)) } else { object = theirs }
        }
        arrays += other.arrays
        if let theirs = other.array {
            if let ours = array, ours !== theirs {
                ours.element.merge(theirs.element, distinctLimit: distinctLimit, pending: &pending)
                ours.empty += theirs.empty
            } else {
                array = theirs
            }
        }
    }
}

/// A JSON type.
enum JSONKind: String, Hashable, Comparable {
    case boolean, number, string, object, array

    static func < (lhs: JSONKind, rhs: JSONKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The type in words, plural: "numbers".
    var plural: String {
        switch self {
        case .boolean: return "booleans"
        case .number: return "numbers"
        case .string: return "strings"
        case .object: return "objects"
        case .array: return "arrays"
        }
    }
}

/// The elements of the arrays seen at one place.
final class ArrayNode {
    /// All their elements.
    var element = ValueShape()
    /// Arrays that were empty.
    var empty = 0
}

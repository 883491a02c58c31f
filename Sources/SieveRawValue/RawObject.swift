// An object as it arrived: members in document order, duplicates kept.

/// The members of a JSON object, in document order.
///
/// Duplicate keys are kept as separate members. Looking a key up returns the *first* member with
/// that key, the value Foundation's `JSONDecoder` and Sieve's decoders use (`JSONSerialization`
/// keeps the last instead); `members` shows them all:
///
/// ```swift
/// let object = try RawValue(parsing: #"{"a": 1, "a": 2}"#).objectValue!
/// object["a"]          // 1
/// object.keys          // ["a", "a"]
/// ```
///
/// Keys compare as Swift strings, by canonical equivalence, as dictionary keys do.
public struct RawObject: Sendable, Hashable {
    /// One key and its value.
    public struct Member: Sendable, Hashable {
        /// The key, with escapes resolved.
        public var key: String
        /// The value.
        public var value: RawValue

        /// Creates a member.
        public init(key: String, value: RawValue) {
            self.key = key
            self.value = value
        }
    }

    /// Every member, in document order.
    public var members: [Member]

    /// Creates an object from its members.
    public init(_ members: [Member] = []) { self.members = members }

    /// The value of the first member named `key`, or `nil` when there is none.
    ///
    /// - Complexity: O(*n*) in the number of members.
    public subscript(key: String) -> RawValue? {
        members.first(where: { $0.key == key })?.value
    }

    /// The keys in document order, duplicates included.
    public var keys: [String] { members.map(\.key) }

    /// The number of members, duplicates included.
    public var count: Int { members.count }

    /// True when there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The members as a dictionary; the first of duplicate keys wins, as in `subscript(_:)`.
    public var dictionary: [String: RawValue] {
        var result: [String: RawValue] = [:]
        result.reserveCapacity(members.count)
        for member in members where result[member.key] == nil {
            result[member.key] = member.value
        }
        return result
    }
}

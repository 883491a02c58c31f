// Extras: the members of an object that its model does not name, kept in document order.

/// The members of an object that its model does not name, kept as they arrived.
///
/// Declare a property of this type to keep what an API sends beyond what you model, instead of
/// dropping it: to log what is arriving, pass it through, or notice that a field you need has
/// appeared.
///
/// ```swift
/// struct Customer: Codable {
///     var id: Int64
///     var rest: Extras    // every member the model does not name
/// }
/// let customer = try SieveDecoder().decode(Customer.self, from: data)
/// customer.rest["billing_region"]   // "eu"
/// for (key, value) in customer.rest { print(key, value) }
/// ```
///
/// The members keep their document order, duplicate keys included; `subscript(_:)` returns the
/// first member of a key, the value the decoders use. Under `SieveDecoder` (and on the schema
/// path, `ObjectReader.extras()`), collecting extras is what a model asks for, so it never
/// warns: a model with `Extras` has no unknown keys.
public struct Extras: Sendable, Hashable {
    /// The members, as an object in document order.
    public var object: RawObject

    /// No members.
    public init() { object = RawObject() }

    /// The members of `object`, in its order.
    public init(_ object: RawObject) { self.object = object }

    /// The value of the first member named `key`, or `nil` when there is none.
    ///
    /// - Complexity: O(*n*) in the number of members.
    public subscript(key: String) -> RawValue? { object[key] }

    /// The number of members, duplicates included.
    public var count: Int { object.count }

    /// True when there are no members.
    public var isEmpty: Bool { object.isEmpty }

    /// The keys in document order, duplicates included.
    public var keys: [String] { object.keys }

    /// Appends a member after the others.
    public mutating func append(key: String, value: RawValue) {
        object.members.append(RawObject.Member(key: key, value: value))
    }
}

extension Extras: Sequence {
    /// One member: its key, with escapes resolved, and its value.
    public typealias Element = (key: String, value: RawValue)

    /// Iterates the members in document order.
    public struct Iterator: IteratorProtocol {
        var members: IndexingIterator<[RawObject.Member]>

        /// The next member, or `nil` after the last.
        public mutating func next() -> (key: String, value: RawValue)? {
            members.next().map { ($0.key, $0.value) }
        }
    }

    /// An iterator over the members in document order.
    public func makeIterator() -> Iterator { Iterator(members: object.members.makeIterator()) }

    /// The number of members.
    public var underestimatedCount: Int { object.count }
}

extension Extras: ExpressibleByDictionaryLiteral {
    /// Members in the order written.
    ///
    /// ```swift
    /// let extras: Extras = ["billing_region": "eu"]
    /// ```
    public init(dictionaryLiteral elements: (String, RawValue)...) {
        object = RawObject(elements.map { RawObject.Member(key: $0.0, value: $0.1) })
    }
}

extension Extras: CustomStringConvertible {
    /// The members as a compact JSON object.
    public var description: String { RawValue.object(object).description }
}

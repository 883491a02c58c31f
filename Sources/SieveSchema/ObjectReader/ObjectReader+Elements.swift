// A collection field whose request names an element policy: `json.decode("offers",
// elements: .drop)`. The policy extends the field's request (how its value is read, and a
// presence of its own: a collection that cannot be read at all is empty, or `nil`).

/// A lenient collection read under its field's element policy.
@usableFromInline
struct LenientReading<Value: _LenientCollection>: FieldValueReading {
    @usableFromInline let policy: ElementPolicy

    @inlinable init(policy: ElementPolicy) { self.policy = policy }

    @inlinable
    func read(from reader: inout ValueReader) throws -> Value {
        try Value.decode(from: &reader, elements: policy)
    }
}

extension ObjectReader {
    /// Decodes the collection of `key` leniently: elements (or a dictionary's entries) that
    /// fail are dropped, or `nil` in place under `.nilOnFailure`, each with a warning.
    ///
    /// - Missing: empty (`nil` for an optional collection), warning `fallback_applied`.
    /// - `null`: empty (or `nil`), silently.
    /// - Not a collection: empty (or `nil`), warning `element_dropped` (`entry_dropped` for a
    ///   dictionary) at the field.
    ///
    /// ```swift
    /// offers    = try json.decode("offers", elements: .drop)           // [Offer]
    /// documents = try json.decode("documents", elements: .nilOnFailure) // [Offer?]
    /// ```
    ///
    /// Leniency is a product decision: keep obligations (a payment's breakdown, ids,
    /// amounts) strict.
    @inlinable
    public mutating func decode<T: _LenientCollection>(
        _ key: StaticString, elements policy: ElementPolicy
    ) throws -> T {
        try resolve(
            FieldRequest(key, presence: .lenient), substitute: { T.valueWhenMissing },
            reading: LenientReading<T>(policy: policy))
    }

    /// Decodes the collection of `key` or `alias` leniently; see `decode(_:elements:)` and
    /// `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: _LenientCollection>(
        _ key: StaticString, or alias: StaticString, elements policy: ElementPolicy
    ) throws -> T {
        try FieldRequest.with(key, alias: alias, presence: .lenient) {
            try resolve($0, substitute: { T.valueWhenMissing }, reading: LenientReading<T>(policy: policy))
        }
    }
}

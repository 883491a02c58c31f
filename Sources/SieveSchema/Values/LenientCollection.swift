// Lenient collections on the schema path: an array or dictionary field whose request names an
// element policy (`json.decode("offers", elements: .drop)`) keeps every element that decodes
// and reports each one that does not, instead of failing the whole collection.
//
// One level deep: an element is tried as a whole (a checkpoint), so a failure anywhere inside
// it fails that element alone; a lenient element type composes by being lenient itself. Every
// tolerance is a warning: `element_dropped`, `element_padded`, `entry_dropped`, `key_dropped`,
// `key_collision`; an explicit `null` where the element type holds it is `nil`, silently.

import SieveScanner

/// What a lenient collection does with an element that fails to decode.
public struct ElementPolicy: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline let padsWithNil: Bool

    @inlinable init(padsWithNil: Bool) { self.padsWithNil = padsWithNil }

    /// The element (or a dictionary's entry) is removed; the others keep their order. Each
    /// removal warns `element_dropped` (`entry_dropped`), with the reason.
    public static let drop = ElementPolicy(padsWithNil: false)

    /// The element becomes `nil` in place, so counts and positions are kept, warning
    /// `element_padded`. For a collection whose elements are not optional, it is dropped
    /// as under `.drop`.
    public static let nilOnFailure = ElementPolicy(padsWithNil: true)

    /// `drop` or `nilOnFailure`.
    public var description: String { padsWithNil ? "nilOnFailure" : "drop" }
}

/// A collection a schema can read leniently: `[T]`, `[K: V]`, and an optional of either.
///
/// Public only because a generic signature names it; Sieve conforms the standard library's
/// types, and other conformances are not supported.
public protocol _LenientCollection: SchemaValue {
    /// Reads the collection at the reader under `policy`.
    static func decode(from reader: inout ValueReader, elements policy: ElementPolicy) throws -> Self

    /// What a lenient field of this type is when its key is missing, its value is `null`, or
    /// the value is not a collection: empty, or `nil` for an optional.
    static var valueWhenMissing: Self { get }

    /// What the collection is in JSON, in words (`"an array"`), and the byte that opens it.
    static var lenientShape: (expected: String, opening: UInt8, isDictionary: Bool) { get }
}

extension Optional: _LenientCollection where Wrapped: _LenientCollection {
    /// `null` is `nil`; a collection is read as `Wrapped` under `policy`.
    @inlinable
    public static func decode(from reader: inout ValueReader, elements policy: ElementPolicy) throws -> Wrapped? {
        if try reader.readNull() { return nil }
        // Not a collection: `nil`, not an empty one.
        guard reader.byte == Wrapped.lenientShape.opening else { return try reader.notACollection(Self.self) }
        return try Wrapped.decode(from: &reader, elements: policy)
    }

    /// `nil`.
    @inlinable
    public static var valueWhenMissing: Wrapped? { nil }

    /// `Wrapped`'s.
    @inlinable
    public static var lenientShape: (expected: String, opening: UInt8, isDictionary: Bool) {
        Wrapped.lenientShape
    }
}

extension Array: _LenientCollection where Element: SchemaValue {
    /// Every element that decodes, in order; the others dropped or (for optional elements,
    /// under `.nilOnFailure`) `nil` in place, each with a warning at its index.
    @inlinable
    public static func decode(from reader: inout ValueReader, elements policy: ElementPolicy) throws -> [Element] {
        guard reader.byte == .openBracket else { return try reader.notACollection(Self.self) }
        var elements: [Element] = []
        _ = try reader.forEachElement { element, _ in
            if let value = try element.readLeniently(Element.self, policy: policy, entry: false) {
                elements.append(value)
            }
        }
        return elements
    }

    /// `[]`.
    @inlinable
    public static var valueWhenMissing: [Element] { [] }

    /// An array.
    @inlinable
    public static var lenientShape: (expected: String, opening: UInt8, isDictionary: Bool) {
        ("an array", .openBracket, false)
    }
}

extension Dictionary: _LenientCollection where Key: SchemaKey, Value: SchemaValue {
    /// Every entry whose key converts and whose value decodes; a key that does not convert is
    /// dropped (`key_dropped`), a value that fails is dropped (`entry_dropped`) or `nil` in
    /// place for optional values under `.nilOnFailure` (`element_padded`).
    @inlinable
    public static func decode(from reader: inout ValueReader, elements policy: ElementPolicy) throws -> [Key: Value] {
        guard reader.byte == .openBrace else { return try reader.notACollection(Self.self) }
        return try reader.readKeyedEntries(
            Key.self,
            unconvertible: { member, text, valueOffset in
                try member.skip()
                member.recordWarning(
                    .keyDropped(key: text, type: String(describing: Key.self)), at: valueOffset)
            },
            value: { member in try member.readLeniently(Value.self, policy: policy, entry: true) })
    }

    /// `[:]`.
    @inlinable
    public static var valueWhenMissing: [Key: Value] { [:] }

    /// An object.
    @inlinable
    public static var lenientShape: (expected: String, opening: UInt8, isDictionary: Bool) {
        ("an object", .openBrace, true)
    }
}

extension DiagnosticDetail {
    /// The warning about one element (or dictionary entry, `entry`) of a lenient collection
    /// that did not decode: `null` where the element cannot hold it, dropped; or a failure
    /// (its `cause`, when known now), padded with `nil` when `pads`, else dropped. The schema
    /// path's lenient collections and the drop-in's wrappers both record exactly this.
    @inlinable
    package static func lenientElement(
        isNull: Bool, cause: DiagnosticDetail?, pads: Bool, entry: Bool
    ) -> DiagnosticDetail {
        if isNull { return .elementDropped(reason: .null, entry: entry) }
        let reason = FallbackReason.invalid(cause: cause)
        return pads ? .elementPadded(reason: reason) : .elementDropped(reason: reason, entry: entry)
    }
}

extension ValueReader {
    /// One element of a lenient collection: its value, `nil` in place (an optional element
    /// under `.nilOnFailure`, returned as `.some(nil)`), or `nil` when it is dropped. The
    /// reader ends past the element whatever happens.
    @inlinable
    mutating func readLeniently<Element: SchemaValue>(
        _ type: Element.Type, policy: ElementPolicy, entry: Bool
    ) throws -> Element? {
        let start = offset
        if byte == .lowercaseN && Element.valueWhenAbsent == nil {
            // `null` where the element cannot hold it.
            try skip()
            recordWarning(.lenientElement(isNull: true, cause: nil, pads: false, entry: entry), at: start)
            return nil
        }
        switch try attempt({ try Element.decode(from: &$0) }) {
        case .success(let value):
            return value
        case .failure(let cause):
            try skip()
            let padding = policy.padsWithNil ? Element.valueWhenAbsent : nil
            recordWarning(
                .lenientElement(isNull: false, cause: cause?.detail, pads: padding != nil, entry: entry),
                at: start)
            return padding
        }
    }

    /// A lenient collection's value that is not a collection: skipped, and the whole value
    /// replaced by the collection's substitute (empty, or `nil` for an optional), which warns
    /// `fallback_applied`: no element was dropped, the value was replaced.
    @usableFromInline
    mutating func notACollection<C: _LenientCollection>(_ type: C.Type) throws -> C {
        let shape = C.lenientShape
        let start = offset
        let found = foundDescription
        try skip()
        let substitute = C.valueWhenMissing
        recordWarning(
            .fallbackApplied(
                fallback: String(describing: substitute),
                reason: .invalid(cause: .typeMismatch(expected: shape.expected, found: found))),
            at: start)
        return substitute
    }
}

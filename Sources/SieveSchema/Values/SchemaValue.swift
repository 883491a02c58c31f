// The protocol of everything the schema layer can decode from one JSON value.

/// A type that can be decoded from one JSON value by Sieve's schema layer.
///
/// The standard types conform already: every integer and floating-point type, `Bool`,
/// `String`, `Optional`, `Array`, `Dictionary` with `String` keys, and `RawValue`. A
/// `RawRepresentable` enum conforms by declaring it:
///
/// ```swift
/// enum Tier: String, CaseIterable, Sendable, SchemaValue { case free, pro }
/// ```
///
/// Object-shaped types conform to the refinement `Schema` instead, by writing an initializer
/// over an `ObjectReader`.
public protocol SchemaValue {
    /// Decodes a value at the reader's position.
    ///
    /// An implementation reads exactly one JSON value. When the value does not fit, it records
    /// an issue on the reader (`reader.typeMismatch(expected:)` and friends) and returns a
    /// placeholder so decoding can go on and find every other issue too.
    static func decode(from reader: inout ValueReader) throws -> Self

    /// A stand-in returned after an issue was recorded, so decoding can continue; the
    /// decoded value is then discarded. `nil` (the default) means the type has none: the
    /// failure propagates to the nearest enclosing array element or to the top.
    static var placeholderForIssues: Self? { get }

    /// The value a missing key decodes to without any issue. `nil` (the default) means a
    /// missing key is an issue; `Optional` answers `.some(nil)`.
    static var valueWhenAbsent: Self? { get }
}

extension SchemaValue {
    /// No placeholder: a failure propagates to the enclosing collection.
    @inlinable
    public static var placeholderForIssues: Self? { nil }

    /// A missing key is an issue.
    @inlinable
    public static var valueWhenAbsent: Self? { nil }
}

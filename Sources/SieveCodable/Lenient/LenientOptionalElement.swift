// Lets the lenient wrappers name "an array or dictionary whose elements are optional", which
// Swift cannot say directly in a conditional conformance.

/// An `Optional` of a `Decodable` type, seen as a lenient collection's element.
///
/// Public only because a generic signature names it; Sieve conforms the standard library's
/// types, and other conformances are not supported.
public protocol _LenientOptionalElement: ExpressibleByNilLiteral {
    /// The type inside the optional.
    associatedtype Wrapped: Decodable
    /// An element holding `wrapped`.
    init(wrapping wrapped: Wrapped)
}

extension Optional: _LenientOptionalElement where Wrapped: Decodable {
    /// `.some(wrapped)`.
    public init(wrapping wrapped: Wrapped) { self = .some(wrapped) }
}

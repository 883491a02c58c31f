// Lets the lenient wrappers name "an array or dictionary whose elements are optional", which
// Swift cannot say directly in a conditional conformance.

/// An `Optional` of a `Decodable` type, seen as a lenient collection's element.
public protocol LenientOptionalElement: ExpressibleByNilLiteral {
    /// The type inside the optional.
    associatedtype Wrapped: Decodable
    /// An element holding `wrapped`.
    init(wrapping wrapped: Wrapped)
}

extension Optional: LenientOptionalElement where Wrapped: Decodable {
    /// `.some(wrapped)`.
    public init(wrapping wrapped: Wrapped) { self = .some(wrapped) }
}

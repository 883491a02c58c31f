// The property wrappers of the `Codable` path encode as the value they wrap, written once.

/// A property wrapper that encodes as its wrapped value, so a model that uses it writes the
/// same JSON as without it.
///
/// Public only because the wrappers' `Encodable` conformances rest on it; Sieve's wrappers
/// conform, and other conformances are not supported.
public protocol _TransparentWrapper {
    /// The type of the wrapped value.
    associatedtype WrappedValue
    /// The wrapped value.
    var wrappedValue: WrappedValue { get }
}

extension _TransparentWrapper where Self: Encodable, WrappedValue: Encodable {
    /// Encodes the wrapped value as it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

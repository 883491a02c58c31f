// The byte inputs Sieve accepts. Every one of them reaches the scanner as the same thing: an
// `UnsafeRawBufferPointer` over the caller's own storage, never a copy.

/// A contiguous UTF-8 JSON text that Sieve can read in place.
///
/// `[UInt8]`, `ArraySlice<UInt8>`, `String`, `Substring`, `UnsafeRawBufferPointer` and
/// `UnsafeBufferPointer<UInt8>` conform here; `Data` conforms when you import `Sieve`.
/// Conform your own buffer type by lending its bytes for the duration of the call.
public protocol JSONInput {
    /// Calls `body` with the input's bytes. The pointer is valid only during the call.
    func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R
}

extension Array: JSONInput where Element == UInt8 {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        try withUnsafeBytes { bytes in try body(bytes) }
    }
}

extension ArraySlice: JSONInput where Element == UInt8 {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        try withUnsafeBytes { bytes in try body(bytes) }
    }
}

extension String: JSONInput {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        // Native strings lend their UTF-8 storage directly; `withUTF8` copies only a string
        // bridged from another encoding.
        var copy = self
        return try copy.withUTF8 { bytes in try body(UnsafeRawBufferPointer(bytes)) }
    }
}

extension Substring: JSONInput {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        var copy = self
        return try copy.withUTF8 { bytes in try body(UnsafeRawBufferPointer(bytes)) }
    }
}

extension UnsafeRawBufferPointer: JSONInput {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        try body(self)
    }
}

extension UnsafeBufferPointer: JSONInput where Element == UInt8 {
    /// Calls `body` with the input's bytes, in place.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        try body(UnsafeRawBufferPointer(self))
    }
}

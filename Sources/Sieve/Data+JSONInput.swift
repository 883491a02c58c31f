// `Data` as a JSON input: its bytes are lent to the scanner in place, never copied.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner

extension Data: JSONInput {
    /// Calls `body` with the data's bytes. The pointer is valid only during the call.
    @inlinable
    public func withJSONBytes<R>(
        _ body: (UnsafeRawBufferPointer) throws -> R
    ) rethrows -> R {
        try withUnsafeBytes { bytes in try body(bytes) }
    }
}

// The document a decode's diagnostics point into, kept by them so that their lines, columns and
// excerpts are worked out when someone reads them, not when the decode ends: a decode that
// tolerates a thousand drifted values and whose caller only counts the warnings pays for a copy
// of the document, not for a thousand source lines.

import SieveScanner

/// A copy of the caller's document, shared by the diagnostics of one decode.
///
/// The lines and columns of every offset the decode reported are counted together, in one
/// pass, the first time any of them is asked for; an excerpt is cut from the copy each time it
/// is asked for.
package final class DiagnosticSource: @unchecked Sendable {
    // @unchecked: `bytes` and `offsets` never change; `locations` is touched only under `lock`.

    /// The caller's document, as UTF-8.
    private let bytes: [UInt8]
    /// The offsets of `bytes` the decode's diagnostics point at.
    private let offsets: [Int]
    private let lock = Lock()
    private var locations: [Int: SourceLocation]?

    /// Keeps a copy of `document` for diagnostics pointing at `offsets` of it.
    package init(copying document: UnsafeRawBufferPointer, offsets: [Int]) {
        self.bytes = Array(document)
        self.offsets = offsets
    }

    /// The line and column of `offset`.
    package func location(of offset: Int) -> SourceLocation {
        let known = lock.withLock { () -> SourceLocation? in
            if locations == nil {
                locations = bytes.withUnsafeBytes { SourceLocation.locations(of: offsets, in: $0) }
            }
            return locations?[offset]
        }
        if let known { return known }
        return bytes.withUnsafeBytes { SourceLocation(offset: offset, in: $0) }
    }

    /// The line holding `offset`, with the column of a caret under it.
    package func excerpt(at offset: Int) -> SourceExcerpt {
        bytes.withUnsafeBytes { SourceExcerpt(around: offset, in: $0) }
    }
}

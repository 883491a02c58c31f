// The whole object as data, for the case of a union that keeps what it does not know: every
// member, read or not, in document order, read from the object's opening brace by a scanner
// of its own so the reader's position and index are untouched.

import SieveRawValue

extension ObjectReader {
    /// The entire object being read, every member (read or not, duplicates included) in
    /// document order, as a `RawValue`. The reader is not moved: fields can still be read
    /// after it.
    ///
    /// Use it to keep an object your schema has no case for:
    ///
    /// ```swift
    /// case .unknown(let tag): self = .unknown(tag: tag, object: try json.wholeObject())
    /// ```
    ///
    /// The members it returns are kept, so none of them is reported as an unknown key, under
    /// any `unknownKeyPolicy`.
    ///
    /// - Complexity: reads the whole object once more, from its opening brace.
    public mutating func wholeObject() throws -> RawValue {
        if state == .placeholder { return .object(RawObject()) }
        var scanner = scannerAtBrace()
        keptWhole = true
        return try RawValue.read(from: &scanner)
    }
}

// A value another engine decodes in place: the drop-in decoder, for a `Decodable` type asked for
// on the schema path. It needs the value's bytes, and a way to record what it found at paths
// inside the value.

import SieveScanner

extension ValueReader {
    /// Moves past the value, validating it, and returns the whole document, the offset of
    /// the value's first byte in it, whether the syntax allows trailing commas, and how many
    /// levels of nesting the limits leave inside the value.
    package mutating func skipForEmbedding() throws -> (
        document: UnsafeRawBufferPointer, offset: Int, allowsTrailingCommas: Bool, depthLeft: Int
    ) {
        let valueOffset = offset
        try scanner.skipValue()
        return (
            scanner.buffer, valueOffset, scanner.allowsTrailingCommas,
            max(1, scanner.maxDepth - scanner.depth)
        )
    }

    /// Records a warning about the value at `valueOffset`, or, with a `field`, about that
    /// member of the object at `anchor` (a member that is missing, whose path the document
    /// cannot give).
    package mutating func recordWarning(
        _ detail: DiagnosticDetail, anchor: Int, field: String?, valueOffset: Int
    ) {
        context.pointee.warn(detail, anchor: anchor, field: field, valueOffset: valueOffset)
    }

    /// Records an issue as `recordWarning(_:anchor:field:valueOffset:)` records a warning.
    package mutating func recordIssue(
        _ detail: DiagnosticDetail, anchor: Int, field: String?, valueOffset: Int
    ) throws {
        try context.pointee.fail(detail, anchor: anchor, field: field, valueOffset: valueOffset)
    }
}

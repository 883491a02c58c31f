// How a record's bytes become a diagnosis: the schema layer's in-place decode, or the drop-in
// decoder's whole-document decode. The cursor that splits records calls it once per record.

import SieveScanner
import SieveSchema

/// Decodes one record's bytes.
@usableFromInline
package struct RecordDecoder<Value>: Sendable {
    /// Decodes the value at the start of the bytes into the diagnosis (which it sets).
    /// Returns the offset just past the value when it decoded (`nil` when it did not). The
    /// diagnosis is handed out through `inout`, not returned, so that it is moved across the
    /// closure's generic boundary rather than copied.
    @usableFromInline
    let decodeInto: @Sendable (UnsafeRawBufferPointer, inout Diagnosis<Value>?) -> Int?
    /// True when `decode` reads one value and never looks past it (the schema layer); false
    /// when it reads all of its bytes as one document (the drop-in decoder), so a record
    /// followed by another on the same line must be cut out before it is decoded.
    @usableFromInline let readsInPlace: Bool
    /// The limits of each record, and of the skip that finds a record's end.
    @usableFromInline let limits: Limits
    /// The JSON each record is read as.
    @usableFromInline let syntax: JSONSyntax

    @inlinable
    package init(
        readsInPlace: Bool, limits: Limits, syntax: JSONSyntax,
        decodeInto: @escaping @Sendable (UnsafeRawBufferPointer, inout Diagnosis<Value>?) -> Int?
    ) {
        self.decodeInto = decodeInto
        self.readsInPlace = readsInPlace
        self.limits = limits
        self.syntax = syntax
    }

    /// Decodes the value at the start of `bytes`: its diagnosis, and the offset just past it
    /// when it decoded.
    @inlinable @inline(__always)
    func decode(_ bytes: UnsafeRawBufferPointer) -> (diagnosis: Diagnosis<Value>, end: Int?) {
        var diagnosis: Diagnosis<Value>? = nil
        let end = decodeInto(bytes, &diagnosis)
        return (diagnosis.take()!, end)
    }
}

extension RecordDecoder where Value: SchemaValue {
    /// The schema layer's decode of a record, specialized for `Value` where it is made.
    @inlinable
    package static func schema(limits: Limits) -> RecordDecoder {
        RecordDecoder(readsInPlace: true, limits: limits, syntax: .strict) { bytes, result in
            let (diagnosis, end) = Value.diagnoseValue(
                atStartOf: bytes, limits: limits, syntax: .strict)
            result = consume diagnosis
            return end
        }
    }
}

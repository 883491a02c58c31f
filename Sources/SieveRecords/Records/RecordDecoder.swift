// How a record's bytes become a diagnosis: the schema layer's in-place decode, or the drop-in
// decoder's whole-document decode. The cursor that splits records calls it once per record.

import SieveScanner
import SieveSchema

/// Decodes one record's bytes.
///
/// A class, so that the iterators that hold one pass it on with a retain: a struct with a
/// closure in it is copied into each call through its value witnesses.
@usableFromInline
package final class RecordDecoder<Value>: Sendable {
    /// Decodes a record's bytes, in the session when there is one (the schema layer's decode
    /// has one; the drop-in decoder's needs none), into the diagnosis.
    @usableFromInline
    package typealias DecodeInto =
        @Sendable (UnsafeRawBufferPointer, DecodeSession?, inout Diagnosis<Value>?) -> Int?

    /// Decodes the value at the start of the bytes into the diagnosis (which it sets).
    /// Returns the offset just past the value when it decoded (`nil` when it did not). The
    /// diagnosis is handed out through `inout`, not returned, so that it is moved across the
    /// closure's generic boundary rather than copied.
    @usableFromInline
    let decodeInto: DecodeInto
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
        decodeInto: @escaping DecodeInto
    ) {
        self.decodeInto = decodeInto
        self.readsInPlace = readsInPlace
        self.limits = limits
        self.syntax = syntax
    }

    /// Decodes the value at the start of `bytes`, in `session` when there is one: its
    /// diagnosis, and the offset just past it when it decoded.
    @inlinable @inline(__always)
    func decode(
        _ bytes: UnsafeRawBufferPointer, in session: DecodeSession?
    ) -> (diagnosis: Diagnosis<Value>, end: Int?) {
        var diagnosis: Diagnosis<Value>? = nil
        let end = decodeInto(bytes, session, &diagnosis)
        // Consumed, not taken: a taken optional is left as `nil` to destroy, through its value
        // witnesses.
        guard let diagnosis = consume diagnosis else { preconditionFailure("no diagnosis") }
        return (diagnosis, end)
    }
}

extension RecordDecoder where Value: SchemaValue & SendableMetatype {
    /// The schema layer's decode of a record, specialized for `Value` where it is made.
    @inlinable
    package static func schema(limits: Limits) -> RecordDecoder {
        RecordDecoder(readsInPlace: true, limits: limits, syntax: .strict) {
            bytes, session, result in
            let (diagnosis, end) =
                if let session {
                    Value.diagnoseValue(atStartOf: bytes, syntax: .strict, session: session)
                } else {
                    Value.diagnoseValue(atStartOf: bytes, limits: limits, syntax: .strict)
                }
            result = consume diagnosis
            return end
        }
    }
}

// The records entry points of the drop-in decoder, for `Decodable` models:
// `SieveDecoder().records(Event.self, in: bytes)` and the file, stream and batch forms.
//
// The type's metatype is `SendableMetatype`: each form's decoder is a `@Sendable` closure over
// `T.Type` that may run on another thread (a batch's workers), so `T`'s `Decodable`
// conformance cannot be isolated to an actor. Every type without such a conformance is one.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveCodable
import SieveScanner
import SieveSchema

extension SieveDecoder {
    /// The records of a JSON Lines or concatenated-JSON input in memory, each decoded as its
    /// own document with this decoder's options (as they are now; later changes do not
    /// apply).
    ///
    /// ```swift
    /// for record in SieveDecoder().records(Event.self, in: bytes) {
    ///     if let event = record.value { handle(event) }
    /// }
    /// ```
    ///
    /// A record is a JSON value in UTF-8: `allowsJSON5` and `assumesTopLevelDictionary` do
    /// not apply to records. The record's diagnosis is `diagnose(_:from:)`'s for its bytes.
    public func records<T: Decodable & SendableMetatype, Input: JSONInput>(
        _ type: T.Type, in input: Input
    ) -> RecordSequence<T, Input> {
        RecordSequence(input: input, decoder: recordDecoder(type))
    }

    /// The records of a file, read in chunks; memory is bounded by the largest record.
    ///
    /// - Throws: `CocoaError` when the file cannot be opened.
    public func records<T: Decodable & SendableMetatype>(
        _ type: T.Type, contentsOf url: URL, chunkSize: Int = 1 << 20
    ) throws -> FileRecordSequence<T> {
        try FileRecordSequence(url: url, chunkSize: chunkSize, decoder: recordDecoder(type))
    }

    /// The records of an asynchronous sequence of byte chunks.
    public func records<T: Decodable & SendableMetatype, Chunks: AsyncSequence>(
        _ type: T.Type, from chunks: Chunks
    ) -> AsyncRecordSequence<T, Chunks>
    where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
        AsyncRecordSequence(chunks: chunks, decoder: recordDecoder(type))
    }

    /// The records of an asynchronous sequence of single bytes, grouped at line ends.
    public func records<T: Decodable & SendableMetatype, Bytes: AsyncSequence>(
        _ type: T.Type, from bytes: Bytes
    ) -> AsyncRecordSequence<T, AsyncByteChunks<Bytes>> where Bytes.Element == UInt8 {
        AsyncRecordSequence(chunks: AsyncByteChunks(bytes), decoder: recordDecoder(type))
    }

    /// Every record of an input in memory, decoded on several cores, in input order: exactly
    /// `records(_:in:)`'s diagnoses.
    public func diagnoseRecords<T: Decodable & Sendable>(
        _ type: T.Type, in input: some JSONInput, concurrency: RecordConcurrency = .allCores
    ) -> [Diagnosis<T>] {
        let decoder = recordDecoder(type)
        return input.withJSONBytes { bytes in
            ParallelRecords.diagnoses(in: bytes, decoder: decoder, workers: concurrency.workers)
        }
    }

    func recordDecoder<T: Decodable & SendableMetatype>(_ type: T.Type) -> RecordDecoder<T> {
        let (limits, syntax, diagnose) = recordDiagnose(type)
        return RecordDecoder(readsInPlace: false, limits: limits, syntax: syntax) {
            bytes, _, result in
            let diagnosis = diagnose(bytes)
            let decoded = diagnosis.value != nil
            result = consume diagnosis
            return decoded ? bytes.count : nil
        }
    }
}

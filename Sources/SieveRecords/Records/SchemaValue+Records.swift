// The records entry points of schema types: `Customer.records(in:)`, `records(contentsOf:)`,
// `records(from:)` and `diagnoseRecords(in:concurrency:)`.
//
// For types whose metatype is `SendableMetatype`: a record decoder is a `@Sendable` closure
// over the type that may run on another thread, so its `SchemaValue` conformance cannot be
// isolated to an actor. Every type without such a conformance is one.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension SchemaValue where Self: SendableMetatype {
    /// The records of a JSON Lines (NDJSON) or concatenated-JSON input in memory, each
    /// decoded on its own.
    ///
    /// ```swift
    /// for record in Customer.records(in: bytes) {
    ///     record.index        // 0-based record number
    ///     record.line         // 1-based line where the record starts
    ///     record.diagnosis    // this record's value, warnings and issues
    /// }
    /// ```
    ///
    /// Records are separated by line feeds (`\r\n` too; blank lines are skipped) or simply
    /// follow one another (`{…}{…}`, `{…} {…}`, pretty-printed values one after another). A
    /// record that is invalid JSON, cut off, or does not fit the schema is a record with an
    /// issue; the records after it are still read.
    ///
    /// - Parameters:
    ///   - input: UTF-8 bytes: `[UInt8]`, `Data`, `String`, any `JSONInput`. Not copied.
    ///   - limits: The limits of each record (`maxInputSize` bounds one record, not the input).
    @inlinable
    public static func records<Input: JSONInput>(
        in input: Input, limits: Limits = .default
    ) -> RecordSequence<Self, Input> {
        RecordSequence(input: input, decoder: .schema(limits: limits))
    }

    /// The records of a JSON Lines or concatenated-JSON file, read in chunks: memory is bounded
    /// by the largest record, not the file.
    ///
    /// ```swift
    /// for record in try Customer.records(contentsOf: URL(fileURLWithPath: "events.ndjson")) {
    ///     …
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: The limits of each record.
    ///   - chunkSize: The bytes read at a time (1 MiB by default).
    /// - Throws: `CocoaError` when the file cannot be opened. A read that fails later ends the
    ///   records with one whose issue is `read_failed`.
    @inlinable
    public static func records(
        contentsOf url: URL, limits: Limits = .default, chunkSize: Int = 1 << 20
    ) throws -> FileRecordSequence<Self> {
        try FileRecordSequence(url: url, chunkSize: chunkSize, decoder: .schema(limits: limits))
    }

    /// The records of an asynchronous sequence of byte chunks (`[UInt8]`, `Data`, any
    /// sequence of bytes): a socket, a pipe, a download. A record may be split across chunks
    /// anywhere; memory holds at most the unfinished record and one chunk.
    ///
    /// ```swift
    /// for try await record in Customer.records(from: chunks) { … }
    /// ```
    @inlinable
    public static func records<Chunks: AsyncSequence>(
        from chunks: Chunks, limits: Limits = .default
    ) -> AsyncRecordSequence<Self, Chunks>
    where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
        AsyncRecordSequence(chunks: chunks, decoder: .schema(limits: limits))
    }

    /// The records of an asynchronous sequence of single bytes (`FileHandle.AsyncBytes`,
    /// `URLSession.AsyncBytes`), grouped into chunks at line ends.
    @inlinable
    public static func records<Bytes: AsyncSequence>(
        from bytes: Bytes, limits: Limits = .default
    ) -> AsyncRecordSequence<Self, AsyncByteChunks<Bytes>> where Bytes.Element == UInt8 {
        AsyncRecordSequence(chunks: AsyncByteChunks(bytes), decoder: .schema(limits: limits))
    }

    /// Every record of a JSON Lines or concatenated-JSON input in memory, decoded on several
    /// cores, in input order.
    ///
    /// The result is exactly `records(in:)`'s diagnoses: the same values, warnings, issues and
    /// locations, in the same order, whatever `concurrency` is.
    ///
    /// ```swift
    /// let all: [Diagnosis<Customer>] = Customer.diagnoseRecords(in: bytes, concurrency: .allCores)
    /// ```
    ///
    /// - Parameters:
    ///   - input: UTF-8 bytes. Not copied.
    ///   - limits: The limits of each record.
    ///   - concurrency: How many cores to use (Dispatch's threads; none of Sieve's own).
    @inlinable
    public static func diagnoseRecords(
        in input: some JSONInput, limits: Limits = .default,
        concurrency: RecordConcurrency = .allCores
    ) -> [Diagnosis<Self>] where Self: Sendable {
        let decoder = RecordDecoder<Self>.schema(limits: limits)
        return input.withJSONBytes { bytes in
            ParallelRecords.diagnoses(in: bytes, decoder: decoder, workers: concurrency.workers)
        }
    }
}

// The records of an asynchronous stream of byte chunks: a socket, a pipe, a URLSession or
// FileHandle byte stream. A record may be split across chunks anywhere.

import SieveScanner
import SieveSchema

/// The records of an `AsyncSequence` of byte chunks (`[UInt8]`, `Data`, any sequence of
/// bytes), decoded as they complete.
///
/// Memory holds at most the unfinished record and one chunk. An error thrown by the chunks
/// is thrown by the iteration; decoding problems never are (they are records' issues).
public struct AsyncRecordSequence<Value, Chunks: AsyncSequence>: AsyncSequence
where Chunks.Element: Sequence, Chunks.Element.Element == UInt8 {
    public typealias Element = JSONRecord<Value>

    @usableFromInline let chunks: Chunks
    @usableFromInline let decoder: RecordDecoder<Value>

    @inlinable
    package init(chunks: Chunks, decoder: RecordDecoder<Value>) {
        self.chunks = chunks
        self.decoder = decoder
    }

    /// Steps through the records as the chunks arrive.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Chunks.AsyncIterator
        let decoder: RecordDecoder<Value>
        let buffer = RecordBuffer(capacity: 64 << 10)

        /// The bytes held between records: the unfinished record and the last chunk.
        package var heldBytes: Int { buffer.count }

        /// The next record, or `nil` when the chunks end.
        ///
        /// - Throws: What the chunks' iterator throws.
        public mutating func next() async throws -> JSONRecord<Value>? {
            while true {
                switch buffer.next(decoder: decoder) {
                case .record(let record): return record
                case .finished: return nil
                case .needsMoreInput: break
                }
                guard let chunk = try await base.next() else {
                    buffer.isFinal = true
                    continue
                }
                let appended: Void? = chunk.withContiguousStorageIfAvailable { bytes in
                    buffer.append(UnsafeRawBufferPointer(bytes))
                }
                if appended == nil {
                    let bytes = Array(chunk)
                    bytes.withUnsafeBytes { buffer.append($0) }
                }
            }
        }
    }

    /// An iterator over a new iteration of the chunks.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: chunks.makeAsyncIterator(), decoder: decoder)
    }
}

extension AsyncRecordSequence: Sendable where Chunks: Sendable {}

// The records of an input held in memory: `Customer.records(in: bytes)`.

import SieveScanner
import SieveSchema

/// The records of a JSON Lines or concatenated-JSON input in memory, decoded one at a time
/// as they are iterated.
///
/// The input is not copied; each step reads it in place. A record that is not valid JSON, or
/// does not fit the schema, is a record whose diagnosis has the issue: iteration goes on.
public struct RecordSequence<Value, Input: JSONInput>: Sequence {
    @usableFromInline let input: Input
    @usableFromInline let decoder: RecordDecoder<Value>

    @inlinable
    package init(input: Input, decoder: RecordDecoder<Value>) {
        self.input = input
        self.decoder = decoder
    }

    /// Steps through the records, in input order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let input: Input
        @usableFromInline let decoder: RecordDecoder<Value>
        @usableFromInline var cursor = RecordCursor()

        @inlinable
        init(input: Input, decoder: RecordDecoder<Value>) {
            self.input = input
            self.decoder = decoder
        }

        /// The next record, or `nil` at the end of the input.
        @inlinable @inline(__always)
        public mutating func next() -> JSONRecord<Value>? {
            let step = input.withJSONBytes { bytes in
                cursor.next(in: bytes, isFinal: true, decoder: decoder)
            }
            switch consume step {
            case .record(let record): return record
            case .needsMoreInput, .finished: return nil
            }
        }
    }

    /// An iterator from the first record.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(input: input, decoder: decoder) }
}

extension RecordSequence: Sendable where Input: Sendable {}

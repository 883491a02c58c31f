// The bytes a streaming reader holds: the unfinished record and the chunk just read, never
// more. A growable buffer a file can be read into directly, with the finished records at its
// front dropped before each new chunk.

import SieveScanner
import SieveSchema

/// The input a chunked reader holds, and the cursor walking it. A class: an iterator that
/// holds one is copied by value, and the bytes are not.
final class RecordBuffer {
    private var storage: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0
    var cursor = RecordCursor()
    /// True once the source has no more bytes.
    var isFinal = false

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = .allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    /// The next record, or what the cursor needs.
    func next<Value>(decoder: RecordDecoder<Value>) -> RecordStep<Value> {
        let bytes = UnsafeRawBufferPointer(start: storage, count: count)
        return cursor.next(in: bytes, isFinal: isFinal, decoder: decoder)
    }

    /// Drops the bytes before the cursor (records already returned) and makes room for at
    /// least `minimum` more bytes; returns where they go.
    func prepareToAppend(minimum: Int) -> UnsafeMutableRawBufferPointer {
        let finished = cursor.position
        if finished > 0 {
            cursor.discard(finished, of: UnsafeRawBufferPointer(start: storage, count: count))
            count -= finished
            // `copyMemory` moves as `memmove` does: the regions may overlap.
            storage.copyMemory(from: storage + finished, byteCount: count)
        }
        if capacity - count < minimum {
            // Doubling keeps a long record's growth linear; reads stay one chunk each.
            let grown = max(capacity * 2, count + minimum)
            let moved = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
            moved.copyMemory(from: storage, byteCount: count)
            storage.deallocate()
            storage = moved
            capacity = grown
        }
        return UnsafeMutableRawBufferPointer(start: storage + count, count: capacity - count)
    }

    /// Counts `appended` bytes written after a `prepareToAppend`.
    func didAppend(_ appended: Int) { count += appended }

    /// Appends `bytes`.
    func append(_ bytes: UnsafeRawBufferPointer) {
        let space = prepareToAppend(minimum: bytes.count)
        if let base = bytes.baseAddress { space.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        didAppend(bytes.count)
    }

    /// The bytes held beyond the cursor: the unfinished record.
    var heldBytes: Int { count - cursor.position }
}

// The records of a file, read in chunks: memory holds the record being read and one chunk,
// whatever the file's size.

// Foundation, not FoundationEssentials: POSIXErrorCode and the NSError keys of a read error.
import Foundation
import SieveScanner
import SieveSchema

/// The records of a JSON Lines or concatenated-JSON file, read in chunks as they are iterated.
///
/// Memory is bounded by the largest record plus one chunk (`chunkSize`, 1 MiB by default), not
/// by the file: a 10 GB export is read with a few megabytes. Each iterator reads the file from
/// its start. A read that fails ends the records with one whose issue is `read_failed`.
public struct FileRecordSequence<Value>: Sequence {
    @usableFromInline let file: OpenFile
    @usableFromInline let decoder: RecordDecoder<Value>
    @usableFromInline let chunkSize: Int

    @usableFromInline
    package init(url: URL, chunkSize: Int, decoder: RecordDecoder<Value>) throws {
        file = try OpenFile(url: url)
        self.decoder = decoder
        self.chunkSize = Swift.max(chunkSize, 1)
    }

    /// Steps through the file's records, in file order.
    public struct Iterator: IteratorProtocol {
        let file: OpenFile
        let decoder: RecordDecoder<Value>
        let chunkSize: Int
        let buffer: RecordBuffer
        var fileOffset: Int64 = 0
        var failed = false
        /// True once `pread` refused the descriptor (a pipe, a FIFO, a terminal): this
        /// iterator then reads it in order with `read`, which is how it reads anyway.
        var readsInOrder = false

        init(file: OpenFile, decoder: RecordDecoder<Value>, chunkSize: Int) {
            self.file = file
            self.decoder = decoder
            self.chunkSize = chunkSize
            buffer = RecordBuffer(capacity: chunkSize)
        }

        /// The next record, or `nil` at the end of the file.
        public mutating func next() -> JSONRecord<Value>? {
            while true {
                switch buffer.next(decoder: decoder) {
                case .record(let record): return record
                case .finished: return nil
                case .needsMoreInput: break
                }
                if failed { return nil }
                let space = buffer.prepareToAppend(minimum: chunkSize)
                let chunk = UnsafeMutableRawBufferPointer(rebasing: space.prefix(chunkSize))
                switch file.read(into: chunk, at: fileOffset, inOrder: &readsInOrder) {
                case .success(let read):
                    if read == 0 {
                        buffer.isFinal = true
                    } else {
                        buffer.didAppend(read)
                        fileOffset += Int64(read)
                    }
                case .failure(let error):
                    failed = true
                    return readFailure(error)
                }
            }
        }

        /// The record that reports a failed read, at the first byte not read.
        mutating func readFailure(_ error: POSIXError) -> JSONRecord<Value> {
            let offset = buffer.cursor.bufferBase + buffer.cursor.position
            let location = SourceLocation(
                line: buffer.cursor.line, column: 1, offset: offset)
            let issue = Issue(
                code: .readFailed, path: JSONPath(), location: location,
                parameters: ["error": Platform.errorText(error.code.rawValue)])
            return JSONRecord(
                index: buffer.cursor.index, line: location.line, column: 1, offset: offset,
                byteCount: 0, diagnosis: Diagnosis(value: nil, warnings: [], issues: [issue]))
        }
    }

    /// An iterator from the file's first record.
    public func makeIterator() -> Iterator {
        Iterator(file: file, decoder: decoder, chunkSize: chunkSize)
    }
}

extension FileRecordSequence: Sendable {}

/// A file open for reading, closed when the last sequence or iterator using it goes.
@usableFromInline
final class OpenFile: Sendable {
    let descriptor: Int32

    init(url: URL) throws {
        let path = url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } }
        guard let path else { throw CocoaError(.fileReadInvalidFileName, userInfo: [NSURLErrorKey: url]) }
        let descriptor = Platform.openForReading(path)
        guard descriptor >= 0 else {
            let code = POSIXErrorCode(rawValue: Platform.lastError) ?? .EIO
            throw CocoaError.error(
                code == .ENOENT ? .fileReadNoSuchFile : code == .EACCES ? .fileReadNoPermission
                    : .fileReadUnknown,
                userInfo: [NSUnderlyingErrorKey: POSIXError(code)], url: url)
        }
        self.descriptor = descriptor
    }

    deinit { Platform.close(descriptor) }

    /// Reads up to `space.count` bytes at `offset`; 0 at the end of the file. Once `pread`
    /// refuses the descriptor (`ESPIPE`: a pipe, a FIFO, a terminal), `inOrder` is set and the
    /// calls that pass it read in order with `read` instead. The flag is the caller's (each
    /// iterator has its own), so the file shares no mutable state between threads.
    func read(
        into space: UnsafeMutableRawBufferPointer, at offset: Int64, inOrder: inout Bool
    ) -> Result<Int, POSIXError> {
        while true {
            let read =
                inOrder
                ? Platform.readInOrder(descriptor, into: space.baseAddress, count: space.count)
                : Platform.read(descriptor, into: space.baseAddress, count: space.count, at: offset)
            if read >= 0 { return .success(read) }
            let code = Platform.lastError
            if code == Platform.interrupted { continue }
            if code == Platform.notSeekable && !inOrder {
                inOrder = true
                continue
            }
            return .failure(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))
        }
    }
}

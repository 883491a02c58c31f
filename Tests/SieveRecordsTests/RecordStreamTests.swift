// The same records from every source: bytes in memory, a file read in chunks of any size, an
// async stream split at every byte offset.

import Foundation
import Sieve
import Testing

/// A small stream with every kind of record: drift, a bad line, CRLF, blank lines, values one
/// after another, a pretty-printed value, multi-byte text, and a last record cut off.
let mixedStream: [UInt8] = Array(
    ([customerLine(0), customerLine(1), "", customerLine(2) + "\r", #"{"id": 3, "email": oops}"#,
      customerLine(4) + customerLine(5),
      "{\n  \"id\": 6, \"email\": \"é@example.com\",\n  \"tier\": \"pro\"\n}",
      #"{"id": 7, "email": "z@example.com", "ti"#].joined(separator: "\n")).utf8)

/// Chunks delivered asynchronously.
func chunkStream(_ chunks: [[UInt8]]) -> AsyncStream<[UInt8]> {
    AsyncStream { continuation in
        for chunk in chunks { continuation.yield(chunk) }
        continuation.finish()
    }
}

@Suite("Records: streams and files")
struct RecordStreamTests {
    let expected = summary(RecordCustomer.records(in: mixedStream))

    @Test("the mixed stream's records, in memory")
    func inMemory() {
        #expect(expected.count == 8)
        let values = RecordCustomer.records(in: mixedStream).map { $0.value?.id }
        #expect(values == [0, 1, 2, nil, 4, 5, 6, nil])
    }

    @Test("records(from:) split in two at every byte offset gives the same records")
    func everySplitPoint() async throws {
        for split in 0...mixedStream.count {
            let chunks = [Array(mixedStream[..<split]), Array(mixedStream[split...])]
            var records: [JSONRecord<RecordCustomer>] = []
            for try await record in RecordCustomer.records(from: chunkStream(chunks)) {
                records.append(record)
            }
            #expect(summary(records) == expected, "split at \(split)")
        }
    }

    @Test("records(from:) one byte at a time, and as single bytes (AsyncBytes-like)")
    func byteByByte() async throws {
        var records: [JSONRecord<RecordCustomer>] = []
        for try await record in RecordCustomer.records(from: chunkStream(mixedStream.map { [$0] })) {
            records.append(record)
        }
        #expect(summary(records) == expected)
        let bytes = AsyncStream<UInt8> { continuation in
            for byte in mixedStream { continuation.yield(byte) }
            continuation.finish()
        }
        records = []
        for try await record in RecordCustomer.records(from: bytes) { records.append(record) }
        #expect(summary(records) == expected)
    }

    @Test("records(from:) holds the unfinished record and one chunk, no more")
    func boundedStreamMemory() async throws {
        let lines = (0..<2_000).map(customerLine)
        let text = Array(lines.joined(separator: "\n").utf8)
        let chunkSize = 1_000
        let chunks = stride(from: 0, to: text.count, by: chunkSize).map {
            Array(text[$0..<min($0 + chunkSize, text.count)])
        }
        let largest = lines.map(\.utf8.count).max()!
        var iterator = RecordCustomer.records(from: chunkStream(chunks)).makeAsyncIterator()
        var count = 0
        while let record = try await iterator.next() {
            #expect(record.value?.id == count)
            #expect(iterator.heldBytes <= largest + chunkSize)
            count += 1
        }
        #expect(count == 2_000)
    }

    @Test("a chunk source that throws: the error reaches the loop")
    func throwingSource() async {
        struct Broken: Error {}
        let chunks = AsyncThrowingStream<[UInt8], any Error> { continuation in
            continuation.yield(Array((customerLine(0) + "\n").utf8))
            continuation.finish(throwing: Broken())
        }
        var ids: [Int?] = []
        await #expect(throws: Broken.self) {
            for try await record in RecordCustomer.records(from: chunks) { ids.append(record.value?.id) }
        }
        #expect(ids == [0])
    }

    @Test("records(contentsOf:) with every chunk size from 1 byte gives the same records")
    func fileChunks() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sieve-records-\(UInt64.random(in: 0...UInt64.max)).ndjson")
        try Data(mixedStream).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        for chunkSize in Array(1...40) + [64, 100, 1 << 20] {
            let records = try RecordCustomer.records(contentsOf: url, chunkSize: chunkSize)
            #expect(summary(records) == expected, "chunk size \(chunkSize)")
        }
        // Each iteration reads the file from its start.
        let sequence = try RecordCustomer.records(contentsOf: url, chunkSize: 7)
        #expect(summary(sequence) == summary(sequence))
        // The drop-in decoder reads the file too.
        let dropIn = try SieveDecoder().records(RecordCustomer.self, contentsOf: url, chunkSize: 5)
        #expect(summary(dropIn).count == expected.count)
    }

    @Test("records(contentsOf:) reads a pipe, which has no offsets to read at")
    func pipe() throws {
        let pipe = Pipe()
        let reader = pipe.fileHandleForReading.fileDescriptor
        let url = URL(fileURLWithPath: "/dev/fd/\(reader)")
        let records = try RecordCustomer.records(contentsOf: url, chunkSize: 16)
        pipe.fileHandleForWriting.write(Data(mixedStream))
        try pipe.fileHandleForWriting.close()
        #expect(summary(records) == expected)
    }

    @Test("a file that cannot be opened throws")
    func missingFile() {
        #expect(throws: (any Error).self) {
            _ = try RecordCustomer.records(contentsOf: URL(fileURLWithPath: "/nonexistent/sieve.ndjson"))
        }
    }
}

// Byte streams that deliver one byte at a time (`FileHandle.AsyncBytes`,
// `URLSession.AsyncBytes`) grouped into chunks for the record reader: a chunk ends at a line
// feed or at 64 KiB, so a record on its own line is decoded as soon as its line is in.

/// The bytes of an `AsyncSequence` of `UInt8`, as chunks.
public struct AsyncByteChunks<Base: AsyncSequence>: AsyncSequence where Base.Element == UInt8 {
    public typealias Element = [UInt8]

    @usableFromInline let base: Base

    /// Groups `base`'s bytes into chunks.
    @inlinable
    public init(_ base: Base) { self.base = base }

    /// Steps through the chunks.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        static var chunkSize: Int { 64 << 10 }

        /// The next chunk, or `nil` at the end of the bytes.
        public mutating func next() async throws -> [UInt8]? {
            var chunk: [UInt8] = []
            while let byte = try await base.next() {
                chunk.append(byte)
                if byte == UInt8(ascii: "\n") || chunk.count >= Self.chunkSize { break }
            }
            return chunk.isEmpty ? nil : chunk
        }
    }

    /// An iterator over a new iteration of `base`.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator())
    }
}

extension AsyncByteChunks: Sendable where Base: Sendable {}

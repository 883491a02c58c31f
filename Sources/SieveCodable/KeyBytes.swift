// A key to look up, as bytes: what a lookup compares against the keys of an object.

/// The bytes of a key to look up, with its length and first eight bytes precomputed.
struct KeyBytes {
    var base: BytePointer
    var count: Int
    var prefix: UInt64

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        base = buffer.baseAddress ?? nullLiteral
        count = buffer.count
        prefix = KeyBytes.prefix(base, count)
    }

    init(base: BytePointer, count: Int, prefix: UInt64) {
        self.base = base
        self.count = count
        self.prefix = prefix
    }

    /// The first `min(count, 8)` bytes at `pointer` as a little-endian word, zero-padded.
    @inline(__always)
    static func prefix(_ pointer: BytePointer, _ count: Int) -> UInt64 {
        var word: UInt64 = 0
        let n = min(count, 8)
        var index = 0
        while index < n {
            word |= UInt64(pointer[index]) << (UInt64(index) << 3)
            index += 1
        }
        return word
    }
}

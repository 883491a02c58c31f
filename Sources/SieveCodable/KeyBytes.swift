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
    ///
    /// Reads whole words, never past `pointer + count`: one 8-byte load for a long key, else
    /// one 4-, 2- and 1-byte load for each bit set in `count`.
    @inline(__always)
    static func prefix(_ pointer: BytePointer, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(pointer)
        if count >= 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            let half = raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
            word |= UInt64(UInt16(littleEndian: half)) << (UInt64(offset) << 3)
            offset += 2
        }
        if count & 1 != 0 {
            word |= UInt64(pointer[offset]) << (UInt64(offset) << 3)
        }
        return word
    }
}

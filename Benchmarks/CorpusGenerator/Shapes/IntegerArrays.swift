// Shapes/IntegerArrays.swift — shape 4: a flat top-level array of Int64 values.
//
// A mix of small, negative, medium and full-width 64-bit integers including the edges
// (Int64.min/max, Int32 bounds, 2^53 ± 1 which a Double-based parser would round). Every value
// fits in Int64; none is written with a fraction or exponent.

enum IntegerArrays {
    /// Edge values; one is emitted roughly every 20 elements.
    static let edges: [Int64] = [
        .max, .min, .max - 1, .min + 1, Int64(Int32.max), Int64(Int32.min),
        Int64(Int32.max) + 1, Int64(UInt32.max), 9_007_199_254_740_992, 9_007_199_254_740_993,
        -9_007_199_254_740_993, 0, -1, 1,
    ]

    static func file(_ size: SizeClass) -> CorpusFile {
        let name = "integer-array-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 64)
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 2) { _ in
            w.int(value(&rng))
        }
        w.endArray()
        return CorpusFile(name: name, bytes: w.finish(), summary: "\(count) integers")
    }

    private static func value(_ rng: inout SplitMix64) -> Int64 {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<40: return Int64(rng.int(in: 0...99))
        case 40..<55: return Int64(rng.int(in: -99...(-1)))
        case 55..<75: return Int64(rng.int(in: -1_000_000_000...1_000_000_000))
        case 75..<95: return Int64(bitPattern: rng.next())  // full 64-bit range
        default: return rng.pick(edges)
        }
    }
}

// SplitMix64.swift — the corpus generator's only source of randomness.
//
// A tiny, well-known 64-bit PRNG (Steele, Lea & Flood 2014). It deliberately does NOT conform
// to `RandomNumberGenerator`: stdlib helpers such as `Int.random(in:using:)` or `shuffle(using:)`
// may change their algorithm between Swift releases, which would silently change the corpus.
// Every helper below is spelled out here so the byte stream depends only on this file.

struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// Next raw 64-bit value.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// The SplitMix64 finalizer; also used to derive per-file seeds.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform integer in `range` (modulo reduction; the tiny bias is irrelevant here).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        if span == 0 { return Int(Int64(bitPattern: next())) }  // the full Int64 range
        return range.lowerBound &+ Int(next() % span)
    }

    /// Uniform Double in [0, 1) with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// Uniform Double in [lower, upper).
    mutating func double(_ lower: Double, _ upper: Double) -> Double {
        lower + (upper - lower) * unit()
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// Uniformly chosen element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }

    /// Fisher–Yates shuffle, written out so the permutation never depends on stdlib internals.
    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, int(in: 0...i))
        }
    }

    /// `count` distinct indices from 0..<upper, in random order.
    mutating func distinctIndices(_ count: Int, below upper: Int) -> [Int] {
        var all = Array(0..<upper)
        shuffle(&all)
        return Array(all.prefix(count))
    }
}

// A small seeded random generator for the tests that generate inputs, so a failure names
// inputs that can be made again: SplitMix64 (Steele, Lea and Flood), one line of state.

/// A deterministic generator: the same seed gives the same numbers on every platform.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state; the next number is drawn from it.
    public var state: UInt64

    /// A generator starting at `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// A generator starting at `seed`.
    public init(seed: UInt64) {
        self.init(state: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

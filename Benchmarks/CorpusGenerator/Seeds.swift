// Seeds.swift — the corpus-wide fixed seed and the per-file seed derivation.
//
// Each file gets its own PRNG stream derived from (base seed, file name), so adding, removing
// or resizing one file never changes the bytes of any other file.

enum Seeds {
    /// The one fixed seed of the whole corpus. Changing it changes every file.
    static let base: UInt64 = 0x51E7_E5EE_D000_2024

    /// A fresh generator for the file called `name`.
    static func rng(for name: String) -> SplitMix64 {
        SplitMix64(seed: SplitMix64.mix(base ^ fnv1a64(name)))
    }

    /// FNV-1a over the UTF-8 bytes of `text` (stable, unlike `Hashable`, which is per-process).
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}

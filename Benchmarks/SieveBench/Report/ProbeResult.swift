// An allocation target measured on a tiny input: the heap blocks one decode takes on each side.

/// An allocation target checked on a tiny input.
struct ProbeResult {
    /// What is decoded, e.g. "struct of six short strings".
    var name: String
    /// The input.
    var json: String
    /// The most allocations Sieve's schema decode may make.
    var targetAllocations: Int
    /// Sieve schema decode.
    var sieveAllocations: Int?
    /// Sieve drop-in decoder.
    var dropInAllocations: Int?
    /// JSONDecoder.
    var foundationAllocations: Int?

    /// True when met, `nil` when allocations are not counted here.
    var targetMet: Bool? {
        sieveAllocations.map { $0 <= targetAllocations }
    }
}

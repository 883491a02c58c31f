// One file in one pass: the same work written once for each side, and the check that the two
// sides agree before either is timed.

/// The unit of measurement: one input, decoded by Foundation and by Sieve.
struct BenchCase {
    /// The input.
    let file: InputFile
    /// One operation by Foundation (a decode, or a decode that ends in an error).
    let foundation: () throws -> Void
    /// The same operation by Sieve.
    let sieve: () throws -> Void
    /// Runs both sides once and compares what they produced.
    ///
    /// - Throws: `Mismatch` when they disagree, or when a side fails where it must not.
    let check: () throws -> CheckReport
    /// Where both sides keep their results when the pass times the call alone; `nil` (the
    /// usual) times each side with dropping its result included.
    var shelf: ResultShelf? = nil
}

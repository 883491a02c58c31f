// The error that ends a run before any timing: which pass and file, and what differed.

/// A check that failed: which pass, which file, what differed.
struct CheckFailure: Error, CustomStringConvertible {
    /// The pass's name.
    var pass: String
    /// The file's name.
    var file: String
    /// What differed, and where.
    var mismatch: Mismatch

    /// `value mismatch in pass …, file …: at …: Foundation has …, Sieve has …`.
    var description: String {
        "value mismatch in pass \(pass), file \(file): \(mismatch)"
    }
}

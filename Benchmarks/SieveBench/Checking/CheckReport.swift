// What a check found besides "both sides agree": issue and warning counts on the negative
// path, Foundation's own wrong values, a one-line note for the report.

/// What a check found besides "the values are equal", for the report.
struct CheckReport {
    /// Errors Foundation reported (0 when it accepted the input); negative pass only.
    var foundationIssues: Int?
    /// Issues Sieve reported; negative pass only.
    var sieveIssues: Int?
    /// Warnings Sieve reported (tolerated drift); negative pass only.
    var sieveWarnings: Int?
    /// Values Foundation got wrong where Sieve was right; raw-value pass only.
    var foundationDefects: Int?
    /// One line about the outcome, e.g. where each side stopped.
    var note: String?
}

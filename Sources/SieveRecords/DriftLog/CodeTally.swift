// Counts per diagnostic code, as a `DriftLog` shard keeps them.

import SieveSchema

/// Counts per diagnostic code: a short list searched in order. A stream has a handful of
/// codes, and comparing a code's name (a small string, compared by its bits) is cheaper than
/// hashing it.
struct CodeTally: Sendable {
    private(set) var entries: [(code: DiagnosticCode, count: Int)] = []

    /// Adds `count` to `code`'s count.
    mutating func add(_ count: Int, to code: DiagnosticCode) {
        // A name's length comes from its bits; most codes differ in it, so few comparisons
        // reach the bytes.
        let length = code.rawValue.utf8.count
        for index in entries.indices
        where entries[index].code.rawValue.utf8.count == length && entries[index].code == code {
            entries[index].count += count
            return
        }
        entries.append((code, count))
    }

    /// The counts, by code.
    var dictionary: [DiagnosticCode: Int] {
        Dictionary(entries, uniquingKeysWith: +)
    }
}

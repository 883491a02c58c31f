// Shapes/DriftTally.swift — counts how often each kind of drift was injected into a file.
//
// Kinds are kept in first-seen order in an array (not a Dictionary) so summaries are stable.

struct DriftTally {
    private var kinds: [String] = []
    private var counts: [Int] = []
    private(set) var driftedRecords = 0

    mutating func record(_ kind: String) {
        if let i = kinds.firstIndex(of: kind) {
            counts[i] += 1
        } else {
            kinds.append(kind)
            counts.append(1)
        }
    }

    mutating func countDriftedRecord() {
        driftedRecords += 1
    }

    /// "a ×3, b ×1" sorted by kind name.
    var description: String {
        let pairs = zip(kinds, counts).sorted { $0.0 < $1.0 }
        return pairs.map { "\($0.0) ×\($0.1)" }.joined(separator: ", ")
    }
}

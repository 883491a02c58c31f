// A pass's table on stdout, with columns as wide as what they hold: the file column is the
// pass's longest name, every other column leaves at least two spaces before its value, so
// numbers never run together however they grow.

/// The columns of one pass's table.
struct TableLayout {
    /// The width of the file column: the longest file name of the pass.
    let fileWidth: Int

    /// The other columns: title and width (a value right-aligned, with at least two spaces
    /// before it).
    static let columns: [(title: String, width: Int)] = [
        ("bytes", 12), ("F min", 11), ("F median", 11), ("S min", 11), ("S median", 11),
        ("ratio", 9), ("F MB/s", 9), ("S MB/s", 9), ("allocs F", 13), ("S", 12),
    ]

    init(_ plan: PassPlan) {
        fileWidth = max(4, plan.cases.map(\.file.name.count).max() ?? 0)
    }

    /// The table's total width.
    var width: Int { fileWidth + Self.columns.reduce(0) { $0 + $1.width } }

    /// The pass's name and comparison, and the column titles between rules.
    func header(_ plan: PassPlan) -> String {
        let line = String(repeating: "─", count: width)
        let titles =
            Format.left("file", fileWidth)
            + Self.columns.map { Self.cell($0.title, $0.width) }.joined()
        return "\n\(plan.name): \(plan.comparison)\n\(line)\n\(titles)\n\(line)"
    }

    /// One file's row (and, for the negative pass, a line on what each side reported).
    func row(_ result: FileResult) -> String {
        let values = [
            Format.grouped(result.bytes),
            Format.duration(nanoseconds: result.foundation.minimum),
            Format.duration(nanoseconds: result.foundation.median),
            Format.duration(nanoseconds: result.sieve.minimum),
            Format.duration(nanoseconds: result.sieve.median),
            Format.ratio(result.ratio),
            Format.number(result.foundationMegabytesPerSecond.rounded()),
            Format.number(result.sieveMegabytesPerSecond.rounded()),
            Format.count(result.foundationAllocations),
            Format.count(result.sieveAllocations),
        ]
        var text =
            Format.left(result.file, fileWidth)
            + zip(values, Self.columns).map { Self.cell($0, $1.width) }.joined()
        if let note = result.check.note {
            text += "\n    " + note
        }
        return text
    }

    /// A pass's closing lines: its means, allocations, throughput and targets.
    func footer(_ pass: PassResult) -> String {
        var parts = [
            "\(pass.results.count) files",
            "mean ratio \(Format.ratio(pass.meanRatio))",
            "geomean \(Format.ratio(pass.geometricMeanRatio))",
        ]
        if pass.name == "skip-throughput" {
            parts.append("Sieve \(Format.number(pass.sieveGigabytesPerSecond)) GB/s")
        }
        if pass.foundationMeanAllocations != nil || pass.sieveMeanAllocations != nil {
            parts.append(
                "allocations per op (mean over files) F"
                    + " \(Format.meanCount(pass.foundationMeanAllocations))"
                    + " / S \(Format.meanCount(pass.sieveMeanAllocations))")
        }
        var text = String(repeating: "─", count: width) + "\n" + parts.joined(separator: " · ")
        if let verdicts = pass.targetVerdicts() {
            text += "\ntarget \(verdicts)"
        }
        return text
    }

    /// `text` right-aligned in a cell of `width`, with at least two spaces before it.
    static func cell(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 2)) + text
    }
}

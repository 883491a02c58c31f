// The tables of Benchmarks/RESULTS.md (`--markdown PATH`): the same numbers as the stdout table
// and the JSON, as GitHub-flavoured Markdown, so a results file can be regenerated rather than
// retyped.

/// Renders a `BenchReport` as Markdown tables.
enum MarkdownReport {
    /// The summary, the allocation probes and one table per pass.
    static func render(_ report: BenchReport) -> String {
        var lines: [String] = []
        lines.append("### Summary")
        lines.append("")
        lines.append(
            "| pass | files | mean ratio | geomean ratio | Sieve GB/s | allocs/op Foundation"
                + " | allocs/op Sieve | target | |")
        lines.append("|---|---:|---:|---:|---:|---:|---:|---|---|")
        for pass in report.passes {
            let met = pass.targetMet.map { $0 ? "**met**" : "**missed**" } ?? ""
            lines.append(
                "| \(pass.name) | \(pass.results.count) | \(Format.ratio(pass.meanRatio))"
                    + " | \(Format.ratio(pass.geometricMeanRatio))"
                    + " | \(Format.number(pass.sieveGigabytesPerSecond))"
                    + " | \(Format.meanCount(pass.foundationMeanAllocations))"
                    + " | \(Format.meanCount(pass.sieveMeanAllocations))"
                    + " | \(pass.targets.isEmpty ? "—" : pass.targets.map(\.description).joined(separator: ", ")) | \(met) |")
        }
        lines.append("")
        lines.append("### Allocation targets")
        lines.append("")
        lines.append(
            "| decode | Sieve schema | target | | SieveDecoder | JSONDecoder |")
        lines.append("|---|---:|---:|---|---:|---:|")
        for probe in report.probes {
            let met = probe.targetMet.map { $0 ? "**met**" : "**missed**" } ?? "not counted"
            lines.append(
                "| \(probe.name) | \(Format.count(probe.sieveAllocations))"
                    + " | ≤ \(probe.targetAllocations) | \(met)"
                    + " | \(Format.count(probe.dropInAllocations))"
                    + " | \(Format.count(probe.foundationAllocations)) |")
        }
        for pass in report.passes {
            lines.append("")
            lines.append("### \(pass.name)")
            lines.append("")
            lines.append(pass.comparison + ".")
            lines.append("")
            lines.append(
                "| file | bytes | Foundation min | Foundation median | Sieve min | Sieve median"
                    + " | ratio | Foundation MB/s | Sieve MB/s | allocs Foundation"
                    + " | allocs Sieve |")
            lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
            var notes: [String] = []
            for result in pass.results {
                lines.append(
                    "| \(result.file) | \(Format.grouped(result.bytes))"
                        + " | \(Format.duration(nanoseconds: result.foundation.minimum))"
                        + " | \(Format.duration(nanoseconds: result.foundation.median))"
                        + " | \(Format.duration(nanoseconds: result.sieve.minimum))"
                        + " | \(Format.duration(nanoseconds: result.sieve.median))"
                        + " | \(Format.ratio(result.ratio))"
                        + " | \(Format.number(result.foundationMegabytesPerSecond.rounded()))"
                        + " | \(Format.number(result.sieveMegabytesPerSecond.rounded()))"
                        + " | \(Format.count(result.foundationAllocations))"
                        + " | \(Format.count(result.sieveAllocations)) |")
                if let note = result.check.note {
                    notes.append("- `\(result.file)`: \(note)")
                }
            }
            lines.append("")
            var footer =
                "Mean ratio \(Format.ratio(pass.meanRatio)), geomean"
                + " \(Format.ratio(pass.geometricMeanRatio))"
            if pass.name == "skip-throughput" {
                footer += ", Sieve \(Format.number(pass.sieveGigabytesPerSecond)) GB/s overall"
            }
            if let verdicts = pass.targetVerdicts(met: "met", missed: "missed") {
                footer += "; target \(verdicts)"
            }
            lines.append(footer + ".")
            if !notes.isEmpty {
                lines.append("")
                lines += notes
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

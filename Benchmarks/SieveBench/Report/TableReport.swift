// The human-readable report on stdout: a header naming the machine and toolchain, one table
// per pass (printed row by row as files finish), and a closing summary against the targets.

/// Renders the parts of the stdout report.
enum TableReport {
    /// The run's header: what is measured on what.
    static func header(_ machine: MachineDescription, options: BenchOptions, counting: Bool)
        -> String
    {
        """
        sieve-bench: Sieve against Foundation, side by side
          toolchain   \(machine.toolchain)
          foundation  \(machine.foundation)
          machine     \(machine.cpu), \(machine.cores) logical cores, \(machine.system)
          timing      \(options.rounds) interleaved round(s) per file and side, \
        ~\(Format.number(options.roundMilliseconds)) ms each; \
        ratio = Foundation median / Sieve median\(options.quick ? " (--quick: one round)" : "")
          allocations \(counting
                ? "heap blocks per operation, counted by interposing malloc (glibc)"
                : "not counted on this platform")
        """
    }

    /// The column header of a pass's table.
    static func passHeader(_ plan: PassPlan) -> String {
        let line = String(repeating: "─", count: tableWidth)
        let columns =
            Format.left("file", fileWidth) + Format.right("bytes", 11)
            + Format.right("F min", 10) + Format.right("F median", 10)
            + Format.right("S min", 10) + Format.right("S median", 10)
            + Format.right("ratio", 9) + Format.right("F MB/s", 9) + Format.right("S MB/s", 9)
            + Format.right("allocs F", 11) + Format.right("S", 9)
        return "\n\(plan.name): \(plan.comparison)\n\(line)\n\(columns)\n\(line)"
    }

    /// One file's row (and, for the negative pass, a line on what each side reported).
    static func row(_ result: FileResult) -> String {
        var text =
            Format.left(result.file, fileWidth) + Format.right(Format.grouped(result.bytes), 11)
            + Format.right(Format.duration(nanoseconds: result.foundation.minimum), 10)
            + Format.right(Format.duration(nanoseconds: result.foundation.median), 10)
            + Format.right(Format.duration(nanoseconds: result.sieve.minimum), 10)
            + Format.right(Format.duration(nanoseconds: result.sieve.median), 10)
            + Format.right(Format.ratio(result.ratio), 9)
            + Format.right(Format.number(result.foundationMegabytesPerSecond.rounded()), 9)
            + Format.right(Format.number(result.sieveMegabytesPerSecond.rounded()), 9)
            + Format.right(Format.count(result.foundationAllocations), 11)
            + Format.right(Format.count(result.sieveAllocations), 9)
        if let note = result.check.note {
            text += "\n    " + note
        }
        return text
    }

    /// A pass's closing lines: its means, allocations, throughput and target.
    static func passFooter(_ pass: PassResult) -> String {
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
        var text = String(repeating: "─", count: tableWidth) + "\n"
            + parts.joined(separator: " · ")
        if let verdicts = pass.targetVerdicts() {
            text += "\ntarget \(verdicts)"
        }
        return text
    }

    /// The allocation probes.
    static func probes(_ probes: [ProbeResult]) -> String {
        var lines = ["\nallocation targets (heap blocks per decode)"]
        for probe in probes {
            let met = probe.targetMet.map { $0 ? "MET" : "MISSED" } ?? "not counted"
            lines.append(
                "  \(Format.left(probe.name, 36))"
                    + " Sieve schema \(Format.count(probe.sieveAllocations))"
                    + " (target ≤ \(probe.targetAllocations): \(met)),"
                    + " SieveDecoder \(Format.count(probe.dropInAllocations)),"
                    + " JSONDecoder \(Format.count(probe.foundationAllocations))")
        }
        return lines.joined(separator: "\n")
    }

    /// The closing summary: one line per pass.
    static func summary(_ report: BenchReport) -> String {
        let line = String(repeating: "═", count: tableWidth)
        var lines = [
            "", line, "summary",
            Format.left("pass", 26) + Format.right("files", 6) + Format.right("mean", 9)
                + Format.right("geomean", 9) + Format.right("S GB/s", 8)
                + Format.right("allocs/op F / S", 22) + "   target",
        ]
        for pass in report.passes {
            let allocations =
                Format.meanCount(pass.foundationMeanAllocations) + " / "
                + Format.meanCount(pass.sieveMeanAllocations)
            let targetText = pass.targetVerdicts() ?? "—"
            lines.append(
                Format.left(pass.name, 26) + Format.right("\(pass.results.count)", 6)
                    + Format.right(Format.ratio(pass.meanRatio), 9)
                    + Format.right(Format.ratio(pass.geometricMeanRatio), 9)
                    + Format.right(Format.number(pass.sieveGigabytesPerSecond), 8)
                    + Format.right(allocations, 22) + "   " + targetText)
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private static let fileWidth = 42
    private static let tableWidth = 140
}

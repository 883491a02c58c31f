// The human-readable report on stdout: a header naming the machine and toolchain, one table
// per pass (printed row by row as files finish), and a closing summary against the targets.

/// Renders the parts of the stdout report.
enum TableReport {
    /// What the numbers and verdicts mean.
    static func legend(_ options: BenchOptions) -> String {
        """
          legend      ratio = Foundation's median time / Sieve's (above 1×: Sieve is faster).
                      A target is the bar a pass is held to (mean or geomean of its ratios,
                      every file, or throughput); MET or MISSED says where this run stands.
                      Targets are judged on --full runs; \(options.scope == .full
                        ? "this is one" : "this run (\(options.scope.rawValue)) uses fewer rounds\(options.scope == .standard ? " and files" : "")").
                      A missed target is reported, not an error\(options.strict ? " (but --strict: exit 3)" : "; --strict makes it one").
        """
    }

    /// The run's header: what is measured on what.
    static func header(_ machine: MachineDescription, options: BenchOptions, counting: Bool)
        -> String
    {
        """
        sieve-bench: Sieve against Foundation, side by side
          toolchain   \(machine.toolchain)
          foundation  \(machine.foundation)
          machine     \(machine.cpu), \(machine.cores) logical cores, \(machine.system)
          scope       \(options.scope.rawValue): \(options.rounds) interleaved round(s) per file and \
        side, ~\(Format.number(options.roundMilliseconds)) ms each
          allocations \(counting
                ? "heap blocks per operation, counted by interposing malloc (glibc)"
                : "not counted on this platform")
        """
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

    /// The closing summary: one line per pass, and how many targets the run met.
    static func summary(_ report: BenchReport) -> String {
        let nameWidth = max(4, report.passes.map(\.name.count).max() ?? 0)
        let cell = TableLayout.cell
        var lines = [
            Format.left("pass", nameWidth) + cell("files", 7) + cell("mean", 10)
                + cell("geomean", 10) + cell("S GB/s", 9) + cell("allocs/op F / S", 24)
                + "   target"
        ]
        var met = 0
        var missed = 0
        for pass in report.passes {
            let allocations =
                Format.meanCount(pass.foundationMeanAllocations) + " / "
                + Format.meanCount(pass.sieveMeanAllocations)
            for target in pass.targets {
                if pass.isMet(target) == true { met += 1 } else { missed += 1 }
            }
            lines.append(
                Format.left(pass.name, nameWidth) + cell("\(pass.results.count)", 7)
                    + cell(Format.ratio(pass.meanRatio), 10)
                    + cell(Format.ratio(pass.geometricMeanRatio), 10)
                    + cell(Format.number(pass.sieveGigabytesPerSecond), 9)
                    + cell(allocations, 24) + "   " + (pass.targetVerdicts() ?? "—"))
        }
        for probe in report.probes {
            if probe.targetMet == true { met += 1 } else if probe.targetMet == false { missed += 1 }
        }
        let width = lines.map(\.count).max() ?? tableWidth
        let rule = String(repeating: "═", count: width)
        lines.insert(contentsOf: ["", rule, "summary"], at: 0)
        lines.append(rule)
        lines.append(
            "targets: \(met) met, \(missed) missed"
                + (missed > 0 ? " (MISSED above; judged on --full runs)" : ""))
        return lines.joined(separator: "\n")
    }

    /// The width of the summary's rules.
    private static let tableWidth = 100
}

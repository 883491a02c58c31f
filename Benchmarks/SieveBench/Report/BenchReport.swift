// Everything one run measured, as the table, the JSON, the Markdown and the chart read it.

/// Everything one run measured.
struct BenchReport {
    var machine: MachineDescription
    var command: String
    var rounds: Int
    var roundMilliseconds: Double
    var quick: Bool
    var allocationsCounted: Bool
    var passes: [PassResult]
    var probes: [ProbeResult]
}

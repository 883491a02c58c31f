// The machine-readable report (`--json PATH`), written by hand so that keys keep the order its
// readers rely on:
//
//   {"toolchain": …, "foundation": …, "machine": …, "rounds": …, "quick": …,
//    "passes": [{"name": …, "files": N, "mean_ratio": …, "geomean_ratio": …, ["gb_per_s",]
//                "results": [{"file": …, "bytes": …, "foundation_ns": …, "sieve_ns": …,
//                             "ratio": …, "allocs_foundation": …, "allocs_sieve": …, …}]}],
//    "allocation_probes": [...]}
//
// `foundation_ns` and `sieve_ns` are medians; the minimums are there too (`*_min_ns`).
// Allocation counts are `null` where they are not counted.

import Foundation

/// Renders a `BenchReport` as JSON.
enum JSONReport {
    /// The report as JSON text.
    static func render(_ report: BenchReport) -> String {
        var passes: [String] = []
        for pass in report.passes {
            var fields = [
                ("name", string(pass.name)),
                ("comparison", string(pass.comparison)),
                ("files", "\(pass.results.count)"),
                ("mean_ratio", number(pass.meanRatio)),
                ("geomean_ratio", number(pass.geometricMeanRatio)),
            ]
            if pass.name == "skip-throughput" {
                fields.append(("gb_per_s", number(pass.sieveGigabytesPerSecond)))
            }
            if !pass.targets.isEmpty {
                fields.append(
                    ("target", string(pass.targets.map(\.description).joined(separator: ", "))))
                fields.append(
                    ("target_met", pass.targetMet.map { $0 ? "true" : "false" } ?? "null"))
            }
            fields.append(("mean_allocs_foundation", optional(pass.foundationMeanAllocations)))
            fields.append(("mean_allocs_sieve", optional(pass.sieveMeanAllocations)))
            fields.append(("results", array(pass.results.map(result), indent: 6)))
            passes.append(object(fields, indent: 4))
        }
        let probes = report.probes.map { probe in
            object(
                [
                    ("name", string(probe.name)),
                    ("json", string(probe.json)),
                    ("target_allocs_sieve", "\(probe.targetAllocations)"),
                    ("allocs_sieve", count(probe.sieveAllocations)),
                    ("allocs_sieve_decoder", count(probe.dropInAllocations)),
                    ("allocs_foundation", count(probe.foundationAllocations)),
                    ("target_met", probe.targetMet.map { $0 ? "true" : "false" } ?? "null"),
                ], indent: 4)
        }
        return object(
            [
                ("toolchain", string(report.machine.toolchain)),
                ("foundation", string(report.machine.foundation)),
                ("machine", string("\(report.machine.cpu), \(report.machine.cores) logical cores")),
                ("system", string(report.machine.system)),
                ("command", string(report.command)),
                ("rounds", "\(report.rounds)"),
                ("round_ms", number(report.roundMilliseconds)),
                ("quick", report.quick ? "true" : "false"),
                ("ratio", string("foundation median / sieve median")),
                ("allocations_counted", report.allocationsCounted ? "true" : "false"),
                ("passes", array(passes, indent: 2)),
                ("allocation_probes", array(probes, indent: 2)),
            ], indent: 0) + "\n"
    }

    private static func result(_ result: FileResult) -> String {
        var fields = [
            ("file", string(result.file)),
            ("bytes", "\(result.bytes)"),
            ("foundation_ns", number(result.foundation.median)),
            ("sieve_ns", number(result.sieve.median)),
            ("ratio", number(result.ratio)),
            ("allocs_foundation", count(result.foundationAllocations)),
            ("allocs_sieve", count(result.sieveAllocations)),
            ("foundation_min_ns", number(result.foundation.minimum)),
            ("sieve_min_ns", number(result.sieve.minimum)),
            ("foundation_mb_per_s", number(result.foundationMegabytesPerSecond)),
            ("sieve_mb_per_s", number(result.sieveMegabytesPerSecond)),
        ]
        if let issues = result.check.foundationIssues {
            fields.append(("issues_foundation", "\(issues)"))
        }
        if let issues = result.check.sieveIssues { fields.append(("issues_sieve", "\(issues)")) }
        if let warnings = result.check.sieveWarnings {
            fields.append(("warnings_sieve", "\(warnings)"))
        }
        if let defects = result.check.foundationDefects {
            fields.append(("foundation_wrong_values", "\(defects)"))
        }
        if let note = result.check.note { fields.append(("note", string(note))) }
        return "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func object(_ fields: [(String, String)], indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        let body = fields.map { "\(inner)\(string($0.0)): \($0.1)" }.joined(separator: ",\n")
        return "{\n\(body)\n\(outer)}"
    }

    private static func array(_ elements: [String], indent: Int) -> String {
        guard !elements.isEmpty else { return "[]" }
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n\(outer)]"
    }

    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        guard abs(value) >= 1e-3 && abs(value) < 1e15 else { return "\(value)" }
        return trimmed(String(format: "%.4f", value))
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func optional(_ value: Double?) -> String {
        value.map(number) ?? "null"
    }

    private static func count(_ value: Int?) -> String {
        value.map { "\($0)" } ?? "null"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(format: "%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

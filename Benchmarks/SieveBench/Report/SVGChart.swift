// The chart (`--svg PATH`): one horizontal bar per file per pass, the ratio Foundation time /
// Sieve time on a log scale, bars growing from the 1× line (right: Sieve faster; left: Sieve
// slower), with each pass's target drawn over its group. Hand-written SVG text.

import Foundation

/// Draws a `BenchReport` as an SVG bar chart.
enum SVGChart {
    /// The chart as SVG text.
    static func render(_ report: BenchReport) -> String {
        let ratios = report.passes.flatMap { $0.results.map(\.ratio) }.filter { $0 > 0 }
        let high = niceUpperBound(max(ratios.max() ?? 10, 20))
        let low = max(0.001, min(0.5, niceLowerBound(ratios.min() ?? 1)))
        let scale = LogScale(low: low, high: high, left: plotLeft, right: plotRight)

        var rows: [String] = []
        var y = top
        for (passIndex, pass) in report.passes.enumerated() {
            let color = palette[passIndex % palette.count]
            var heading = "\(pass.name) — mean \(Format.ratio(pass.meanRatio)),"
                + " geomean \(Format.ratio(pass.geometricMeanRatio))"
            if pass.name == "skip-throughput" {
                heading += ", Sieve \(Format.number(pass.sieveGigabytesPerSecond)) GB/s"
            }
            rows.append(text(heading, x: 12, y: y + 15, size: 13, weight: "bold"))
            y += headingHeight
            let groupTop = y
            for result in pass.results {
                let ratio = max(result.ratio, low)
                let x1 = scale.x(1)
                let x2 = scale.x(ratio)
                let barColor = result.ratio >= 1 ? color : "#c0392b"
                rows.append(text(result.file, x: labelRight, y: y + 10, size: 11, anchor: "end"))
                rows.append(
                    "<rect x=\"\(fmt(min(x1, x2)))\" y=\"\(fmt(y + 1))\""
                        + " width=\"\(fmt(abs(x2 - x1)))\""
                        + " height=\"\(fmt(rowHeight - 3))\" fill=\"\(barColor)\"/>")
                rows.append(
                    text(
                        Format.ratio(result.ratio), x: max(x1, x2) + 4, y: y + 10, size: 10,
                        fill: "#333"))
                y += rowHeight
            }
            for target in pass.targets
            where target.statistic != .gigabytesPerSecond && !pass.results.isEmpty {
                let x = scale.x(target.value)
                rows.append(
                    "<line x1=\"\(fmt(x))\" y1=\"\(fmt(groupTop - 2))\" x2=\"\(fmt(x))\""
                        + " y2=\"\(fmt(y))\" stroke=\"#1e8449\" stroke-width=\"1.5\""
                        + " stroke-dasharray=\"5 3\"/>")
                rows.append(
                    text(
                        "target \(target.description)", x: x + 4, y: groupTop - 4, size: 10,
                        fill: "#1e8449"))
            }
            y += groupGap
        }
        let height = y + 30

        var grid: [String] = []
        for tick in ticks(low: low, high: high) {
            let x = scale.x(tick)
            let isOne = tick == 1
            grid.append(
                "<line x1=\"\(fmt(x))\" y1=\"\(fmt(top - 6))\" x2=\"\(fmt(x))\" y2=\"\(fmt(y))\""
                    + " stroke=\"\(isOne ? "#000" : "#ddd")\""
                    + " stroke-width=\"\(isOne ? 1.5 : 1)\"/>")
            grid.append(
                text(
                    String(format: "%g×", tick), x: x, y: top - 10, size: 10, anchor: "middle",
                    fill: isOne ? "#000" : "#666"))
            grid.append(
                text(
                    String(format: "%g×", tick), x: x, y: y + 14, size: 10, anchor: "middle",
                    fill: isOne ? "#000" : "#666"))
        }

        let title = "Sieve vs Foundation: Foundation time ÷ Sieve time per file (median of"
            + " \(report.rounds) round\(report.rounds == 1 ? "" : "s"), log scale; right of the"
            + " black 1× line = Sieve faster)"
        let subtitle = "\(report.machine.toolchain) · \(report.machine.foundation)"
        let machineLine = "\(report.machine.cpu), \(report.machine.cores) logical cores ·"
            + " \(report.command)"
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#fff"/>
            \(text(title, x: 12, y: 22, size: 14, weight: "bold"))
            \(text(subtitle, x: 12, y: 40, size: 11, fill: "#555"))
            \(text(machineLine, x: 12, y: 55, size: 11, fill: "#555"))
            \(grid.joined(separator: "\n"))
            \(rows.joined(separator: "\n"))
            </svg>

            """
    }

    // MARK: - Layout

    private static let width = 1100.0
    private static let labelRight = 300.0
    private static let plotLeft = 310.0
    private static let plotRight = 1040.0
    private static let top = 90.0
    private static let rowHeight = 14.0
    private static let headingHeight = 24.0
    private static let groupGap = 10.0
    private static let palette = [
        "#2e86c1", "#8e44ad", "#16a085", "#d68910", "#7f8c8d", "#2c3e50", "#1f618d", "#6c3483",
        "#117a65",
    ]

    /// Maps ratios to x on a logarithmic axis.
    private struct LogScale {
        let low: Double
        let high: Double
        let left: Double
        let right: Double

        func x(_ value: Double) -> Double {
            let clamped = min(max(value, low), high)
            let fraction = (log10(clamped) - log10(low)) / (log10(high) - log10(low))
            return left + fraction * (right - left)
        }
    }

    /// Tick values 1-2-5 per decade within `low...high`.
    private static func ticks(low: Double, high: Double) -> [Double] {
        var result: [Double] = []
        var decade = pow(10, floor(log10(low)))
        while decade <= high {
            for step in [1.0, 2, 5] {
                let value = decade * step
                if value >= low * 0.999 && value <= high * 1.001 { result.append(value) }
            }
            decade *= 10
        }
        return result
    }

    private static func niceUpperBound(_ value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        for step in [1.0, 2, 5, 10] where decade * step >= value { return decade * step }
        return decade * 10
    }

    private static func niceLowerBound(_ value: Double) -> Double {
        let decade = pow(10, floor(log10(value)))
        for step in [5.0, 2, 1] where decade * step <= value { return decade * step }
        return decade
    }

    private static func fmt(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    private static func text(
        _ content: String, x: Double, y: Double, size: Int, anchor: String = "start",
        weight: String = "normal", fill: String = "#111"
    ) -> String {
        "<text x=\"\(fmt(x))\" y=\"\(fmt(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\""
            + " font-weight=\"\(weight)\" fill=\"\(fill)\">\(escaped(content))</text>"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

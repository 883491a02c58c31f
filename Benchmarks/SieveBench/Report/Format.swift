// Number formatting shared by the table, the JSON and the chart.

import Foundation

/// Text for numbers, durations and sizes.
enum Format {
    /// A number with up to two decimals and no trailing zeros: `12`, `12.5`, `0.25`.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A ratio: `12.3×`, `0.87×`, `0.003×`.
    static func ratio(_ value: Double) -> String {
        switch value {
        case 10...: return String(format: "%.1f×", value)
        case 0.1...: return String(format: "%.2f×", value)
        default: return String(format: "%.3f×", value)
        }
    }

    /// A duration given in nanoseconds, in the unit that keeps 3 significant digits.
    static func duration(nanoseconds value: Double) -> String {
        switch value {
        case ..<1_000: return String(format: "%.0f ns", value)
        case ..<10_000: return String(format: "%.2f µs", value / 1e3)
        case ..<1_000_000: return String(format: "%.1f µs", value / 1e3)
        case ..<10_000_000: return String(format: "%.2f ms", value / 1e6)
        case ..<1_000_000_000: return String(format: "%.1f ms", value / 1e6)
        case ..<10_000_000_000: return String(format: "%.2f s", value / 1e9)
        default: return String(format: "%.1f s", value / 1e9)
        }
    }

    /// Megabytes (10⁶ bytes) per second for `bytes` processed in `nanoseconds`.
    static func megabytesPerSecond(bytes: Int, nanoseconds: Double) -> Double {
        nanoseconds > 0 ? Double(bytes) / nanoseconds * 1e3 : 0
    }

    /// An integer with thousands separators: `1,048,506`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
    }

    /// A mean count: whole and grouped from 100 up (`28,457`), one decimal below (`3.5`);
    /// `n/a` when there is none.
    static func meanCount(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        if value >= 100 || value == value.rounded() { return grouped(Int(value.rounded())) }
        return String(format: "%.1f", value)
    }

    /// An optional count, or `n/a`.
    static func count(_ value: Int?) -> String {
        value.map(grouped) ?? "n/a"
    }

    /// `text` padded with spaces on the left to `width`.
    static func right(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }

    /// `text` padded with spaces on the right to `width`.
    static func left(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }
}

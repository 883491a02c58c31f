// What a `DriftLog` counted, rendered: an aligned text table for people, and a JSON object for a
// metrics pipeline. Both render a `DriftCounts` snapshot, so they never hold the log's lock.

// Foundation, not FoundationEssentials: JSONSerialization writes `jsonData()`.
import Foundation
import SieveSchema

extension DriftLog {
    /// The counts as a text table: code, path, count and the last example's message, warnings
    /// and issues apart, after a summary line.
    ///
    /// ```
    /// 3 diagnoses, 2 with warnings, 1 with issues
    /// warnings
    ///   code              path    count  example
    ///   alias_matched     email       2  email was read from its alias "email_address"
    /// ```
    ///
    /// - Returns: The table, lines ending in `\n`.
    public func report() -> String { counts.report() }

    /// The counts as a JSON object with sorted keys, for a metrics pipeline: `diagnoses`,
    /// `diagnoses_with_warnings`, `diagnoses_with_issues`, `codes` (per code, warnings and
    /// issues), `warning_codes`, `issue_codes`, `omitted_warnings`, `paths` (one object per
    /// entry: `code`, `severity`, `path`, `count`, `example`) and `overflowed_paths`.
    ///
    /// - Parameter prettyPrinted: Indent the JSON for reading.
    /// - Returns: UTF-8 JSON.
    /// - Throws: What `JSONSerialization` throws; it does not for these values.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        try counts.jsonData(prettyPrinted: prettyPrinted)
    }
}

extension DriftCounts {
    /// The longest example message a report shows; longer ones end in `…`.
    public static let reportExampleLength = 60

    /// The counts as a text table; see `DriftLog.report()`.
    ///
    /// - Returns: The table, lines ending in `\n`.
    public func report() -> String {
        var text = "\(diagnoses) diagnoses, \(diagnosesWithWarnings) with warnings, "
            + "\(diagnosesWithIssues) with issues\n"
        for severity in [Diagnostic.Severity.warning, .error] {
            let rows = byPath.filter { $0.severity == severity }
            guard !rows.isEmpty else { continue }
            text += severity == .warning ? "warnings\n" : "issues\n"
            text += DriftCounts.table(rows)
        }
        let omitted = omittedWarnings.values.reduce(0, +)
        if omitted > 0 {
            let codes = omittedWarnings.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            text += "\(omitted) warnings only counted by code, past Limits.maxWarnings: \(codes)\n"
        }
        if overflowedPaths > 0 {
            text += "\(overflowedPaths) counted by code only: the log held its most paths\n"
        }
        return text
    }

    /// The counts as JSON; see `DriftLog.jsonData(prettyPrinted:)`.
    ///
    /// - Parameter prettyPrinted: Indent the JSON for reading.
    /// - Returns: UTF-8 JSON with sorted keys.
    /// - Throws: What `JSONSerialization` throws; it does not for these values.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        var options: JSONSerialization.WritingOptions = [.sortedKeys]
        if prettyPrinted { options.insert(.prettyPrinted) }
        return try JSONSerialization.data(withJSONObject: jsonObject, options: options)
    }

    /// The counts as `JSONSerialization` objects: what `jsonData()` writes.
    public var jsonObject: [String: Any] {
        func byName(_ counts: [DiagnosticCode: Int]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
        }
        let paths: [[String: Any]] = byPath.map { entry in
            let example: [String: Any] = [
                "message": entry.example.message,
                "path": entry.example.path.description,
                "line": entry.example.location.line,
                "column": entry.example.location.column,
                "offset": entry.example.location.offset,
                "parameters": entry.example.parameters,
            ]
            return [
                "code": entry.code.rawValue, "severity": entry.severity.name,
                "path": entry.pattern, "count": entry.count, "example": example,
            ]
        }
        return [
            "diagnoses": diagnoses,
            "diagnoses_with_warnings": diagnosesWithWarnings,
            "diagnoses_with_issues": diagnosesWithIssues,
            "codes": byName(byCode),
            "warning_codes": byName(warningsByCode),
            "issue_codes": byName(issuesByCode),
            "omitted_warnings": byName(omittedWarnings),
            "paths": paths,
            "overflowed_paths": overflowedPaths,
        ]
    }

    /// Rows of code, path, count and example, each column padded to its widest cell.
    private static func table(_ entries: [Entry]) -> String {
        let header = ["code", "path", "count", "example"]
        let rows = entries.map { entry in
            [
                entry.code.rawValue, entry.pattern.isEmpty ? "(root)" : entry.pattern,
                String(entry.count), shortened(entry.example.message),
            ]
        }
        var widths = header.map(\.count)
        for row in rows {
            for column in 0..<3 { widths[column] = max(widths[column], row[column].count) }
        }
        func line(_ cells: [String]) -> String {
            "  " + pad(cells[0], widths[0]) + "  " + pad(cells[1], widths[1]) + "  "
                + String(repeating: " ", count: widths[2] - cells[2].count) + cells[2] + "  "
                + cells[3] + "\n"
        }
        return line(header) + rows.map(line).joined()
    }

    /// `text` followed by spaces up to `width` characters.
    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `message` on one line, cut to `reportExampleLength` characters.
    private static func shortened(_ message: String) -> String {
        let flat = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flat.count > reportExampleLength else { return flat }
        return flat.prefix(reportExampleLength - 1) + "…"
    }
}

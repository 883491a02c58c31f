// Rendering a diagnosis for people (compiler-style lines with the source line and a caret)
// and for machines (a stable JSON form).

import SieveRawValue
import SieveScanner

/// How `Diagnosis.render(_:file:)` formats its output.
public struct RenderStyle: Sendable, Hashable {
    @usableFromInline
    enum Kind: Sendable { case plain, terminal, json }

    @usableFromInline
    let kind: Kind

    /// Compiler-style lines with the source line and a caret; no colour.
    public static let plain = RenderStyle(kind: .plain)
    /// Like `.plain`, with ANSI colour when standard output is a terminal.
    public static let terminal = RenderStyle(kind: .terminal)
    /// A stable machine-readable JSON document.
    public static let json = RenderStyle(kind: .json)
}

extension Diagnosis {
    /// The warnings and issues as text.
    ///
    /// ```swift
    /// print(diagnosis.render(.plain, file: "payload.json"))
    /// // payload.json:3:13: warning: seat_count fell back to 0: expected an integer, found a string
    /// //     "seat_count": "twelve",
    /// //                   ^
    /// ```
    ///
    /// - Parameters:
    ///   - style: `.plain`, `.terminal` (colour only on a TTY) or `.json`.
    ///   - file: The name to print before each location; omitted when `nil`.
    /// - Returns: One diagnostic per line group in document order, issues and warnings
    ///   interleaved; or, for `.json`, one JSON object.
    public func render(_ style: RenderStyle, file: String? = nil) -> String {
        switch style.kind {
        case .json:
            return renderJSON(file: file)
        case .plain:
            return renderText(file: file, colour: false)
        case .terminal:
            return renderText(file: file, colour: standardOutputIsTerminal)
        }
    }

    private struct Line {
        var severity: String
        var location: SourceLocationLike
        var message: String
        var excerpt: SourceExcerpt?
    }

    private typealias SourceLocationLike = (line: Int, column: Int, offset: Int)

    private func renderText(file: String?, colour: Bool) -> String {
        var lines: [Line] = []
        for issue in issues {
            lines.append(
                Line(
                    severity: "error",
                    location: (issue.location.line, issue.location.column, issue.location.offset),
                    message: issue.message, excerpt: issue.excerpt))
        }
        for warning in warnings {
            lines.append(
                Line(
                    severity: "warning",
                    location: (
                        warning.location.line, warning.location.column, warning.location.offset
                    ),
                    message: warning.message, excerpt: warning.excerpt))
        }
        lines.sort { $0.location.offset < $1.location.offset }
        let bold = colour ? "\u{1B}[1m" : ""
        let reset = colour ? "\u{1B}[0m" : ""
        let green = colour ? "\u{1B}[1;32m" : ""
        var output = ""
        for line in lines {
            let severityColour =
                colour ? (line.severity == "error" ? "\u{1B}[1;31m" : "\u{1B}[1;35m") : ""
            let place = (file.map { "\($0):" } ?? "") + "\(line.location.line):\(line.location.column):"
            output += "\(bold)\(place)\(reset) \(severityColour)\(line.severity):\(reset) "
                + "\(bold)\(line.message)\(reset)\n"
            if let excerpt = line.excerpt {
                output += CaretLine.render(excerpt, indent: "    ", caret: green + "^" + reset)
            }
        }
        if isTruncated {
            output += "note: stopped after \(issues.count) issues (Limits.maxIssues)\n"
        }
        if isWarningListTruncated {
            let counted = omittedWarnings.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.value) \($0.key.rawValue)" }.joined(separator: ", ")
            output += "note: \(omittedWarnings.values.reduce(0, +)) more warnings not shown "
                + "(Limits.maxWarnings): \(counted)\n"
        }
        return output
    }

    private func renderJSON(file: String?) -> String {
        func entry(
            _ code: DiagnosticCode, _ path: JSONPath, _ location: SourceLocation,
            _ message: String, _ parameters: [String: String]
        ) -> RawValue {
            var members: [RawObject.Member] = [
                .init(key: "code", value: .string(code.rawValue)),
                .init(key: "path", value: .string(path.description)),
                .init(key: "line", value: .number(RawNumber(location.line))),
                .init(key: "column", value: .number(RawNumber(location.column))),
                .init(key: "offset", value: .number(RawNumber(location.offset))),
                .init(key: "message", value: .string(message)),
            ]
            let sorted = parameters.sorted { $0.key < $1.key }
            members.append(
                .init(
                    key: "parameters",
                    value: .object(RawObject(sorted.map { .init(key: $0.key, value: .string($0.value)) }))))
            return .object(RawObject(members))
        }
        var document: [RawObject.Member] = []
        if let file { document.append(.init(key: "file", value: .string(file))) }
        document.append(.init(key: "valid", value: .bool(isValid)))
        document.append(.init(key: "truncated", value: .bool(isTruncated)))
        document.append(
            .init(
                key: "issues",
                value: .array(issues.map { entry($0.code, $0.path, $0.location, $0.message, $0.parameters) })))
        document.append(
            .init(
                key: "warnings",
                value: .array(warnings.map { entry($0.code, $0.path, $0.location, $0.message, $0.parameters) })))
        let counts = warningCounts.sorted { $0.key.rawValue < $1.key.rawValue }
        document.append(.init(key: "warnings_truncated", value: .bool(isWarningListTruncated)))
        document.append(
            .init(
                key: "warning_counts",
                value: .object(
                    RawObject(counts.map { .init(key: $0.key.rawValue, value: .number(RawNumber($0.value))) }))))
        return RawValue.object(RawObject(document)).description
    }
}

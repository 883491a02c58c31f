// Turning recorded diagnostics (offsets) into reported ones (paths, lines, columns and source
// excerpts), once, at the end of a decode that has something to report.

import SieveScanner

@usableFromInline
enum DiagnosticResolver {
    @usableFromInline
    static func resolve(
        _ pending: [PendingDiagnostic], failure: ScanError?, bytes: UnsafeRawBufferPointer,
        source: SourceText? = nil
    ) -> (warnings: [Warning], issues: [Issue]) {
        // Paths are found in the text read; lines, columns and excerpts in the caller's
        // document (the same bytes, unless they were JSON5).
        let source = source ?? SourceText(bytes)
        let input = source.input
        // A syntax error alone needs no path: it is reported at its line and column, and the
        // walk that finds paths would read the document a second time up to it.
        let anchors = pending.map(\.anchor)
        let paths = PathFinder.paths(for: anchors, in: bytes)
        var offsets = pending.map { source.inputOffset($0.valueOffset) }
        if let failure { offsets.append(source.inputOffset(failure.offset)) }
        let locations = SourceLocation.locations(of: offsets, in: input)

        var warnings: [(Int, Warning)] = []
        var issues: [(Int, Issue)] = []
        for item in pending {
            var path = paths[item.anchor] ?? JSONPath()
            if let field = item.field { path = path.appending(key: field) }
            let offset = source.inputOffset(item.valueOffset)
            let location = locations[offset] ?? SourceLocation(offset: offset, in: input)
            let diagnostic = Diagnostic(
                severity: item.isIssue ? .error : .warning, detail: item.detail, path: path,
                location: location, excerpt: excerpt(at: offset, in: input))
            if item.isIssue {
                issues.append((item.valueOffset, Issue(diagnostic)))
            } else {
                warnings.append((item.valueOffset, Warning(diagnostic)))
            }
        }
        if let failure {
            let offset = source.inputOffset(failure.offset)
            let location = locations[offset] ?? SourceLocation(offset: offset, in: input)
            let diagnostic = Diagnostic(
                severity: .error,
                detail: .invalidJSON(message: failure.message, cause: failure.code.rawValue),
                path: JSONPath(), location: location,
                excerpt: excerpt(at: offset, in: input))
            issues.append((failure.offset, Issue(diagnostic)))
        }
        // Document order; recording order among diagnostics at the same offset.
        let orderedWarnings = warnings.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
        let orderedIssues = issues.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
        return (orderedWarnings, orderedIssues)
    }

    static func excerpt(at offset: Int, in bytes: UnsafeRawBufferPointer) -> SourceExcerpt {
        let line = SourceLocation.sourceLine(around: offset, in: bytes)
        return SourceExcerpt(line: line.text, caretColumn: line.caretColumn)
    }
}

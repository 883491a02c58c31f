// Turning recorded diagnostics (offsets) into reported ones, once, at the end of a decode that
// has something to report: paths now, lines, columns and source excerpts when first read
// (`DiagnosticSource`).

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
        let document = DiagnosticSource(copying: input, offsets: offsets)

        var warnings: [(Int, Warning)] = []
        var issues: [(Int, Issue)] = []
        for (item, offset) in zip(pending, offsets) {
            var path = paths[item.anchor] ?? JSONPath()
            if let field = item.field { path = path.appending(key: field) }
            let diagnostic = Diagnostic(
                severity: item.isIssue ? .error : .warning, detail: item.detail, path: path,
                offset: offset, in: document)
            if item.isIssue {
                issues.append((item.valueOffset, Issue(diagnostic)))
            } else {
                warnings.append((item.valueOffset, Warning(diagnostic)))
            }
        }
        if let failure {
            let diagnostic = Diagnostic(
                severity: .error,
                detail: .invalidJSON(message: failure.message, cause: failure.code.rawValue),
                path: JSONPath(), offset: source.inputOffset(failure.offset), in: document)
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
}

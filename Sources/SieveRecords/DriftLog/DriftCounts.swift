// `DriftCounts`: a snapshot of what a `DriftLog` has counted, as plain values to read, print or
// send to a metrics system. Taking it does not stop the log from counting.

import SieveSchema

/// What a `DriftLog` had counted when it was read: diagnoses, warnings and issues per code, and
/// per code and path with the last example of each.
///
/// ```swift
/// let counts = drift.counts
/// print(counts.byCode[.aliasMatched] ?? 0)        // 40000
/// for entry in counts.byPath.prefix(5) {
///     print(entry.code, entry.pattern, entry.count)  // alias_matched orders[*].email 39000
/// }
/// ```
///
/// Every diagnosis is counted in one snapshot whole: its totals, its codes and its paths.
public struct DriftCounts: Sendable, Hashable {
    /// The index that stands for every index in a normalized path: `orders[*].quantity` is
    /// held as `[.key("orders"), .index(anyIndex), .key("quantity")]`. No decode reports a
    /// negative index, so it never meets a real one.
    public static let anyIndex = -1

    /// How many warnings or issues one code and one normalized path had, with the last one seen.
    public struct Entry: Sendable, Hashable {
        /// What they are about, e.g. `alias_matched`.
        public var code: DiagnosticCode
        /// `.warning` for tolerated drift, `.error` for issues.
        public var severity: Diagnostic.Severity
        /// The path with every array index replaced by `DriftCounts.anyIndex`, so
        /// `orders[1].quantity` and `orders[7].quantity` are one entry.
        public var path: JSONPath
        /// The path as text, indices written `[*]`: `orders[*].quantity`; the root is `""`.
        public var pattern: String
        /// How many warnings or issues had this code and path.
        public var count: Int
        /// The last one seen, with its real path (`orders[7].quantity`), location and
        /// parameters; its source excerpt is not kept.
        public var example: Diagnostic

        /// Creates an entry from its parts; `pattern` is rendered from `path`.
        public init(
            code: DiagnosticCode, severity: Diagnostic.Severity, path: JSONPath, count: Int,
            example: Diagnostic
        ) {
            self.code = code
            self.severity = severity
            self.path = path
            self.pattern = DriftCounts.pattern(of: path)
            self.count = count
            self.example = example
        }
    }

    /// Every diagnosis recorded, including those with nothing to report.
    public var diagnoses: Int
    /// Diagnoses with at least one warning (kept or only counted, see `omittedWarnings`).
    public var diagnosesWithWarnings: Int
    /// Diagnoses with at least one issue.
    public var diagnosesWithIssues: Int
    /// Warnings and issues per code, exact: paths past `DriftLog.maxPaths` and warnings only
    /// counted by `Limits.maxWarnings` are included.
    public var byCode: [DiagnosticCode: Int]
    /// Warnings per code, exact, including `omittedWarnings`.
    public var warningsByCode: [DiagnosticCode: Int]
    /// Issues per code, exact.
    public var issuesByCode: [DiagnosticCode: Int]
    /// Warnings a diagnosis only counted, because `Limits.maxWarnings` were kept before them.
    /// They have no path, so they are in the per-code counts and in no entry of `byPath`.
    public var omittedWarnings: [DiagnosticCode: Int]
    /// Per code, severity and normalized path: the most frequent first, then by code, severity
    /// and path.
    public var byPath: [Entry]
    /// Warnings and issues counted under their code but in no entry of `byPath`, because the
    /// log already held `maxPaths` distinct paths when their path first came.
    public var overflowedPaths: Int

    /// Creates a snapshot from its parts. `byPath` is kept in the order given.
    public init(
        diagnoses: Int = 0, diagnosesWithWarnings: Int = 0, diagnosesWithIssues: Int = 0,
        warningsByCode: [DiagnosticCode: Int] = [:], issuesByCode: [DiagnosticCode: Int] = [:],
        omittedWarnings: [DiagnosticCode: Int] = [:], byPath: [Entry] = [],
        overflowedPaths: Int = 0
    ) {
        self.diagnoses = diagnoses
        self.diagnosesWithWarnings = diagnosesWithWarnings
        self.diagnosesWithIssues = diagnosesWithIssues
        self.warningsByCode = warningsByCode
        self.issuesByCode = issuesByCode
        self.byCode = warningsByCode.merging(issuesByCode, uniquingKeysWith: +)
        self.omittedWarnings = omittedWarnings
        self.byPath = byPath
        self.overflowedPaths = overflowedPaths
    }

    /// Every warning counted, kept or only counted.
    public var warnings: Int { warningsByCode.values.reduce(0, +) }
    /// Every issue counted.
    public var issues: Int { issuesByCode.values.reduce(0, +) }
    /// True when nothing was recorded.
    public var isEmpty: Bool { diagnoses == 0 }

    /// `path` as text with every index written `[*]`: `orders[*].quantity`.
    ///
    /// - Parameter path: A path, normalized or not.
    /// - Returns: The pattern; `""` for the root.
    public static func pattern(of path: JSONPath) -> String {
        var text = ""
        for component in path.components {
            switch component {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index:
                text += "[*]"
            }
        }
        return text
    }

    /// `path` with every array index replaced by `anyIndex`; `path` itself, without copying,
    /// when it has no index.
    ///
    /// - Parameter path: A path as a diagnostic reports it.
    /// - Returns: The path `byPath` counts it under.
    public static func normalized(_ path: JSONPath) -> JSONPath {
        guard path.components.contains(where: \.isIndex) else { return path }
        return JSONPath(path.components.map { $0.isIndex ? .index(anyIndex) : $0 })
    }
}

extension JSONPath.Component {
    /// True for `.index`.
    fileprivate var isIndex: Bool {
        if case .index = self { return true }
        return false
    }
}

// The result of a diagnose: the value (when the document fits), every warning and every issue.

import SieveScanner

/// Everything one decode found: the value, the drift it tolerated, and what does not fit.
///
/// ```swift
/// let diagnosis = Customer.diagnose(json: body)
/// for warning in diagnosis.warnings { metrics.increment(warning.code.rawValue) }
/// let customer = try diagnosis.get()   // the value, or throws with every issue
/// ```
public struct Diagnosis<Value> {
    /// The decoded value, or `nil` when there is any issue.
    public var value: Value?
    /// Every tolerance, in document order, up to `Limits.maxWarnings`; `warningCounts`
    /// counts them all.
    public var warnings: [Warning]
    /// Every problem, in document order; empty when the document decoded.
    public var issues: [Issue]
    /// True when `Limits.maxIssues` was reached and decoding stopped early.
    public var isTruncated: Bool
    /// How many warnings of each code are not in `warnings`, because `Limits.maxWarnings`
    /// were kept before them; empty when every warning is there.
    public var omittedWarnings: [DiagnosticCode: Int]

    /// Creates a diagnosis from its parts.
    @inlinable
    public init(
        value: Value?, warnings: [Warning], issues: [Issue], isTruncated: Bool = false,
        // `Dictionary()`, not `[:]`: a default is evaluated at every call, and the literal is
        // built at run time (a cost per decode on the records path).
        omittedWarnings: [DiagnosticCode: Int] = Dictionary()
    ) {
        self.value = value
        self.warnings = warnings
        self.issues = issues
        self.isTruncated = isTruncated
        self.omittedWarnings = omittedWarnings
    }

    /// True when `Limits.maxWarnings` was reached: some warnings were only counted.
    @inlinable
    public var isWarningListTruncated: Bool { !omittedWarnings.isEmpty }

    /// How many warnings of each code the decode gave, kept or not: exact whatever
    /// `Limits.maxWarnings` is, for counting drift.
    ///
    /// ```swift
    /// for (code, count) in diagnosis.warningCounts { metrics.add(count, to: code.rawValue) }
    /// ```
    public var warningCounts: [DiagnosticCode: Int] {
        var counts = omittedWarnings
        for warning in warnings { counts[warning.code, default: 0] += 1 }
        return counts
    }

    /// True when there are no issues (warnings do not count).
    @inlinable
    public var isValid: Bool { issues.isEmpty && value != nil }

    /// The value, or an error carrying every issue.
    ///
    /// - Throws: `SchemaError` with `issues`.
    @inlinable
    public func get() throws(SchemaError) -> Value {
        guard let value, issues.isEmpty else {
            throw SchemaError(issues: issues, isTruncated: isTruncated)
        }
        return value
    }
}

extension Diagnosis: Sendable where Value: Sendable {}

/// The error `parse` and `Diagnosis.get()` throw: every issue of the document.
public struct SchemaError: Error, Sendable, CustomStringConvertible {
    /// Every issue, in document order (at most `Limits.maxIssues`).
    public var issues: [Issue]
    /// True when there were more issues than `Limits.maxIssues`.
    public var isTruncated: Bool

    /// Creates an error from its issues.
    @inlinable
    public init(issues: [Issue], isTruncated: Bool = false) {
        self.issues = issues
        self.isTruncated = isTruncated
    }

    /// One issue per line.
    public var description: String {
        var lines = issues.map(\.description)
        if isTruncated { lines.append("(more issues not shown: the limit was reached)") }
        return lines.joined(separator: "\n")
    }
}

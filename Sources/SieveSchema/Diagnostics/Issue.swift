// A reason the document does not decode: a required key missing, a wrong type, invalid JSON.

import SieveScanner

/// A problem that makes a document fail to decode.
///
/// A diagnosis collects every issue, not just the first: three bad fields in one object and two
/// bad array elements give five issues, each with its path and `line:col`, up to
/// `Limits.maxIssues`.
///
/// ```swift
/// let diagnosis = [Order].diagnose(json: body)
/// for issue in diagnosis.issues {
///     print(issue)  // 3:17: error: orders[1].quantity: expected an integer, found a string
/// }
/// ```
public struct Issue: DiagnosticProtocol {
    /// The diagnostic, with severity `.error`.
    public var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// Creates an issue from its code and parameters.
    public init(
        code: DiagnosticCode, path: JSONPath, location: SourceLocation,
        parameters: [String: String] = [:], excerpt: SourceExcerpt? = nil
    ) {
        diagnostic = Diagnostic(
            severity: .error, code: code, path: path, location: location,
            parameters: parameters, excerpt: excerpt)
    }
}

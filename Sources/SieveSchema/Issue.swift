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
public struct Issue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public var code: DiagnosticCode
    /// The field or element it concerns, e.g. `orders[1].quantity`.
    public var path: JSONPath
    /// Where the value it concerns starts in the document (for a missing key, where its object
    /// starts).
    public var location: SourceLocation
    /// The details: `expected`, `found`, `literal`, `type`, `allowed`, `error`, … depending on
    /// the code (see DIAGNOSTICS.md).
    public var parameters: [String: String]
    /// The source line holding `location`, for printing with a caret.
    public var excerpt: SourceExcerpt?

    /// Creates an issue.
    public init(
        code: DiagnosticCode, path: JSONPath, location: SourceLocation,
        parameters: [String: String] = [:], excerpt: SourceExcerpt? = nil
    ) {
        self.code = code
        self.path = path
        self.location = location
        self.parameters = parameters
        self.excerpt = excerpt
    }

    /// The sentence describing the issue, without location.
    public var message: String {
        DiagnosticMessage.render(code: code, path: path, parameters: parameters)
    }

    /// `line:col: error: message`.
    public var description: String { "\(location): error: \(message)" }
}

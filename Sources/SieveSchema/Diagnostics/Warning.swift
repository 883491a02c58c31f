// A tolerated deviation: the document was decoded, but not exactly as the schema says.

import SieveScanner

/// Something Sieve tolerated while decoding, recorded so it can be counted and removed.
///
/// A warning never fails a decode. Every tolerance leaves one: an alias matched, a fallback
/// applied, an unknown enum case kept, an element dropped or padded, an unknown key under the
/// `.warn` policy.
///
/// ```swift
/// let diagnosis = Customer.diagnose(json: body)
/// for warning in diagnosis.warnings {
///     print(warning)  // 1:42: warning: email was read from its alias "email_address"
/// }
/// ```
public struct Warning: DiagnosticProtocol {
    /// The diagnostic, with severity `.warning`.
    public var diagnostic: Diagnostic

    package init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    /// Creates a warning from its code and parameters.
    public init(
        code: DiagnosticCode, path: JSONPath, location: SourceLocation,
        parameters: [String: String] = [:], excerpt: SourceExcerpt? = nil
    ) {
        diagnostic = Diagnostic(
            severity: .warning, code: code, path: path, location: location,
            parameters: parameters, excerpt: excerpt)
    }
}

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
public struct Warning: Sendable, Hashable, CustomStringConvertible {
    /// What was tolerated.
    public var code: DiagnosticCode
    /// The field or element it concerns, e.g. `orders[1].quantity`.
    public var path: JSONPath
    /// Where the value it concerns starts in the document.
    public var location: SourceLocation
    /// The details: `alias`, `fallback`, `reason`, `expected`, `found`, `raw`, `key`,
    /// `suggestion`, … depending on the code (see DIAGNOSTICS.md).
    public var parameters: [String: String]
    /// The source line holding `location`, for printing with a caret.
    public var excerpt: SourceExcerpt?

    /// Creates a warning.
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

    /// The sentence describing the warning, without location.
    public var message: String {
        DiagnosticMessage.render(code: code, path: path, parameters: parameters)
    }

    /// `line:col: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}

/// The line of source a diagnostic points into, and the column to put a caret under.
public struct SourceExcerpt: Sendable, Hashable {
    /// The text of the line (cut to a window around the column for very long lines).
    public var line: String
    /// The 1-based column within `line` of the byte the diagnostic is about.
    public var caretColumn: Int

    /// Creates an excerpt.
    public init(line: String, caretColumn: Int) {
        self.line = line
        self.caretColumn = caretColumn
    }
}

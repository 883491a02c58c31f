// The one shape of every warning and issue: severity, code, path, location, and what happened
// as typed data. `Warning` and `Issue` are this shape with their severity fixed.

import SieveScanner

/// One thing a decode reports: something it tolerated (a warning) or something that does not
/// fit (an error).
///
/// You usually meet it through `Warning` and `Issue`, which forward to it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether a diagnostic fails the decode.
    public struct Severity: Sendable, Hashable, CustomStringConvertible {
        /// `"warning"` or `"error"`.
        public let name: String

        init(name: String) { self.name = name }

        /// Tolerated: the value was still produced.
        public static let warning = Severity(name: "warning")
        /// The document does not fit the schema: there is no value.
        public static let error = Severity(name: "error")

        /// The severity's name, as printed before a message.
        public var description: String { name }
    }

    /// Whether the diagnostic fails the decode.
    public var severity: Severity
    /// The field or element it concerns, e.g. `orders[1].quantity`.
    public var path: JSONPath
    /// Where the value it concerns starts in the document (for a missing key, where its object
    /// starts).
    public var location: SourceLocation {
        get {
            switch place {
            case .resolved(let location, _): location
            case .deferred(let offset, let source): source.location(of: offset)
            }
        }
        set { place = .resolved(newValue, excerpt) }
    }
    /// The source line holding `location`, for printing with a caret.
    public var excerpt: SourceExcerpt? {
        get {
            switch place {
            case .resolved(_, let excerpt): excerpt
            case .deferred(let offset, let source): source.excerpt(at: offset)
            }
        }
        set { place = .resolved(location, newValue) }
    }
    /// What happened, as data; the code, the parameters and the message come from it.
    package var detail: DiagnosticDetail

    /// Where it points: a location and excerpt given, or an offset of a decode's document,
    /// located when first asked (`DiagnosticSource`).
    private enum Place: Sendable {
        case resolved(SourceLocation, SourceExcerpt?)
        case deferred(offset: Int, source: DiagnosticSource)
    }
    private var place: Place

    package init(
        severity: Severity, detail: DiagnosticDetail, path: JSONPath, location: SourceLocation,
        excerpt: SourceExcerpt?
    ) {
        self.severity = severity
        self.detail = detail
        self.path = path
        self.place = .resolved(location, excerpt)
    }

    /// A diagnostic about the value at `offset` of `source`'s document, located when its
    /// location or excerpt is first read.
    package init(
        severity: Severity, detail: DiagnosticDetail, path: JSONPath, offset: Int,
        in source: DiagnosticSource
    ) {
        self.severity = severity
        self.detail = detail
        self.path = path
        self.place = .deferred(offset: offset, source: source)
    }

    /// Creates a diagnostic from its code and parameters.
    public init(
        severity: Severity, code: DiagnosticCode, path: JSONPath, location: SourceLocation,
        parameters: [String: String] = [:], excerpt: SourceExcerpt? = nil
    ) {
        self.init(
            severity: severity, detail: .recorded(code: code, parameters: parameters), path: path,
            location: location, excerpt: excerpt)
    }

    /// What it is about, as a stable snake_case code.
    public var code: DiagnosticCode { detail.code }

    /// The details by name, as in the JSON form (see DIAGNOSTICS.md): `alias`, `fallback`,
    /// `reason`, `expected`, `found`, `raw`, `key`, … depending on the code.
    public var parameters: [String: String] { detail.parameters }

    /// The sentence describing it, without location.
    public var message: String { detail.message(at: path) }

    /// `line:col: warning: message` or `line:col: error: message`.
    public var description: String { "\(location): \(severity): \(message)" }

    /// Equal when everything a user can see is equal: severity, code, path, location,
    /// parameters and excerpt (however the diagnostic was recorded).
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.code == rhs.code && lhs.path == rhs.path
            && lhs.location == rhs.location && lhs.excerpt == rhs.excerpt
            && lhs.parameters == rhs.parameters
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(code)
        hasher.combine(path)
        hasher.combine(location)
        hasher.combine(excerpt)
        hasher.combine(parameters)
    }
}

/// A type that is one `Diagnostic` of a fixed severity: `Warning` and `Issue`. Its members
/// read the diagnostic's.
public protocol DiagnosticProtocol: Sendable, Hashable, CustomStringConvertible {
    /// The diagnostic.
    var diagnostic: Diagnostic { get set }
}

extension DiagnosticProtocol {
    /// What it is about, as a stable snake_case code. Setting it keeps the parameters.
    public var code: DiagnosticCode {
        get { diagnostic.code }
        set {
            diagnostic.detail = .recorded(code: newValue, parameters: diagnostic.parameters)
        }
    }

    /// The field or element it concerns, e.g. `orders[1].quantity`.
    public var path: JSONPath {
        get { diagnostic.path }
        set { diagnostic.path = newValue }
    }

    /// Where the value it concerns starts in the document (for a missing key, where its object
    /// starts).
    public var location: SourceLocation {
        get { diagnostic.location }
        set { diagnostic.location = newValue }
    }

    /// The details by name (see DIAGNOSTICS.md): `alias`, `fallback`, `reason`, `expected`,
    /// `found`, `raw`, `key`, `literal`, `type`, `allowed`, `error`, … depending on the code.
    public var parameters: [String: String] {
        get { diagnostic.parameters }
        set { diagnostic.detail = .recorded(code: diagnostic.code, parameters: newValue) }
    }

    /// The source line holding `location`, for printing with a caret.
    public var excerpt: SourceExcerpt? {
        get { diagnostic.excerpt }
        set { diagnostic.excerpt = newValue }
    }

    /// The sentence describing it, without location.
    public var message: String { diagnostic.message }

    /// `line:col: warning: message` or `line:col: error: message`.
    public var description: String { diagnostic.description }
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

    /// The line of `bytes` holding `offset`, with the caret under it
    /// (`SourceLocation.sourceLine`).
    package init(around offset: Int, in bytes: UnsafeRawBufferPointer) {
        let line = SourceLocation.sourceLine(around: offset, in: bytes)
        self.init(line: line.text, caretColumn: line.caretColumn)
    }
}

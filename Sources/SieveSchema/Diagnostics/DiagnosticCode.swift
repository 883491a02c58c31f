// The stable codes of every warning and issue. A struct with `static let` values, not a public
// enum, so new codes can be added without breaking code that switches over them.

/// What a warning or an issue is about, as a stable snake_case string.
///
/// Count codes in production to see drift:
///
/// ```swift
/// for warning in diagnosis.warnings {
///     metrics.increment("decode.tolerated", tags: [warning.code.rawValue])
/// }
/// ```
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The stable name, e.g. `"alias_matched"`.
    public let rawValue: String

    /// The code with the stable name `rawValue`. Prefer the `static let` values.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A code with the given name. Prefer the `static let` values.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The code's name, as `rawValue`.
    public var description: String { rawValue }

    // MARK: Warnings: tolerated drift

    /// A field was read from one of its aliases, not its primary key.
    public static let aliasMatched = DiagnosticCode("alias_matched")
    /// A field's primary key and one of its aliases were both present; the primary was used.
    public static let aliasConflict = DiagnosticCode("alias_conflict")
    /// A field was missing, null or invalid, and its declared fallback was used.
    public static let fallbackApplied = DiagnosticCode("fallback_applied")
    /// An open enum received a value it has no case for and kept it as `.unknown`.
    public static let unknownCase = DiagnosticCode("unknown_case")
    /// A key no field reads, under the `.warn` unknown-key policy (an issue under `.reject`).
    public static let unknownKey = DiagnosticCode("unknown_key")
    /// A key that appeared more than once in one object; the first was used.
    public static let duplicateKey = DiagnosticCode("duplicate_key")
    /// A lenient collection dropped an element that failed to decode.
    public static let elementDropped = DiagnosticCode("element_dropped")
    /// A lenient collection kept `nil` in place of an element that failed to decode.
    public static let elementPadded = DiagnosticCode("element_padded")
    /// A lenient dictionary dropped an entry whose value failed to decode.
    public static let entryDropped = DiagnosticCode("entry_dropped")
    /// A lenient dictionary dropped an entry whose key could not be converted.
    public static let keyDropped = DiagnosticCode("key_dropped")
    /// A lenient dictionary dropped an entry whose key converted to the same key as an
    /// earlier member's (`"07"` after `"7"`, as `Int`); the earlier one was kept.
    public static let keyCollision = DiagnosticCode("key_collision")
    /// A lenient optional became `nil` because its value failed to decode.
    public static let valueNilOnFailure = DiagnosticCode("value_nil_on_failure")
    /// A value was read exactly from another JSON type than its own: a number from a string
    /// (`"100"`), a boolean from `"true"` or `1`, a string from a number's literal.
    public static let losslessConversion = DiagnosticCode("lossless_conversion")
    /// A date field read its value in one of its later formats, not its first.
    public static let dateFormatFallback = DiagnosticCode("date_format_fallback")
    /// More than one variant of an untagged union decoded the value; the first listed was
    /// used.
    public static let ambiguousUnion = DiagnosticCode("ambiguous_union")

    // MARK: Issues: the document does not fit the schema

    /// A required key is absent.
    public static let missingKey = DiagnosticCode("missing_key")
    /// A required value is JSON `null`.
    public static let nullValue = DiagnosticCode("null_value")
    /// A value has the wrong JSON type.
    public static let typeMismatch = DiagnosticCode("type_mismatch")
    /// A number does not fit the field's numeric type.
    public static let numberOutOfRange = DiagnosticCode("number_out_of_range")
    /// A number with a fraction where an integer is required.
    public static let notAnInteger = DiagnosticCode("not_an_integer")
    /// A closed enum received a value it has no case for.
    public static let invalidCase = DiagnosticCode("invalid_case")
    /// A value that failed one of its field's rules (`validate:`), or a cross-field check
    /// (`check(_:at:_:)`).
    public static let validationFailed = DiagnosticCode("validation_failed")
    /// A dictionary key that does not convert to the dictionary's key type (`"x"` as `Int`).
    public static let invalidKey = DiagnosticCode("invalid_key")
    /// No variant of an untagged union decoded the value; the issue lists each variant's
    /// failure.
    public static let noVariantMatched = DiagnosticCode("no_variant_matched")
    /// A key path's `[index]` is past the end of its array.
    public static let indexOutOfRange = DiagnosticCode("index_out_of_range")
    /// A type's own initializer rejected a value (it threw an error).
    public static let invalidValue = DiagnosticCode("invalid_value")
    /// The document is not valid JSON, or exceeds a `Limits` bound. Decoding stops here.
    public static let invalidJSON = DiagnosticCode("invalid_json")
    /// A file or stream of records could not be read further (`records(contentsOf:)`); the
    /// records before it stand. The `error` parameter is the system's reason.
    public static let readFailed = DiagnosticCode("read_failed")
}

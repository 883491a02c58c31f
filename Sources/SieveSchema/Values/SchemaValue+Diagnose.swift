// The entry points: `diagnose(json:)` and `parse(json:)` on every SchemaValue, including
// arrays and dictionaries of schema types (`[Customer].diagnose(json:)`).

import SieveScanner

extension SchemaValue {
    /// Decodes `json`, collecting every warning and every issue.
    ///
    /// ```swift
    /// let diagnosis = Customer.diagnose(json: #"{"id": 1, "email_address": "a@b.c", …}"#)
    /// diagnosis.value?.email            // "a@b.c"
    /// diagnosis.warnings[0].code        // alias_matched
    /// ```
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON text: `String`, `[UInt8]`, `Data`, or any `JSONInput`.
    ///   - limits: Depth, size and issue-count limits.
    ///   - syntax: The JSON accepted: RFC 8259 by default (`.strict`), `.trailingCommas` or
    ///     `.json5`.
    /// - Returns: The value when the document fits the schema, with every warning; otherwise
    ///   every issue (invalid JSON is one issue, `invalid_json`, and stops the decode).
    @inlinable
    public static func diagnose(
        json: some JSONInput, limits: Limits = .default, syntax: JSONSyntax = .strict
    ) -> Diagnosis<Self> {
        json.withJSONBytes { bytes in diagnose(bytes: bytes, limits: limits, syntax: syntax) }
    }

    /// Decodes `json`, returning the value or throwing every issue. Warnings are dropped; use
    /// `diagnose(json:)` to see them.
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON text: `String`, `[UInt8]`, `Data`, or any `JSONInput`.
    ///   - limits: Depth, size and issue-count limits.
    ///   - syntax: The JSON accepted: RFC 8259 by default (`.strict`), `.trailingCommas` or
    ///     `.json5`.
    /// - Throws: `SchemaError` with every issue.
    @inlinable
    public static func parse(
        json: some JSONInput, limits: Limits = .default, syntax: JSONSyntax = .strict
    ) throws -> Self {
        try json.withJSONBytes { bytes in try parse(bytes: bytes, limits: limits, syntax: syntax) }
    }

    /// Decodes the document in `bytes`, returning the value or throwing every issue.
    @inlinable
    public static func parse(
        bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax = .strict
    ) throws(SchemaError) -> Self {
        if _slowPath(syntax.allowsJSON5) {
            let diagnosis = diagnoseJSON5(bytes: bytes, limits: limits)
            if diagnosis.issues.isEmpty, let value = diagnosis.value { return value }
            throw SchemaError(issues: diagnosis.issues, isTruncated: diagnosis.isTruncated)
        }
        var context = DecodeContext(limits: limits)
        defer { context.returnScratch() }
        let value = decodeValue(
            atStartOf: bytes, limits: limits, syntax: syntax, context: &context,
            wholeDocument: true
        ).value
        if _fastPath(context.issueCount == 0 && context.failure == nil), let value {
            return value
        }
        throw context.schemaError(bytes: bytes)
    }

    /// Decodes the document in `bytes`, collecting every warning and issue.
    @inlinable
    public static func diagnose(
        bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax = .strict
    ) -> Diagnosis<Self> {
        if _slowPath(syntax.allowsJSON5) { return diagnoseJSON5(bytes: bytes, limits: limits) }
        var context = DecodeContext(limits: limits)
        defer { context.returnScratch() }
        let value = decodeValue(
            atStartOf: bytes, limits: limits, syntax: syntax, context: &context,
            wholeDocument: true
        ).value
        return diagnosis(of: value, in: bytes, context: &context)
    }

    /// `diagnose` of a JSON5 document: its translation (`JSON5Translation`) is decoded, and
    /// every diagnostic is located in `bytes`.
    @usableFromInline
    static func diagnoseJSON5(bytes: UnsafeRawBufferPointer, limits: Limits) -> Diagnosis<Self> {
        var context = DecodeContext(limits: limits)
        defer { context.returnScratch() }
        do throws(ScanError) {
            return try SourceText.reading(bytes, limits: limits, syntax: .json5) { text, source in
                let value = decodeValue(
                    atStartOf: text, limits: limits, syntax: .translatedJSON5, context: &context,
                    wholeDocument: true
                ).value
                if context.pending.isEmpty && context.failure == nil && context.omitted.isEmpty {
                    return Diagnosis(value: value, warnings: [], issues: [])
                }
                let resolved = context.resolve(bytes: text, source: source)
                return Diagnosis(
                    value: resolved.issues.isEmpty ? value : nil, warnings: resolved.warnings,
                    issues: resolved.issues, isTruncated: context.truncated,
                    omittedWarnings: context.omittedCounts)
            }
        } catch {
            // The translation's error, at its offset in `bytes`.
            context.noteFailure(error)
            return diagnosis(of: nil, in: bytes, context: &context)
        }
    }

    /// Decodes the value that starts at the first byte of `bytes`, which may go on past it: a
    /// schema value inside a larger document, read in place. Returns the diagnosis (locations relative to
    /// `bytes`) and the offset just past the value when the diagnosis has a value (`nil`
    /// when it has none).
    @inlinable
    package static func diagnoseValue(
        atStartOf bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax
    ) -> (diagnosis: Diagnosis<Self>, end: Int?) {
        var context = DecodeContext(limits: limits)
        defer { context.returnScratch() }
        return withUnsafeMutablePointer(to: &context) { context in
            diagnoseValue(atStartOf: bytes, limits: limits, syntax: syntax, context: context)
        }
    }

    /// `diagnoseValue(atStartOf:limits:syntax:)` in the context at `context`.
    @inlinable
    static func diagnoseValue(
        atStartOf bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax,
        context: UnsafeMutablePointer<DecodeContext>
    ) -> (diagnosis: Diagnosis<Self>, end: Int?) {
        let (value, end) = decodeValue(
            atStartOf: bytes, limits: limits, syntax: syntax, context: context,
            wholeDocument: false)
        let decoded = value != nil
        let diagnosis = diagnosis(of: consume value, in: bytes, context: &context.pointee)
        // A value with issues is not kept (the diagnosis has none), so it has no end.
        let valueEnd = decoded && diagnosis.issues.isEmpty ? end : nil
        return (consume diagnosis, valueEnd)
    }

    /// The diagnosis of a decode of `bytes` that gave `value` (if any).
    @inlinable
    static func diagnosis(
        of value: consuming Self?, in bytes: UnsafeRawBufferPointer, context: inout DecodeContext
    ) -> Diagnosis<Self> {
        if _fastPath(
            context.pending.isEmpty && context.failure == nil && context.omitted.isEmpty)
        {
            return Diagnosis(value: value, warnings: [], issues: [])
        }
        let resolved = context.resolve(bytes: bytes)
        return Diagnosis(
            value: resolved.issues.isEmpty ? value : nil, warnings: resolved.warnings,
            issues: resolved.issues, isTruncated: context.truncated,
            omittedWarnings: context.omittedCounts)
    }

    /// Runs the decode of the value at the start of `bytes`; the outcome beyond the value is
    /// in `context`. With `wholeDocument`, only whitespace may follow the value; otherwise
    /// what follows is not looked at. Returns the value and the offset just past it.
    @inlinable
    static func decodeValue(
        atStartOf bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax,
        context: inout DecodeContext, wholeDocument: Bool
    ) -> (value: Self?, end: Int) {
        // The value leaves through `value`, not the closure's result: a generic result would
        // be copied out of the closure instead of moved.
        var value: Self? = nil
        let end = withUnsafeMutablePointer(to: &context) { context -> Int in
            let (decoded, end) = decodeValue(
                atStartOf: bytes, limits: limits, syntax: syntax, context: context,
                wholeDocument: wholeDocument)
            value = consume decoded
            return end
        }
        return (consume value, end)
    }

    /// `decodeValue(atStartOf:limits:syntax:context:wholeDocument:)` in the context at
    /// `context`. Each way out initializes the value once (no assignment over a `nil`, which
    /// goes through the value's witnesses).
    @inlinable
    static func decodeValue(
        atStartOf bytes: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax,
        context: UnsafeMutablePointer<DecodeContext>, wholeDocument: Bool
    ) -> (value: Self?, end: Int) {
        var scanner = JSONScanner(bytes: bytes, limits: limits, syntax: syntax)
        do {
            // A value in place starts at its first byte: no byte-order mark, no whitespace,
            // no document-size check.
            if wholeDocument { try scanner.beginDocument() }
            var reader = ValueReader(scanner: scanner, context: context)
            let value = try Self.decode(from: &reader)
            scanner = reader.scanner
            if wholeDocument { try scanner.endDocument() }
            return (value, scanner.offset)
        } catch {
            // A ScanError is kept; SchemaAbort and DiagnosisLimitReached come after recorded
            // issues.
            context.pointee.noteFailure(error)
            return (nil, scanner.offset)
        }
    }
}

// Validating a document without decoding it: the public face of the structural skip, over
// the caller's own bytes. The scanner itself is `package` (it reads through raw pointers whose
// bounds only this package keeps); this is what a user calls instead.

extension JSONInput {
    /// Checks that the input is exactly one valid JSON value (RFC 8259) with only whitespace
    /// around it, without building anything.
    ///
    /// ```swift
    /// try #"{"id": 1, "tags": ["a", "b"]}"#.validateJSON()
    /// ```
    ///
    /// It accepts and refuses what `RawValue(parsing:)`, schema decoding and `sieve check`
    /// accept and refuse, with the same error code at the same byte: it is the structural skip
    /// they use to pass over values. (`SieveDecoder` also takes UTF-16 and UTF-32 input, as
    /// `JSONDecoder` does; this checks UTF-8 only.)
    ///
    /// - Parameters:
    ///   - limits: The limits to enforce (depth, input size, string length).
    ///   - syntax: The JSON accepted: RFC 8259 by default (`.strict`), `.trailingCommas` or
    ///     `.json5`.
    /// - Throws: `ScanError` at the first problem, with its line and column.
    /// - Complexity: O(*n*) in the input's length, one pass; nothing is allocated for a valid
    ///   document.
    public func validateJSON(
        limits: Limits = .default, syntax: JSONSyntax = .strict
    ) throws(ScanError) {
        let failure: ScanError? = withJSONBytes { bytes in
            do throws(ScanError) {
                try SourceText.reading(bytes, limits: limits, syntax: syntax) {
                    (text, source) throws(ScanError) in
                    var scanner = JSONScanner(bytes: text, limits: limits, syntax: syntax)
                    do throws(ScanError) {
                        try scanner.validateDocument()
                    } catch {
                        throw source.located(error)
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}

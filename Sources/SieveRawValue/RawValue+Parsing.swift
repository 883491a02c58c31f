// Parsing JSON text into a RawValue, iteratively: nesting is kept on an explicit stack of
// frames, never on the call stack, so depth is bounded by `Limits.maxDepth` alone.

import SieveScanner

extension RawValue {
    /// Parses a whole JSON document.
    ///
    /// ```swift
    /// let value = try RawValue(parsing: #"[1, "two", null]"#)
    /// ```
    ///
    /// - Parameters:
    ///   - input: UTF-8 JSON text: `String`, `[UInt8]`, `Data`, or any `JSONInput`.
    ///   - limits: The limits to enforce.
    ///   - syntax: The JSON accepted: RFC 8259 by default (`.strict`), `.trailingCommas` or
    ///     `.json5` (whose `Infinity` and `NaN` are numbers that keep their text).
    /// - Throws: `ScanError` with its line and column, for invalid JSON or an exceeded limit.
    public init(
        parsing input: some JSONInput, limits: Limits = .default, syntax: JSONSyntax = .strict
    ) throws(ScanError) {
        let result: Result<RawValue, ScanError> = input.withJSONBytes { bytes in
            do throws(ScanError) {
                return .success(
                    try SourceText.reading(bytes, limits: limits, syntax: syntax) {
                        (text, source) throws(ScanError) in
                        var scanner = JSONScanner(bytes: text, limits: limits, syntax: syntax)
                        do throws(ScanError) {
                            try scanner.beginDocument()
                            let value = try RawValue.read(from: &scanner)
                            try scanner.endDocument()
                            return value
                        } catch {
                            throw source.located(error)
                        }
                    })
            } catch {
                return .failure(error)
            }
        }
        self = try result.get()
    }

    /// Reads the value at the scanner's cursor (whitespace already skipped) and moves past it.
    ///
    /// - Throws: `ScanError` with a byte offset only; the caller adds the location.
    @usableFromInline
    package static func read(from scanner: inout JSONScanner) throws(ScanError) -> RawValue {
        guard let first = scanner.peek() else { throw scanner.unexpected(expected: "a value") }
        switch first {
        case .openBrace, .openBracket:
            return try readContainer(from: &scanner, StrictDialect.self)
        default:
            return try readScalar(from: &scanner)
        }
    }

    @inlinable
    static func readScalar(from scanner: inout JSONScanner) throws(ScanError) -> RawValue {
        switch scanner.cursor.pointee {
        case .quote:
            return .string(try scanner.readString())
        case .lowercaseT:
            try scanner.skipScalar()
            return .bool(true)
        case .lowercaseF:
            try scanner.skipScalar()
            return .bool(false)
        case .lowercaseN:
            try scanner.skipScalar()
            return .null
        case .minus, .zero ... .nine:
            let token: NumberToken
            do throws(ScanError) {
                token = try scanner.scanNumber()
            } catch {
                return try readNonFinite(from: &scanner, else: error)
            }
            try scanner.checkAfterNumber()
            return .number(RawNumber(token: token))
        default:
            return try readNonFinite(from: &scanner, else: scanner.unexpected(expected: "a value"))
        }
    }

    /// JSON5's `Infinity`, `-Infinity`, `NaN` or `-NaN` at the cursor, as a number that keeps
    /// its text; else `error`, what the strict grammar threw there.
    @usableFromInline @inline(never)
    static func readNonFinite(
        from scanner: inout JSONScanner, else error: ScanError
    ) throws(ScanError) -> RawValue {
        guard let number = scanner.nonFiniteNumber(at: scanner.cursor) else { throw error }
        let text = String(decoding: UnsafeBufferPointer(start: scanner.cursor, count: number.end - scanner.cursor), as: UTF8.self)
        scanner.cursor = number.end
        return .number(RawNumber(storage: .literal(text)))
    }

    /// One open container during parsing.
    ///
    /// A struct mutated in place at the top of the stack, not an enum whose payload is taken out
    /// and put back: that round trip shares the array's storage for a moment, so every append
    /// copied the whole array and a wide container took quadratic time.
    private struct Frame {
        let isObject: Bool
        var elements: [RawValue] = []
        var members: [RawObject.Member] = []
        /// The key of the member whose value is being read.
        var key: String = ""
    }

    /// The container at the cursor, in the grammar of `Dialect`.
    private static func readContainer<Dialect: JSONDialect>(
        from scanner: inout JSONScanner, _ dialect: Dialect.Type
    ) throws(ScanError) -> RawValue {
        var stack: [Frame] = []
        let baseDepth = scanner.depth
        defer { scanner.depth = baseDepth }
        // `opening` is set when the cursor is at a `{` or `[` still to be entered.
        var opening = true
        var completed: RawValue = .null
        while true {
            if opening {
                let isObject = scanner.cursor.pointee == .openBrace
                if try scanner.openContainer(inObject: isObject, dialect, .reading) {
                    let key = isObject ? try scanner.readMemberKey(dialect) : ""
                    stack.append(Frame(isObject: isObject, key: key))
                    if try beginValue(from: &scanner, into: &completed) { continue }
                } else {
                    completed = isObject ? .object(RawObject()) : .array([])
                }
                opening = false
            }
            // `completed` is a finished value: store it in the innermost frame.
            guard !stack.isEmpty else { return completed }
            let top = stack.count - 1
            if stack[top].isObject {
                let key = stack[top].key
                stack[top].members.append(RawObject.Member(key: key, value: completed))
                if try scanner.nextItem(inObject: true, dialect, .reading) {
                    stack[top].key = try scanner.readMemberKey(dialect)
                    if try beginValue(from: &scanner, into: &completed) { opening = true }
                    continue
                }
                completed = .object(RawObject(stack.removeLast().members))
            } else {
                stack[top].elements.append(completed)
                if try scanner.nextItem(inObject: false, dialect, .reading) {
                    if try beginValue(from: &scanner, into: &completed) { opening = true }
                    continue
                }
                completed = .array(stack.removeLast().elements)
            }
        }
    }

    /// At a value's first byte: reads a scalar into `completed` and returns false, or returns
    /// true for a container still to be opened.
    private static func beginValue(
        from scanner: inout JSONScanner, into completed: inout RawValue
    ) throws(ScanError) -> Bool {
        let byte = scanner.cursor.pointee
        if byte == .openBrace || byte == .openBracket { return true }
        completed = try readScalar(from: &scanner)
        return false
    }
}

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
    /// - Throws: `ScanError` with its line and column, for invalid JSON or an exceeded limit.
    public init(parsing input: some JSONInput, limits: Limits = .default) throws(ScanError) {
        let result: Result<RawValue, ScanError> = input.withJSONBytes { bytes in
            var scanner = JSONScanner(bytes: bytes, limits: limits)
            do throws(ScanError) {
                try scanner.beginDocument()
                let value = try RawValue.read(from: &scanner)
                try scanner.endDocument()
                return .success(value)
            } catch {
                return .failure(error.located(in: bytes))
            }
        }
        self = try result.get()
    }

    /// Reads the value at the scanner's cursor (whitespace already skipped) and moves past it.
    ///
    /// - Throws: `ScanError` with a byte offset only; the caller adds the location.
    public static func read(from scanner: inout JSONScanner) throws(ScanError) -> RawValue {
        guard let first = scanner.peek() else { throw scanner.unexpected(expected: "a value") }
        switch first {
        case .openBrace, .openBracket:
            return try readContainer(from: &scanner)
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
            let token = try scanner.scanNumber()
            try scanner.checkAfterNumber()
            return .number(RawNumber(token: token))
        default:
            throw scanner.unexpected(expected: "a value")
        }
    }

    /// One open container during parsing.
    private enum Frame {
        case array([RawValue])
        case object([RawObject.Member], key: String)
    }

    private static func readContainer(
        from scanner: inout JSONScanner
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
                try scanner.enterContainer()
                let next = scanner.skipWhitespace()
                if isObject {
                    if next == .closeBrace {
                        scanner.leaveContainer()
                        completed = .object(RawObject())
                    } else {
                        let key = try readKey(from: &scanner)
                        stack.append(.object([], key: key))
                        if try beginValue(from: &scanner, into: &completed) { continue }
                    }
                } else {
                    if next == .closeBracket {
                        scanner.leaveContainer()
                        completed = .array([])
                    } else {
                        stack.append(.array([]))
                        if try beginValue(from: &scanner, into: &completed) { continue }
                    }
                }
                opening = false
            }
            // `completed` is a finished value: store it in the innermost frame.
            guard let frame = stack.popLast() else { return completed }
            switch frame {
            case .array(var elements):
                elements.append(completed)
                switch scanner.skipWhitespace() {
                case .comma:
                    scanner.cursor += 1
                    stack.append(.array(elements))
                    _ = scanner.skipWhitespace()
                    if try beginValue(from: &scanner, into: &completed) { opening = true }
                    continue
                case .closeBracket:
                    scanner.leaveContainer()
                    completed = .array(elements)
                default:
                    throw scanner.unexpected(expected: "',' or ']'")
                }
            case .object(var members, let key):
                members.append(RawObject.Member(key: key, value: completed))
                switch scanner.skipWhitespace() {
                case .comma:
                    scanner.cursor += 1
                    _ = scanner.skipWhitespace()
                    let nextKey = try readKey(from: &scanner)
                    stack.append(.object(members, key: nextKey))
                    if try beginValue(from: &scanner, into: &completed) { opening = true }
                    continue
                case .closeBrace:
                    scanner.leaveContainer()
                    completed = .object(RawObject(members))
                default:
                    throw scanner.unexpected(expected: "',' or '}'")
                }
            }
        }
    }

    /// Reads `"key":` and the whitespace after the colon.
    private static func readKey(from scanner: inout JSONScanner) throws(ScanError) -> String {
        guard scanner.peek() == .quote else {
            throw scanner.unexpected(expected: "'\"' to start a key")
        }
        let key = try scanner.readString()
        try scanner.expect(.colon, "':' after the key")
        _ = scanner.skipWhitespace()
        return key
    }

    /// At a value: reads a scalar into `completed` and returns false, or returns true for a
    /// container still to be opened.
    private static func beginValue(
        from scanner: inout JSONScanner, into completed: inout RawValue
    ) throws(ScanError) -> Bool {
        guard let byte = scanner.peek() else { throw scanner.unexpected(expected: "a value") }
        if byte == .openBrace || byte == .openBracket { return true }
        completed = try readScalar(from: &scanner)
        return false
    }
}

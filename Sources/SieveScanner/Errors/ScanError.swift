// The one error the scanner throws: what went wrong (a stable code), where (a byte offset, and
// the line and column once it is reported) and why (a sentence rendered from the code and its
// parameters).

/// Invalid JSON, or JSON beyond a `Limits` bound.
///
/// ```swift
/// do { _ = try RawValue(parsing: "[1, 2,]") }
/// catch let error as ScanError {
///     print(error)   // 1:7: error: expected a value, found ']'
/// }
/// ```
public struct ScanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is. Compare against the `static let` values; new codes may be
    /// added, so do not assume the list is complete.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The stable snake_case name, for logs and metrics.
        public let rawValue: String

        /// The code with the stable name `rawValue`. Prefer the `static let` values.
        public init(rawValue: String) { self.rawValue = rawValue }

        @usableFromInline
        init(_ rawValue: String) { self.rawValue = rawValue }

        /// The code's stable name, as `rawValue`.
        public var description: String { rawValue }

        /// The input ended inside a value.
        public static let unexpectedEnd = Code("unexpected_end")
        /// A byte that cannot start or continue what the grammar expects here.
        public static let unexpectedCharacter = Code("unexpected_character")
        /// The input holds no value, only whitespace or nothing.
        public static let emptyInput = Code("empty_input")
        /// Something other than whitespace follows the top-level value.
        public static let trailingCharacters = Code("trailing_characters")
        /// A byte sequence that is not UTF-8: overlong, surrogate, above U+10FFFF, truncated,
        /// or a stray continuation byte.
        public static let invalidUTF8 = Code("invalid_utf8")
        /// A backslash followed by something other than `" \ / b f n r t u`.
        public static let invalidEscape = Code("invalid_escape")
        /// A `\u` escape of a lone or reversed UTF-16 surrogate.
        public static let invalidSurrogate = Code("invalid_surrogate")
        /// An unescaped control character (U+0000 to U+001F) inside a string.
        public static let controlCharacter = Code("control_character")
        /// A number that breaks the grammar: leading zero, lone `-`, `.5`, `1.`, `1e`.
        public static let invalidNumber = Code("invalid_number")
        /// Nesting deeper than `Limits.maxDepth`.
        public static let depthLimitExceeded = Code("depth_limit_exceeded")
        /// Nesting within `Limits.maxDepth` but deeper than the thread's stack holds for a
        /// decoder that recurses once per level (a recursive model).
        public static let stackExhausted = Code("stack_exhausted")
        /// Input longer than `Limits.maxInputSize`.
        public static let inputTooLarge = Code("input_too_large")
        /// A string longer than `Limits.maxStringLength`.
        public static let stringTooLong = Code("string_too_long")
        /// A JSON5 `/*` comment that does not close before the end of input.
        public static let unterminatedComment = Code("unterminated_comment")
    }

    /// What went wrong.
    public var code: Code
    /// The byte offset of the offending byte, from the start of the input.
    public var offset: Int
    /// The offending byte, if there was one (there is none at the end of input).
    public var byte: UInt8?
    /// What the scanner expected at this point, in words (`"a value"`, `"',' or '}'"`).
    public var expected: String?
    /// The line and column of `offset`, filled in when the error leaves the public API.
    public var location: SourceLocation?

    /// Creates an error.
    public init(
        _ code: Code, offset: Int, byte: UInt8? = nil, expected: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.code = code
        self.offset = offset
        self.byte = byte
        self.expected = expected
        self.location = location
    }

    /// Why, in one sentence, without the location.
    public var message: String {
        switch code {
        case .unexpectedEnd:
            return "unexpected end of input" + (expected.map { ", expected \($0)" } ?? "")
        case .unexpectedCharacter:
            return "expected \(expected ?? "a value"), found \(ScanError.describe(byte))"
        case .emptyInput:
            return "the input holds no JSON value"
        case .trailingCharacters:
            return "unexpected \(ScanError.describe(byte)) after the top-level value"
        case .invalidUTF8:
            return "invalid UTF-8 byte \(ScanError.hex(byte))"
                + (expected.map { ": \($0)" } ?? "")
        case .invalidEscape:
            return "invalid escape sequence '\\\(ScanError.printable(byte))'"
                + (expected.map { ": \($0)" } ?? "")
        case .invalidSurrogate:
            return expected ?? "unpaired UTF-16 surrogate in a \\u escape"
        case .controlCharacter:
            return "unescaped control character \(ScanError.hex(byte)) in a string"
        case .invalidNumber:
            return "invalid number: \(expected ?? "malformed")"
        case .depthLimitExceeded:
            return "nesting is deeper than the limit of \(expected ?? "?") levels"
        case .stackExhausted:
            return "nesting \(expected ?? "this") levels deep needs more stack than this thread has "
                + "left; lower Limits.maxDepth, or decode on a thread with a larger stack"
        case .inputTooLarge:
            return "input is larger than the limit of \(expected ?? "?") bytes"
        case .stringTooLong:
            return "string is longer than the limit of \(expected ?? "?") bytes"
        case .unterminatedComment:
            return "a '/*' comment is not closed with '*/'"
        default:
            return code.rawValue
        }
    }

    /// `line:col: error: message`, or `offset N: error: message` before a location is known.
    public var description: String {
        let place = location.map { "\($0.line):\($0.column)" } ?? "offset \(offset)"
        return "\(place): error: \(message)"
    }

    /// Returns this error with its `location` computed from the input it came from.
    public func located(in bytes: UnsafeRawBufferPointer) -> ScanError {
        var copy = self
        copy.location = SourceLocation(offset: offset, in: bytes)
        return copy
    }

    static func hex(_ byte: UInt8?) -> String {
        guard let byte else { return "end of input" }
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    static func printable(_ byte: UInt8?) -> String {
        guard let byte else { return "" }
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return hex(byte)
    }

    static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "end of input" }
        if byte >= 0x21 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        switch byte {
        case .space: return "a space"
        case .newline: return "a line break"
        default: return "byte \(hex(byte))"
        }
    }
}

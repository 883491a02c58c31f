// A reader positioned at one JSON value. Scalar types read themselves through it; object and
// array types open nested readers from it. An issue it records is anchored at the value's own
// byte offset: its path is found from the document when the diagnosis is resolved.
//
// Invariant: the scanner's cursor is at the first byte of the value (whitespace skipped) when
// `decode(from:)` is called, and just past the value when it returns.

import SieveRawValue
import SieveScanner

/// The position of one JSON value during a schema decode.
///
/// You meet a `ValueReader` only when you conform a type of your own to `SchemaValue`
/// directly, for a value that is not an object:
///
/// ```swift
/// struct Cents: SchemaValue {
///     var amount: Int64
///     static func decode(from reader: inout ValueReader) throws -> Cents {
///         Cents(amount: try Int64.decode(from: &reader))
///     }
/// }
/// ```
public struct ValueReader: ~Copyable {
    /// The decode's shared state.
    ///
    /// Declared first, and not optional, on purpose. Swift 6.3's ThreadSanitizer
    /// instrumentation, for a change made through a pointer reached from a borrowed
    /// noncopyable value (`reader.context.pointee.ledger.append(…)`), reports a write at the
    /// address held in the value's first word (and cannot compile one that is not a pointer).
    /// With the context there, that phantom write lands in this decode's own context; with
    /// the scanner there, it landed on the first byte of the input, which other threads may
    /// be reading, and was reported as a race.
    @usableFromInline let context: UnsafeMutablePointer<DecodeContext>
    @usableFromInline var scanner: JSONScanner

    @inlinable
    init(scanner: JSONScanner, context: UnsafeMutablePointer<DecodeContext>) {
        self.context = context
        self.scanner = scanner
    }

    /// A reader over nothing, for a placeholder object: it reads and records nothing, so its
    /// context is one shared, never-written one.
    @usableFromInline
    init(placeholder: Void) {
        context = DecodeContext.placeholder
        scanner = JSONScanner(bytes: UnsafeRawBufferPointer(start: nil, count: 0))
    }

    /// A second reader at the same place of the same decode, for the reader of a container
    /// entered here: readers are not copyable (a copy kept past the decode would read freed
    /// memory), so the library makes this one where it needs one, and gives it back by
    /// moving its scanner back (`scanner = nested.scanner`).
    @inlinable
    init(forking reader: borrowing ValueReader) {
        context = reader.context
        scanner = reader.scanner
    }

    /// The first byte of the value.
    @inlinable
    var byte: UInt8 { scanner.cursor.pointee }

    /// The byte offset of the value in the document.
    @inlinable
    public var offset: Int { scanner.offset }

    /// True when the value at the reader is a string.
    @inlinable
    package var isAtString: Bool { byte == .quote }

    /// The JSON type of the value at the reader, in words: `"a string"`, `"a number"`, …
    public var foundDescription: String { Self.describeKind(byte) }

    @usableFromInline
    static func describeKind(_ byte: UInt8) -> String {
        switch byte {
        case .quote: return "a string"
        case .openBrace: return "an object"
        case .openBracket: return "an array"
        case .lowercaseT, .lowercaseF: return "a boolean"
        case .lowercaseN: return "null"
        default: return "a number"
        }
    }
}

// MARK: - Scalars

extension ValueReader {
    /// Reads a string value.
    @inlinable @inline(__always)
    public mutating func readString() throws -> String {
        guard byte == .quote else { return try typeMismatch(expected: "a string") }
        return try scanner.readString()
    }

    /// Calls `body` with the UTF-8 of the string value at the reader (its escapes resolved),
    /// and moves past it; `nil`, the reader unmoved, when the value is not a string. For
    /// values read from text (dates, UUIDs) without making a `String`.
    @inlinable @inline(__always)
    package mutating func withStringBytes<R>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> R
    ) throws -> R? {
        guard byte == .quote else { return nil }
        let token = try scanner.scanString()
        if _fastPath(!token.hasEscapes) { return try body(token.rawBytes) }
        var decoded = JSONScanner.decodeEscapedString(token)
        return try decoded.withUTF8 { try body($0) }
    }

    /// The number at the reader, scanned (and moved past); `nil`, the reader unmoved, when
    /// the value is not a number.
    @inlinable
    package mutating func readNumberToken() throws -> NumberToken? {
        guard byte == .minus || byte.isDigit else { return nil }
        let token = try scanner.scanNumber()
        try scanner.checkAfterNumber()
        return token
    }

    /// Reads an integer value of type `T`, exactly.
    @inlinable @inline(__always)
    public mutating func readInteger<T: FixedWidthInteger & SchemaValue>(
        _ type: T.Type = T.self
    ) throws -> T {
        if let value = scanner.scanPlainInteger(T.self) { return value }
        return try readIntegerSlow(T.self)
    }

    /// Integers beyond the fast path: exponents, fractions, more than 19 digits, out of range,
    /// not a number at all, or invalid.
    @inlinable @inline(never)
    mutating func readIntegerSlow<T: FixedWidthInteger & SchemaValue>(
        _ type: T.Type
    ) throws -> T {
        let first = byte
        guard first == .minus || first.isDigit else {
            return try typeMismatch(expected: "an integer")
        }
        let token: NumberToken
        do throws(ScanError) {
            token = try scanner.scanNumber()
        } catch {
            // JSON5's `-Infinity` is a number, but not an integer.
            guard scanner.nonFiniteNumber(at: scanner.cursor) != nil else { throw error }
            return try typeMismatch(expected: "an integer")
        }
        try scanner.checkAfterNumber()
        if let value = token.integer(as: T.self) { return value }
        return try numberDoesNotFit(token, as: T.self)
    }

    /// Reads a number as the nearest `Double`.
    @inlinable @inline(__always)
    public mutating func readDouble() throws -> Double {
        if let value = scanner.scanPlainDouble() { return value }
        return try readDoubleSlow()
    }

    @inlinable @inline(never)
    mutating func readDoubleSlow() throws -> Double {
        try readFloatingPoint(Double.self) { $0.double }
    }

    /// Reads a number as the nearest `Float`.
    @inlinable
    public mutating func readFloat() throws -> Float {
        try readFloatingPoint(Float.self) { $0.float }
    }

    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    /// Reads a number as the nearest `Float16`, rounded once from its text.
    ///
    /// `Float16` came with macOS 11, iOS 14, tvOS 14 and watchOS 7 (not on x86-64 macOS).
    @available(SwiftStdlib 5.3, *)
    @inlinable
    public mutating func readFloat16() throws -> Float16 {
        try readFloatingPoint(Float16.self) { token in
            Float16(token.text).flatMap { $0.isFinite ? $0 : nil }
        }
    }
    #endif

    /// Reads a number as a `T`, which `convert` makes from its token (`nil` beyond `T`'s
    /// range); JSON5's non-finite numbers too, in the translated syntax.
    @inlinable @inline(__always)
    mutating func readFloatingPoint<T: BinaryFloatingPoint & SchemaValue>(
        _ type: T.Type, _ convert: (NumberToken) -> T?
    ) throws -> T {
        let first = byte
        guard first == .minus || first.isDigit else {
            if let value = takeNonFiniteNumber() { return T(value) }
            return try typeMismatch(expected: "a number")
        }
        let token: NumberToken
        do throws(ScanError) {
            token = try scanner.scanNumber()
        } catch {
            guard let value = takeNonFiniteNumber() else { throw error }
            return T(value)
        }
        try scanner.checkAfterNumber()
        if let value = convert(token) { return value }
        return try numberDoesNotFit(token, as: T.self)
    }

    /// JSON5's `Infinity`, `-Infinity`, `NaN` or `-NaN` at the cursor, moved past; `nil`
    /// (the cursor unmoved) when there is none, or the syntax is not JSON5.
    @usableFromInline @inline(never)
    mutating func takeNonFiniteNumber() -> Double? {
        guard let number = scanner.nonFiniteNumber(at: scanner.cursor) else { return nil }
        scanner.cursor = number.end
        return number.value
    }

    /// Reads `true` or `false`.
    @inlinable @inline(__always)
    public mutating func readBool() throws -> Bool {
        switch byte {
        case .lowercaseT, .lowercaseF:
            let value = byte == .lowercaseT
            try scanner.skipScalar()
            return value
        default:
            return try typeMismatch(expected: "a boolean")
        }
    }

    /// Reads `null` and returns true, or returns false without moving when the value is not
    /// `null`.
    @inlinable @inline(__always)
    public mutating func readNull() throws -> Bool {
        guard byte == .lowercaseN else { return false }
        try scanner.skipScalar()
        return true
    }

    /// Reads any value as a `RawValue`.
    @inlinable
    public mutating func readRawValue() throws -> RawValue {
        try RawValue.read(from: &scanner)
    }

    /// Moves past the value without decoding it (it is still validated).
    @inlinable
    public mutating func skip() throws {
        try scanner.skipValue()
    }
}

// MARK: - Recording failures

extension ValueReader {
    /// Records that the value has the wrong JSON type (or is `null`, recorded as
    /// `null_value`), moves past it, and returns the type's placeholder.
    ///
    /// - Throws: when `T` has no placeholder, after recording the issue.
    @inline(never)
    public mutating func typeMismatch<T: SchemaValue>(
        expected: String, as type: T.Type = T.self
    ) throws -> T {
        let valueOffset = offset
        let isNull = byte == .lowercaseN
        try scanner.skipValue()
        try recordIssue(
            isNull
                ? .nullValue(expected: expected)
                : .typeMismatch(
                    expected: expected, found: Self.describeKind(scanner.start[valueOffset])),
            at: valueOffset)
        return try placeholder()
    }

    /// Records that a number does not fit `T` (out of range, or a fraction where an integer
    /// is required), and returns the placeholder.
    @usableFromInline @inline(never)
    mutating func numberDoesNotFit<T: SchemaValue>(
        _ token: NumberToken, as type: T.Type
    ) throws -> T {
        let isInteger = T.self is any FixedWidthInteger.Type
        try recordIssue(
            .numberDoesNotFit(
                literal: token.text, type: String(describing: T.self),
                expected: isInteger ? "an integer" : "a number",
                notAnInteger: isInteger && !ValueReader.isWhole(token)),
            at: token.start - scanner.start)
        return try placeholder()
    }

    /// True when the number has no fractional part (decided exactly, without rounding).
    static func isWhole(_ token: NumberToken) -> Bool {
        if token.isPlainInteger || token.exponent >= 0 { return true }
        if token.isTruncated || token.mantissa == 0 { return token.mantissa == 0 }
        var divisor: UInt64 = 1
        for _ in 0..<(-token.exponent) {
            let (next, overflow) = divisor.multipliedReportingOverflow(by: 10)
            if overflow { return false }
            divisor = next
        }
        return token.mantissa % divisor == 0
    }

    /// Records an issue about this value with `code` and `parameters`.
    ///
    /// Use it from a custom `SchemaValue` that found a value it cannot accept; return a
    /// placeholder (or throw) afterwards.
    public mutating func recordIssue(
        _ code: DiagnosticCode, at valueOffset: Int? = nil, _ parameters: [String: String] = [:]
    ) throws {
        try recordIssue(.recorded(code: code, parameters: parameters), at: valueOffset)
    }

    /// Records a warning about this value with `code` and `parameters`.
    public mutating func recordWarning(
        _ code: DiagnosticCode, at valueOffset: Int? = nil, _ parameters: [String: String] = [:]
    ) {
        recordWarning(.recorded(code: code, parameters: parameters), at: valueOffset)
    }

    /// Records an issue about the value at `valueOffset` (this one by default).
    @usableFromInline
    package mutating func recordIssue(_ detail: DiagnosticDetail, at valueOffset: Int? = nil) throws {
        let at = valueOffset ?? offset
        try context.pointee.fail(detail, anchor: at, field: nil, valueOffset: at)
    }

    /// Records a warning about the value at `valueOffset` (this one by default).
    @usableFromInline
    package mutating func recordWarning(_ detail: DiagnosticDetail, at valueOffset: Int? = nil) {
        let at = valueOffset ?? offset
        context.pointee.warn(detail, anchor: at, field: nil, valueOffset: at)
    }

    /// The placeholder of `T`, or a throw that abandons the value when `T` has none.
    @inlinable
    public func placeholder<T: SchemaValue>(_ type: T.Type = T.self) throws -> T {
        guard let value = T.placeholderForIssues else { throw SchemaAbort() }
        return value
    }
}

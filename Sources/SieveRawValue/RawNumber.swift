// A JSON number that keeps its literal text and converts on demand.

import SieveScanner

/// A JSON number, exactly as written.
///
/// Integers that fit `Int64` are stored as one; every other number keeps its text. Two numbers
/// are equal when their texts are equal (`1.0` and `1` are different literals); compare
/// `double` values for numeric equality. A document read as JSON5 (`JSONSyntax.json5`) may
/// also hold `Infinity`, `-Infinity`, `NaN` and `-NaN`, kept as that text (`double` gives
/// their value); serializing such a value writes that text, which is JSON5, not JSON.
public struct RawNumber: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline
    enum Storage: Sendable, Hashable {
        case integer(Int64)
        case literal(String)
    }

    @usableFromInline
    var storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    /// A number from an integer.
    public init(_ value: Int64) { storage = .integer(value) }

    /// A number from an integer.
    public init(_ value: Int) { storage = .integer(Int64(value)) }

    /// A number from a double, written as Swift's shortest round-trip text.
    ///
    /// - Precondition: `value` is finite; JSON has no infinity or NaN.
    public init(_ value: Double) {
        precondition(value.isFinite, "JSON numbers are finite")
        if abs(value) < 1e15, !(value == 0 && value.sign == .minus),
            let whole = Int64(exactly: value)
        {
            storage = .integer(whole)
        } else {
            storage = .literal(value.description)
        }
    }

    /// A number from its literal text, or `nil` when the text is not a JSON number.
    public init?(text: String) {
        var copy = text
        let parsed: RawNumber? = copy.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            guard scanner.peek() != nil, let token = try? scanner.scanNumber(),
                scanner.isAtEnd
            else { return nil }
            return RawNumber(token: token)
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// A number from a scanned token.
    @inlinable
    package init(token: NumberToken) {
        if token.isPlainInteger, !token.isTruncated,
            !(token.isNegative && token.mantissa == 0),
            let value = token.integer(as: Int64.self)
        {
            storage = .integer(value)
        } else {
            storage = .literal(token.text)
        }
    }

    /// The literal text, exactly as it appeared in the document.
    public var text: String {
        switch storage {
        case .integer(let value): return String(value)
        case .literal(let text): return text
        }
    }

    /// The literal text.
    public var description: String { text }

    /// The value as an `Int64`, or `nil` when it is not whole or out of range.
    public var int64: Int64? { integer(as: Int64.self) }

    /// The value as a `UInt64`, or `nil` when it is not whole or out of range.
    public var uint64: UInt64? { integer(as: UInt64.self) }

    /// The value as an `Int`, or `nil` when it is not whole or out of range.
    public var int: Int? { integer(as: Int.self) }

    /// True when the literal is an integer: digits, with no fraction or exponent.
    package var isPlainInteger: Bool {
        switch storage {
        case .integer: return true
        case .literal: return withToken { $0.isPlainInteger } ?? false
        }
    }

    /// The value as an integer of type `T`, or `nil` when it is not whole or out of range.
    public func integer<T: FixedWidthInteger>(as type: T.Type) -> T? {
        switch storage {
        case .integer(let value): return T(exactly: value)
        case .literal: return withToken { $0.integer(as: T.self) }
        }
    }

    /// The value as the nearest `Double`, or `nil` beyond `Double`'s range.
    public var double: Double? {
        switch storage {
        case .integer(let value): return Double(value)
        case .literal(let text):
            switch text {
            case "Infinity": return .infinity
            case "-Infinity": return -.infinity
            case "NaN": return .nan
            case "-NaN": return -.nan
            default: return withToken { $0.double }
            }
        }
    }

    private func withToken<R>(_ body: (NumberToken) -> R?) -> R? {
        var text = self.text
        return text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            guard let token = try? scanner.scanNumber() else { return nil }
            return body(token)
        }
    }
}

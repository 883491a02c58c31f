// Open enums: a value the enum has no case for is kept, with a warning, instead of failing.

/// An enum value that may be one the enum does not know yet.
///
/// Upstream ships new cases before you deploy. `Open` keeps the original spelling of an
/// unknown value instead of failing the record, and records a warning `unknown_case` so you
/// can see what is arriving:
///
/// ```swift
/// enum Tier: String, CaseIterable, Sendable, SchemaValue { case free, pro }
///
/// tier = try json.decode("tier")        // var tier: Open<Tier>
/// switch tier {
/// case .known(.pro): …
/// case .known(.free): …
/// case .unknown(let raw): log("new tier \(raw)")
/// }
/// ```
public enum Open<Known: RawRepresentable> where Known.RawValue: LosslessStringConvertible {
    /// A value the enum has a case for.
    case known(Known)
    /// A value it has none for, as the raw value's text.
    case unknown(String)

    /// The known case, or `nil`.
    public var knownValue: Known? {
        if case .known(let value) = self { return value }
        return nil
    }

    /// The raw text of the value, known or not.
    public var rawText: String {
        switch self {
        case .known(let value): return value.rawValue.description
        case .unknown(let raw): return raw
        }
    }

    /// An open value from a raw value: `.known` when the enum has a case for it.
    public init(rawValue: Known.RawValue) {
        if let value = Known(rawValue: rawValue) {
            self = .known(value)
        } else {
            self = .unknown(rawValue.description)
        }
    }
}

extension Open: Equatable where Known: Equatable {}
extension Open: Hashable where Known: Hashable {}
extension Open: Sendable where Known: Sendable {}

extension Open: CustomStringConvertible {
    /// `pro`, or `unknown("enterprise")`.
    public var description: String {
        switch self {
        case .known(let value): return String(describing: value)
        case .unknown(let raw): return "unknown(\"\(raw)\")"
        }
    }
}

extension Open: SchemaValue where Known.RawValue: SchemaValue {
    /// Decodes the raw value; a value without a case becomes `.unknown` with a warning
    /// `unknown_case`.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Open<Known> {
        let start = reader.offset
        let mark = reader.issueMark()
        let raw = try Known.RawValue.decode(from: &reader)
        if let value = Known(rawValue: raw) { return .known(value) }
        if reader.hasIssue(since: mark) { return .unknown(raw.description) }
        reader.recordWarning(
            .unknownCase(raw: raw.description, type: String(describing: Known.self)), at: start)
        return .unknown(raw.description)
    }

    /// `.unknown("")`.
    @inlinable
    public static var placeholderForIssues: Open<Known>? { .unknown("") }
}

extension Open: Encodable where Known.RawValue: Encodable {
    /// Encodes the raw value, known or not (an unknown value as the text it arrived as).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .known(let value):
            try container.encode(value.rawValue)
        case .unknown(let raw):
            if let value = Known.RawValue(raw) {
                try container.encode(value)
            } else {
                try container.encode(raw)
            }
        }
    }
}

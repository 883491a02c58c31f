// Enums with raw values become SchemaValues by declaring the conformance. A value without a
// case is an issue `invalid_case` that lists the allowed values when the enum is CaseIterable;
// wrap the enum in `Open` to keep unknown values instead.

extension SchemaValue where Self: RawRepresentable, RawValue: SchemaValue {
    /// Decodes the raw value, then the case; no case is an issue `invalid_case`.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Self {
        try decodeCase(from: &reader, allowed: { nil })
    }

    /// Decodes the raw value, then the case; no case is an issue `invalid_case` naming the
    /// `allowed` values, when there is a list.
    @inlinable
    static func decodeCase(
        from reader: inout ValueReader, allowed: () -> String?
    ) throws -> Self {
        let start = reader.offset
        let mark = reader.issueMark()
        let raw = try RawValue.decode(from: &reader)
        if let value = Self(rawValue: raw) { return value }
        if reader.hasIssue(since: mark) { return try reader.placeholder() }
        try reader.recordIssue(
            .invalidCase(
                raw: String(describing: raw), type: String(describing: Self.self),
                allowed: allowed()),
            at: start)
        return try reader.placeholder()
    }
}

extension SchemaValue where Self: RawRepresentable & CaseIterable, RawValue: SchemaValue {
    /// Decodes the raw value, then the case; no case is an issue `invalid_case` listing the
    /// allowed values.
    @inlinable
    public static func decode(from reader: inout ValueReader) throws -> Self {
        try decodeCase(
            from: &reader,
            allowed: { allCases.map { String(describing: $0.rawValue) }.joined(separator: ", ") })
    }

    /// The first case.
    @inlinable
    public static var placeholderForIssues: Self? { allCases.first }
}

// Literal syntax for building RawValues in code and tests: `["name": "Ann", "tags": [1, 2]]`.
// There is no nil literal on purpose: write `.null` for JSON null.

extension RawValue: ExpressibleByStringLiteral {
    /// A string value.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension RawValue: ExpressibleByIntegerLiteral {
    /// A number value.
    public init(integerLiteral value: Int64) { self = .number(RawNumber(value)) }
}

extension RawValue: ExpressibleByFloatLiteral {
    /// A number value, written as the double's shortest round-trip text.
    public init(floatLiteral value: Double) { self = .number(RawNumber(value)) }
}

extension RawValue: ExpressibleByBooleanLiteral {
    /// A boolean value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension RawValue: ExpressibleByArrayLiteral {
    /// An array value.
    public init(arrayLiteral elements: RawValue...) { self = .array(elements) }
}

extension RawValue: ExpressibleByDictionaryLiteral {
    /// An object value, members in the order written.
    public init(dictionaryLiteral elements: (String, RawValue)...) {
        self = .object(RawObject(elements.map { RawObject.Member(key: $0.0, value: $0.1) }))
    }
}

extension RawNumber: ExpressibleByIntegerLiteral {
    /// A number from an integer literal.
    public init(integerLiteral value: Int64) { self.init(value) }
}

extension RawNumber: ExpressibleByFloatLiteral {
    /// A number from a floating-point literal.
    public init(floatLiteral value: Double) { self.init(value) }
}

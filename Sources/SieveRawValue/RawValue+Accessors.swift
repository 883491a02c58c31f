// Typed views of a RawValue and subscripts by key and index.

extension RawValue {
    /// The value of the first member named `key` when this is an object; otherwise `nil`.
    public subscript(key: String) -> RawValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array and the index is in range; otherwise `nil`.
    public subscript(index: Int) -> RawValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else {
            return nil
        }
        return elements[index]
    }

    /// True for `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The flag, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The number, when this is a number.
    public var numberValue: RawNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The number as an `Int64`, when this is a whole number in range.
    public var int64Value: Int64? { numberValue?.int64 }

    /// The number as a `UInt64`, when this is a whole number in range.
    public var uint64Value: UInt64? { numberValue?.uint64 }

    /// The number as a `Double`, when this is a number within `Double`'s range.
    public var doubleValue: Double? { numberValue?.double }

    /// The elements, when this is an array.
    public var arrayValue: [RawValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members, when this is an object.
    public var objectValue: RawObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

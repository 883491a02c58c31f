// Fields with rules (`validate:`), and cross-field checks (`check(_:at:_:)`). The rules extend
// the field's request as a reading strategy: the value is read by its type, then checked.

import SieveScanner

/// A value read by its type, then checked against its field's rules.
@usableFromInline
struct ValidatedReading<Value: SchemaValue>: FieldValueReading {
    @usableFromInline let rules: [ValidationRule<Value>]

    @inlinable init(rules: [ValidationRule<Value>]) { self.rules = rules }

    @inlinable
    func read(from reader: inout ValueReader) throws -> Value {
        try reader.readValidated(Value.self, rules)
    }
}

extension ValueReader {
    /// Reads a `T`, then records `validation_failed` for every rule it breaks. A value whose
    /// read recorded an issue (a placeholder) is not checked.
    @usableFromInline
    mutating func readValidated<T: SchemaValue>(_ type: T.Type, _ rules: [ValidationRule<T>]) throws -> T {
        let start = offset
        let issues = context.pointee.issueCount
        let value = try T.decode(from: &self)
        guard context.pointee.issueCount == issues else { return value }
        for rule in rules where !rule.holds(value) {
            try recordIssue(
                .validationFailed(
                    rule: rule.name, parameters: rule.parameters, value: Self.describe(value),
                    message: nil),
                at: start)
        }
        return value
    }

    /// A value a rule checked, as a diagnostic names it: a collection by its count.
    static func describe<T>(_ value: T) -> String {
        if !(value is String), let collection = value as? any Collection {
            return "\(collection.count) elements"
        }
        return quoted(value)
    }

    /// A value as a diagnostic quotes it: a string in quotes, anything else as it prints.
    @usableFromInline
    package static func quoted<T>(_ value: T) -> String {
        // The common fallbacks and defaults first, by their type alone: `String(describing:)`
        // looks for a description by dynamic casts, which cost more than the text.
        if T.self == Int.self { return unsafeBitCast(value, to: Int.self).description }
        if T.self == Double.self { return unsafeBitCast(value, to: Double.self).description }
        if T.self == Bool.self { return unsafeBitCast(value, to: Bool.self).description }
        if T.self == String.self { return "\"\(unsafeBitCast(value, to: String.self))\"" }
        if T.self == [String].self, unsafeBitCast(value, to: [String].self).isEmpty { return "[]" }
        if let standIn = value as? any QuotedAsWrapped { return quoted(standIn.wrappedForQuoting) }
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}

extension ObjectReader {
    /// Decodes the value of `key` and checks it against `rules`: each rule it breaks is an
    /// issue `validation_failed`, naming the rule.
    ///
    /// ```swift
    /// sku   = try json.decode("sku", validate: .nonEmpty)
    /// email = try json.decode("email", validate: .email, .count(3...64))
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, validate rules: ValidationRule<T>...
    ) throws -> T {
        try resolve(
            FieldRequest(key, presence: .required), substitute: { Self.noSubstitute() },
            reading: ValidatedReading(rules: rules))
    }

    /// Decodes the optional value of `key`, checking a present value against `rules`; absent
    /// or `null` is `nil`, silently.
    ///
    /// ```swift
    /// homepage = try json.decode("homepage", validate: .url)   // String?
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, validate rules: ValidationRule<T>...
    ) throws -> T? {
        try resolve(
            FieldRequest(key, presence: .required), substitute: { Self.noSubstitute() },
            reading: OptionalReading(ValidatedReading(rules: rules)))
    }

    /// Decodes the value of `key`, or of `alias` when `key` is absent, and checks it against
    /// `rules`; see `decode(_:or:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, validate rules: ValidationRule<T>...
    ) throws -> T {
        try FieldRequest.with(key, alias: alias, presence: .required) {
            try resolve($0, substitute: { Self.noSubstitute() }, reading: ValidatedReading(rules: rules))
        }
    }

    /// Decodes the optional value of `key` or `alias`, checking a present value against
    /// `rules`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, or alias: StaticString, validate rules: ValidationRule<T>...
    ) throws -> T? {
        try FieldRequest.with(key, alias: alias, presence: .required) {
            try resolve($0, substitute: { Self.noSubstitute() }, reading: OptionalReading(ValidatedReading(rules: rules)))
        }
    }

    /// Decodes the value of `key`, checked against `rules`, or `defaultValue` when the key is
    /// missing (a default is the author's value, and is not checked).
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, default defaultValue: @autoclosure () -> T,
        validate rules: ValidationRule<T>...
    ) throws -> T {
        try resolve(
            FieldRequest(key, presence: .defaulted), substitute: defaultValue,
            reading: ValidatedReading(rules: rules))
    }

    /// Decodes the value of `key`, checked against `rules`, or `fallback` when it is missing,
    /// `null`, invalid, or breaks a rule, with a warning `fallback_applied` (reason
    /// `validation` for a broken rule). The fallback is the author's value and is not checked.
    ///
    /// ```swift
    /// age = try json.decode("age", fallback: 0, validate: .range(0...150))
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, fallback: @autoclosure () -> T, validate rules: ValidationRule<T>...
    ) throws -> T {
        try resolve(
            FieldRequest(key, presence: .fallback), substitute: fallback,
            reading: ValidatedReading(rules: rules))
    }

    /// A check across fields, made where the initializer calls it: when `condition` is false,
    /// an issue `validation_failed` with `message`, placed on the value of `key` (at the
    /// object, when the object has no such key).
    ///
    /// ```swift
    /// try json.check(endsAt >= startsAt, at: "ends_at", "ends before it starts")
    /// ```
    public mutating func check(_ condition: Bool, at key: StaticString, _ message: String) throws {
        guard !condition, state != .placeholder else { return }
        let valueOffset = valueOffset(of: key)
        try reader.context.pointee.fail(
            .validationFailed(rule: "check", parameters: [:], value: nil, message: message),
            anchor: valueOffset ?? objectOffset, field: valueOffset == nil ? key.description : nil,
            valueOffset: valueOffset ?? objectOffset)
    }

    /// The offset of the value of the first member named `key` in this object, found by
    /// reading the object again from its start (only a failed check asks).
    func valueOffset(of key: StaticString) -> Int? {
        let value = try? key.withBytes { try firstMemberValue(named: $0) }
        return value.flatMap { $0 }.map { $0 - reader.scanner.start }
    }
}

/// A value that a diagnostic names by the value it wraps (a `Decodable` type's value read on
/// the schema path), not by itself.
package protocol QuotedAsWrapped {
    /// The value a diagnostic quotes.
    var wrappedForQuoting: Any { get }
}

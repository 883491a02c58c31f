// Rules a field's value must follow, checked after it decodes: `json.decode("age",
// validate: .range(0...150))`. Every failure is an issue `validation_failed` naming the rule
// and its parameters, all of them collected; under `fallback:` a value that fails its rules is
// invalid and the fallback applies. Defaults and fallbacks are the author's values and are
// not checked. The rules extend the field's request (`ValidatedReading`), so a field without
// rules runs exactly the code it ran before.

/// A rule a decoded value must follow.
///
/// ```swift
/// email = try json.decode("email", validate: .email, .count(3...64))
/// age   = try json.decode("age", fallback: 0, validate: .range(0...150))
/// code  = try json.decode("code", validate: .pattern(/^[A-Z]{3}-\d{2}$/))
/// step  = try json.decode("step", validate: .custom(name: "multiple of 5") { $0 % 5 == 0 })
/// ```
///
/// A rule is a request-time value: it is made where the field is decoded and not kept.
public struct ValidationRule<Value> {
    /// The rule's name, as diagnostics report it (`range`, `email`, or a custom rule's name).
    public let name: String
    /// The rule's parameters, as diagnostics report them (`min`, `max`, `allowed`).
    public let parameters: [String: String]
    @usableFromInline let holds: (Value) -> Bool

    /// A rule named `name` with `parameters`, that `value` follows when `holds(value)`.
    public init(name: String, parameters: [String: String] = [:], holds: @escaping (Value) -> Bool) {
        self.name = name
        self.parameters = parameters
        self.holds = holds
    }

    /// True when `value` follows the rule.
    public func accepts(_ value: Value) -> Bool { holds(value) }

    /// A rule of your own: `.custom(name: "multiple of 5") { $0 % 5 == 0 }`.
    public static func custom(name: String, _ holds: @escaping (Value) -> Bool) -> ValidationRule {
        ValidationRule(name: name, holds: holds)
    }
}

extension ValidationRule where Value: Comparable {
    /// The value is within `bounds`.
    public static func range(_ bounds: ClosedRange<Value>) -> ValidationRule {
        ValidationRule(
            name: "range",
            parameters: ["min": "\(bounds.lowerBound)", "max": "\(bounds.upperBound)"]
        ) { bounds.contains($0) }
    }
}

extension ValidationRule where Value: Collection {
    /// The number of elements (of characters, for a string) is within `bounds`.
    public static func count(_ bounds: ClosedRange<Int>) -> ValidationRule {
        ValidationRule(
            name: "count",
            parameters: ["min": "\(bounds.lowerBound)", "max": "\(bounds.upperBound)"]
        ) { bounds.contains($0.count) }
    }

    /// The value has at least one element (a string, one character).
    public static var nonEmpty: ValidationRule {
        ValidationRule(name: "nonEmpty") { !$0.isEmpty }
    }
}

extension ValidationRule where Value: Equatable {
    /// The value is one of `allowed`.
    public static func oneOf(_ allowed: [Value]) -> ValidationRule {
        ValidationRule(
            name: "oneOf",
            parameters: ["allowed": allowed.map { "\($0)" }.joined(separator: ", ")]
        ) { allowed.contains($0) }
    }
}

extension ValidationRule where Value == String {
    /// An email address as people type them: `local@domain` (see `EmailAddressRule`).
    public static var email: ValidationRule {
        ValidationRule(name: "email") { EmailAddressRule.accepts($0) }
    }

    /// An absolute URL with a scheme and a host, without spaces (see `URLRule`).
    public static var url: ValidationRule {
        ValidationRule(name: "url") { URLRule.accepts($0) }
    }

    /// The whole value matches `regex`, a standard-library `Regex`.
    ///
    /// `Regex` came with macOS 13, iOS 16, tvOS 16 and watchOS 9; on older Apple systems the
    /// other rules are there and this one is not.
    @available(SwiftStdlib 5.7, *)
    public static func pattern<Output>(_ regex: Regex<Output>) -> ValidationRule {
        ValidationRule(name: "pattern") { (try? regex.wholeMatch(in: $0)) != nil }
    }
}

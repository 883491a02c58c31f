// What a diagnostic says happened, as data: one case per kind of event, with its facts typed.
// A diagnostic's code, its parameters (for JSON and metrics, see docs/DIAGNOSTICS.md) and its
// sentence (DiagnosticDetail+Message.swift) are all derived from it, here and nowhere else.

/// The facts of one warning or issue.
@usableFromInline
package indirect enum DiagnosticDetail: Sendable, Hashable {
    /// Why a fallback was used.
    @usableFromInline
    package enum FallbackReason: Sendable, Hashable {
        /// The key was absent.
        case missing
        /// The value was `null`.
        case null
        /// The value failed; `cause` is the first issue its read recorded, when it recorded one.
        case invalid(cause: DiagnosticDetail?)
        /// The value decoded but failed a rule; `cause` is the first `validation_failed`.
        case validation(cause: DiagnosticDetail)
    }

    case aliasMatched(alias: String)
    case aliasConflict(key: String, alias: String)
    case fallbackApplied(fallback: String, reason: FallbackReason)
    case unknownCase(raw: String, type: String)
    case unknownKey(key: String, suggestion: String?)
    case duplicateKey(key: String)
    case missingKey
    case nullValue(expected: String)
    case typeMismatch(expected: String, found: String)
    /// A number that does not fit `type`: out of range, or (`notAnInteger`) a fraction where
    /// an integer is required.
    case numberDoesNotFit(literal: String, type: String, expected: String, notAnInteger: Bool)
    case invalidCase(raw: String, type: String, allowed: String?)
    case invalidValue(error: String, type: String?)
    case invalidJSON(message: String, cause: String)
    /// A date read in one of its field's later formats, `matched`, not in the first,
    /// `expected`.
    case dateFormatFallback(expected: String, matched: String)
    /// A value of the JSON type `found` (`a string`), whose text is `literal`, read exactly as
    /// `expected` (`an integer`).
    case losslessConversion(found: String, expected: String, literal: String)
    /// A dictionary key that does not convert to the dictionary's key type.
    case invalidKey(key: String, type: String)
    /// A lenient collection dropped an element (`entry`: a dictionary's entry), or, at the
    /// field itself, its value was not a collection and it is empty.
    case elementDropped(reason: FallbackReason, entry: Bool)
    /// A lenient collection kept `nil` in place of an element (or entry) that failed.
    case elementPadded(reason: FallbackReason)
    /// An optional value that failed became `nil` (`@NilOnFailure`, or a lenient collection
    /// that is not a collection at all).
    case valueNilOnFailure(reason: FallbackReason)
    /// A lenient dictionary dropped an entry whose key did not convert.
    case keyDropped(key: String, type: String)
    /// A value failed the rule `rule` (with its `parameters`), or a cross-field check whose
    /// words are `message`. `value` describes the value checked.
    case validationFailed(rule: String, parameters: [String: String], value: String?, message: String?)
    /// A dictionary key that converts to the same key as the earlier `kept`, which was kept.
    case keyCollision(key: String, kept: String, type: String)
    /// An untagged union whose variant `chosen` (listed first) decoded the value, and so did
    /// the later variant `also`.
    case ambiguousUnion(type: String, chosen: String, also: String)
    /// An untagged union none of whose variants decoded the value; each one's first failure.
    case noVariantMatched(type: String, failures: [UnionFailure])
    /// A key path's `[index]` past the end of an array of `count` elements.
    case indexOutOfRange(index: Int, count: Int)
    /// A diagnostic recorded from outside the schema layer's own readers (a custom
    /// `SchemaValue`, the drop-in decoder, a public initializer), as its code and parameters.
    case recorded(code: DiagnosticCode, parameters: [String: String])
}

extension DiagnosticDetail {
    /// The stable code.
    @inlinable @inline(__always) package var code: DiagnosticCode {
        switch self {
        case .aliasMatched: return .aliasMatched
        case .aliasConflict: return .aliasConflict
        case .fallbackApplied: return .fallbackApplied
        case .unknownCase: return .unknownCase
        case .unknownKey: return .unknownKey
        case .duplicateKey: return .duplicateKey
        case .missingKey: return .missingKey
        case .nullValue: return .nullValue
        case .typeMismatch: return .typeMismatch
        case .numberDoesNotFit(_, _, _, let notAnInteger):
            return notAnInteger ? .notAnInteger : .numberOutOfRange
        case .invalidCase: return .invalidCase
        case .invalidValue: return .invalidValue
        case .invalidJSON: return .invalidJSON
        case .dateFormatFallback: return .dateFormatFallback
        case .losslessConversion: return .losslessConversion
        case .invalidKey: return .invalidKey
        case .keyCollision: return .keyCollision
        case .ambiguousUnion: return .ambiguousUnion
        case .noVariantMatched: return .noVariantMatched
        case .indexOutOfRange: return .indexOutOfRange
        case .elementDropped(_, let entry): return entry ? .entryDropped : .elementDropped
        case .elementPadded: return .elementPadded
        case .valueNilOnFailure: return .valueNilOnFailure
        case .keyDropped: return .keyDropped
        case .validationFailed: return .validationFailed
        case .recorded(let code, _): return code
        }
    }

    /// The parameters of the diagnostic's JSON form, by name (docs/DIAGNOSTICS.md).
    package var parameters: [String: String] {
        switch self {
        case .aliasMatched(let alias):
            return ["alias": alias]
        case .aliasConflict(let key, let alias):
            return ["key": key, "alias": alias]
        case .fallbackApplied(let fallback, let reason):
            var parameters = reason.parameters
            parameters["fallback"] = fallback
            return parameters
        case .elementDropped(let reason, _), .elementPadded(let reason),
            .valueNilOnFailure(let reason):
            return reason.parameters
        case .keyDropped(let key, let type):
            return ["key": key, "type": type]
        case .validationFailed(let rule, let facts, let value, let message):
            var parameters = facts
            parameters["rule"] = rule
            parameters["value"] = value
            parameters["message"] = message
            return parameters
        case .unknownCase(let raw, let type):
            return ["raw": raw, "type": type]
        case .unknownKey(let key, let suggestion):
            var parameters = ["key": key]
            parameters["suggestion"] = suggestion
            return parameters
        case .duplicateKey(let key):
            return ["key": key]
        case .missingKey:
            return [:]
        case .nullValue(let expected):
            return ["expected": expected]
        case .typeMismatch(let expected, let found):
            return ["expected": expected, "found": found]
        case .numberDoesNotFit(let literal, let type, let expected, _):
            return ["literal": literal, "type": type, "expected": expected, "found": "a number"]
        case .invalidCase(let raw, let type, let allowed):
            var parameters = ["raw": raw, "type": type]
            parameters["allowed"] = allowed
            return parameters
        case .invalidValue(let error, let type):
            var parameters = ["error": error]
            parameters["type"] = type
            return parameters
        case .invalidJSON(let message, let cause):
            return ["message": message, "cause": cause]
        case .dateFormatFallback(let expected, let matched):
            return ["expected": expected, "matched": matched]
        case .losslessConversion(let found, let expected, let literal):
            return ["found": found, "expected": expected, "literal": literal]
        case .invalidKey(let key, let type):
            return ["key": key, "type": type]
        case .keyCollision(let key, let kept, let type):
            return ["key": key, "kept": kept, "type": type]
        case .ambiguousUnion(let type, let chosen, let also):
            return ["type": type, "chosen": chosen, "also": also]
        case .noVariantMatched(let type, let failures):
            return [
                "type": type, "variants": failures.map(\.variant).joined(separator: ", "),
                "failures": failures.map(\.sentence).joined(separator: "; "),
            ]
        case .indexOutOfRange(let index, let count):
            return ["index": String(index), "count": String(count)]
        case .recorded(_, let parameters):
            return parameters
        }
    }
}

/// Why one variant of an untagged union did not decode a value: its first issue, or an
/// error of the variant's own.
@usableFromInline
package struct UnionFailure: Sendable, Hashable {
    /// The variant's name: `card`, or `variant 2` when the variant is not named.
    package let variant: String
    /// The member of the union's object the failure is about, when it is about one.
    package let field: String?
    /// The failure; `nil` when the variant abandoned the value without recording one.
    package let cause: DiagnosticDetail?

    @usableFromInline
    init(variant: String, field: String?, cause: DiagnosticDetail?) {
        self.variant = variant
        self.field = field
        self.cause = cause
    }

    /// `card: last4 is missing`.
    package var sentence: String {
        guard let cause else { return "\(variant): the value does not fit" }
        guard let field else {
            // About the value itself: the sentence without its subject.
            let sentence = cause.message(at: JSONPath())
            let subject = "the value: "
            return "\(variant): "
                + (sentence.hasPrefix(subject) ? String(sentence.dropFirst(subject.count)) : sentence)
        }
        return "\(variant): " + cause.message(at: JSONPath().appending(key: field))
    }
}

extension DiagnosticDetail.FallbackReason {
    /// The reason's parameters: `reason` (`missing`, `null` or `invalid`) and, for an invalid
    /// value, its cause's code (`cause`) and facts.
    package var parameters: [String: String] {
        switch self {
        case .missing:
            return ["reason": "missing"]
        case .null:
            return ["reason": "null"]
        case .validation(let cause):
            var parameters = cause.parameters
            parameters["cause"] = cause.code.rawValue
            parameters["reason"] = "validation"
            return parameters
        case .invalid(let cause):
            var parameters = ["reason": "invalid"]
            if let cause {
                let facts = cause.parameters
                parameters["cause"] = cause.code.rawValue
                for name in ["expected", "found", "literal", "type", "raw", "allowed"] {
                    if let value = facts[name] { parameters[name] = value }
                }
                if facts["expected"] == nil || facts["found"] == nil {
                    parameters["detail"] = cause.message(at: JSONPath())
                }
            }
            return parameters
        }
    }
}

extension DiagnosticDetail {
    /// This detail with `cause` as the cause of its invalid value, when it names none yet: a
    /// fallback, a dropped or a padded element whose failure was found after it was recorded.
    package func withCause(_ cause: DiagnosticDetail) -> DiagnosticDetail {
        switch self {
        case .fallbackApplied(let fallback, .invalid(cause: nil)):
            return .fallbackApplied(fallback: fallback, reason: .invalid(cause: cause))
        case .elementDropped(.invalid(cause: nil), let entry):
            return .elementDropped(reason: .invalid(cause: cause), entry: entry)
        case .elementPadded(.invalid(cause: nil)):
            return .elementPadded(reason: .invalid(cause: cause))
        case .valueNilOnFailure(.invalid(cause: nil)):
            return .valueNilOnFailure(reason: .invalid(cause: cause))
        default:
            return self
        }
    }
}

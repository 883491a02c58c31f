// The one place where a diagnostic's English sentence is made: from its detail and its path.

import SieveScanner

extension DiagnosticDetail {
    /// The sentence, without location: `seat_count fell back to 0: expected an integer, found
    /// a string`.
    package func message(at path: JSONPath) -> String {
        let subject = path.components.isEmpty ? "the value" : path.description
        switch self {
        case .aliasMatched(let alias):
            return "\(subject) was read from its alias \"\(alias)\""
        case .aliasConflict(let key, let alias):
            return "\(subject): \"\(key)\" and its alias \"\(alias)\" are both present;"
                + " \"\(key)\" was used"
        case .fallbackApplied(let fallback, let reason):
            return "\(subject) fell back to \(fallback): \(reason.sentence)"
        case .unknownCase(let raw, let type):
            return "\(subject): \"\(raw)\" is not a known \(type); kept as .unknown"
        case .unknownKey(let key, let suggestion):
            let place =
                path.components.count <= 1
                ? "" : " in \(JSONPath(Array(path.components.dropLast())).description)"
            var text = "unknown key \"\(key)\"\(place)"
            if let suggestion { text += "; did you mean \"\(suggestion)\"?" }
            return text
        case .duplicateKey(let key):
            return "\(subject): duplicate key \"\(key)\"; the first value was used"
        case .missingKey:
            return "\(subject) is missing"
        case .nullValue(let expected):
            return "\(subject) is null, expected \(expected)"
        case .typeMismatch(let expected, let found):
            return "\(subject): expected \(expected), found \(found)"
        case .numberDoesNotFit(let literal, let type, _, let notAnInteger):
            let shown = abbreviatedLiteral(literal)
            return notAnInteger
                ? "\(subject): \(shown) is not a whole number, expected \(type)"
                : "\(subject): \(shown) does not fit in \(type)"
        case .invalidCase(let raw, let type, let allowed):
            return "\(subject): \"\(raw)\" is not a valid \(type)"
                + (allowed.map { "; expected one of: \($0)" } ?? "")
        case .invalidValue(let error, _):
            return "\(subject): \(error)"
        case .invalidJSON(let message, _):
            return "invalid JSON: \(message)"
        case .dateFormatFallback(let expected, let matched):
            return "\(subject) is not in its first date format, \(expected); read as \(matched)"
        case .losslessConversion(let found, let expected, let literal):
            let shown = found == "a string" ? "\"\(abbreviatedLiteral(literal))\"" : abbreviatedLiteral(literal)
            return "\(subject): \(found.replacingFirst("a ", "the ")) \(shown) was read as \(expected)"
        case .elementDropped(let reason, _):
            return "\(subject) was dropped: \(reason.sentence)"
        case .elementPadded(let reason):
            return "\(subject) became nil in place: \(reason.sentence)"
        case .valueNilOnFailure(let reason):
            return "\(subject) became nil: \(reason.sentence)"
        case .validationFailed(let rule, let facts, let value, let message):
            if let message { return "\(subject): \(message)" }
            return "\(subject): \(value ?? "the value") fails the rule \(Self.describe(rule: rule, facts))"
        case .keyDropped(let key, let type):
            return "\(subject) was dropped: the key \"\(key)\" is not a valid \(type)"
        case .invalidKey(let key, let type):
            return "\(subject): the key \"\(key)\" is not a valid \(type)"
        case .keyCollision(let key, let kept, let type):
            return "\(subject) was dropped: the key \"\(key)\" is the same \(type) as \"\(kept)\","
                + " which was kept"
        case .ambiguousUnion(_, let chosen, let also):
            return "\(subject): the variants \(chosen) and \(also) both decode it; \(chosen),"
                + " listed first, was used"
        case .noVariantMatched(let type, let failures):
            return "\(subject) is not any variant of \(type): "
                + failures.map(\.sentence).joined(separator: "; ")
        case .indexOutOfRange(let index, let count):
            return "\(subject) has \(count) element\(count == 1 ? "" : "s"); there is no [\(index)]"
        case .recorded(let code, let parameters):
            if let typed = DiagnosticDetail(code: code, parameters: parameters) {
                return typed.message(at: path)
            }
            return Self.message(code: code, parameters: parameters, subject: subject)
        }
    }

    /// A rule with its parameters, in words: `range 0...150`, `oneOf (free, pro)`.
    static func describe(rule: String, _ facts: [String: String]) -> String {
        if let min = facts["min"], let max = facts["max"] { return "\(rule) \(min)...\(max)" }
        if let allowed = facts["allowed"] { return "\(rule) (\(allowed))" }
        return rule
    }

    /// The sentence of a code that only other layers record (the `Codable` wrappers'), or of
    /// a code Sieve does not know.
    static func message(
        code: DiagnosticCode, parameters: [String: String], subject: String
    ) -> String {
        let reason =
            parameters["detail"]
            ?? (parameters["reason"] == "null" ? "the value is null" : "the value is invalid")
        switch code {
        case .elementDropped, .entryDropped:
            return "\(subject) was dropped: \(reason)"
        case .elementPadded:
            return "\(subject) became nil in place: \(reason)"
        case .keyDropped:
            return "\(subject) was dropped: the key \"\(parameters["key"] ?? "?")\" is not a"
                + " valid \(parameters["type"] ?? "?")"
        case .valueNilOnFailure:
            return "\(subject) became nil: \(reason)"
        case .readFailed:
            return "the input could not be read past this point: \(parameters["error"] ?? "?")"
        default:
            let details = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(subject): \(code.rawValue)"
                + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
        }
    }

    /// The typed detail of a diagnostic given as a code and parameters, for the codes the
    /// schema layer records itself; `nil` for other codes. A missing parameter reads `?`.
    package init?(code: DiagnosticCode, parameters: [String: String]) {
        let p = { (name: String) in parameters[name] ?? "?" }
        switch code {
        case .aliasMatched: self = .aliasMatched(alias: p("alias"))
        case .aliasConflict: self = .aliasConflict(key: p("key"), alias: p("alias"))
        case .fallbackApplied:
            let reason: FallbackReason
            switch parameters["reason"] {
            case "missing": reason = .missing
            case "null": reason = .null
            default:
                reason = .invalid(
                    cause: parameters["cause"].map {
                        .recorded(code: DiagnosticCode($0), parameters: parameters)
                    })
            }
            self = .fallbackApplied(fallback: p("fallback"), reason: reason)
        case .unknownCase: self = .unknownCase(raw: p("raw"), type: p("type"))
        case .unknownKey: self = .unknownKey(key: p("key"), suggestion: parameters["suggestion"])
        case .duplicateKey: self = .duplicateKey(key: p("key"))
        case .missingKey: self = .missingKey
        case .nullValue: self = .nullValue(expected: p("expected"))
        case .typeMismatch: self = .typeMismatch(expected: p("expected"), found: p("found"))
        case .numberOutOfRange, .notAnInteger:
            self = .numberDoesNotFit(
                literal: p("literal"), type: p("type"), expected: p("expected"),
                notAnInteger: code == .notAnInteger)
        case .invalidCase:
            self = .invalidCase(raw: p("raw"), type: p("type"), allowed: parameters["allowed"])
        case .invalidValue: self = .invalidValue(error: p("error"), type: parameters["type"])
        case .invalidJSON: self = .invalidJSON(message: p("message"), cause: p("cause"))
        case .dateFormatFallback:
            self = .dateFormatFallback(expected: p("expected"), matched: p("matched"))
        case .losslessConversion:
            self = .losslessConversion(found: p("found"), expected: p("expected"), literal: p("literal"))
        case .invalidKey: self = .invalidKey(key: p("key"), type: p("type"))
        case .keyCollision: self = .keyCollision(key: p("key"), kept: p("kept"), type: p("type"))
        case .ambiguousUnion:
            self = .ambiguousUnion(type: p("type"), chosen: p("chosen"), also: p("also"))
        case .indexOutOfRange:
            guard let index = parameters["index"].flatMap({ Int($0) }),
                let count = parameters["count"].flatMap({ Int($0) })
            else { return nil }
            self = .indexOutOfRange(index: index, count: count)
        default: return nil
        }
    }
}

extension DiagnosticDetail.FallbackReason {
    /// Why the value was not used: "the key is missing", "the value is null", or
    /// "expected an integer, found a string".
    package var sentence: String {
        switch self {
        case .missing:
            return "the key is missing"
        case .null:
            return "the value is null"
        case .validation(let cause):
            return cause.message(at: JSONPath()).replacingFirst("the value: ", "")
        case .invalid(let cause):
            guard let cause else { return "the value is invalid" }
            let facts = cause.parameters
            if let expected = facts["expected"], let found = facts["found"] {
                return "expected \(expected), found \(found)"
            }
            if let detail = facts["detail"] { return detail }
            return cause.message(at: JSONPath())
        }
    }
}

extension String {
    /// This text with the first `prefix` removed when it starts with it.
    fileprivate func replacingFirst(_ prefix: String, _ replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}

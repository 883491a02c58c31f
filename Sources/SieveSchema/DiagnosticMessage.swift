// The one place where a diagnostic's English sentence is produced from its code, path and
// parameters. Warnings and issues are data; this renders them.

enum DiagnosticMessage {
    static func render(
        code: DiagnosticCode, path: JSONPath, parameters: [String: String]
    ) -> String {
        let subject = path.components.isEmpty ? "the value" : path.description
        let p = { (name: String) in parameters[name] ?? "?" }
        switch code {
        case .aliasMatched:
            return "\(subject) was read from its alias \"\(p("alias"))\""
        case .aliasConflict:
            return "\(subject): \"\(p("key"))\" and its alias \"\(p("alias"))\" are both present;"
                + " \"\(p("key"))\" was used"
        case .fallbackApplied:
            return "\(subject) fell back to \(p("fallback")): \(reason(parameters))"
        case .unknownCase:
            return "\(subject): \"\(p("raw"))\" is not a known \(p("type")); kept as .unknown"
        case .unknownKey:
            let place = path.components.count <= 1 ? "" : " in \(parentDescription(path))"
            var text = "unknown key \"\(p("key"))\"\(place)"
            if let suggestion = parameters["suggestion"] { text += "; did you mean \"\(suggestion)\"?" }
            return text
        case .duplicateKey:
            return "\(subject): duplicate key \"\(p("key"))\"; the first value was used"
        case .elementDropped:
            return "\(subject) was dropped: \(reason(parameters))"
        case .elementPadded:
            return "\(subject) became nil in place: \(reason(parameters))"
        case .entryDropped:
            return "\(subject) was dropped: \(reason(parameters))"
        case .keyDropped:
            return "\(subject) was dropped: the key \"\(p("key"))\" is not a valid \(p("type"))"
        case .valueNilOnFailure:
            return "\(subject) became nil: \(reason(parameters))"
        case .missingKey:
            return "\(subject) is missing"
        case .nullValue:
            return "\(subject) is null, expected \(p("expected"))"
        case .typeMismatch:
            return "\(subject): expected \(p("expected")), found \(p("found"))"
        case .numberOutOfRange:
            return "\(subject): \(p("literal")) does not fit in \(p("type"))"
        case .notAnInteger:
            return "\(subject): \(p("literal")) is not a whole number, expected \(p("type"))"
        case .invalidCase:
            return "\(subject): \"\(p("raw"))\" is not a valid \(p("type"))"
                + (parameters["allowed"].map { "; expected one of: \($0)" } ?? "")
        case .invalidValue:
            return "\(subject): \(p("error"))"
        case .invalidJSON:
            return "invalid JSON: \(p("message"))"
        default:
            let details = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return "\(subject): \(code.codeString)"
                + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
        }
    }

    /// Why a value was not used: "the key is missing", "the value is null", or
    /// "expected an integer, found a string".
    static func reason(_ parameters: [String: String]) -> String {
        switch parameters["reason"] {
        case "missing": return "the key is missing"
        case "null": return "the value is null"
        default:
            if let detail = parameters["detail"] { return detail }
            if let expected = parameters["expected"], let found = parameters["found"] {
                return "expected \(expected), found \(found)"
            }
            return "the value is invalid"
        }
    }

    static func parentDescription(_ path: JSONPath) -> String {
        JSONPath(Array(path.components.dropLast())).description
    }
}

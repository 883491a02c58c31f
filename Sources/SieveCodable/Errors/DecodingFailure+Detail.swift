// An error as a diagnostic's typed detail, in the same vocabulary as the schema path's issues
// (DiagnosticDetail), never a dictionary of parameters: the issue `SieveDecoder.diagnose`
// reports when an error ends the decode, the cause of a warning that absorbed one, and the
// issue of a `Decodable` value read on the schema path.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension DecoderImpl {
    /// What `error`, which ended a decode, says happened; `offset` is where the value it is
    /// about starts (`place(of:)`). An error Sieve made is described from its mark; one a type
    /// threw itself, from its case.
    func issueDetail(of error: any Error, at offset: Int) -> DiagnosticDetail {
        guard let error = error as? DecodingError else {
            return .invalidValue(error: String(describing: error), type: nil)
        }
        return markedDetail(of: error, at: offset) ?? caseDetail(of: error, at: offset)
    }

    /// What `error` says happened, from its case alone: what an error a type threw itself
    /// says, and what Sieve's own say where their mark adds nothing.
    private func caseDetail(of error: DecodingError, at offset: Int) -> DiagnosticDetail {
        switch error {
        case .keyNotFound:
            return .missingKey
        case .valueNotFound(let type, _):
            return .nullValue(expected: Self.expectedWords(type))
        case .typeMismatch(let type, _):
            return .typeMismatch(expected: Self.expectedWords(type), found: foundWords(at: offset))
        case .dataCorrupted(let context):
            return .invalidValue(error: context.debugDescription, type: nil)
        @unknown default:
            return .invalidValue(error: String(describing: error), type: nil)
        }
    }

    /// What an error Sieve made says happened, from its case and its mark (the code), and the
    /// document at `offset`; `nil` for an error Sieve did not make. The sentences read here
    /// are Sieve's own (`FailureSentences.swift`, `DecodingFailure.decodingError`).
    func markedDetail(of error: DecodingError, at offset: Int) -> DiagnosticDetail? {
        guard let mark = error.mark else { return nil }
        if let scanError = mark.invalidJSON {
            return .invalidJSON(message: scanError.message, cause: scanError.code.rawValue)
        }
        switch error {
        case .valueNotFound(_, let context)
        where offset >= bytes.count || bytes[offset] != .lowercaseN:
            // Not `null`: an unkeyed container read past its end.
            return .invalidValue(error: context.debugDescription, type: nil)
        case .dataCorrupted(let context):
            let sentence = context.debugDescription
            switch mark.code {
            case .numberOutOfRange, .notAnInteger:
                // "Number does not fit in Int8." / "..., so it does not fit in Int8."
                let type = sentence.range(of: "fit in ", options: .backwards).map {
                    String(sentence[$0.upperBound...].dropLast())
                } ?? "?"
                return .numberDoesNotFit(
                    literal: numberText(of: error, at: offset) ?? "?", type: type,
                    expected: type.hasPrefix("Int") || type.hasPrefix("UInt") ? "an integer" : "a number",
                    notAnInteger: mark.code == .notAnInteger)
            case .unknownKey:
                // "Unknown key "k"; did you mean "s"?" at the member's path: the key is the
                // path's last, the suggestion what the sentence's end quotes.
                let key = error.context?.codingPath.last?.stringValue ?? "?"
                let ending = "\"?"
                let suggestion = sentence.hasSuffix(ending)
                    ? sentence.range(of: "; did you mean \"", options: .backwards).map {
                        String(sentence[$0.upperBound...].dropLast(ending.count))
                    } : nil
                return .unknownKey(key: key, suggestion: suggestion)
            default:
                return caseDetail(of: error, at: offset)
            }
        default:
            return caseDetail(of: error, at: offset)
        }
    }

    /// The JSON type of the value at `offset`, in a diagnostic's words: "a string".
    func foundWords(at offset: Int) -> String {
        offset < bytes.count ? FoundKind(bytes[offset]).words : "a value"
    }
}

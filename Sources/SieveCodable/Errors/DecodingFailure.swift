// Every way a `Decodable` decode can fail, as data, and the one place where a failure becomes
// the public `DecodingError` with Foundation's case, type and sentence. Sieve adds `line:col`
// to the sentence and a precise path where Foundation has none; where an error points is found
// only when it leaves the decode (DecoderImpl+Locating.swift), so an error that is caught
// costs no more than its own box.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// A failure found while reading one value, before its coding path is attached. Where it
/// points is found from that path if the error leaves the decode.
struct ValueFailure: Error {
    /// What went wrong.
    var reason: DecodingFailure

    init(_ reason: DecodingFailure) {
        self.reason = reason
    }
}

/// The reasons a decode fails; each maps to one `DecodingError` case.
enum DecodingFailure {
    /// The value has the wrong JSON type; `found` is its first byte.
    case typeMismatch(Any.Type, found: UInt8)
    /// `null` where a value of the type is required.
    case nullValue(Any.Type)
    /// `null` where a keyed (`true`) or unkeyed container is required.
    case nullContainer(keyed: Bool)
    /// A required key is absent.
    case keyNotFound(any CodingKey)
    /// An unkeyed container has no more elements.
    case atEnd(Any.Type, message: String)
    /// A number that the type cannot hold: out of range, or a fraction for an integer.
    case numberDoesNotFit(Any.Type, isWhole: Bool)
    /// `Decimal` from a value that is not a number (Foundation's sentence is empty).
    case notADecimal
    /// A value of the right JSON type that the type rejects (`Invalid URL string.`).
    case corrupted(String)
    /// The document is not valid JSON.
    case invalidJSON(ScanError)
    /// A member no key of its container's type names, under `UnknownKeyPolicy.reject`; the
    /// key as matched, and the asked-for key it is close to.
    case unknownKey(String, suggestion: String?)
}

extension DecodingFailure {
    /// The diagnostic code of an issue that stands for this failure (`SieveDecoder.diagnose`).
    var code: DiagnosticCode {
        Self.codes[Int(codeIndex)]
    }

    /// The codes `code` picks from, by `codeIndex`.
    static let codes: [DiagnosticCode] = [
        .typeMismatch, .nullValue, .missingKey, .numberOutOfRange, .notAnInteger, .invalidValue,
        .invalidJSON, .unknownKey,
    ]

    /// Which of `codes` is this failure's, as a small number that compares in one instruction.
    var codeIndex: UInt8 {
        switch self {
        case .typeMismatch, .notADecimal: return 0
        case .nullValue, .nullContainer, .atEnd: return 1
        case .keyNotFound: return 2
        case .numberDoesNotFit(_, let isWhole): return isWhole ? 3 : 4
        case .corrupted: return 5
        case .invalidJSON: return 6
        case .unknownKey: return 7
        }
    }

    /// The error for this failure at `path`.
    ///
    /// This is the only place a `DecodingError` is made from a failure, and it is made as
    /// cheaply as a thrown error can be, since a `Decodable` that tries several types with
    /// `try?` makes one for nearly every attempt: the path is the node's array, made once
    /// (`PathRef.path`); the sentence comes from `memo`; the underlying error is one of the
    /// process's shared marks (`SieveErrorMark`). So the error's own box is its only
    /// allocation. Where it points is found when it leaves the decode, from its path
    /// (`DecoderImpl.leaving(_:map:)`), which is also when a number that does not fit gets its
    /// literal into the sentence; invalid JSON carries the scanner's error and its offset.
    @inline(never)
    func decodingError(path: [any CodingKey], memo: inout FailureMemo) -> DecodingError {
        func context(_ text: String) -> DecodingError.Context {
            DecodingError.Context(
                codingPath: path, debugDescription: text,
                underlyingError: SieveErrorMark.shared[Int(codeIndex)])
        }
        switch self {
        case .typeMismatch(let type, let found):
            let sentence = memo.sentence(type, .typeMismatch(found: FoundKind(found)))
            return .typeMismatch(type, context(sentence))
        case .nullValue(let type):
            return .valueNotFound(type, context(memo.sentence(type, .nullValue)))
        case .nullContainer(let keyed):
            return keyed
                ? .valueNotFound(
                    [String: Any].self,
                    context("Cannot get keyed decoding container -- found null value instead"))
                : .valueNotFound(
                    [Any].self,
                    context("Cannot get unkeyed decoding container -- found null value instead"))
        case .keyNotFound(let key):
            return .keyNotFound(
                key, context("No value associated with key \(key) (\"\(key.stringValue)\")."))
        case .atEnd(let type, let message):
            return .valueNotFound(type, context(message))
        case .numberDoesNotFit(let type, let isWhole):
            let sentence = memo.sentence(type, isWhole ? .numberOutOfRange : .notAWholeNumber)
            return .dataCorrupted(context(sentence))
        case .notADecimal:
            return .typeMismatch(Decimal.self, context(""))
        case .corrupted(let message):
            return .dataCorrupted(context(message))
        case .invalidJSON(let error):
            return Self.invalidJSONError(error)
        case .unknownKey(let key, let suggestion):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? "."
            return .dataCorrupted(context("Unknown key \"\(key)\"\(hint)"))
        }
    }

    /// The error for invalid JSON: `dataCorrupted` at the root, as Foundation reports it, with
    /// the scanner's error (and its offset) in its mark.
    static func invalidJSONError(_ error: ScanError) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: SieveErrorMark(code: .invalidJSON, invalidJSON: error)))
    }
}

/// The underlying error of every `DecodingError` Sieve makes, until the error leaves the
/// decode: it says that Sieve made the error, with which code (for `diagnose`'s issue), and for
/// invalid JSON the scanner's error.
///
/// When the error leaves the decode, `DecodingError.located(at:literal:by:)` replaces it by
/// what Foundation's errors carry (nothing, or the scanner's error for invalid JSON) and adds
/// `line:col` to the description. An error caught inside the decode (by a type's
/// `init(from:)`) still carries its mark.
struct SieveErrorMark: Error, CustomStringConvertible {
    /// The code of the failure, for `diagnose`'s issue.
    var code: DiagnosticCode
    /// The scanner's error, when the error is invalid JSON.
    var invalidJSON: ScanError?

    /// One mark for each code but invalid JSON's, boxed once for the process, so that making
    /// an error costs a retain here rather than a box (by `DecodingFailure.codeIndex`).
    static let shared: [any Error] = DecodingFailure.codes.map {
        SieveErrorMark(code: $0, invalidJSON: nil)
    }

    /// "made by Sieve's decoder"; the place is added when the error leaves the decode.
    var description: String {
        invalidJSON.map { "\($0.message) (at byte offset \($0.offset))" }
            ?? "made by SieveDecoder (\(code))"
    }

    /// Whether the error's sentence names a number, whose literal it gains once the error
    /// leaves the decode ("Number 128 does not fit in Int8.").
    var namesNumber: Bool { code == .numberOutOfRange || code == .notAnInteger }
}

extension DecodingError {
    /// The mark this error carries, when Sieve made it and it has not left the decode.
    var mark: SieveErrorMark? {
        context?.underlyingError as? SieveErrorMark
    }

    /// The context of every case.
    var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }

    /// This error as it leaves the public API: `line:col` of `place`'s answer (the offset of
    /// the value it is about, and the number's text when it names one) added to its
    /// description, and Foundation's underlying error (none, or the scanner's error for invalid
    /// JSON) in place of its mark. An error a user's type wraps (as its underlying error) is
    /// located too. Errors Sieve did not make are returned unchanged.
    ///
    /// - Complexity: O(*offset*) for an error Sieve made; called once per failed decode.
    func located(
        by location: (Int) -> SourceLocation,
        place: (DecodingError) -> (offset: Int, literal: String?)
    ) -> DecodingError {
        guard let context else { return self }
        let text: String
        let underlying: (any Error)?
        if let mark = context.underlyingError as? SieveErrorMark {
            if var scanError = mark.invalidJSON {
                scanError.location = location(scanError.offset)
                text =
                    "\(context.debugDescription) (at \(scanError.location!): \(scanError.message))"
                underlying = scanError
            } else {
                let (offset, literal) = place(self)
                let where_ = "(at \(location(offset)))"
                var sentence = context.debugDescription
                if mark.namesNumber, let literal, sentence.hasPrefix("Number ") {
                    sentence = "Number \(abbreviatedLiteral(literal)) " + sentence.dropFirst(7)
                }
                text = sentence.isEmpty ? where_ : "\(sentence) \(where_)"
                underlying = nil
            }
        } else if let wrapped = context.underlyingError as? DecodingError, wrapped.mark != nil {
            // A type of the user's caught Sieve's error and threw its own around it.
            text = context.debugDescription
            underlying = wrapped.located(by: location, place: place)
        } else {
            return self
        }
        let located = Context(
            codingPath: context.codingPath, debugDescription: text, underlyingError: underlying)
        switch self {
        case .typeMismatch(let type, _): return .typeMismatch(type, located)
        case .valueNotFound(let type, _): return .valueNotFound(type, located)
        case .keyNotFound(let key, _): return .keyNotFound(key, located)
        case .dataCorrupted: return .dataCorrupted(located)
        @unknown default: return self
        }
    }

    /// `located(by:place:)` for an error made outside a decode's engine: invalid JSON, whose
    /// mark holds its offset.
    func located(in bytes: UnsafeRawBufferPointer) -> DecodingError {
        located(by: { SourceLocation(offset: $0, in: bytes) }, place: { _ in (0, nil) })
    }
}

// Every way a `Decodable` decode can fail, as data, and the one place where a failure becomes
// the public `DecodingError` with Foundation's case, type and sentence. Sieve adds `line:col`
// to the sentence and a precise path where Foundation has none; the `line:col` is counted only
// when the error leaves the decode, so an error that is caught costs no scan of the input.

import Foundation
import SieveScanner
import SieveSchema

/// A failure found while reading one value, before its coding path is attached.
struct ValueFailure: Error {
    /// What went wrong.
    var reason: DecodingFailure
    /// The byte offset of the value it concerns.
    var offset: Int

    init(_ reason: DecodingFailure, offset: Int) {
        self.reason = reason
        self.offset = offset
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
    case numberDoesNotFit(Any.Type, literal: String, isWhole: Bool)
    /// `Decimal` from a value that is not a number (Foundation's sentence is empty).
    case notADecimal
    /// A value of the right JSON type that the type rejects (`Invalid URL string.`).
    case corrupted(String)
    /// The document is not valid JSON.
    case invalidJSON(ScanError)
}

extension DecodingFailure {
    /// The diagnostic code of an issue that stands for this failure (`SieveDecoder.diagnose`).
    var code: DiagnosticCode {
        switch self {
        case .typeMismatch, .notADecimal: return .typeMismatch
        case .nullValue, .nullContainer, .atEnd: return .nullValue
        case .keyNotFound: return .missingKey
        case .numberDoesNotFit(_, _, let isWhole): return isWhole ? .numberOutOfRange : .notAnInteger
        case .corrupted: return .invalidValue
        case .invalidJSON: return .invalidJSON
        }
    }

    /// How Foundation names the JSON type of a value that starts with `byte`.
    static func describeFound(_ byte: UInt8) -> String {
        switch byte {
        case .quote: return "a string"
        case .openBrace: return "a dictionary"
        case .openBracket: return "an array"
        case .lowercaseT, .lowercaseF: return "bool"
        case .lowercaseN: return "null"
        default: return "number"
        }
    }

    /// The error for this failure at `path`, about the value at byte `offset`.
    ///
    /// This is the only place a `DecodingError` is made from a failure. Its position is not
    /// computed here: the error carries its offset (`ErrorPosition`, as its underlying error),
    /// and `DecodingError.located(in:)` adds `line:col` when the error leaves the decode. An
    /// error that user code or a lenient wrapper catches costs no scan of the input.
    @inline(never)
    func decodingError(path: [any CodingKey], offset: Int) -> DecodingError {
        let position = ErrorPosition(offset: offset, code: code)
        func context(_ text: String) -> DecodingError.Context {
            DecodingError.Context(
                codingPath: path, debugDescription: text, underlyingError: position)
        }
        switch self {
        case .typeMismatch(let type, let found):
            return .typeMismatch(
                type,
                context(
                    FailureSentences.shared.typeMismatch(type, found: Self.describeFound(found))))
        case .nullValue(let type):
            return .valueNotFound(type, context(FailureSentences.shared.nullValue(type)))
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
        case .numberDoesNotFit(let type, let literal, let isWhole):
            let shown = abbreviatedLiteral(literal)
            let reason =
                isWhole
                ? "Number \(shown) does not fit in \(type)."
                : "Number \(shown) is not a whole number, so it does not fit in \(type)."
            return .dataCorrupted(context(reason))
        case .notADecimal:
            return .typeMismatch(Decimal.self, context(""))
        case .corrupted(let message):
            return .dataCorrupted(context(message))
        case .invalidJSON(let error):
            return .dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON.",
                    underlyingError: ErrorPosition(
                        offset: error.offset, code: code, invalidJSON: error)))
        }
    }
}

/// Where a `DecodingError` made by Sieve points, until the error leaves the decode: the
/// error's underlying error while user code or a lenient wrapper may still catch it.
///
/// `DecodingError.located(in:)` replaces it by the text Foundation's errors end with and
/// `line:col`, once, at the public `decode` call. An error caught inside the decode (by a
/// type's `init(from:)`) still carries it: its description names the byte offset.
struct ErrorPosition: Error, CustomStringConvertible {
    /// The byte offset of the value the error is about.
    var offset: Int
    /// The code of the failure, for `diagnose`'s issue.
    var code: DiagnosticCode
    /// The scanner's error, when the error is invalid JSON.
    var invalidJSON: ScanError?

    init(offset: Int, code: DiagnosticCode, invalidJSON: ScanError? = nil) {
        self.offset = offset
        self.code = code
        self.invalidJSON = invalidJSON
    }

    /// `at byte offset 12`; the line and column are added when the error leaves the decode.
    var description: String { "at byte offset \(offset)" }
}

extension DecodingError {
    /// The position this error carries, when Sieve made it and it has not left the decode.
    var position: ErrorPosition? {
        context?.underlyingError as? ErrorPosition
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

    /// This error as it leaves the public API: `line:col` added to its description, and
    /// Foundation's underlying error (none, or the scanner's error for invalid JSON) in place
    /// of its position. An error a user's type wraps (as its underlying error) is located too.
    /// Errors Sieve did not make are returned unchanged.
    ///
    /// - Complexity: O(*offset*) for an error Sieve made; called once per failed decode.
    func located(in bytes: UnsafeRawBufferPointer) -> DecodingError {
        located { SourceLocation(offset: $0, in: bytes) }
    }

    /// `located(in:)`, with the lines and columns from `location` (a table of offsets
    /// resolved in one pass, when many errors are located at once).
    func located(by location: (Int) -> SourceLocation) -> DecodingError {
        guard let context else { return self }
        let text: String
        let underlying: (any Error)?
        if let position = context.underlyingError as? ErrorPosition {
            if var scanError = position.invalidJSON {
                scanError.location = location(scanError.offset)
                text =
                    "\(context.debugDescription) (at \(scanError.location!): \(scanError.message))"
                underlying = scanError
            } else {
                let place = "(at \(location(position.offset)))"
                text =
                    context.debugDescription.isEmpty
                    ? place : "\(context.debugDescription) \(place)"
                underlying = nil
            }
        } else if let wrapped = context.underlyingError as? DecodingError,
            wrapped.position != nil
        {
            // A type of the user's caught Sieve's error and threw its own around it.
            text = context.debugDescription
            underlying = wrapped.located(by: location)
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
}

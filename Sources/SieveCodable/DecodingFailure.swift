// Every way a `Decodable` decode can fail, as data, and the one place where a failure becomes
// the public `DecodingError` with Foundation's case, type and sentence. Sieve adds `line:col`
// to the sentence and a precise path where Foundation has none.

import Foundation
import SieveScanner

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

    /// The public error for this failure at `path`, with `line:col` of `offset` in `bytes`.
    ///
    /// This is the only place a `DecodingError` is made from a failure.
    @inline(never)
    func decodingError(
        path: [any CodingKey], offset: Int, in bytes: UnsafeRawBufferPointer
    ) -> DecodingError {
        let location = SourceLocation(offset: offset, in: bytes)
        func context(_ text: String) -> DecodingError.Context {
            DecodingError.Context(codingPath: path, debugDescription: "\(text) (at \(location))")
        }
        switch self {
        case .typeMismatch(let type, let found):
            return .typeMismatch(
                type,
                context(
                    "Expected to decode \(type) but found \(Self.describeFound(found)) instead."))
        case .nullValue(let type):
            return .valueNotFound(
                type, context("Cannot get value of type \(type) -- found null value instead"))
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
            let reason =
                isWhole
                ? "Number \(literal) does not fit in \(type)."
                : "Number \(literal) is not a whole number, so it does not fit in \(type)."
            return .dataCorrupted(context(reason))
        case .notADecimal:
            return .typeMismatch(
                Decimal.self,
                DecodingError.Context(codingPath: path, debugDescription: "(at \(location))"))
        case .corrupted(let message):
            return .dataCorrupted(context(message))
        case .invalidJSON(let error):
            let located = error.located(in: bytes)
            let place = located.location.map { "\($0)" } ?? "offset \(located.offset)"
            return .dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "The given data was not valid JSON. (at \(place): \(located.message))",
                    underlyingError: located))
        }
    }
}

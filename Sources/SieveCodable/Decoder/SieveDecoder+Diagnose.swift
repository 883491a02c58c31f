// `diagnose(_:from:)`: the value, every warning the lenient wrappers and schema types
// recorded, and the error as an issue, in the schema layer's `Diagnosis`.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension SieveDecoder {
    /// Decodes `type` from `data` and reports what was tolerated and what failed.
    ///
    /// ```swift
    /// let diagnosis = SieveDecoder().diagnose(Feed.self, from: data)
    /// for warning in diagnosis.warnings { print(warning) }  // 3:12: warning: …
    /// let feed = try diagnosis.get()
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The JSON document.
    /// - Returns: The value when the decode succeeded, the warnings in the order they were
    ///   recorded, and at most one issue: the error `decode(_:from:)` would have thrown.
    public func diagnose<T: Decodable>(_ type: T.Type, from data: Data) -> Diagnosis<T> {
        let options = snapshot
        return data.withUnsafeBytes { bytes in
            Self.diagnose(type, bytes: bytes, options: options)
        }
    }

    /// Decodes `type` from JSON in any of Sieve's inputs and reports what was tolerated and
    /// what failed, as `diagnose(_:from:)` with `Data`.
    public func diagnose<T: Decodable>(_ type: T.Type, from json: some JSONInput) -> Diagnosis<T> {
        let options = snapshot
        return json.withJSONBytes { bytes in
            Self.diagnose(type, bytes: bytes, options: options)
        }
    }

    static func diagnose<T: Decodable>(
        _ type: T.Type, bytes: UnsafeRawBufferPointer, options: DecodingOptions
    ) -> Diagnosis<T> {
        do {
            return try withDocument(bytes, options: options) { document, map in
                diagnose(type, document: document, map: map, options: options)
            }
        } catch {
            // The input is UTF-16 or UTF-32 but not valid in it: nothing was decoded.
            return Diagnosis(
                value: nil, warnings: [],
                issues: [Self.issue(for: error, code: .invalidJSON, at: 0, in: bytes)])
        }
    }

    /// One diagnosed decode of the bytes `withDocument` prepared; `map` takes their offsets
    /// back to the caller's document.
    static func diagnose<T: Decodable>(
        _ type: T.Type, document: UnsafeRawBufferPointer, map: SourceMap,
        options: DecodingOptions
    ) -> Diagnosis<T> {
        let impl = DecoderImpl(
            bytes: document, options: options, collectsWarnings: true,
            map: map)
        defer { impl.end() }
        do {
            let value = try impl.decodeDocument(type)
            return Diagnosis(
                value: value, warnings: impl.resolvedWarnings(in: map), issues: [],
                omittedWarnings: impl.omittedWarnings)
        } catch let error as DecodingError {
            let code = error.mark?.code
            let offset = code == nil ? 0 : impl.place(of: error)
            return Diagnosis(
                value: nil, warnings: impl.resolvedWarnings(in: map),
                issues: [
                    Self.issue(
                        for: impl.leaving(error, map: map), code: code,
                        at: map.inputOffset(offset), in: map.input)
                ], omittedWarnings: impl.omittedWarnings)
        } catch {
            return Diagnosis(
                value: nil, warnings: impl.resolvedWarnings(in: map),
                issues: [Self.issue(for: error, code: nil, at: 0, in: map.input)],
                omittedWarnings: impl.omittedWarnings)
        }
    }

    /// The issue that stands for a decoding error: `code` when Sieve made the error, else one
    /// chosen by the error's case (a type's own `dataCorrupted` error is `invalid_value`).
    static func issue(
        for error: any Error, code: DiagnosticCode?, at offset: Int,
        in bytes: UnsafeRawBufferPointer
    ) -> Issue {
        var caseCode = DiagnosticCode.invalidValue
        var path: [any CodingKey] = []
        var parameters: [String: String] = [:]
        if let error = error as? DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                caseCode = .missingKey
                path = context.codingPath + [key]
                parameters["key"] = key.stringValue
            case .valueNotFound(let type, let context):
                caseCode = .nullValue
                path = context.codingPath
                parameters["expected"] = "\(type)"
            case .typeMismatch(let type, let context):
                caseCode = .typeMismatch
                path = context.codingPath
                parameters["expected"] = "\(type)"
            case .dataCorrupted(let context):
                path = context.codingPath
            @unknown default:
                break
            }
            parameters["error"] = Self.debugDescription(of: error)
        } else {
            parameters["error"] = String(describing: error)
        }
        let line = SourceLocation.sourceLine(around: offset, in: bytes)
        return Issue(
            code: code ?? caseCode, path: DecoderImpl.jsonPath(path),
            location: SourceLocation(offset: offset, in: bytes), parameters: parameters,
            excerpt: SourceExcerpt(line: line.text, caretColumn: line.caretColumn))
    }

    static func debugDescription(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(_, let context), .valueNotFound(_, let context),
            .typeMismatch(_, let context), .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }
}

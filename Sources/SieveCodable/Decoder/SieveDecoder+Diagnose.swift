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
                issues: [
                    Self.issue(
                        (error as? DecodingError)?.mark?.invalidJSON.map {
                            .invalidJSON(message: $0.message, cause: $0.code.rawValue)
                        } ?? .invalidValue(error: String(describing: error), type: nil),
                        path: [], at: 0, in: bytes)
                ])
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
        } catch {
            // Where the value the error is about starts: found from the error's path, so a
            // type's own error points at its value too.
            let offset = (error as? DecodingError).map { impl.place(of: $0) } ?? 0
            let path = Self.issuePath(of: error)
            return Diagnosis(
                value: nil, warnings: impl.resolvedWarnings(in: map),
                issues: [
                    Self.issue(
                        impl.issueDetail(of: error, at: offset), path: path,
                        at: map.inputOffset(offset), in: map.input)
                ], omittedWarnings: impl.omittedWarnings)
        }
    }

    /// The coding path an error is about (a missing key's path ends with the key).
    static func issuePath(of error: any Error) -> [any CodingKey] {
        guard let error = error as? DecodingError else { return [] }
        switch error {
        case .keyNotFound(let key, let context): return context.codingPath + [key]
        default: return error.context?.codingPath ?? []
        }
    }

    /// The issue `detail` at `path`, located at `offset` of `bytes`.
    static func issue(
        _ detail: DiagnosticDetail, path: [any CodingKey], at offset: Int,
        in bytes: UnsafeRawBufferPointer
    ) -> Issue {
        Issue(
            Diagnostic(
                severity: .error, detail: detail, path: DecoderImpl.jsonPath(path),
                location: SourceLocation(offset: offset, in: bytes),
                excerpt: SourceExcerpt(around: offset, in: bytes)))
    }
}

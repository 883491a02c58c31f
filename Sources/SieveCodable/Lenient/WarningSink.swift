// Warnings from `Codable` code: what a lenient property wrapper or an `Open` value absorbed.
// Under `SieveDecoder` the decoder is a `WarningSink` and the warning is kept with its path
// and `line:col`; under any other decoder there is no sink and nothing is recorded.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// A decoder that keeps warnings: Sieve's own.
protocol WarningSink: AnyObject {
    /// Records a warning about the decoder's value, or about the value at byte `offset` of
    /// the input (an element of it). `reason`, the error it absorbed, becomes the cause of
    /// `detail`'s invalid value when the warnings are resolved.
    func warn(
        _ detail: DiagnosticDetail, path: [any CodingKey], reason: (any Error)?, offset: Int?)
}

/// A warning before its location is computed.
struct PendingWarning {
    var detail: DiagnosticDetail
    var path: JSONPath
    var offset: Int
    /// The error the warning absorbed, described (and located) when the warning is resolved.
    var reason: (any Error)?
    /// The byte offset of the value `reason` is about, found when it was recorded (from the
    /// warning's own value, not by walking the document from its root).
    var reasonOffset = 0
}

extension DecoderImpl: WarningSink {
    func warn(
        _ detail: DiagnosticDetail, path: [any CodingKey], reason: (any Error)?, offset: Int?
    ) {
        recordWarning(detail, path: path, offset: offset ?? self.offset(of: current), reason: reason)
    }

    /// Records a warning at `path` (and `below` it), about the value at byte `offset`; past
    /// `Limits.maxWarnings` kept warnings, only counts its code.
    func recordWarning(
        _ detail: DiagnosticDetail, path: [any CodingKey], below: JSONPath = JSONPath(),
        offset: Int, reason: (any Error)? = nil
    ) {
        guard collectsWarnings else { return }
        if _slowPath(warnings.count >= options.limits.maxWarnings) {
            omittedWarnings[detail.code, default: 0] += 1
            return
        }
        // The path as the document writes its keys (under a key strategy, before conversion).
        var components = documentPath(path).components
        components += below.components
        var pending = PendingWarning(
            detail: detail, path: JSONPath(components), offset: offset, reason: reason)
        if let error = reason as? DecodingError, error.mark != nil {
            pending.reasonOffset = place(of: error, below: offset, at: path)
        }
        // One event, one warning: a member looked up twice in a row (a fallback that finds
        // its alias `null`, then makes the decoder to fall back in) reports its alias once.
        if let last = warnings.last, last.offset == pending.offset, last.detail == pending.detail,
            last.path == pending.path
        {
            return
        }
        warnings.append(pending)
    }

    /// A coding path as a `JSONPath`: array indices as indices, every other key as a key.
    static func jsonPath(_ path: [any CodingKey]) -> JSONPath {
        JSONPath(
            path.map { key in
                if let index = IndexKey.index(of: key) { return .index(index) }
                return .key(key.stringValue)
            })
    }

    /// The warnings recorded, with their locations and source lines in the caller's
    /// document (`map` takes the decoded bytes' offsets there).
    func resolvedWarnings(in map: SourceMap) -> [Warning] {
        guard !warnings.isEmpty else { return [] }
        // The warnings' offsets and those of the errors they absorbed, located together when
        // the first location is read (or when an absorbed error's sentence needs one).
        var offsets = warnings.map { map.inputOffset($0.offset) }
        for pending in warnings where pending.reason != nil {
            offsets.append(map.inputOffset(pending.reasonOffset))
        }
        let document = DiagnosticSource(copying: map.input, offsets: offsets)
        let locate = { (offset: Int) in document.location(of: map.inputOffset(offset)) }
        return zip(warnings, offsets).map { pending, offset in
            Warning(
                Diagnostic(
                    severity: .warning, detail: resolvedDetail(of: pending, locate: locate),
                    path: pending.path, offset: offset, in: document))
        }
    }

    /// The detail of a recorded warning, with what the error it absorbed says happened
    /// (`locate` gives the `line:col` of an offset of the decoded bytes).
    func resolvedDetail(
        of pending: PendingWarning, locate: (Int) -> SourceLocation
    ) -> DiagnosticDetail {
        guard let reason = pending.reason else { return pending.detail }
        let place = { (error: DecodingError) in
            (pending.reasonOffset, self.numberText(of: error, at: pending.reasonOffset))
        }
        return pending.detail.withCause(
            cause(of: reason, at: pending.reasonOffset) {
                (reason as? DecodingError)?.located(by: locate, place: place) ?? reason
            })
    }

    /// What an absorbed error says happened, as a diagnostic's cause: for an error Sieve made,
    /// its typed detail (`markedDetail(of:at:)`: "expected an integer, found a string"); for a
    /// type's own, its sentence. `located` gives the error with its `line:col`, asked only
    /// for a sentence.
    func cause(
        of error: any Error, at offset: Int, described located: () -> any Error
    ) -> DiagnosticDetail {
        if let error = error as? DecodingError {
            if case .keyNotFound(let key, _) = error, error.mark != nil {
                return .invalidValue(error: "the key \"\(key.stringValue)\" is missing", type: nil)
            }
            if let detail = markedDetail(of: error, at: offset) { return detail }
        }
        return .invalidValue(error: LenientReporting.describe(located()), type: nil)
    }

    /// Where an error Sieve made, absorbed by a warning about the value at `offset` (whose
    /// coding path is `path`), points: the walk starts at that value.
    func place(of error: DecodingError, below offset: Int, at path: [any CodingKey]) -> Int {
        if let scanError = error.mark?.invalidJSON { return scanError.offset }
        let errorPath = error.context?.codingPath ?? []
        // The error is about this value or one inside it when its path extends the warning's.
        guard errorPath.count >= path.count,
            zip(errorPath, path).allSatisfy({ $0.stringValue == $1.stringValue && $0.intValue == $1.intValue })
        else { return place(of: error) }
        return valueOffset(at: errorPath, below: offset, depth: path.count)
    }

    /// What a value of `type` is in JSON, in a diagnostic's words: "an integer".
    static func expectedWords(_ type: Any.Type) -> String {
        if type is any FixedWidthInteger.Type { return "an integer" }
        if type is any BinaryFloatingPoint.Type || type == Decimal.self { return "a number" }
        if type == Bool.self { return "a boolean" }
        if type == String.self || type == URL.self { return "a string" }
        if type is any _ObjectShaped.Type { return "an object" }
        if type is any _ArrayShaped.Type { return "an array" }
        return String(describing: type)
    }
}

/// The standard types `Decodable` reads from a JSON object, for a diagnostic's words.
protocol _ObjectShaped {}
extension Dictionary: _ObjectShaped {}

/// The standard types `Decodable` reads from a JSON array, for a diagnostic's words.
protocol _ArrayShaped {}
extension Array: _ArrayShaped {}
extension ContiguousArray: _ArrayShaped {}
extension Set: _ArrayShaped {}

extension ValueDecoder: WarningSink {
    func warn(
        _ detail: DiagnosticDetail, path: [any CodingKey], reason: (any Error)?, offset: Int?
    ) {
        impl.recordWarning(detail, path: path, offset: offset ?? locationOffset, reason: reason)
    }
}

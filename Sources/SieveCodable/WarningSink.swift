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
    /// Records a warning about the decoder's value; `reason`, the error it absorbed, becomes
    /// its `reason` parameter when the warnings are resolved.
    func warn(
        _ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String],
        reason: (any Error)?)
}

/// A warning before its location is computed.
struct PendingWarning {
    var code: DiagnosticCode
    var path: JSONPath
    var offset: Int
    var parameters: [String: String]
    /// The error the warning absorbed, described (and located) when the warning is resolved.
    var reason: (any Error)?
}

extension DecoderImpl: WarningSink {
    func warn(
        _ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String],
        reason: (any Error)?
    ) {
        recordWarning(
            code, path: path, offset: offset(of: current), parameters: parameters,
            reason: reason)
    }

    /// Records a warning at `path` (and `below` it), about the value at byte `offset`; past
    /// `Limits.maxWarnings` kept warnings, only counts its code.
    func recordWarning(
        _ code: DiagnosticCode, path: [any CodingKey], below: JSONPath = JSONPath(),
        offset: Int, parameters: [String: String], reason: (any Error)? = nil
    ) {
        guard collectsWarnings else { return }
        if _slowPath(warnings.count >= options.limits.maxWarnings) {
            omittedWarnings[code, default: 0] += 1
            return
        }
        var components = Self.jsonPath(path).components
        components += below.components
        warnings.append(
            PendingWarning(
                code: code, path: JSONPath(components), offset: offset, parameters: parameters,
                reason: reason))
    }

    /// A coding path as a `JSONPath`: array indices as indices, every other key as a key.
    static func jsonPath(_ path: [any CodingKey]) -> JSONPath {
        JSONPath(
            path.map { key in
                if key is IndexKey, let index = key.intValue { return .index(index) }
                return .key(key.stringValue)
            })
    }

    /// The warnings recorded, with their locations and source lines in the caller's
    /// document (`map` takes the decoded bytes' offsets there).
    func resolvedWarnings(in map: SourceMap) -> [Warning] {
        // The warnings' offsets and those of the errors they absorbed, located in one pass.
        var offsets = warnings.map { map.inputOffset($0.offset) }
        for pending in warnings {
            if let reason = pending.reason as? DecodingError, reason.mark != nil {
                offsets.append(map.inputOffset(place(of: reason)))
            }
        }
        let locations = SourceLocation.locations(of: offsets, in: map.input)
        let locate = { (offset: Int) in
            let inInput = map.inputOffset(offset)
            return locations[inInput] ?? SourceLocation(offset: inInput, in: map.input)
        }
        return warnings.map { pending in
            let line = SourceLocation.sourceLine(
                around: map.inputOffset(pending.offset), in: map.input)
            var parameters = pending.parameters
            if let reason = pending.reason {
                let located =
                    (reason as? DecodingError)?.located(by: locate, place: placeAndNumber(of:))
                    ?? reason
                parameters["reason"] = LenientReporting.describe(located)
            }
            return Warning(
                code: pending.code, path: pending.path,
                location: locate(pending.offset),
                parameters: parameters,
                excerpt: SourceExcerpt(line: line.text, caretColumn: line.caretColumn))
        }
    }
}

extension ValueDecoder: WarningSink {
    func warn(
        _ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String],
        reason: (any Error)?
    ) {
        impl.recordWarning(
            code, path: path, offset: locationOffset, parameters: parameters, reason: reason)
    }
}

// Warnings from `Codable` code: what a lenient property wrapper or an `Open` value absorbed.
// Under `SieveDecoder` the decoder is a `WarningSink` and the warning is kept with its path
// and `line:col`; under any other decoder there is no sink and nothing is recorded.

import Foundation
import SieveScanner
import SieveSchema

/// A decoder that keeps warnings: Sieve's own.
protocol WarningSink: AnyObject {
    /// Records a warning about the decoder's value.
    func warn(_ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String])
}

/// A warning before its location is computed.
struct PendingWarning {
    var code: DiagnosticCode
    var path: JSONPath
    var offset: Int
    var parameters: [String: String]
}

extension DecoderImpl: WarningSink {
    func warn(_ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String]) {
        recordWarning(code, path: path, offset: offset(of: current), parameters: parameters)
    }

    /// Records a warning at `path` (and `below` it), about the value at byte `offset`.
    func recordWarning(
        _ code: DiagnosticCode, path: [any CodingKey], below: JSONPath = JSONPath(),
        offset: Int, parameters: [String: String]
    ) {
        guard collectsWarnings else { return }
        var components = Self.jsonPath(path).components
        components += below.components
        warnings.append(
            PendingWarning(
                code: code, path: JSONPath(components), offset: offset, parameters: parameters))
    }

    /// A coding path as a `JSONPath`: array indices as indices, every other key as a key.
    static func jsonPath(_ path: [any CodingKey]) -> JSONPath {
        JSONPath(
            path.map { key in
                if key is IndexKey, let index = key.intValue { return .index(index) }
                return .key(key.stringValue)
            })
    }

    /// The warnings recorded, with their locations and source lines.
    func resolvedWarnings() -> [Warning] {
        let locations = SourceLocation.locations(of: warnings.map(\.offset), in: bytes)
        return warnings.map { pending in
            let line = SourceLocation.sourceLine(around: pending.offset, in: bytes)
            return Warning(
                code: pending.code, path: pending.path,
                location: locations[pending.offset]
                    ?? SourceLocation(offset: pending.offset, in: bytes),
                parameters: pending.parameters,
                excerpt: SourceExcerpt(line: line.text, caretColumn: line.caretColumn))
        }
    }
}

extension ValueDecoder: WarningSink {
    func warn(_ code: DiagnosticCode, path: [any CodingKey], parameters: [String: String]) {
        impl.recordWarning(code, path: path, offset: locationOffset, parameters: parameters)
    }
}

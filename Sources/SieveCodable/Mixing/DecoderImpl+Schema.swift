// Schema types inside a `Decodable` model: a type that conforms to Sieve's `Schema` (or an
// array or `[String: V]` of them) is decoded by its schema path (aliases, fallbacks, open
// enums), and the warnings it records are kept with their paths under the model's path.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension DecoderImpl {
    /// Decodes `T`, which is the schema value type `schema`, by the schema path.
    func decodeSchemaValue<T>(
        _ schema: any SchemaValue.Type, at pointer: BytePointer, depth: Int, path: PathRef,
        as type: T.Type
    ) throws -> T {
        try decodeSchemaValue(schema, at: pointer, depth: depth, path: path) as! T
    }

    func decodeSchemaValue<S: SchemaValue>(
        _ type: S.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> S {
        let isDocument = depth == 0 && frameTop == 0
        let end: BytePointer
        let base: Int
        let diagnosis: Diagnosis<S>
        if isDocument {
            // The whole document is the schema value: the schema layer reads it all, once.
            diagnosis = S.diagnose(bytes: bytes, limits: options.limits, syntax: options.readingSyntax)
            base = 0
            end = scanner.end
        } else {
            base = offset(of: pointer)
            do throws(ValueFailure) {
                if let deferred = try deferredNumberInside(from: pointer, depth: depth) {
                    throw deferred
                }
            } catch {
                throw fail(error, path: path.path)
            }
            var limits = options.limits
            limits.maxDepth = max(1, limits.maxDepth - depth)
            // Read in place, once. Only when that fails is the value skipped first and read as
            // a document of its own, so that invalid JSON fails here as in any other value.
            let rest = UnsafeRawBufferPointer(start: pointer, count: scanner.end - pointer)
            let inPlace = S.diagnoseValue(atStartOf: rest, limits: limits, syntax: options.readingSyntax)
            if let valueEnd = inPlace.end {
                diagnosis = inPlace.diagnosis
                end = pointer + valueEnd
            } else {
                do throws(ValueFailure) {
                    end = try skip(at: pointer, depth: depth)
                } catch {
                    throw fail(error, path: path.path)
                }
                let slice = UnsafeRawBufferPointer(start: pointer, count: end - pointer)
                diagnosis = S.diagnose(bytes: slice, limits: limits, syntax: options.readingSyntax)
            }
        }
        let prefix = path.path
        for warning in diagnosis.warnings {
            recordWarning(
                warning.diagnostic.detail, path: prefix, below: warning.path,
                offset: base + warning.location.offset)
        }
        for (code, count) in diagnosis.omittedWarnings { omittedWarnings[code, default: 0] += count }
        lastStart = pointer
        lastEnd = end
        if let value = diagnosis.value, diagnosis.issues.isEmpty { return value }
        throw schemaError(diagnosis.issues.first, type: S.self, prefix: prefix)
    }

    /// The failure of the first JSON5 number that is not valid inside the value at `pointer`
    /// (which the schema layer would read as the `NaN` standing for it), if any.
    func deferredNumberInside(from pointer: BytePointer, depth: Int) throws(ValueFailure) -> ValueFailure? {
        guard !deferredNumbers.isEmpty else { return nil }
        let start = offset(of: pointer)
        let end = offset(of: try skip(at: pointer, depth: depth))
        guard let first = deferredNumbers.first(where: { $0.offset >= start && $0.offset < end })
        else { return nil }
        return invalid(first.error)
    }

    /// The `DecodingError` for the first issue of a schema decode, at the issue's path below
    /// `prefix` (where it points is found from that path, as for every error).
    @inline(never)
    func schemaError(_ issue: Issue?, type: Any.Type, prefix: [any CodingKey]) -> DecodingError {
        guard let issue else {
            return fail(
                ValueFailure(.corrupted("\(type) could not be decoded.")),
                path: prefix)
        }
        var path = prefix
        for component in issue.path.components {
            switch component {
            case .key(let key): path.append(StringKey(key))
            case .index(let index): path.append(IndexKey(index))
            }
        }
        let reason: DecodingFailure
        switch issue.code {
        case .missingKey:
            let key = path.popLast() ?? StringKey("")
            reason = .keyNotFound(key)
        case .nullValue:
            reason = .nullValue(type)
        case .typeMismatch:
            reason = .corrupted(issue.message)
        default:
            reason = .corrupted(issue.message)
        }
        return fail(ValueFailure(reason), path: path)
    }
}

/// An array or a `String`-keyed dictionary of `Schema` types, which the schema layer decodes
/// whole, rather than element by element through `Decodable`.
protocol SchemaCollection {
    static var schemaValueType: any SchemaValue.Type { get }
}

extension Array: SchemaCollection where Element: Schema {
    static var schemaValueType: any SchemaValue.Type { Self.self }
}

extension Dictionary: SchemaCollection where Key == String, Value: Schema {
    static var schemaValueType: any SchemaValue.Type { Self.self }
}

// Pass 5: the negative path. How long each side takes to reject a bad document, and how much it
// says about it:
//
// - the `n_` files (one syntax defect each, or one mistyped value): Foundation's `JSONDecoder`
//   throws its first error; Sieve's `diagnose` returns every issue, located and resolved to a
//   path;
// - the drifted files: Foundation's strict models fail on the first drifted record; Sieve's
//   tolerant models decode every record and report each tolerance as a warning.
//
// Foundation accepts trailing commas on purpose (swift-corelibs-foundation#4682), so it
// "rejects" `n_trailing-comma-512b.json` by returning a value; the report says so.

import Foundation
import Sieve

extension PassPlan {
    /// Pass 5: time to the error (or to the tolerant value), and what each side reports.
    static func negative(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        var cases: [BenchCase] = []
        for file in files {
            let name = file.name
            if name.hasPrefix("n_type-mismatch-") {
                cases.append(
                    rejection(
                        strict: [LineItem].self, sieve: [LineItem].self, file: file,
                        decoder: decoder, expect: .issue(at: "[9000].qty")))
            } else if name.hasPrefix("n_") {
                cases.append(
                    rejection(
                        strict: APIPayload.self, sieve: APIPayload.self, file: file,
                        decoder: decoder, expect: .issue(at: nil)))
            } else if name.hasPrefix("drift-customers-"), !name.contains("-clean-") {
                cases.append(
                    rejection(
                        strict: [Customer].self, sieve: [TolerantCustomer].self, file: file,
                        decoder: decoder, expect: .tolerated))
            } else if name.hasPrefix("drift-orders-"), !name.contains("-clean-") {
                cases.append(
                    rejection(
                        strict: [Order].self, sieve: [TolerantOrder].self, file: file,
                        decoder: decoder, expect: .tolerated))
            }
        }
        return PassPlan(
            name: "negative",
            comparison: "time to the error: JSONDecoder (first error) vs Sieve diagnose (every"
                + " issue, or the tolerant value with its warnings on drift files)",
            target: nil, cases: cases)
    }

    /// What Sieve must make of a negative file.
    enum NegativeExpectation {
        /// At least one issue and no value; when `path` is given, the first issue is there.
        case issue(at: String?)
        /// A value, no issue, at least one warning, every record kept.
        case tolerated
    }

    private static func rejection<Strict: BenchModel, Tolerant: SchemaValue>(
        strict: Strict.Type, sieve: Tolerant.Type, file: InputFile, decoder: JSONDecoder,
        expect: NegativeExpectation
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: {
                do {
                    blackHole(try decoder.decode(Strict.Twin.self, from: data))
                } catch {
                    blackHole(error)
                }
            },
            sieve: { blackHole(Tolerant.diagnose(json: bytes)) },
            check: {
                let foundationError: (any Error)?
                do {
                    _ = try decoder.decode(Strict.Twin.self, from: data)
                    foundationError = nil
                } catch {
                    foundationError = error
                }
                let diagnosis = Tolerant.diagnose(json: bytes)
                var report = CheckReport(
                    foundationIssues: foundationError == nil ? 0 : 1,
                    sieveIssues: diagnosis.issues.count, sieveWarnings: diagnosis.warnings.count)
                let foundationSays = foundationError.map(describe) ?? "accepted"
                switch expect {
                case .issue(let path):
                    guard diagnosis.value == nil, let first = diagnosis.issues.first else {
                        throw Mismatch(
                            path: "$", foundation: foundationSays,
                            sieve: "accepted a document it must reject")
                    }
                    if let path, first.path.description != path {
                        throw Mismatch(
                            path: path, foundation: foundationSays,
                            sieve: "its first issue at \(first.path) instead")
                    }
                    report.note = "F: \(foundationSays); S: \(first.code)"
                        + (first.path.components.isEmpty ? "" : " at \(first.path)")
                        + " (\(first.location))"
                case .tolerated:
                    guard let value = diagnosis.value, diagnosis.issues.isEmpty else {
                        throw Mismatch(
                            path: "$", foundation: foundationSays,
                            sieve: "issues: \(diagnosis.issues.map(\.description))")
                    }
                    let records = (try? JSONSerialization.jsonObject(with: data) as? [Any])?.count
                    let decoded = (value as? [Any])?.count
                    guard records == decoded else {
                        throw Mismatch(
                            path: "$", foundation: "\(records ?? -1) records in the document",
                            sieve: "\(decoded ?? -1) records decoded")
                    }
                    report.note = "F: \(foundationSays); S: \(decoded ?? 0) records,"
                        + " \(diagnosis.warnings.count) warnings"
                }
                return report
            })
    }

    /// Foundation's error in a few words: its case and where it happened.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(type(of: error))" }
        let (kind, context): (String, DecodingError.Context?) =
            switch error {
            case .dataCorrupted(let context): ("dataCorrupted", context)
            case .keyNotFound(let key, let context):
                ("keyNotFound \"\(key.stringValue)\"", context)
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            @unknown default: ("error", nil)
            }
        let path = (context?.codingPath ?? []).map { key in
            key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
        }.joined()
        guard !path.isEmpty else { return kind }
        return "\(kind) at " + (path.hasPrefix(".") ? String(path.dropFirst()) : path)
    }
}

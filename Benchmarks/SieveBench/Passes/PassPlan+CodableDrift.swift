// The `codable-drift` pass: the drift files decoded into `Codable` models that declare their
// drift (aliases, open enums, `@Lossless`, fallbacks, `Extras`), by `SieveDecoder` with every
// warning kept and unknown keys warned about, against `JSONDecoder` on the same models. The
// values are compared on every field `JSONDecoder` can know: all of them but the extras, and
// the aliased fields of the records that sent the alias (where `JSONDecoder` has `nil` or the
// fallback and Sieve the value).

import Foundation
import Sieve

extension PassPlan {
    /// `SieveDecoder.diagnose` with `.warn` against `JSONDecoder.decode`, the drift files.
    static func codableDrift(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieve = DropInDecoder(unknownKeyPolicy: .warn)
        let cases: [BenchCase] = files.compactMap { file in
            guard file.name.hasPrefix("drift-"), !file.name.contains("-clean-") else { return nil }
            if file.name.hasPrefix("drift-customers") {
                return .codableDrift(
                    [DriftCustomer].self, file: file, decoder: decoder, sieve: sieve,
                    compare: DriftCustomer.compare)
            }
            return .codableDrift(
                [DriftOrder].self, file: file, decoder: decoder, sieve: sieve,
                compare: DriftOrder.compare)
        }
        return PassPlan(
            name: "codable-drift",
            comparison: "SieveDecoder (.warn, every warning kept) vs JSONDecoder, Codable models with drift tools",
            target: PassTarget(statistic: .meanRatio, value: 4),
            cases: cases)
    }
}

extension BenchCase {
    /// A drift file decoded by both sides into the same `Codable` models; Sieve must report
    /// the drift (some warnings, no issue) and agree with Foundation wherever Foundation can
    /// know the value.
    static func codableDrift<Model: Decodable>(
        _ model: [Model].Type, file: InputFile, decoder: JSONDecoder, sieve: DropInDecoder,
        compare: @escaping (Model, Model, String) throws -> Void
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try decoder.decode([Model].self, from: data)) },
            sieve: { blackHole(sieve.diagnose([Model].self, from: bytes)) },
            check: {
                let expected = try decoder.decode([Model].self, from: data)
                let diagnosis = sieve.diagnose([Model].self, from: bytes)
                guard let actual = diagnosis.value, diagnosis.issues.isEmpty else {
                    throw Mismatch(
                        path: "$", foundation: "\(expected.count) records",
                        sieve: diagnosis.issues.first.map { "\($0)" } ?? "no value")
                }
                guard expected.count == actual.count else {
                    throw Mismatch(
                        path: "$", foundation: "\(expected.count) records",
                        sieve: "\(actual.count) records")
                }
                for (index, (foundation, sieve)) in zip(expected, actual).enumerated() {
                    try compare(foundation, sieve, "$[\(index)]")
                }
                guard !diagnosis.warnings.isEmpty else {
                    throw Mismatch(
                        path: "$", foundation: "a drift file", sieve: "no warning recorded")
                }
                return CheckReport(sieveWarnings: diagnosis.warnings.count)
            })
    }
}

/// Compares a field both sides must agree on.
private func same<T: Equatable>(_ foundation: T, _ sieve: T, _ path: String) throws {
    guard foundation == sieve else {
        throw Mismatch(path: path, foundation: "\(foundation)", sieve: "\(sieve)")
    }
}

/// Compares an aliased field: where `JSONDecoder` read the key itself, Sieve must agree;
/// where it could not (the alias was sent), Sieve must have read a value.
private func sameUnlessAliased<T: Equatable>(_ foundation: T?, _ sieve: T?, _ path: String) throws {
    if foundation != nil { return try same(foundation, sieve, path) }
    guard sieve != nil else {
        throw Mismatch(path: path, foundation: "nil (alias not read)", sieve: "nil")
    }
}

extension DriftCustomer {
    static func compare(_ foundation: DriftCustomer, _ sieve: DriftCustomer, _ path: String) throws {
        try same(foundation.id, sieve.id, path + ".id")
        try same(foundation.name, sieve.name, path + ".name")
        try sameUnlessAliased(foundation.email, sieve.email, path + ".email")
        try same(foundation.tier, sieve.tier, path + ".tier")
        // `seats` is an alias: JSONDecoder falls back to 0 where it was sent.
        if foundation.seatCount != 0 { try same(foundation.seatCount, sieve.seatCount, path + ".seatCount") }
        try sameUnlessAliased(foundation.createdAt, sieve.createdAt, path + ".createdAt")
        try same(foundation.tags, sieve.tags, path + ".tags")
    }
}

extension DriftOrder {
    static func compare(_ foundation: DriftOrder, _ sieve: DriftOrder, _ path: String) throws {
        try same(foundation.orderId, sieve.orderId, path + ".orderId")
        try sameUnlessAliased(foundation.customerId, sieve.customerId, path + ".customerId")
        try same(foundation.status, sieve.status, path + ".status")
        try same(foundation.currency, sieve.currency, path + ".currency")
        try same(foundation.total, sieve.total, path + ".total")
        try sameUnlessAliased(foundation.placedAt, sieve.placedAt, path + ".placedAt")
        try same(foundation.items.count, sieve.items.count, path + ".items.count")
        for (index, (left, right)) in zip(foundation.items, sieve.items).enumerated() {
            let item = path + ".items[\(index)]"
            try same(left.sku, right.sku, item + ".sku")
            try same(left.qty, right.qty, item + ".qty")
            try same(left.unitPrice, right.unitPrice, item + ".unitPrice")
        }
    }
}

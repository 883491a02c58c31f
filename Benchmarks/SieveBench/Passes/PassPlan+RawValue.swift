// Pass 4: the value model. Sieve's `RawValue` against `JSONSerialization.jsonObject`, over every
// valid corpus file. Where `JSONSerialization` is wrong and Sieve right (a misrounded double, a
// dropped U+FEFF), the check counts it and the report says so (FoundationObjectComparison).

import Foundation
import Sieve

extension PassPlan {
    /// Pass 4: `RawValue(parsing:)` against `JSONSerialization.jsonObject(with:)`.
    static func rawValue(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "raw-value",
            comparison: "RawValue(parsing:) vs JSONSerialization.jsonObject(with:),"
                + " every valid file",
            target: PassTarget(statistic: .meanRatio, value: 4),
            cases: files.filter { !$0.name.hasPrefix("n_") }.map(rawValueCase))
    }

    private static func rawValueCase(_ file: InputFile) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try JSONSerialization.jsonObject(with: data)) },
            sieve: { blackHole(try RawValue(parsing: bytes)) },
            check: {
                let expected: Any
                do {
                    expected = try JSONSerialization.jsonObject(with: data)
                } catch {
                    throw Mismatch(
                        path: "$", foundation: "error: \(error)", sieve: "(not compared)")
                }
                let actual: RawValue
                do {
                    actual = try RawValue(parsing: bytes)
                } catch {
                    throw Mismatch(path: "$", foundation: "a value", sieve: "error: \(error)")
                }
                var comparison = FoundationObjectComparison()
                try comparison.assertIdentical(expected, actual)
                guard let first = comparison.firstDefect else { return CheckReport() }
                return CheckReport(
                    foundationDefects: comparison.foundationDefects,
                    note: "JSONSerialization got \(comparison.foundationDefects) value(s) wrong"
                        + " that Sieve got right; first: \(first)")
            })
    }
}

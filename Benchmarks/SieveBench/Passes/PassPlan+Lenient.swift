// The `lenient` pass: the drift files (records with renamed keys, new enum cases and wrong
// types among clean ones) read with the strict models, every malformed record dropped: by
// Sieve's `elements: .drop`, and by `JSONDecoder` with the lossy-array pattern. Both must
// keep exactly the same records.

import Foundation
import Sieve

extension PassPlan {
    /// Sieve's `elements: .drop` against `JSONDecoder` and a lossy array.
    static func lenient(_ files: [InputFile]) -> PassPlan {
        let decoder = JSONDecoder()
        let cases: [BenchCase] = files.compactMap { file in
            guard file.name.hasPrefix("drift-"), !file.name.contains("-clean-") else { return nil }
            if file.name.hasPrefix("drift-customers") {
                return .lenient(Customer.self, file: file, decoder: decoder)
            }
            return .lenient(Order.self, file: file, decoder: decoder)
        }
        return PassPlan(
            name: "lenient",
            comparison: "Sieve elements: .drop vs JSONDecoder + a lossy array, drift files",
            target: PassTarget(statistic: .meanRatio, value: 8),
            cases: cases)
    }
}

extension BenchCase {
    /// A top-level array with malformed elements dropped, both ways; the same records kept.
    static func lenient<Element: BenchModel & Equatable>(
        _ element: Element.Type, file: InputFile, decoder: JSONDecoder
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try decoder.decode(LossyArray<Element.Twin>.self, from: data)) },
            sieve: { blackHole(try DroppingList<Element>.parse(json: bytes)) },
            check: {
                let expected = try decoder.decode(LossyArray<Element.Twin>.self, from: data).elements
                let actual = try DroppingList<Element>.parse(json: bytes).elements
                guard expected.count == actual.count else {
                    throw Mismatch(
                        path: "$", foundation: "\(expected.count) records kept",
                        sieve: "\(actual.count) records kept")
                }
                try ValueComparison.assertIdentical(expected, actual)
                return CheckReport()
            })
    }
}

// Pass 6: skip throughput. Sieve's structural skip (`JSONScanner.validateDocument`: every byte
// validated, nothing built) over the large valid files. Foundation has no skip; its cheapest
// complete validation of a document is `JSONSerialization.jsonObject`, which is what the ratio
// compares against. The number that matters here is Sieve's GB/s.

import Foundation
import Sieve

extension PassPlan {
    /// The smallest file the skip pass measures: big enough that per-call costs vanish.
    static let skipMinimumBytes = 500_000

    /// Pass 6: `JSONScanner.validateDocument()` over every valid file of at least 500 KB.
    static func skipThroughput(_ files: [InputFile]) -> PassPlan {
        PassPlan(
            name: "skip-throughput",
            comparison: "JSONScanner.validateDocument (structural skip) vs"
                + " JSONSerialization.jsonObject, files ≥ 500 KB",
            target: PassTarget(statistic: .gigabytesPerSecond, value: 2),
            cases: files.filter { !$0.name.hasPrefix("n_") && $0.count >= skipMinimumBytes }
                .map(skipCase))
    }

    private static func skipCase(_ file: InputFile) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try JSONSerialization.jsonObject(with: data)) },
            sieve: {
                try bytes.withUnsafeBytes { buffer in
                    var scanner = JSONScanner(bytes: buffer)
                    try scanner.validateDocument()
                }
            },
            check: {
                do {
                    _ = try JSONSerialization.jsonObject(with: data)
                } catch {
                    throw Mismatch(
                        path: "$", foundation: "error: \(error)", sieve: "(not compared)")
                }
                do {
                    try bytes.withUnsafeBytes { buffer in
                        var scanner = JSONScanner(bytes: buffer)
                        try scanner.validateDocument()
                    }
                } catch {
                    throw Mismatch(path: "$", foundation: "valid JSON", sieve: "error: \(error)")
                }
                return CheckReport()
            })
    }
}

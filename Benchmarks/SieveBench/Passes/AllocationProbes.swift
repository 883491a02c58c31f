// The allocation targets, each measured on its own tiny input: a struct of six short
// strings must decode with zero heap allocations, an `[Int]` of 800 numbers with exactly one,
// and an externally tagged block of short strings with none (its key makes no `String`).

import Foundation
import Sieve

/// Counts the allocations of the target decodes on each side.
enum AllocationProbes {
    /// Runs every probe (each decode once to warm up, then once counted).
    static func run() throws -> [ProbeResult] {
        let decoder = JSONDecoder()
        let sieveDecoder = DropInDecoder()
        return [
            try probe(
                SixShortStrings.self, name: "struct of six ≤ 15-byte strings",
                json: SixShortStrings.json, target: 0, decoder: decoder,
                sieveDecoder: sieveDecoder),
            try probe(
                [Int].self, name: "[Int] of 800 numbers", json: EightHundredIntegers.json,
                target: 1, decoder: decoder, sieveDecoder: sieveDecoder),
            try probe(
                ExternalBlock.self, name: "externally tagged, short strings",
                json: ExternalBlock.json, target: 0, decoder: decoder,
                sieveDecoder: sieveDecoder),
        ]
    }

    private static func probe<Model: BenchModel>(
        _ model: Model.Type, name: String, json: String, target: Int, decoder: JSONDecoder,
        sieveDecoder: DropInDecoder
    ) throws -> ProbeResult {
        let bytes = [UInt8](json.utf8)
        let data = Data(bytes)
        let schema = { blackHole(try Model.parse(json: bytes)) }
        let dropIn = { blackHole(try sieveDecoder.decode(Model.Twin.self, from: bytes)) }
        let foundation = { blackHole(try decoder.decode(Model.Twin.self, from: data)) }
        let expected = try decoder.decode(Model.Twin.self, from: data)
        try ValueComparison.assertIdentical(expected, try Model.parse(json: bytes))
        try ValueComparison.assertIdentical(
            expected, try sieveDecoder.decode(Model.Twin.self, from: bytes))
        for body in [schema, dropIn, foundation] { try body() }
        return ProbeResult(
            name: name, json: json.count > 80 ? String(json.prefix(77)) + "…" : json,
            targetAllocations: target, sieveAllocations: try Allocations.count(schema),
            dropInAllocations: try Allocations.count(dropIn),
            foundationAllocations: try Allocations.count(foundation))
    }
}

// The cases that compare a typed decode: Sieve's schema layer, or Sieve's drop-in `Decoder`,
// against `JSONDecoder` with synthesized `Decodable`: the schema against its twin
// (Models/Synthesized), the drop-in on the twin itself.

import Foundation
import Sieve

extension BenchCase {
    /// `Model.parse(json:)` against `JSONDecoder().decode(Model.Twin.self, from:)`.
    static func schema<Model: BenchModel>(
        _ model: Model.Type, file: InputFile, decoder: JSONDecoder
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try decoder.decode(Model.Twin.self, from: data)) },
            sieve: { blackHole(try Model.parse(json: bytes)) },
            check: {
                let expected = try foundationValue(Model.Twin.self, data: data, decoder: decoder)
                let actual: Model
                do {
                    actual = try Model.parse(json: bytes)
                } catch {
                    throw Mismatch(path: "$", foundation: "a value", sieve: "error: \(error)")
                }
                try ValueComparison.assertIdentical(expected, actual)
                return CheckReport()
            })
    }

    /// `SieveDecoder().decode(Model.self, from:)` against `JSONDecoder`.
    static func dropIn<Model: Decodable & Equatable>(
        _ model: Model.Type, file: InputFile, decoder: JSONDecoder, sieveDecoder: DropInDecoder
    ) -> BenchCase {
        let bytes = file.bytes
        let data = file.data
        return BenchCase(
            file: file,
            foundation: { blackHole(try decoder.decode(Model.self, from: data)) },
            sieve: { blackHole(try sieveDecoder.decode(Model.self, from: bytes)) },
            check: {
                let expected = try foundationValue(Model.self, data: data, decoder: decoder)
                let actual: Model
                do {
                    actual = try sieveDecoder.decode(Model.self, from: bytes)
                } catch {
                    throw Mismatch(path: "$", foundation: "a value", sieve: "error: \(error)")
                }
                try assertSame(expected, actual)
                return CheckReport()
            })
    }

    /// Foundation's value, or a mismatch when Foundation cannot decode a file that must decode.
    private static func foundationValue<Model: Decodable>(
        _ model: Model.Type, data: Data, decoder: JSONDecoder
    ) throws -> Model {
        do {
            return try decoder.decode(Model.self, from: data)
        } catch {
            throw Mismatch(path: "$", foundation: "error: \(error)", sieve: "(not compared)")
        }
    }

    /// The deep, bit-exact comparison, then `==` as a second opinion.
    private static func assertSame<Model: Equatable>(_ expected: Model, _ actual: Model) throws {
        try ValueComparison.assertIdentical(expected, actual)
        guard expected == actual else {
            throw Mismatch(
                path: "$", foundation: "a value that is not == to Sieve's",
                sieve: "(identical field by field, yet ==  says no)")
        }
    }
}

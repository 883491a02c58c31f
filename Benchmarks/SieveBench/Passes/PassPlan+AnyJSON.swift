// The caught-error pass: every valid corpus file and real document through a `Decodable`
// "any JSON" enum that tries each type in turn with `try?`, as apps write it.

import Foundation

extension PassPlan {
    /// `TriedJSON` through `SieveDecoder` and `JSONDecoder`.
    static func codableAnyJSON(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieveDecoder = DropInDecoder()
        return PassPlan(
            name: "codable-anyjson",
            comparison: "SieveDecoder vs JSONDecoder, an any-JSON enum that tries each type with try?",
            target: PassTarget(statistic: .geometricMeanRatio, value: 2),
            cases: files.filter { !$0.name.hasPrefix("n_") }.map { file in
                .dropIn(TriedJSON.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
            })
    }
}

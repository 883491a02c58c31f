// The caught-error passes: every valid corpus file and real document through a `Decodable`
// "any JSON" enum that tries each type in turn with `try?`, as apps write it, in both orders:
// the scalars first, and the containers first.

import Foundation

extension PassPlan {
    /// What both orders are held to: failed attempts as cheap as `JSONDecoder`'s, over every
    /// file.
    static let anyJSONTargets = [
        PassTarget(statistic: .geometricMeanRatio, value: 2.5),
        PassTarget(statistic: .minimumRatio, value: 1.5),
    ]

    /// `ScalarsFirstJSON` through `SieveDecoder` and `JSONDecoder`.
    static func codableAnyJSON(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieveDecoder = DropInDecoder()
        return PassPlan(
            name: "codable-anyjson",
            comparison:
                "SieveDecoder vs JSONDecoder, an any-JSON enum that tries each scalar type, then"
                + " an array, then an object, with try?",
            targets: anyJSONTargets,
            cases: files.filter { !$0.name.hasPrefix("n_") }.map { file in
                .dropIn(ScalarsFirstJSON.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
            })
    }

    /// `ContainersFirstJSON` through `SieveDecoder` and `JSONDecoder`.
    static func codableAnyJSONContainersFirst(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieveDecoder = DropInDecoder()
        return PassPlan(
            name: "codable-anyjson-containers",
            comparison:
                "SieveDecoder vs JSONDecoder, an any-JSON enum that tries a keyed container, an"
                + " unkeyed one, then each scalar type, with try?",
            targets: anyJSONTargets,
            cases: files.filter { !$0.name.hasPrefix("n_") }.map { file in
                .dropIn(ContainersFirstJSON.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
            })
    }
}

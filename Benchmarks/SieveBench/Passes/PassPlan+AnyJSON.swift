// The caught-error passes: every valid corpus file and real document through a `Decodable`
// "any JSON" enum that tries each type in turn with `try?`, as apps write it, in both orders:
// the scalars first, and the containers first.

import Foundation

extension PassPlan {
    /// The corpus files a default run leaves out of these passes: the deep trees, on which
    /// `JSONDecoder` alone takes seconds for these models (2.5 s and 19 s a decode: its coding
    /// path is rebuilt for every failed attempt, at every level), and the corpus files of
    /// half a megabyte and more (a few hundred milliseconds each; the real documents stay).
    static func anyJSONSlowFiles(_ files: [InputFile]) -> Set<String> {
        Set(
            files.filter { file in
                file.name.hasPrefix("deep-nesting-")
                    && file.name != "deep-nesting-4k.json"
                    || (file.count >= 500_000 && !RealWorldModels.fileNames.contains(file.name))
            }.map(\.name))
    }

    /// What both orders are held to: failed attempts as cheap as `JSONDecoder`'s, over every
    /// file.
    static let anyJSONTargets = [
        PassTarget(statistic: .geometricMeanRatio, value: 2.5),
        PassTarget(statistic: .minimumRatio, value: 1.5),
    ]

    /// `ScalarsFirstJSON` through `SieveDecoder` and `JSONDecoder`.
    static func codableAnyJSON(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieveDecoder = DropInDecoder()
        var plan = PassPlan(
            name: "codable-anyjson",
            comparison:
                "SieveDecoder vs JSONDecoder, an any-JSON enum that tries each scalar type, then"
                + " an array, then an object, with try?",
            targets: anyJSONTargets,
            cases: files.filter { !$0.name.hasPrefix("n_") }.map { file in
                .dropIn(ScalarsFirstJSON.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
            })
        plan.slowFiles = anyJSONSlowFiles(files)
        return plan
    }

    /// `ContainersFirstJSON` through `SieveDecoder` and `JSONDecoder`.
    static func codableAnyJSONContainersFirst(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        let sieveDecoder = DropInDecoder()
        var plan = PassPlan(
            name: "codable-anyjson-containers",
            comparison:
                "SieveDecoder vs JSONDecoder, an any-JSON enum that tries a keyed container, an"
                + " unkeyed one, then each scalar type, with try?",
            targets: anyJSONTargets,
            cases: files.filter { !$0.name.hasPrefix("n_") }.map { file in
                .dropIn(ContainersFirstJSON.self, file: file, decoder: decoder, sieveDecoder: sieveDecoder)
            })
        plan.slowFiles = anyJSONSlowFiles(files)
        return plan
    }
}

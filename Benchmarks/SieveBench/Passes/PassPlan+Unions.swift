// The `unions` pass: tagged unions, where one member's value names the shape of the rest.
// The content-block files (corpus shape 11, the tag first and the tag last in every block)
// through an internally tagged `Block` enum, and, with `--realworld DIR`, github_events.json
// through an event whose `payload` is an enum over the event types. Sieve reads the tag as an
// `Open` enum and switches to the case's schema; `JSONDecoder` runs the discriminator pattern
// apps write (decode the tag, switch, decode the case). The models are in
// `Models/ContentBlocks.swift` and `Models/TaggedGitHubEvents.swift`.
//
// The target is 8× on every file (the lowest per-file ratio).

import Foundation

extension PassPlan {
    /// Sieve's schema path against `JSONDecoder` with the discriminator pattern, over the
    /// content-block files and (when it is among `files`) github_events.json.
    static func unions(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        PassPlan(
            name: "unions",
            comparison: "Sieve schema (tag as Open<Kind>, then the case) vs JSONDecoder + the"
                + " discriminator init(from:), tagged unions",
            target: PassTarget(statistic: .minimumRatio, value: 8),
            cases: files.compactMap { file in
                if file.name.hasPrefix("blocks-") {
                    return .schema(BlockDocument.self, file: file, decoder: decoder)
                }
                if file.name == "github_events.json" {
                    return .schema([TaggedGitHubEvent].self, file: file, decoder: decoder)
                }
                return nil
            })
    }
}

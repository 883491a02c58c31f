// The `shapes` pass: what the schema shapes that cost more than one read of a value cost,
// with no target. An untagged union over the content blocks (corpus shape 11, tag first),
// against `JSONDecoder` and the `try?` chain; and key paths over twitter.json (with
// `--realworld DIR`), against nested `Codable` containers. Read the untagged case beside the
// `unions` pass's tagged one on the same file: Sieve's time for the two is the price of
// trying every variant.

import Foundation

extension PassPlan {
    /// Untagged unions and key paths against `JSONDecoder`.
    static func shapes(_ files: [InputFile], decoder: JSONDecoder) -> PassPlan {
        PassPlan(
            name: "shapes",
            comparison: "Sieve untagged union / key paths vs JSONDecoder + try? chain / nested"
                + " containers (no target)",
            target: nil,
            cases: files.compactMap { file in
                if file.name == "blocks-tag-first-64k.json" {
                    return .schema(UntaggedBlockDocument.self, file: file, decoder: decoder)
                }
                if file.name == "twitter.json" {
                    return .schema(TimelineByPaths.self, file: file, decoder: decoder)
                }
                return nil
            })
    }
}

// CorpusFile.swift — one generated file: its name, its exact bytes and a one-line summary.

struct CorpusFile {
    /// File name inside the corpus directory, e.g. "api-payload-4k.json".
    let name: String
    let bytes: [UInt8]
    /// Human-readable facts (record counts, nesting depth, error offsets) for the README.
    let summary: String
}

/// "1 user" / "3 users" for summaries.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
}

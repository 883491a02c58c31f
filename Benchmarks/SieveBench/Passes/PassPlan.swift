// A pass: a named comparison, the files it applies to, and the bar it is held to.

/// One comparison over a set of files, ready to run.
struct PassPlan {
    /// The stable name used in JSON and on the command line, e.g. `schema-full`.
    let name: String
    /// What is compared with what, in words, for the table header.
    let comparison: String
    /// The bars the pass is held to (none, one, or several that must all hold).
    let targets: [PassTarget]
    /// The cases, one per file.
    var cases: [BenchCase]

    /// Files a default (not `--full`) run leaves out of this pass: the ones on which
    /// Foundation's side alone takes a large part of a second or more.
    var slowFiles: Set<String> = []

    init(name: String, comparison: String, targets: [PassTarget], cases: [BenchCase]) {
        self.name = name
        self.comparison = comparison
        self.targets = targets
        self.cases = cases
    }

    /// A pass held to one bar, or to none.
    init(name: String, comparison: String, target: PassTarget?, cases: [BenchCase]) {
        self.init(name: name, comparison: comparison, targets: target.map { [$0] } ?? [], cases: cases)
    }

    /// Every pass name, in run order: the six corpus passes, the four real-world ones, the
    /// generated models, the two encoding passes, the caught-error pass over both, the
    /// generated dates, the lenient drift pass, the tagged unions over both, then the shapes
    /// that cost more than one read (untagged, key paths).
    static let allNames = [
        "schema-full", "schema-prefix-skip", "codable-dropin", "raw-value", "negative",
        "skip-throughput", "realworld-schema-full", "realworld-schema-narrow", "realworld-dropin",
        "realworld-dropin-narrow", "generated", "generated-foundation", "codable-encode", "schema-encode", "codable-anyjson", "codable-anyjson-containers", "dates", "lenient", "codable-drift", "unions",
        "shapes",
    ] + recordsNames

    /// The records passes, last: they read JSON Lines made in memory (50 MiB with --full).
    static let recordsNames = ["records", "records-array", "records-parallel", "drift-log"]
}

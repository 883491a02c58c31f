// The command line of sieve-bench: what to measure, where the inputs are, where to write.

/// How much of the benchmark a run covers.
enum BenchScope: String {
    /// Every pass, on every real document and on the corpus less the few files whose
    /// Foundation side alone takes seconds; 3 short rounds; the records passes on 5 MB. A few
    /// minutes: what `swift run -c release sieve-bench` does.
    case standard
    /// Every pass on every file, 7 rounds of 30 ms, the records passes on 50 MB: the run
    /// whose numbers Benchmarks/RESULTS.md records and the targets are judged on.
    case full
    /// Every value checked on every file, then one short round on the files a standard run
    /// times (CI's check that nothing disagrees with Foundation; the few files whose Foundation
    /// side alone takes seconds are checked, not timed).
    case quick
}

/// The options of one `sieve-bench` run.
struct BenchOptions {
    /// The folder of the corpus; `nil` looks for `Corpus/` in the current directory.
    var corpus: String?
    /// A folder of real-world documents; `nil` looks for the package's own copy
    /// (`Tests/Fixtures/realworld`), and the real-world passes are left out when there is none.
    var realworld: String?
    /// Leave the real-world passes out.
    var skipsRealWorld = false
    /// Where to write the machine-readable results.
    var json: String?
    /// Where to draw the per-file ratios.
    var svg: String?
    /// Where to write the tables as Markdown.
    var markdown: String?
    /// How much the run covers.
    var scope = BenchScope.standard
    /// Exit with status 3 when a target is missed.
    var strict = false
    /// Only files whose name contains this.
    var filter: String?
    /// Only these passes (by name); `nil` runs them all.
    var passes: Set<String>?
    /// Timed rounds per file and side; `nil` takes the scope's.
    var roundsOption: Int?
    /// The time one side spends on one file in one round, in milliseconds; `nil` takes the
    /// scope's.
    var roundMillisecondsOption: Double?
    /// Run only Sieve's side of each selected case this many times, untimed, for a profiler.
    var profileIterations: Int?
    /// With `profileIterations`: run the other side (Foundation's, or the baseline a pass
    /// compares Sieve with) instead, so two profiles can be compared.
    var profilesOtherSide = false
    /// Print the usage and stop.
    var showHelp = false

    /// `--quick`.
    var quick: Bool { scope == .quick }

    /// Timed rounds per file and side.
    var rounds: Int {
        roundsOption ?? (scope == .full ? 7 : scope == .quick ? 1 : 3)
    }

    /// Milliseconds per side per round.
    var roundMilliseconds: Double {
        let scoped = scope == .full ? 30.0 : scope == .quick ? 2 : 10
        return min(roundMillisecondsOption ?? scoped, scope == .quick ? 2 : .infinity)
    }

    /// The size of the JSON Lines input of the records passes, in bytes.
    var recordsBytes: Int { scope == .full ? 50_000_000 : 5_000_000 }

    /// The usage text.
    static let usage = """
        USAGE: sieve-bench [options]

        Decodes the corpus and the real-world documents with Sieve and with Foundation, asserts
        that both give the same values (doubles bit for bit, strings byte for byte), then times
        them side by side and prints Foundation time / Sieve time per file and per pass, and
        whether each pass reaches its target.

        The default run covers every pass in a few minutes: every real document, the corpus
        less the files on which Foundation alone takes seconds, 3 rounds of 10 ms, the records
        passes on 5 MB. --full is the run the targets are judged on (every file, 7 rounds of
        30 ms, 50 MB); expect about 25 minutes on 2 cores, a third of it Foundation decoding
        the deepest documents of the codable-anyjson passes.

        Passes: schema-full, schema-prefix-skip, codable-dropin, raw-value, negative,
        skip-throughput; realworld-schema-full, realworld-schema-narrow, realworld-dropin,
        realworld-dropin-narrow; generated (the schemas sieve generate wrote for the real
        documents vs the hand-written ones) and generated-foundation (vs JSONDecoder with the
        generated Codable models; no target); codable-encode (SieveEncoder vs JSONEncoder, the
        same Codable models) and schema-encode (the real documents' schemas writing themselves
        vs JSONEncoder); codable-anyjson and codable-anyjson-containers (caught errors,
        scalars first and containers first); dates (generated documents); lenient (drift
        files, malformed records dropped); codable-drift (the drift files into Codable models
        with aliases, fallbacks, lossless values and extras, every warning kept); unions
        (tagged unions); shapes (an untagged union and key paths; no target); and the
        records passes over JSON Lines made from the drift
        customers: records (records(in:) vs JSONDecoder per line), records-array (vs Sieve
        reading the same records as one array), records-parallel (all cores vs one) and
        drift-log (two threads recording into a shared DriftLog vs not).

        OPTIONS:
          --full             Every file, 7 rounds of 30 ms: the run targets are judged on.
          --quick            Check every value on every file, then one short round on
                             the files the default run times (CI).
          --strict           Exit with status 3 when a target is missed.
          --corpus DIR       The corpus folder (default: ./Corpus).
          --realworld DIR    The real-world documents (default: ./Tests/Fixtures/realworld,
                             the package's copy of twitter.json, citm_catalog.json,
                             canada.json, github_events.json, google_maps_api_response.json
                             and apache_builds.json).
          --no-realworld     Leave the real-world passes out.
          --json PATH        Write the results as JSON.
          --svg PATH         Draw the per-file ratios as an SVG bar chart.
          --markdown PATH    Write the tables as Markdown (for Benchmarks/RESULTS.md).
          --filter TEXT      Only files whose name contains TEXT.
          --pass NAME        Only this pass; repeat for several.
          --rounds N         Timed rounds per file and side (default 3; 7 with --full).
          --round-ms MS      Milliseconds per side per round (default 10; 30 with --full).
          --profile N        Skip checks and timing: run only Sieve's side of each selected
                             case N times, for a profiler (valgrind --tool=callgrind, perf).
          --profile-other    With --profile: run the other side (Foundation's, or the
                             baseline the pass compares with) instead, to compare profiles.
          -h, --help         Show this help.

        Exit status: 0 when every value matched (a missed target is reported, not an error,
        unless --strict), 1 on a mismatch or a decode that failed, 2 on a usage error, 3 with
        --strict when a target was missed.
        """

    /// Reads the options from the command-line arguments (without the program name).
    ///
    /// - Throws: `UsageError` for an unknown option or a missing or malformed value.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else {
                throw UsageError(message: "\(option) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpus": options.corpus = try value(for: argument)
            case "--realworld": options.realworld = try value(for: argument)
            case "--no-realworld": options.skipsRealWorld = true
            case "--full", "--quick":
                let scope: BenchScope = argument == "--full" ? .full : .quick
                if options.scope != .standard && options.scope != scope {
                    throw UsageError(message: "--full and --quick cannot be combined")
                }
                options.scope = scope
            case "--strict": options.strict = true
            case "--json": options.json = try value(for: argument)
            case "--svg": options.svg = try value(for: argument)
            case "--markdown": options.markdown = try value(for: argument)
            case "--filter": options.filter = try value(for: argument)
            case "--pass":
                let name = try value(for: argument)
                options.passes = (options.passes ?? []).union([name])
            case "--rounds":
                let text = try value(for: argument)
                guard let rounds = Int(text), rounds >= 1 else {
                    throw UsageError(message: "--rounds needs a whole number ≥ 1, not \(text)")
                }
                options.roundsOption = rounds
            case "--round-ms":
                let text = try value(for: argument)
                guard let milliseconds = Double(text), milliseconds > 0 else {
                    throw UsageError(message: "--round-ms needs a positive number, not \(text)")
                }
                options.roundMillisecondsOption = milliseconds
            case "--profile":
                let text = try value(for: argument)
                guard let iterations = Int(text), iterations >= 1 else {
                    throw UsageError(message: "--profile needs a whole number ≥ 1, not \(text)")
                }
                options.profileIterations = iterations
            case "--profile-other": options.profilesOtherSide = true
            case "-h", "--help": options.showHelp = true
            default: throw UsageError(message: "unknown option \(argument)")
            }
        }
        if options.profilesOtherSide && options.profileIterations == nil {
            throw UsageError(message: "--profile-other needs --profile N")
        }
        return options
    }

    /// True when the file named `name` is selected by `--filter`.
    func selects(file name: String) -> Bool {
        guard let filter else { return true }
        return name.contains(filter)
    }

    /// True when the pass named `name` is selected by `--pass`.
    func selects(pass name: String) -> Bool {
        passes?.contains(name) ?? true
    }
}

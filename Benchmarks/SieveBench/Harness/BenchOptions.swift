// The command line of sieve-bench: what to measure, where the inputs are, where to write.

/// The options of one `sieve-bench` run.
struct BenchOptions {
    /// The folder of the corpus; `nil` looks for `Corpus/` in the current directory.
    var corpus: String?
    /// A folder of real-world documents; `nil` leaves the real-world passes out.
    var realworld: String?
    /// Where to write the machine-readable results.
    var json: String?
    /// Where to draw the per-file ratios.
    var svg: String?
    /// Where to write the tables as Markdown.
    var markdown: String?
    /// Check every value, then time one short round per file.
    var quick = false
    /// Only files whose name contains this.
    var filter: String?
    /// Only these passes (by name); `nil` runs them all.
    var passes: Set<String>?
    /// Timed rounds per file and side.
    var rounds = 7
    /// The time one side spends on one file in one round, in milliseconds.
    var roundMilliseconds = 30.0
    /// Run only Sieve's side of each selected case this many times, untimed, for a profiler.
    var profileIterations: Int?
    /// With `profileIterations`: run the other side (Foundation's, or the baseline a pass
    /// compares Sieve with) instead, so two profiles can be compared.
    var profilesOtherSide = false
    /// Print the usage and stop.
    var showHelp = false

    /// The usage text.
    static let usage = """
        USAGE: sieve-bench [options]

        Decodes every file of the corpus with Sieve and with Foundation, asserts that both give
        the same values (doubles bit for bit, strings byte for byte), then times them side by
        side and prints Foundation time / Sieve time per file and per pass.

        Passes: schema-full, schema-prefix-skip, codable-dropin, raw-value, negative,
        skip-throughput; with --realworld also realworld-schema-full, realworld-schema-narrow,
        realworld-dropin, realworld-dropin-narrow; codable-anyjson (caught errors), over both;
        dates (generated documents); lenient (drift files, malformed records dropped);
        unions (tagged unions: the content-block files, and github_events.json with
        --realworld); shapes (an untagged union, and key paths over twitter.json with
        --realworld; no target); and the records passes over 50 MB of JSON Lines made from
        the drift customers: records (records(in:) vs JSONDecoder per line), records-array
        (vs Sieve reading the same records as one array), records-parallel (all cores vs one)
        and drift-log (two threads recording into a shared DriftLog vs not).

        OPTIONS:
          --corpus DIR       The corpus folder (default: ./Corpus, i.e. the package root when
                             run with `swift run`).
          --realworld DIR    Add the real-world passes over the documents in DIR (twitter.json,
                             citm_catalog.json, canada.json, github_events.json,
                             google_maps_api_response.json, apache_builds.json).
          --json PATH        Write the results as JSON.
          --svg PATH         Draw the per-file ratios as an SVG bar chart.
          --markdown PATH    Write the tables as Markdown (for Benchmarks/RESULTS.md).
          --quick            Check every value, then time a single short round (CI).
          --filter TEXT      Only files whose name contains TEXT.
          --pass NAME        Only this pass; repeat for several.
          --rounds N         Timed rounds per file and side (default 7, at least 1).
          --round-ms MS      Milliseconds per side per round (default 30).
          --profile N        Skip checks and timing: run only Sieve's side of each selected
                             case N times, for a profiler (valgrind --tool=callgrind, perf).
          --profile-other    With --profile: run the other side (Foundation's, or the
                             baseline the pass compares with) instead, to compare profiles.
          -h, --help         Show this help.

        Exit status: 0 when every value matched, 1 on a mismatch or a decode that failed,
        2 on a usage error.
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
            case "--json": options.json = try value(for: argument)
            case "--svg": options.svg = try value(for: argument)
            case "--markdown": options.markdown = try value(for: argument)
            case "--quick": options.quick = true
            case "--filter": options.filter = try value(for: argument)
            case "--pass":
                let name = try value(for: argument)
                options.passes = (options.passes ?? []).union([name])
            case "--rounds":
                let text = try value(for: argument)
                guard let rounds = Int(text), rounds >= 1 else {
                    throw UsageError(message: "--rounds needs a whole number ≥ 1, not \(text)")
                }
                options.rounds = rounds
            case "--round-ms":
                let text = try value(for: argument)
                guard let milliseconds = Double(text), milliseconds > 0 else {
                    throw UsageError(message: "--round-ms needs a positive number, not \(text)")
                }
                options.roundMilliseconds = milliseconds
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
        if options.quick {
            options.rounds = 1
            options.roundMilliseconds = min(options.roundMilliseconds, 2)
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

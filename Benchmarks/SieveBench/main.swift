// sieve-bench: Sieve against Foundation, measured side by side on the corpus (and, with
// `--realworld DIR`, on public real-world documents).
//
//   1. Load every selected file into memory, in both input forms.
//   2. Check every case of every pass: Sieve's values must equal Foundation's (doubles bit for
//      bit, strings byte for byte). One mismatch stops the run with exit status 1.
//   3. Count the allocations of the target probes.
//   4. Time each pass, file by file, interleaving the two sides; print rows as they finish.
//   5. Print the summary; write `--json`, `--svg` and `--markdown` when asked.
//
// The run never stays silent: a line per pass and per file, and a watchdog (Progress.swift)
// that says what is running when nothing has been printed for a few seconds.
//
// Run from the package root: `swift run -c release sieve-bench`. See `--help`.

import Foundation

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints to standard output at once (unbuffered), so progress shows while a pass runs.
@Sendable func emit(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
    Progress.shared.printed()
}

// The harness times with `ContinuousClock`: on Apple systems, macOS 13 or its peers. (A
// `guard #available` here would not do: top-level statements are not refined by it, so the run
// is one function under the check.)
if #available(SwiftStdlib 5.7, *) {
    runBench()
} else {
    printError("error: sieve-bench needs macOS 13, iOS 16, tvOS 16 or watchOS 9")
    exit(2)
}

/// The whole run, steps 1 to 5 above.
@available(SwiftStdlib 5.7, *)
func runBench() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(arguments)
    } catch {
        printError("error: \(error.message)\n\n\(BenchOptions.usage)")
        exit(2)
    }
    if options.showHelp {
        emit(BenchOptions.usage)
        exit(0)
    }
    if let unknown = options.passes?.subtracting(PassPlan.allNames).sorted(), !unknown.isEmpty {
        printError(
            "error: no pass named \(unknown.joined(separator: ", ")); the passes are"
                + " \(PassPlan.allNames.joined(separator: ", "))")
        exit(2)
    }

    // MARK: - Inputs

    let runClock = ContinuousClock()
    let runStart = runClock.now
    let corpusPath = options.corpus ?? "Corpus"
    guard let corpus = InputFolder(path: corpusPath) else {
        printError(
            "error: no corpus folder at \(corpusPath). Run from the package root, or pass"
                + " --corpus DIR.")
        exit(2)
    }
    var realWorld: InputFolder? = nil
    if let path = options.realworld {
        guard let folder = InputFolder(path: path) else {
            printError("error: --realworld \(path): no such folder")
            exit(2)
        }
        realWorld = folder
    } else if !options.skipsRealWorld {
        realWorld = InputFolder(path: "Tests/Fixtures/realworld")
    }
    if options.skipsRealWorld { realWorld = nil }

    let machine = MachineDescription.current()
    emit(TableReport.header(machine, options: options, counting: Allocations.isAvailable))
    emit(TableReport.legend(options))
    Progress.shared.startWatchdog(emit)

    let corpusFiles: [InputFile]
    var realWorldFiles: [InputFile] = []
    do {
        corpusFiles = try corpus.names.filter(options.selects(file:)).map(corpus.load)
        if let realWorld {
            for name in RealWorldModels.fileNames where options.selects(file: name) {
                if realWorld.names.contains(name) {
                    realWorldFiles.append(try realWorld.load(name))
                } else {
                    printError("warning: \(realWorld.path)/\(name) is missing; it is left out")
                }
            }
        }
    } catch {
        printError("error: cannot read an input: \(error)")
        exit(2)
    }
    emit(
        "  inputs      \(corpusFiles.count) corpus files from \(corpus.path)"
            + (realWorld.map { ", \(realWorldFiles.count) real-world documents from \($0.path)" }
                ?? "; no real-world documents, so no real-world passes"))

    // MARK: - Passes

    let decoder = JSONDecoder()
    var plans: [PassPlan] = [
        .schemaFull(corpusFiles, decoder: decoder),
        .schemaPrefixSkip(corpusFiles, decoder: decoder),
        .codableDropIn(corpusFiles, decoder: decoder),
        .rawValue(corpusFiles),
        .negative(corpusFiles, decoder: decoder),
        .skipThroughput(corpusFiles),
    ]
    if realWorld != nil {
        plans += [
            .realWorldSchemaFull(realWorldFiles, decoder: decoder),
            .realWorldSchemaNarrow(realWorldFiles, decoder: decoder),
            .realWorldDropIn(realWorldFiles, decoder: decoder),
            .realWorldDropInNarrow(realWorldFiles, decoder: decoder),
            .generated(realWorldFiles),
            .generatedFoundation(realWorldFiles),
        ]
    }
    plans.append(.codableEncode(corpusFiles + realWorldFiles))
    if realWorld != nil { plans.append(.schemaEncode(realWorldFiles)) }
    plans.append(.codableAnyJSON(corpusFiles + realWorldFiles, decoder: decoder))
    plans.append(.codableAnyJSONContainersFirst(corpusFiles + realWorldFiles, decoder: decoder))
    // The dates pass generates its documents: only when it runs.
    if options.selects(pass: "dates") { plans.append(.dates()) }
    plans.append(.lenient(corpusFiles))
    plans.append(.codableDrift(corpusFiles, decoder: decoder))
    plans.append(.unions(corpusFiles + realWorldFiles, decoder: decoder))
    plans.append(.shapes(corpusFiles + realWorldFiles, decoder: decoder))
    // The records passes build their JSON Lines in memory: only when one of them runs.
    if PassPlan.recordsNames.contains(where: options.selects(pass:)) {
        plans += PassPlan.records(corpusFiles, recordsTargetBytes: options.recordsBytes)
    }
    if options.scope == .standard {
        for index in plans.indices where !plans[index].slowFiles.isEmpty {
            let slow = plans[index].slowFiles
            plans[index].cases.removeAll { slow.contains($0.file.name) }
        }
    }
    plans = plans.filter { options.selects(pass: $0.name) && !$0.cases.isEmpty }
    let caseCount = plans.reduce(0) { $0 + $1.cases.count }
    emit(
        "  plan        \(plans.count) passes, \(caseCount) cases: every value checked first, then"
            + " timed" + (options.scope == .full ? "" : "; about 2 to 3 minutes on 2 cores"))

    // MARK: - Profiling only

    if let iterations = options.profileIterations {
        do {
            for plan in plans {
                for benchCase in plan.cases {
                    let side = options.profilesOtherSide ? benchCase.foundation : benchCase.sieve
                    for _ in 0..<iterations {
                        try side()
                        benchCase.shelf?.empty()
                    }
                    let sideName = options.profilesOtherSide ? "the other side" : "Sieve"
                    emit(
                        "  profiled    \(plan.name) \(benchCase.file.name) × \(iterations) "
                            + "(\(sideName))")
                }
            }
        } catch {
            printError("error: \(error)")
            exit(1)
        }
        exit(0)
    }

    // MARK: - Checks, before any timing

    let checkClock = ContinuousClock()
    let checkStart = checkClock.now
    let checks: [[CheckReport]]
    do {
        checks = try BenchRunner.checkAll(plans) { plan, elapsed in
            emit("  checking    \(plan.name): \(plan.cases.count) cases [\(Format.duration(nanoseconds: elapsed.nanoseconds))]")
        }
    } catch {
        printError("\nMISMATCH: \(error)\nA fast wrong answer is not a result: stopping.")
        exit(1)
    }
    emit(
        "  checked     \(caseCount) cases in \(plans.count) passes: Sieve's values equal"
            + " Foundation's everywhere (doubles bit for bit, strings byte for byte)"
            + " [\(Format.duration(nanoseconds: (checkClock.now - checkStart).nanoseconds))]")

    // MARK: - Allocation targets

    let probes: [ProbeResult]
    do {
        probes = try AllocationProbes.run()
    } catch {
        printError("\nMISMATCH in the allocation probes: \(error)")
        exit(1)
    }
    emit(TableReport.probes(probes))

    // MARK: - Timing

    var results: [PassResult] = []
    do {
        for (checkedPlan, checkedCases) in zip(plans, checks) {
            var plan = checkedPlan
            var planChecks = checkedCases
            if options.quick && !plan.slowFiles.isEmpty {
                // Checked above, not timed: one round of Foundation's side on such a file
                // takes a minute, and a quick run's times are not judged.
                let timed = plan.cases.indices.filter { !plan.slowFiles.contains(plan.cases[$0].file.name) }
                planChecks = timed.map { checkedCases[$0] }
                plan.cases = timed.map { checkedPlan.cases[$0] }
            }
            let layout = TableLayout(plan)
            emit(layout.header(plan))
            let result = try BenchRunner.measure(
                plan, checks: planChecks, rounds: options.rounds,
                roundTime: .nanoseconds(Int64(options.roundMilliseconds * 1e6)),
                onRow: { emit(layout.row($0)) })
            emit(layout.footer(result))
            results.append(result)
        }
    } catch {
        printError("\nerror while timing (the same work passed its check): \(error)")
        exit(1)
    }

    // MARK: - Reports

    let report = BenchReport(
        machine: machine, command: (["sieve-bench"] + arguments).joined(separator: " "),
        rounds: options.rounds, roundMilliseconds: options.roundMilliseconds, quick: options.quick,
        allocationsCounted: Allocations.isAvailable, passes: results, probes: probes)
    emit(TableReport.summary(report))
    emit(
        "took \(Format.duration(nanoseconds: (runClock.now - runStart).nanoseconds)) after the"
            + " build" + (options.scope == .full ? "" : "; --full for every file and round"))

    do {
        if let path = options.json {
            try JSONReport.render(report).write(toFile: path, atomically: true, encoding: .utf8)
            emit("wrote \(path)")
        }
        if let path = options.svg {
            try SVGChart.render(report).write(toFile: path, atomically: true, encoding: .utf8)
            emit("wrote \(path)")
        }
        if let path = options.markdown {
            try MarkdownReport.render(report).write(toFile: path, atomically: true, encoding: .utf8)
            emit("wrote \(path)")
        }
    } catch {
        printError("error: cannot write a report: \(error)")
        exit(2)
    }
    let missed = results.filter { $0.targetMet == false }.count
        + probes.filter { $0.targetMet == false }.count
    if options.strict && missed > 0 {
        printError("\(missed) target(s) missed (--strict)")
        exit(3)
    }
}

// `DriftLog`: counts the warnings and issues of many diagnoses, from any thread, per code and per
// (code, path with indices as `[*]`), keeping the last example of each, within a bound.
//
// Hot path: a diagnosis with nothing to report is one relaxed atomic add, no lock, no
// allocation. Any other diagnosis is grouped on the stack outside the lock (paths normalized
// there too), then applied under the lock once. Must never hold the lock while allocating a
// normalized path or rendering text.

import SieveSchema
import Synchronization

/// A thread-safe tally of schema drift across a stream of decodes.
///
/// Record every diagnosis, from any task or thread; read the counts when you want them:
///
/// ```swift
/// let drift = DriftLog()
/// for record in try Customer.records(contentsOf: url) {
///     drift.record(record.diagnosis)
/// }
/// print(drift.report())          // a table: code, path, count, example
/// let body = try drift.jsonData() // the same, as JSON, for a metrics pipeline
/// ```
///
/// Warnings and issues are counted apart (an entry carries its severity), per code and per code
/// and path. Array indices in paths are normalized to `[*]`: `orders[1].quantity` and
/// `orders[7].quantity` are one entry, `orders[*].quantity`. Warnings a diagnosis only counted
/// (`Diagnosis.omittedWarnings`, past `Limits.maxWarnings`) have no path: they are added to the
/// per-code counts and noted in `DriftCounts.omittedWarnings`.
///
/// The log is bounded: it holds at most `maxPaths` distinct (severity, code, path) entries.
/// Once full, warnings and issues at new paths still count under their code, and in
/// `DriftCounts.overflowedPaths`, but add no entry, so a hostile stream cannot grow it without
/// limit.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class DriftLog: Sendable {
    /// The most distinct (severity, code, normalized path) entries the log holds.
    public let maxPaths: Int

    /// Diagnoses with no warning and no issue: counted without the lock.
    @usableFromInline
    let cleanDiagnoses = Atomic<Int>(0)

    /// Everything else, changed once per diagnosis with something to report.
    private let state = LockedState(DriftState())

    /// An empty log.
    ///
    /// - Parameter maxPaths: The most distinct (severity, code, normalized path) entries to
    ///   hold; later paths are counted only by code and in `overflowedPaths`. At least 0.
    public init(maxPaths: Int = 10_000) {
        self.maxPaths = max(0, maxPaths)
    }

    /// Counts one diagnosis: its warnings (kept and only counted) and its issues.
    ///
    /// Safe to call from any number of threads at once. A diagnosis with no warning and no
    /// issue costs one atomic add: no lock, no allocation.
    ///
    /// - Parameter diagnosis: The result of a diagnose or of a record's decode.
    /// - Complexity: O(*w* + *i*) for *w* warnings and *i* issues, plus one lock for a
    ///   diagnosis with any.
    @inlinable
    public func record<Value>(_ diagnosis: Diagnosis<Value>) {
        if diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty
            && diagnosis.omittedWarnings.isEmpty
        {
            cleanDiagnoses.add(1, ordering: .relaxed)
            return
        }
        recordReported(
            warnings: diagnosis.warnings, issues: diagnosis.issues,
            omitted: diagnosis.omittedWarnings)
    }

    /// What the log has counted so far.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries, sorted outside the lock.
    public var counts: DriftCounts {
        let (held, clean) = state.withLock { state in
            (state, cleanDiagnoses.load(ordering: .relaxed))
        }
        return held.snapshot(cleanDiagnoses: clean)
    }

    /// Empties the log and returns what it had counted, for periodic flushing: every
    /// diagnosis is in exactly one of the snapshots `reset()` returns.
    ///
    /// ```swift
    /// let window = drift.reset()
    /// metrics.send(window.byCode)
    /// ```
    ///
    /// - Returns: The counts cleared.
    @discardableResult
    public func reset() -> DriftCounts {
        let (held, clean) = state.withLock { state in
            let held = state
            state = DriftState()
            return (held, cleanDiagnoses.exchange(0, ordering: .relaxed))
        }
        return held.snapshot(cleanDiagnoses: clean)
    }

    /// Counts a diagnosis with something to report: groups it outside the lock, then applies
    /// it under the lock once.
    @usableFromInline
    func recordReported(warnings: [Warning], issues: [Issue], omitted: [DiagnosticCode: Int]) {
        let hasWarnings = !warnings.isEmpty || !omitted.isEmpty
        let hasIssues = !issues.isEmpty
        let total = warnings.count + issues.count
        if total <= DriftLog.stackGroupLimit {
            withUnsafeTemporaryAllocation(of: PendingEntry.self, capacity: total) { buffer in
                var group = StackGroup(buffer: buffer)
                for index in warnings.indices {
                    group.add(warnings[index].diagnostic, at: index, isIssue: false)
                }
                for index in issues.indices {
                    group.add(issues[index].diagnostic, at: index, isIssue: true)
                }
                let pending = UnsafeBufferPointer(rebasing: buffer[..<group.count])
                apply(
                    pending, warnings: warnings, issues: issues, omitted: omitted,
                    hasWarnings: hasWarnings, hasIssues: hasIssues)
                group.deinitialize()
            }
        } else {
            var group = HeapGroup()
            group.reserve(total)
            for index in warnings.indices {
                group.add(warnings[index].diagnostic, at: index, isIssue: false)
            }
            for index in issues.indices {
                group.add(issues[index].diagnostic, at: index, isIssue: true)
            }
            group.entries.withUnsafeBufferPointer { pending in
                apply(
                    pending, warnings: warnings, issues: issues, omitted: omitted,
                    hasWarnings: hasWarnings, hasIssues: hasIssues)
            }
        }
    }

    /// The one locked step of a diagnosis with something to report. Each distinct key's
    /// example is copied here once (without its excerpt), not once per diagnostic.
    private func apply(
        _ pending: UnsafeBufferPointer<PendingEntry>, warnings: [Warning], issues: [Issue],
        omitted: [DiagnosticCode: Int], hasWarnings: Bool, hasIssues: Bool
    ) {
        let maxPaths = maxPaths
        func example(_ entry: PendingEntry) -> Diagnostic {
            var diagnostic = entry.key.isIssue
                ? issues[entry.last].diagnostic : warnings[entry.last].diagnostic
            diagnostic.excerpt = nil
            return diagnostic
        }
        state.withLock { state in
            state.diagnoses += 1
            if hasWarnings { state.diagnosesWithWarnings += 1 }
            if hasIssues { state.diagnosesWithIssues += 1 }
            for (code, count) in omitted {
                state.omittedWarnings[code, default: 0] += count
                state.warningsByCode[code, default: 0] += count
            }
            for entry in pending {
                if entry.key.isIssue {
                    state.issuesByCode[entry.key.code, default: 0] += entry.count
                } else {
                    state.warningsByCode[entry.key.code, default: 0] += entry.count
                }
                if let index = state.paths.index(forKey: entry.key) {
                    state.paths.values[index].count += entry.count
                    state.paths.values[index].example = example(entry)
                } else if state.paths.count < maxPaths {
                    state.paths[entry.key] = PathTally(count: entry.count, example: example(entry))
                } else {
                    state.overflowedPaths += entry.count
                }
            }
        }
    }

    /// The most diagnostics one diagnosis groups on the stack; more are grouped in a
    /// dictionary (a heap allocation, paid only by diagnoses that big).
    static let stackGroupLimit = 32
}

// MARK: - Grouping one diagnosis

/// One (severity, code, normalized path): what the log counts by.
struct DriftKey: Hashable, Sendable {
    /// True for an issue, false for a warning.
    var isIssue: Bool
    /// The diagnostic's code.
    var code: DiagnosticCode
    /// The path with every index replaced by `DriftCounts.anyIndex`.
    var path: JSONPath
}

/// A key's count and last example within one diagnosis.
struct PendingEntry {
    /// What is counted.
    var key: DriftKey
    /// `key.hashValue`, to compare cheaply before comparing keys.
    var hash: Int
    /// How many of this diagnosis's diagnostics had the key.
    var count: Int
    /// The index of the last of them, in the diagnosis's issues if `key.isIssue`, else in its
    /// warnings: the diagnostic is copied only when the log keeps it.
    var last: Int
}

/// A key's count and last example in the log.
struct PathTally: Sendable {
    /// How many had the key.
    var count: Int
    /// The last one seen.
    var example: Diagnostic
}

extension PendingEntry {
    /// A first diagnostic for its key, at `index` in its list.
    init(_ diagnostic: Diagnostic, at index: Int, isIssue: Bool) {
        key = DriftKey(
            isIssue: isIssue, code: diagnostic.code,
            path: DriftCounts.normalized(diagnostic.path))
        hash = key.hashValue
        count = 1
        last = index
    }
}

/// Groups up to `DriftLog.stackGroupLimit` diagnostics by key in a stack buffer, comparing
/// hashes first.
struct StackGroup {
    /// Room for every diagnostic of the diagnosis; the first `count` are initialized.
    let buffer: UnsafeMutableBufferPointer<PendingEntry>
    /// How many distinct keys so far.
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<PendingEntry>) { self.buffer = buffer }

    /// Counts `diagnostic` under its key.
    mutating func add(_ diagnostic: Diagnostic, at position: Int, isIssue: Bool) {
        let entry = PendingEntry(diagnostic, at: position, isIssue: isIssue)
        for index in 0..<count where buffer[index].hash == entry.hash {
            if buffer[index].key == entry.key {
                buffer[index].count += 1
                buffer[index].last = position
                return
            }
        }
        // In bounds: there are at most as many keys as diagnostics, and the buffer has room
        // for every diagnostic.
        buffer.initializeElement(at: count, to: entry)
        count += 1
    }

    /// Deinitializes the entries, before the buffer goes.
    func deinitialize() {
        _ = buffer[..<count].deinitialize()
    }
}

/// Groups a large diagnosis by key with a dictionary, keeping first-seen order.
struct HeapGroup {
    /// One per distinct key, in the order first seen.
    var entries: [PendingEntry] = []
    /// Where each key's entry is.
    private var positions: [DriftKey: Int] = [:]

    /// Makes room for `count` diagnostics.
    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// Counts `diagnostic` under its key.
    mutating func add(_ diagnostic: Diagnostic, at index: Int, isIssue: Bool) {
        let entry = PendingEntry(diagnostic, at: index, isIssue: isIssue)
        if let position = positions[entry.key] {
            entries[position].count += 1
            entries[position].last = index
        } else {
            positions[entry.key] = entries.count
            entries.append(entry)
        }
    }
}

// MARK: - The locked state

/// What the log holds behind its lock.
struct DriftState: Sendable {
    /// Diagnoses with something to report (clean ones are `DriftLog.cleanDiagnoses`).
    var diagnoses = 0
    /// Of those, the ones with a warning, kept or omitted.
    var diagnosesWithWarnings = 0
    /// Of those, the ones with an issue.
    var diagnosesWithIssues = 0
    /// Exact per-code counts of warnings, omitted ones included.
    var warningsByCode: [DiagnosticCode: Int] = [:]
    /// Exact per-code counts of issues.
    var issuesByCode: [DiagnosticCode: Int] = [:]
    /// Warnings only counted by their diagnosis (`Limits.maxWarnings`).
    var omittedWarnings: [DiagnosticCode: Int] = [:]
    /// At most `DriftLog.maxPaths` entries.
    var paths: [DriftKey: PathTally] = [:]
    /// Diagnostics counted by code only, because `paths` was full.
    var overflowedPaths = 0

    /// The public snapshot, sorted: run outside the lock.
    func snapshot(cleanDiagnoses: Int) -> DriftCounts {
        var entries = paths.map { key, tally in
            DriftCounts.Entry(
                code: key.code, severity: key.isIssue ? .error : .warning, path: key.path,
                count: tally.count, example: tally.example)
        }
        entries.sort { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            if lhs.code.codeString != rhs.code.codeString {
                return lhs.code.codeString < rhs.code.codeString
            }
            if lhs.severity != rhs.severity { return lhs.severity == .warning }
            return lhs.pattern < rhs.pattern
        }
        return DriftCounts(
            diagnoses: diagnoses + cleanDiagnoses, diagnosesWithWarnings: diagnosesWithWarnings,
            diagnosesWithIssues: diagnosesWithIssues, warningsByCode: warningsByCode,
            issuesByCode: issuesByCode, omittedWarnings: omittedWarnings, byPath: entries,
            overflowedPaths: overflowedPaths)
    }
}

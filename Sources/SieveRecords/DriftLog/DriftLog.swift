// `DriftLog`: counts the warnings and issues of many diagnoses, from any thread, per code and per
// (code, path with indices as `[*]`), keeping the last example of each, within a bound.
//
// Hot path: a diagnosis with nothing to report is a thread-local read (the thread's shard,
// ThreadShard.swift) and one count under that shard's lock: no allocation. Any other diagnosis
// is counted under the same lock: threads recording at once take different locks, so none
// waits for another (a waiting thread sleeps in the kernel, which costs more than the whole
// record). How a shard counts (DriftState.swift):
// each diagnostic is matched in place against its entry's key (DriftKey.swift), found by two
// guesses; only a new path is normalized, hashed and looked up. An entry keeps its example as
// a small copy (PathTally.swift), so the diagnosis itself is freed by its owner at once. A
// diagnostic counted under its entry is not counted again under its code: the per-code counts
// are the entries' summed when read, plus what no entry holds (CodeTally.swift). Reading the
// counts merges the shards. Rendering text never happens under a lock.

import SieveSchema

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
/// The log is bounded: it holds at most `maxPaths` distinct (severity, code, path) entries,
/// and of each entry one example: its last diagnostic, copied without its excerpt.
/// Once full, warnings and issues at new paths still count under their code, and in
/// `DriftCounts.overflowedPaths`, but add no entry, so a hostile stream cannot grow it without
/// limit. Threads record into shards of their own, so none waits for another; a path that
/// several threads record has an entry in each of their shards, merged into one in `counts`.
public final class DriftLog: Sendable {
    /// The most distinct (severity, code, normalized path) entries the log holds.
    public let maxPaths: Int

    /// What each shard has counted, changed once per diagnosis in the shard of the thread
    /// that records it.
    private let shards = LockedShards(count: DriftLog.shardCount) { _ in DriftState() }

    /// Every distinct (severity, code, path) key some shard holds: at most `maxPaths`. Taken
    /// only when a shard meets a key it has no entry for.
    private let heldKeys = LockedShards(Set<DriftKey>())

    /// The shards of a log: threads beyond this many share shards.
    static let shardCount = 16

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
    /// issue costs a thread-local read and one count under a lock no other thread is likely
    /// to hold: no allocation.
    ///
    /// - Parameter diagnosis: The result of a diagnose or of a record's decode.
    /// - Complexity: O(*w* + *i*) for *w* warnings and *i* issues, plus one lock for a
    ///   diagnosis with any.
    @inlinable
    public func record<Value>(_ diagnosis: Diagnosis<Value>) {
        if diagnosis.warnings.isEmpty && diagnosis.issues.isEmpty
            && diagnosis.omittedWarnings.isEmpty
        {
            recordClean()
            return
        }
        recordReported(
            warnings: diagnosis.warnings, issues: diagnosis.issues,
            omitted: diagnosis.omittedWarnings)
    }

    /// Counts a diagnosis with nothing to report: this thread's shard (a thread-local read),
    /// then one count under that shard's lock.
    @usableFromInline
    func recordClean() {
        shards.withLock(ThreadShard.current % DriftLog.shardCount) { $0.diagnoses += 1 }
    }

    /// What the log has counted so far.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries, sorted outside the lock.
    public var counts: DriftCounts {
        let held = withEveryShard { states in states }
        return DriftState.merged(held).snapshot()
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
        let held = withEveryShard { states in
            let held = states
            for index in states.indices { states[index] = DriftState() }
            heldKeys.withLock(0) { $0.removeAll() }
            return held
        }
        return DriftState.merged(held).snapshot()
    }

    /// Runs `body` with every shard locked (in order, so two callers cannot deadlock), on
    /// their states: a reader sees each recorded diagnosis entirely or not at all.
    private func withEveryShard<Result>(
        _ body: (inout [DriftState]) -> Result
    ) -> Result {
        var states: [DriftState] = []
        states.reserveCapacity(shards.count)
        func lock(from index: Int) -> Result {
            guard index < shards.count else {
                let result = body(&states)
                return result
            }
            return shards.withLock(index) { state in
                states.append(state)
                let position = states.count - 1
                let result = lock(from: index + 1)
                state = states[position]
                return result
            }
        }
        return lock(from: 0)
    }

    /// True when a shard may hold an entry for `key`: another shard holds it already, or the
    /// log holds fewer than `maxPaths` distinct keys (then `key` is one of them).
    func admit(_ key: DriftKey) -> Bool {
        heldKeys.withLock(0) { keys in
            if keys.contains(key) { return true }
            guard keys.count < maxPaths else { return false }
            keys.insert(key)
            return true
        }
    }

    /// Counts a diagnosis with something to report, under the lock of this thread's shard
    /// (which no other thread is likely to want at the same moment).
    @usableFromInline
    func recordReported(warnings: [Warning], issues: [Issue], omitted: [DiagnosticCode: Int]) {
        shards.withLock(ThreadShard.current % DriftLog.shardCount) { state in
            // Stamped under the lock: of two threads sharing a shard, the later example has
            // the later stamp.
            state.count(
                warnings: warnings, issues: issues, omitted: omitted,
                stamp: ThreadShard.monotonicNanoseconds(), log: self)
        }
    }
}

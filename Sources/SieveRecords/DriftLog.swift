// `DriftLog`: counts the warnings and issues of many diagnoses, from any thread, per code and per
// (code, path with indices as `[*]`), keeping the last example of each, within a bound.
//
// Hot path: a diagnosis with nothing to report is a thread-local read (the thread's shard) and
// one relaxed atomic add to that shard's counter: no lock, no allocation. Any other diagnosis
// is counted under the lock of that shard: threads recording at once take different locks, so
// none waits for another (a waiting thread sleeps in the kernel, which costs more than the
// whole record).
// Within a shard, the few entries used last are matched first, by comparing paths with
// indices as wildcards: no normalized copy, no hash. Only a new path is normalized, hashed and
// looked up. A diagnostic counted under its entry is not counted again under its code: the
// per-code counts are the entries' summed when read, plus what no entry holds. Reading the
// counts merges the shards. Rendering text never happens under a lock.

import SieveSchema
import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

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
/// An entry's example from a diagnosis with a few warnings (or issues) is noted by holding on
/// to that short list until a later example replaces it, so recording copies no diagnostic;
/// from a longer list, the one diagnostic is copied.
/// Once full, warnings and issues at new paths still count under their code, and in
/// `DriftCounts.overflowedPaths`, but add no entry, so a hostile stream cannot grow it without
/// limit. Threads record into shards of their own, so none waits for another; a path that
/// several threads record has an entry in each of their shards, merged into one in `counts`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public final class DriftLog: Sendable {
    /// The most distinct (severity, code, normalized path) entries the log holds.
    public let maxPaths: Int

    /// Diagnoses with no warning and no issue are counted by the shards' counters, without
    /// the lock; everything else is changed once per diagnosis with something to report, in
    /// the shard of the thread that records it.
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
    /// issue costs a thread-local read and one atomic add: no lock, no allocation.
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
    /// then one relaxed atomic add to that shard's counter.
    @usableFromInline
    func recordClean() {
        shards.addToCounter(1, at: ThreadShard.current % DriftLog.shardCount)
    }

    /// What the log has counted so far.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries, sorted outside the lock.
    public var counts: DriftCounts {
        let (held, clean) = withEveryShard { states in
            (states, shards.counterSum)
        }
        return DriftState.merged(held).snapshot(cleanDiagnoses: clean)
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
        let (held, clean) = withEveryShard { states in
            let held = states
            for index in states.indices { states[index] = DriftState() }
            heldKeys.withLock(0) { $0.removeAll() }
            return (held, shards.exchangeCounters())
        }
        return DriftState.merged(held).snapshot(cleanDiagnoses: clean)
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
    private func admit(_ key: DriftKey) -> Bool {
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
                stamp: ThreadShard.monotonicNanoseconds(), admit: admit)
        }
    }
}

// MARK: - What the log counts by

/// One (severity, code, normalized path): what the log counts by.
struct DriftKey: Hashable, Sendable {
    /// True for an issue, false for a warning.
    let isIssue: Bool
    /// The diagnostic's code.
    let code: DiagnosticCode
    /// The path with every index replaced by `DriftCounts.anyIndex`.
    let path: JSONPath
    /// `shape(code:path:isIssue:)` of the key's diagnostics, to rule most keys out before
    /// comparing strings. Not part of equality (keys equal as strings, say in two Unicode
    /// normalizations, may differ in it), so a diagnostic it rules out of a recent row is
    /// still found by its key.
    let shape: Int

    init(isIssue: Bool, code: DiagnosticCode, path: JSONPath) {
        self.isIssue = isIssue
        self.code = code
        self.path = path
        shape = Self.shape(code: code, path: path, isIssue: isIssue)
    }

    static func == (lhs: DriftKey, rhs: DriftKey) -> Bool {
        lhs.isIssue == rhs.isIssue && lhs.code == rhs.code && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(isIssue)
        hasher.combine(code)
        hasher.combine(path)
    }

    /// A number that two diagnostics with the same key share, from what is read without
    /// comparing bytes: the severity, the code's length, the path's length, and its last
    /// component's kind and length. Checked before a key is compared, so that matching a diagnostic
    /// against the recent keys mostly compares integers.
    static func shape(code: DiagnosticCode, path: JSONPath, isIssue: Bool) -> Int {
        path.components.withUnsafeBufferPointer { components in
            shape(code: code, components: components, isIssue: isIssue)
        }
    }

    /// `shape(code:path:isIssue:)` of a path's components, read in place.
    @inline(__always)
    static func shape(
        code: DiagnosticCode, components: UnsafeBufferPointer<JSONPath.Component>, isIssue: Bool
    ) -> Int {
        let last: Int
        if let base = components.baseAddress, !components.isEmpty {
            last = InPlaceComponents.keyLength(base + (components.count - 1)).map { $0 + 1 } ?? 0
        } else {
            last = -1
        }
        return (isIssue ? 1 : 0) | code.codeString.utf8.count << 1
            | components.count << 12 | last << 32
    }

    /// True when the diagnostic at `diagnostic` (of this severity, with `shape`) counts under
    /// this key: the same code, and its path equal to this one but for the values of indices.
    /// The diagnostic is read where it is: nothing is copied, retained or allocated.
    func matches(
        _ diagnostic: UnsafePointer<Diagnostic>, code: DiagnosticCode, isIssue: Bool, shape: Int
    ) -> Bool {
        guard self.shape == shape, self.isIssue == isIssue, self.code == code else {
            return false
        }
        return path.components.withUnsafeBufferPointer { mine in
            diagnostic.pointee.path.components.withUnsafeBufferPointer { theirs in
                guard mine.count == theirs.count else { return false }
                guard let left = mine.baseAddress, let right = theirs.baseAddress else {
                    return true
                }
                for index in 0..<mine.count
                where !InPlaceComponents.same(left + index, right + index) {
                    return false
                }
                return true
            }
        }
    }
}

/// Path components read where their path stores them. A component copied out of a path read
/// through a pointer, into a function that could change that memory, is copied whole (its
/// string retained, an atomic operation that costs more than the comparison); read in place,
/// a small key is compared by its bits.
enum InPlaceComponents {
    /// The UTF-8 length of the key at `component`, `nil` for an index.
    @inline(__always)
    static func keyLength(_ component: UnsafePointer<JSONPath.Component>) -> Int? {
        guard case .key(let key) = component.pointee else { return nil }
        return key.utf8.count
    }

    /// True when the components at `left` and `right` are one component of a normalized
    /// path: two indices (of any value), or two keys with equal text.
    @inline(__always)
    static func same(
        _ left: UnsafePointer<JSONPath.Component>, _ right: UnsafePointer<JSONPath.Component>
    ) -> Bool {
        switch (left.pointee, right.pointee) {
        case (.index, .index): return true
        case (.key(let leftKey), .key(let rightKey)): return leftKey == rightKey
        default: return false
        }
    }
}

/// One entry of a shard: a key and its tally.
struct PathEntry: Sendable {
    var key: DriftKey
    var tally: PathTally
}

/// A key's count and last example in the log.
struct PathTally: Sendable {
    /// How many had the key.
    var count: Int
    /// The last one seen (`nil` only while its first diagnosis is being counted).
    var example: DriftExample?
    /// When `example` was recorded (monotonic nanoseconds): of two shards' examples, the
    /// later one is kept.
    var stamp: UInt64
    /// The number (the shard's `diagnoses` count) of the diagnosis being counted, while it is:
    /// one diagnosis lists the entry once.
    var mark: Int
    /// The index of that diagnosis's last diagnostic with the key, in its issues or warnings.
    var last: Int
}

/// An entry's last example. From a short list (the usual diagnosis: a few warnings), the list
/// and the index in it: noting it retains the list, and the diagnostic is copied out (without
/// its excerpt) only when the counts are read. From a longer list, the diagnostic itself,
/// copied without its excerpt: an entry never holds more than `maxHeldList` diagnostics.
enum DriftExample: Sendable {
    case warning([Warning], Int)
    case issue([Issue], Int)
    case copied(Diagnostic)

    /// The longest list an example holds on to.
    static let maxHeldList = 8

    init(_ list: [Warning], at index: Int) {
        self =
            list.count <= Self.maxHeldList
            ? .warning(list, index) : Self.copy(list[index].diagnostic)
    }

    init(_ list: [Issue], at index: Int) {
        self =
            list.count <= Self.maxHeldList
            ? .issue(list, index) : Self.copy(list[index].diagnostic)
    }

    static func copy(_ diagnostic: Diagnostic) -> DriftExample {
        var diagnostic = diagnostic
        diagnostic.excerpt = nil
        return .copied(diagnostic)
    }

    /// The diagnostic, without its excerpt.
    var diagnostic: Diagnostic {
        var diagnostic: Diagnostic
        switch self {
        case .warning(let list, let index): diagnostic = list[index].diagnostic
        case .issue(let list, let index): diagnostic = list[index].diagnostic
        case .copied(let copied): return copied
        }
        diagnostic.excerpt = nil
        return diagnostic
    }
}

/// Counts per diagnostic code: a short list searched in order. A stream has a handful of
/// codes, and comparing a code's name (a small string, compared by its bits) is cheaper than
/// hashing it.
struct CodeTally: Sendable {
    private(set) var entries: [(code: DiagnosticCode, count: Int)] = []

    /// Adds `count` to `code`'s count.
    mutating func add(_ count: Int, to code: DiagnosticCode) {
        // A name's length comes from its bits; most codes differ in it, so few comparisons
        // reach the bytes.
        let length = code.codeString.utf8.count
        for index in entries.indices
        where entries[index].code.codeString.utf8.count == length && entries[index].code == code {
            entries[index].count += count
            return
        }
        entries.append((code, count))
    }

    /// The counts, by code.
    var dictionary: [DiagnosticCode: Int] {
        Dictionary(entries, uniquingKeysWith: +)
    }
}

/// The number of the current thread among the threads that recorded into any log: each
/// thread draws the next number the first time, so threads recording at once use different
/// shards.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
enum ThreadShard {
    private static let next = Atomic<Int>(0)

    /// The thread-specific key that holds a thread's number plus one. Made once, never
    /// deleted; a number is a plain integer, so nothing is freed when a thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status))")
        return key
    }()

    /// This thread's number.
    static var current: Int {
        if let stored = pthread_getspecific(key) { return Int(bitPattern: stored) - 1 }
        let number = next.wrappingAdd(1, ordering: .relaxed).oldValue & (Int.max >> 1)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: number + 1))
        return number
    }

    /// The monotonic clock, in nanoseconds: the same on every core.
    static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

// MARK: - The locked state

/// What one shard of the log holds behind its lock.
struct DriftState: Sendable {
    /// Diagnoses with something to report (clean ones are the shard's counter).
    var diagnoses = 0
    /// Of those, the ones with a warning, kept or omitted.
    var diagnosesWithWarnings = 0
    /// Of those, the ones with an issue.
    var diagnosesWithIssues = 0
    /// Per-code counts of the warnings no entry counts: omitted ones, and those at paths the
    /// full log had no room for. An entry's count is added to its code's when the counts are
    /// read, so counting a warning under its entry needs no second table.
    var warningsByCode = CodeTally()
    /// Per-code counts of the issues no entry counts (at paths the full log had no room for).
    var issuesByCode = CodeTally()
    /// Warnings only counted by their diagnosis (`Limits.maxWarnings`).
    var omittedWarnings = CodeTally()
    /// The entries, in the order first seen; at most `DriftLog.maxPaths` distinct keys over all
    /// shards.
    var tallies: [PathEntry] = []
    /// Where each key's entry is in `tallies`.
    var slots: [DriftKey: Int] = [:]
    /// The entries used last, most recent first: a stream repeats a few paths, and matching
    /// one here needs no normalized copy of the path and no hash.
    var recent: [Int] = []
    /// Diagnostics counted by code only, because the log held `maxPaths` entries.
    var overflowedPaths = 0

    /// How many entries `recent` keeps.
    static let recentCount = 16

    /// Counts warnings a diagnosis only counted (past `Limits.maxWarnings`). Rare, so out of
    /// line.
    @inline(never)
    mutating func count(omitted: [DiagnosticCode: Int]) {
        for (code, count) in omitted {
            omittedWarnings.add(count, to: code)
            warningsByCode.add(count, to: code)
        }
    }

    /// Counts one diagnosis's warnings (kept and omitted) and issues, then notes each entry's
    /// example (the diagnosis's last diagnostic with its key) once, stamped `stamp`.
    ///
    /// The per-diagnostic work is one small function out of line: this runs between decodes,
    /// and code it inlined would evict the decoder's from the instruction cache.
    mutating func count(
        warnings: [Warning], issues: [Issue], omitted: [DiagnosticCode: Int], stamp: UInt64,
        admit: (DriftKey) -> Bool
    ) {
        diagnoses += 1
        if !warnings.isEmpty || !omitted.isEmpty { diagnosesWithWarnings += 1 }
        if !issues.isEmpty { diagnosesWithIssues += 1 }
        if !omitted.isEmpty { count(omitted: omitted) }
        // The shard's count of reported diagnoses numbers this one.
        let mark = diagnoses
        // The lists are read through buffer pointers: an array's element read here is copied
        // whole (every string and array in it retained) before its diagnostic is.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: warnings.count + issues.count) {
            touched in
            var touchedCount = 0
            Self.forEachDiagnostic(
                in: warnings, at: MemoryLayout<Warning>.offset(of: \Warning.diagnostic)
            ) { index, diagnostic in
                count(
                    diagnostic, isIssue: false, at: index, mark: mark,
                    touched: touched, touchedCount: &touchedCount, admit: admit)
            }
            Self.forEachDiagnostic(
                in: issues, at: MemoryLayout<Issue>.offset(of: \Issue.diagnostic)
            ) { index, diagnostic in
                count(
                    diagnostic, isIssue: true, at: index, mark: mark,
                    touched: touched, touchedCount: &touchedCount, admit: admit)
            }
            for slot in touched[..<touchedCount] {
                let last = tallies[slot].tally.last
                tallies[slot].tally.example =
                    tallies[slot].key.isIssue
                    ? DriftExample(issues, at: last) : DriftExample(warnings, at: last)
                tallies[slot].tally.stamp = stamp
            }
        }
    }

    /// Calls `body` with the index of each element of `list` and a pointer to its diagnostic,
    /// valid during the call: the diagnostic is read where the list stores it. (Passing
    /// `list[index].diagnostic` to a mutating method instead copies it whole, every string and
    /// array in it retained, since the method could change the memory it was read from.)
    @inline(__always)
    static func forEachDiagnostic<Element>(
        in list: [Element], at offset: Int?, _ body: (Int, UnsafePointer<Diagnostic>) -> Void
    ) {
        // `offset` is where a stored `Diagnostic` property sits in `Element` (`nil` if it is
        // not stored): its memory is bound to `Diagnostic` wherever the list's elements are.
        guard let offset else { preconditionFailure("\(Element.self).diagnostic is not stored") }
        list.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            for index in elements.indices {
                body(
                    index,
                    (UnsafeRawPointer(base + index) + offset)
                        .assumingMemoryBound(to: Diagnostic.self))
            }
        }
    }

    /// Counts `diagnostic`, at `index` in its list, under its (severity, code, normalized
    /// path) entry, making the entry if `admit` grants it, or else under its code alone; lists
    /// the entry in `touched` the first time this diagnosis (`mark`) counts under it.
    @inline(never)
    mutating func count(
        _ diagnostic: UnsafePointer<Diagnostic>, isIssue: Bool, at index: Int, mark: Int,
        touched: UnsafeMutableBufferPointer<Int>, touchedCount: inout Int,
        admit: (DriftKey) -> Bool
    ) {
        let code = diagnostic.pointee.detail.code
        let shape = diagnostic.pointee.path.components.withUnsafeBufferPointer { components in
            DriftKey.shape(code: code, components: components, isIssue: isIssue)
        }
        guard
            let slot = slot(
                of: diagnostic, code: code, isIssue: isIssue, shape: shape, admit: admit)
        else {
            overflowedPaths += 1
            if isIssue {
                issuesByCode.add(1, to: code)
            } else {
                warningsByCode.add(1, to: code)
            }
            return
        }
        tallies[slot].tally.count += 1
        tallies[slot].tally.last = index
        if tallies[slot].tally.mark != mark {
            tallies[slot].tally.mark = mark
            // In bounds: an entry is listed once per diagnosis, and there is room for every
            // diagnostic.
            touched.initializeElement(at: touchedCount, to: slot)
            touchedCount += 1
        }
    }

    /// The entry `diagnostic` (with `code`, and whose `DriftKey.shape` is `shape`) counts
    /// under, made if `admit` grants it; `nil` when the log is full and the key is new.
    mutating func slot(
        of diagnostic: UnsafePointer<Diagnostic>, code: DiagnosticCode, isIssue: Bool, shape: Int,
        admit: (DriftKey) -> Bool
    ) -> Int? {
        if let position = recentPosition(
            of: diagnostic, code: code, isIssue: isIssue, shape: shape)
        {
            if position > 0 { recent.swapAt(position, position - 1) }
            return recent[position > 0 ? position - 1 : 0]
        }
        return slotOutsideRecent(
            of: diagnostic.pointee, code: code, isIssue: isIssue, admit: admit)
    }

    /// Where in `recent` the entry `diagnostic` counts under is, if it is there. Does not
    /// change the shard, so nothing read through `diagnostic` is copied to protect it.
    func recentPosition(
        of diagnostic: UnsafePointer<Diagnostic>, code: DiagnosticCode, isIssue: Bool, shape: Int
    ) -> Int? {
        tallies.withUnsafeBufferPointer { entries in
            recent.withUnsafeBufferPointer { recent in
                for position in recent.indices
                where entries[recent[position]].key.matches(
                    diagnostic, code: code, isIssue: isIssue, shape: shape)
                {
                    return position
                }
                return nil
            }
        }
    }

    /// `slot(of:code:isIssue:shape:admit:)` for a diagnostic no recent entry matches: its path
    /// normalized and looked up, the entry made if new, and moved into `recent`. Rare, so out
    /// of line.
    @inline(never)
    mutating func slotOutsideRecent(
        of diagnostic: borrowing Diagnostic, code: DiagnosticCode, isIssue: Bool,
        admit: (DriftKey) -> Bool
    ) -> Int? {
        let key = DriftKey(
            isIssue: isIssue, code: code, path: DriftCounts.normalized(diagnostic.path))
        let slot: Int
        if let existing = slots[key] {
            slot = existing
        } else {
            guard admit(key) else { return nil }
            slot = tallies.count
            tallies.append(
                PathEntry(
                    key: key,
                    tally: PathTally(count: 0, example: nil, stamp: 0, mark: -1, last: 0)))
            slots[key] = slot
        }
        if recent.count < Self.recentCount {
            recent.append(slot)
        } else {
            recent[recent.count - 1] = slot
        }
        return slot
    }

    /// The shards' states as one: counts added, a key's entries merged with the later example.
    static func merged(_ states: [DriftState]) -> DriftState {
        var all = DriftState()
        for state in states {
            all.diagnoses += state.diagnoses
            all.diagnosesWithWarnings += state.diagnosesWithWarnings
            all.diagnosesWithIssues += state.diagnosesWithIssues
            for (code, count) in state.warningsByCode.entries { all.warningsByCode.add(count, to: code) }
            for (code, count) in state.issuesByCode.entries { all.issuesByCode.add(count, to: code) }
            for (code, count) in state.omittedWarnings.entries { all.omittedWarnings.add(count, to: code) }
            all.overflowedPaths += state.overflowedPaths
            for entry in state.tallies {
                let (key, tally) = (entry.key, entry.tally)
                if let slot = all.slots[key] {
                    all.tallies[slot].tally.count += tally.count
                    if tally.stamp > all.tallies[slot].tally.stamp {
                        all.tallies[slot].tally.example = tally.example
                        all.tallies[slot].tally.stamp = tally.stamp
                    }
                } else {
                    all.slots[key] = all.tallies.count
                    all.tallies.append(entry)
                }
            }
        }
        return all
    }

    /// The public snapshot, sorted: run outside the lock.
    func snapshot(cleanDiagnoses: Int) -> DriftCounts {
        var entries = tallies.map { entry in
            DriftCounts.Entry(
                code: entry.key.code, severity: entry.key.isIssue ? .error : .warning,
                path: entry.key.path, count: entry.tally.count,
                example: entry.tally.example!.diagnostic)
        }
        entries.sort { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            if lhs.code.codeString != rhs.code.codeString {
                return lhs.code.codeString < rhs.code.codeString
            }
            if lhs.severity != rhs.severity { return lhs.severity == .warning }
            return lhs.pattern < rhs.pattern
        }
        // Every diagnostic is counted once: by its entry, or by its code alone.
        var warningsByCode = warningsByCode
        var issuesByCode = issuesByCode
        for entry in tallies {
            if entry.key.isIssue {
                issuesByCode.add(entry.tally.count, to: entry.key.code)
            } else {
                warningsByCode.add(entry.tally.count, to: entry.key.code)
            }
        }
        return DriftCounts(
            diagnoses: diagnoses + cleanDiagnoses, diagnosesWithWarnings: diagnosesWithWarnings,
            diagnosesWithIssues: diagnosesWithIssues, warningsByCode: warningsByCode.dictionary,
            issuesByCode: issuesByCode.dictionary, omittedWarnings: omittedWarnings.dictionary,
            byPath: entries,
            overflowedPaths: overflowedPaths)
    }
}

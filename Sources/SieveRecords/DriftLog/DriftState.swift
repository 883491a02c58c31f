// What one shard of a `DriftLog` holds behind its lock, and how a diagnosis is counted into it:
// each diagnostic matched to its entry by two guesses (the previous diagnosis's entry at the
// same position, then the entries last found for its shape), only a new path normalized and
// looked up; then counted, and each entry's example noted once, from the diagnosis's last
// diagnostic with its key.

import SieveSchema

/// What one shard of the log holds behind its lock.
struct DriftState: Sendable {
    /// Every diagnosis counted, clean or with something to report: it numbers each reported
    /// one, so an entry notes its example once per diagnosis.
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
    /// The guesses, in one array so the shard's state fits its lock's block (see
    /// `LockedShards.isolation`): first `recentCount` slots, the entries last found for each
    /// cell of `DriftKey.shape`s, the latest first (a stream repeats a few paths, and
    /// matching one here needs no normalized copy of the path and no hash); then
    /// `predictedCount` slots, the entry of each of the first diagnostics of the last
    /// diagnosis that had one at that position, in order, the first guess for the diagnostic
    /// at the same position in the next. -1: none.
    ///
    /// Empty until the shard's first report: then made by the thread recording, from its own
    /// heap, rather than beside another shard's tables where two threads' writes could share
    /// cache lines.
    var guesses: [Int] = []
    /// Diagnostics counted by code only, because the log held `maxPaths` entries.
    var overflowedPaths = 0

    /// How many positions of a diagnosis are guessed from the last one's.
    static let predictedCount = 16
    /// How many slots of `guesses` hold recent entries: 64 cells of `ways` ways.
    static let recentCount = 256
    /// Where in `guesses` the guess for the diagnostic at `position` (below
    /// `predictedCount`) is kept.
    @inline(__always)
    static func predictedSlot(_ position: Int) -> Int { recentCount + position }
    /// How many entries one cell holds: as many keys can share a cell (by having
    /// one shape, or by chance) before they evict one another.
    static let ways = 4

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
    /// Two passes over the diagnostics: the first finds each one's entry (reading the
    /// diagnostic where its list stores it, the entries through one buffer), the second counts
    /// them and notes the examples, last diagnostic first, so an entry's first sight in that
    /// order is its example.
    mutating func count(
        warnings: [Warning], issues: [Issue], omitted: [DiagnosticCode: Int], stamp: UInt64,
        log: DriftLog
    ) {
        diagnoses += 1
        if !warnings.isEmpty || !omitted.isEmpty { diagnosesWithWarnings += 1 }
        if !issues.isEmpty { diagnosesWithIssues += 1 }
        if !omitted.isEmpty { count(omitted: omitted) }
        // The shard's count of diagnoses numbers this one.
        let mark = diagnoses
        if guesses.isEmpty {
            guesses = [Int](repeating: -1, count: Self.recentCount + Self.predictedCount)
        }
        let total = warnings.count + issues.count
        guard total > 0 else { return }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: total) { found in
            // Each diagnostic's entry, or -1 when it was counted by its code alone.
            Self.forEachDiagnostic(
                in: warnings, issues: issues, reversed: false
            ) { position, diagnostic in
                let isIssue = position >= warnings.count
                let known = knownSlot(of: diagnostic, isIssue: isIssue, at: position)
                found.initializeElement(
                    at: position,
                    to: known >= 0
                        ? known : newSlot(of: diagnostic, isIssue: isIssue, log: log))
            }
            guesses.withUnsafeMutableBufferPointer { guesses in
                for position in 0..<min(total, Self.predictedCount) {
                    guesses[Self.predictedSlot(position)] = found[position]
                }
            }
            tallies.withUnsafeMutableBufferPointer { entries in
                Self.forEachDiagnostic(
                    in: warnings, issues: issues, reversed: true
                ) { position, diagnostic in
                    let slot = found[position]
                    guard slot >= 0 else { return }
                    entries[slot].tally.count += 1
                    guard entries[slot].tally.mark != mark else { return }
                    entries[slot].tally.mark = mark
                    entries[slot].tally.note(diagnostic, stamp: stamp)
                }
            }
        }
    }

    /// `forEachDiagnostic(in:at:reversed:_:)` over the warnings and then the issues, numbered
    /// as one list (an issue's position is the warnings' count plus its index), last first
    /// when `reversed`.
    @inline(__always)
    static func forEachDiagnostic(
        in warnings: [Warning], issues: [Issue], reversed: Bool,
        _ body: (Int, UnsafePointer<Diagnostic>) -> Void
    ) {
        let warningOffset = MemoryLayout<Warning>.offset(of: \Warning.diagnostic)
        let issueOffset = MemoryLayout<Issue>.offset(of: \Issue.diagnostic)
        let warningCount = warnings.count
        if reversed {
            forEachDiagnostic(in: issues, at: issueOffset, reversed: true) {
                body(warningCount + $0, $1)
            }
            forEachDiagnostic(in: warnings, at: warningOffset, reversed: true, body)
        } else {
            forEachDiagnostic(in: warnings, at: warningOffset, reversed: false, body)
            forEachDiagnostic(in: issues, at: issueOffset, reversed: false) {
                body(warningCount + $0, $1)
            }
        }
    }

    /// Calls `body` with the index of each element of `list` and a pointer to its diagnostic,
    /// valid during the call: the diagnostic is read where the list stores it. (Passing
    /// `list[index].diagnostic` to a mutating method instead copies it whole, every string and
    /// array in it retained, since the method could change the memory it was read from.)
    @inline(__always)
    static func forEachDiagnostic<Element>(
        in list: [Element], at offset: Int?, reversed: Bool,
        _ body: (Int, UnsafePointer<Diagnostic>) -> Void
    ) {
        // `offset` is where a stored `Diagnostic` property sits in `Element` (`nil` if it is
        // not stored): its memory is bound to `Diagnostic` wherever the list's elements are.
        guard let offset else { preconditionFailure("\(Element.self).diagnostic is not stored") }
        list.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            for step in elements.indices {
                let index = reversed ? elements.count - 1 - step : step
                body(
                    index,
                    (UnsafeRawPointer(base + index) + offset)
                        .assumingMemoryBound(to: Diagnostic.self))
            }
        }
    }

    /// The entry `diagnostic` (at `position` among its diagnosis's warnings, then issues)
    /// counts under, if a guess finds it; -1 if not.
    ///
    /// Tried in turn: the entry of the previous diagnosis's diagnostic at the same position
    /// (a stream repeats its shapes of diagnosis), then the entries last found for the same
    /// cell of `DriftKey.shape`s. Found, the entry moves to the front of its cell.
    @inline(never)
    mutating func knownSlot(
        of diagnostic: UnsafePointer<Diagnostic>, isIssue: Bool, at position: Int
    ) -> Int {
        let kind = DriftKey.kind(of: diagnostic.pointee.detail)
        let shape = diagnostic.pointee.path.components.withUnsafeBufferPointer { components in
            DriftKey.shape(kind: kind, components: components, isIssue: isIssue)
        }
        let cell = Self.cell(of: shape)
        let guess = position < Self.predictedCount ? guesses[Self.predictedSlot(position)] : -1
        let slot = tallies.withUnsafeBufferPointer { entries in
            guesses.withUnsafeBufferPointer { guesses in
                func fits(_ candidate: Int) -> Bool {
                    guard candidate >= 0,
                        let key = (entries.baseAddress! + candidate).pointer(to: \.key)
                    else { return false }
                    return DriftKey.matches(
                        key, diagnostic, kind: kind, isIssue: isIssue, shape: shape)
                }
                if fits(guess) { return guess }
                for way in cell..<(cell + Self.ways)
                where guesses[way] != guess && fits(guesses[way]) {
                    return guesses[way]
                }
                return -1
            }
        }
        if slot >= 0 { noteRecent(slot, in: cell) }
        return slot
    }

    /// Puts `slot` first in the ways of `cell`, the others moved down, the last one out.
    @inline(__always)
    mutating func noteRecent(_ slot: Int, in cell: Int) {
        guard guesses[cell] != slot else { return }
        var way = cell + 1
        while way < cell + Self.ways - 1 && guesses[way] != slot { way += 1 }
        while way > cell {
            guesses[way] = guesses[way - 1]
            way -= 1
        }
        guesses[cell] = slot
    }

    /// The first of the `ways` of `guesses` for a `DriftKey.shape`.
    @inline(__always)
    static func cell(of shape: Int) -> Int {
        // The shape's fields sit in different bits; a 64-bit finalizer (MurmurHash3's) mixes
        // them all into the low bits.
        var mixed = UInt64(truncatingIfNeeded: shape)
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(truncatingIfNeeded: mixed & UInt64(recentCount / ways - 1)) * ways
    }

    /// The entry of a diagnostic no guess finds: its path normalized and looked up, the
    /// entry made if new and the log admits it, then noted in `guesses`. -1 when the log is
    /// full and the key is new: the diagnostic is then counted by its code alone. Rare, so
    /// out of line.
    @inline(never)
    mutating func newSlot(
        of diagnostic: UnsafePointer<Diagnostic>, isIssue: Bool, log: DriftLog
    ) -> Int {
        let key = DriftKey(isIssue: isIssue, diagnostic: diagnostic.pointee)
        let slot: Int
        if let existing = slots[key] {
            slot = existing
        } else if log.admit(key) {
            slot = tallies.count
            tallies.append(PathEntry(key: key, tally: PathTally()))
            slots[key] = slot
        } else {
            overflowedPaths += 1
            if isIssue {
                issuesByCode.add(1, to: key.code)
            } else {
                warningsByCode.add(1, to: key.code)
            }
            return -1
        }
        noteRecent(slot, in: Self.cell(of: key.shape))
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
                    all.tallies[slot].tally.takeExample(ifLater: tally)
                } else {
                    all.slots[key] = all.tallies.count
                    all.tallies.append(entry)
                }
            }
        }
        return all
    }

    /// The public snapshot, sorted: run outside the lock.
    func snapshot() -> DriftCounts {
        var entries = tallies.map { entry in
            DriftCounts.Entry(
                code: entry.key.code, severity: entry.key.isIssue ? .error : .warning,
                path: entry.key.path, count: entry.tally.count,
                example: entry.tally.example)
        }
        entries.sort { lhs, rhs in
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            if lhs.code.rawValue != rhs.code.rawValue {
                return lhs.code.rawValue < rhs.code.rawValue
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
            diagnoses: diagnoses, diagnosesWithWarnings: diagnosesWithWarnings,
            diagnosesWithIssues: diagnosesWithIssues, warningsByCode: warningsByCode.dictionary,
            issuesByCode: issuesByCode.dictionary, omittedWarnings: omittedWarnings.dictionary,
            byPath: entries,
            overflowedPaths: overflowedPaths)
    }
}

// Checkpoints: reading that may be abandoned (a fallback, an open enum's raw value, a lenient
// element, a union variant, a user's `try?`) saves the reader's position and the decode's
// recorded state, and puts all of it back when the attempt fails.
//
// What a checkpoint holds: the cursor and depth; how many diagnostics were recorded, how
// many of them were issues, and how many warnings were only counted; the tops of the member table, the key ledger and the element
// arena. Restoring truncates each back to its mark. Besides the pops of their own pushes (an
// object releasing its index entries, an array finishing or cancelling its run), nothing
// outside this file moves those marks back: readers say `attempt { … }` or `restore(to:)`.
//
// Invariant: checkpoints nest like the reads that take them. A checkpoint is restored (if at
// all) before any checkpoint taken earlier is.

import SieveScanner

/// The state of a decode at one moment, to return to when speculative reading fails.
@usableFromInline
struct Checkpoint {
    @usableFromInline let cursor: UnsafePointer<UInt8>
    @usableFromInline let depth: Int
    @usableFromInline let pending: Int
    @usableFromInline let issueCount: Int
    @usableFromInline let omitted: Int
    @usableFromInline let index: Int
    @usableFromInline let ledger: Int
    @usableFromInline let arenaChunk: Int
    @usableFromInline let arenaOffset: Int

    @inlinable
    init(scanner: JSONScanner, context: borrowing DecodeContext) {
        cursor = scanner.cursor
        depth = scanner.depth
        pending = context.pending.count
        issueCount = context.issueCount
        omitted = context.omitted.count
        index = context.index.count
        ledger = context.ledger.count
        arenaChunk = context.arena.topChunk
        arenaOffset = context.arena.topOffset
    }
}

/// How an attempt ended.
@usableFromInline
enum AttemptOutcome<Value> {
    /// The body decoded a value and recorded no issue.
    case success(Value)
    /// The body failed; everything it did was undone. `cause` is the first issue it recorded,
    /// if it recorded one.
    case failure(cause: PendingDiagnostic?)
}

extension DecodeContext {
    /// Puts the recorded diagnostics and the scratch tops back to `checkpoint`, and returns
    /// the first issue recorded since (the failure that made the attempt fail).
    @usableFromInline
    mutating func restore(to checkpoint: Checkpoint) -> PendingDiagnostic? {
        let cause = firstIssue(since: checkpoint.pending)
        if pending.count > checkpoint.pending { pending.removeSubrange(checkpoint.pending...) }
        issueCount = checkpoint.issueCount
        if omitted.count > checkpoint.omitted { omitted.removeSubrange(checkpoint.omitted...) }
        index.truncate(to: checkpoint.index)
        if ledger.count > checkpoint.ledger { ledger.removeSubrange(checkpoint.ledger...) }
        // Runs begun since have been cancelled or finished by their arrays (each pops its
        // own run); this puts the top back in case a run was left behind.
        arena.topChunk = checkpoint.arenaChunk
        arena.topOffset = checkpoint.arenaOffset
        return cause
    }

    /// The first issue recorded after the first `mark` diagnostics, if any.
    @inlinable
    func firstIssue(since mark: Int) -> PendingDiagnostic? {
        var position = mark
        while position < pending.count {
            if pending[position].isIssue { return pending[position] }
            position += 1
        }
        return nil
    }
}

extension ValueReader {
    /// The state to return to if what is read next is abandoned.
    @inlinable @inline(__always)
    func checkpoint() -> Checkpoint {
        Checkpoint(scanner: scanner, context: context.pointee)
    }

    /// True when an issue was recorded since `checkpoint` was taken.
    @inlinable @inline(__always)
    func hasIssue(since checkpoint: Checkpoint) -> Bool {
        context.pointee.issueCount > checkpoint.issueCount
    }

    /// How many issues the decode has recorded: with `hasIssue(since:)`, tells whether a
    /// read that is not undone recorded any.
    @inlinable @inline(__always)
    func issueMark() -> Int { context.pointee.issueCount }

    /// True when an issue was recorded since `issueMark()` returned `mark`.
    @inlinable @inline(__always)
    func hasIssue(since mark: Int) -> Bool { context.pointee.issueCount > mark }

    /// Returns the reader and the decode's recorded state to `checkpoint`; returns the first
    /// issue recorded since.
    @inlinable
    mutating func restore(to checkpoint: Checkpoint) -> PendingDiagnostic? {
        scanner.cursor = checkpoint.cursor
        scanner.depth = checkpoint.depth
        return context.pointee.restore(to: checkpoint)
    }

    /// Runs `body` at this value; when it throws `SchemaAbort`, throws an error of a type's
    /// own, or records an issue, undoes everything it did (position, diagnostics, scratch) and
    /// reports the failure. Invalid JSON and the issue limit end the whole decode and are
    /// rethrown.
    ///
    /// On success the cursor is wherever `body` left it; on failure it is back at the value.
    @inlinable
    mutating func attempt<R>(
        _ body: (inout ValueReader) throws -> R
    ) throws -> AttemptOutcome<R> {
        let saved = checkpoint()
        do {
            let value = try body(&self)
            if _fastPath(!hasIssue(since: saved)) { return .success(value) }
        } catch let error {
            try ValueReader.rethrowIfFatal(error)
            if !(error is SchemaAbort) && !hasIssue(since: saved) {
                // A type's own error, with nothing recorded: it is the cause.
                let cause = PendingDiagnostic(
                    isIssue: true,
                    detail: .invalidValue(error: String(describing: error), type: nil),
                    anchor: saved.cursor - scanner.start, field: nil,
                    valueOffset: saved.cursor - scanner.start)
                _ = restore(to: saved)
                return .failure(cause: cause)
            }
        }
        return .failure(cause: restore(to: saved))
    }

    /// Rethrows the errors that end a whole decode: invalid JSON and the issue limit.
    @inlinable
    static func rethrowIfFatal(_ error: any Error) throws {
        if error is ScanError || error is DiagnosisLimitReached { throw error }
    }
}

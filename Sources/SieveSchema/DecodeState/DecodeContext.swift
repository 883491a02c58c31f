// The state one decode shares between its readers: the diagnostics recorded so far (as byte
// offsets; paths and lines are resolved once, at the end) and scratch space reused across
// objects (the member table and the key ledger). Readers reach it through an unsafe pointer to
// a value on the stack of `diagnose` (or held by a `DecodeSession`, for a stream of values), so
// the hot path pays no reference counting.

import SieveScanner

/// Per-decode state shared by the readers of one `diagnose` or `parse` call (or of each value
/// of a `DecodeSession`, emptied between them). Not copyable:
/// it holds the decode's scratch buffers, which a copy would free or return twice.
@usableFromInline
struct DecodeContext: ~Copyable {
    @usableFromInline var pending: [PendingDiagnostic] = []
    @usableFromInline var issueCount = 0
    @usableFromInline let maxIssues: Int
    @usableFromInline var truncated = false
    /// `Limits.maxWarnings`: warnings past it are only counted, in `omitted`.
    @usableFromInline let maxWarnings: Int
    /// The codes of the warnings not kept because `maxWarnings` were, in the order they came.
    @usableFromInline var omitted: [DiagnosticCode] = []
    /// Members of objects read out of order, stack-disciplined: an object's entries are its
    /// `ObjectReader.members` window, dropped when it finishes.
    @usableFromInline var index: MemberTable
    /// The keys and aliases objects asked for, when their unknown-key policy or aliases need
    /// them at the end of the object. Stack-disciplined like `index`.
    @usableFromInline var ledger: [LedgerEntry]
    /// Elements of arrays being decoded.
    @usableFromInline var arena: ElementArena
    /// The objects key paths walked through.
    @usableFromInline var pathMemo = PathMemo()

    /// The scan error that stopped the decode, if one did.
    @usableFromInline var failure: ScanFailure?

    /// True once the scratch space came from the pool (and must go back).
    @usableFromInline var hasPooledScratch = false

    @usableFromInline
    init(limits: Limits) {
        maxIssues = limits.maxIssues
        maxWarnings = limits.maxWarnings
        index = MemberTable()
        ledger = []
        arena = ElementArena()
    }

    /// The context of every placeholder object's reader, which reads and records nothing:
    /// made once, never written.
    nonisolated(unsafe) static let placeholder: UnsafeMutablePointer<DecodeContext> = {
        let context = UnsafeMutablePointer<DecodeContext>.allocate(capacity: 1)
        context.initialize(to: DecodeContext(limits: Limits()))
        return context
    }()

    /// Keeps `error` when it is invalid JSON; the other ways a decode stops follow recorded
    /// issues.
    @usableFromInline
    mutating func noteFailure(_ error: any Error) {
        if let error = error as? ScanError { failure = ScanFailure(error) }
    }

    /// Every recorded diagnostic, with paths and locations.
    @usableFromInline
    func resolve(
        bytes: UnsafeRawBufferPointer, source: SourceText? = nil
    ) -> (warnings: [Warning], issues: [Issue]) {
        DiagnosticResolver.resolve(pending, failure: failure?.error, bytes: bytes, source: source)
    }

    /// How many warnings of each code were not kept.
    @usableFromInline
    var omittedCounts: [DiagnosticCode: Int] {
        var counts: [DiagnosticCode: Int] = [:]
        for code in omitted { counts[code, default: 0] += 1 }
        return counts
    }

    /// The error `parse` throws: every issue, resolved.
    @usableFromInline
    func schemaError(bytes: UnsafeRawBufferPointer) -> SchemaError {
        SchemaError(issues: resolve(bytes: bytes).issues, isTruncated: truncated)
    }

    /// Takes scratch space from the pool the first time a decode needs any: a document of
    /// small objects read in order never touches the pool.
    @inlinable @inline(__always)
    mutating func needScratch() {
        if _slowPath(!hasPooledScratch) { adoptPooledScratch() }
    }

    @usableFromInline
    mutating func adoptPooledScratch() {
        hasPooledScratch = true
        var scratch = ScratchPool.take()
        // Keep anything this decode already made (nothing, unless scratch was needed before).
        if !index.hasStorage { swap(&index, &scratch.index) }
        if ledger.isEmpty { swap(&ledger, &scratch.ledger) }
        if arena.chunks.isEmpty { swap(&arena, &scratch.arena) }
        scratch.arena.deallocate()
        scratch.index.deallocate()
    }

    /// Returns pooled scratch space, if this decode took any.
    @usableFromInline
    mutating func returnScratch() {
        guard hasPooledScratch else { return }
        ScratchPool.give(takeScratch())
    }

    /// The most recorded diagnostics whose room an emptied context keeps.
    static let maxKeptPending = 1024

    /// Empties the context for another decode (a `DecodeSession`'s next value): what the
    /// last decode recorded is dropped; its scratch is kept, trimmed as the pool trims what it
    /// keeps.
    @usableFromInline
    mutating func prepareForNextDecode() {
        if !pending.isEmpty {
            if pending.capacity > Self.maxKeptPending {
                pending = []
            } else {
                pending.removeAll(keepingCapacity: true)
            }
        }
        if !omitted.isEmpty { omitted = [] }
        issueCount = 0
        truncated = false
        failure = nil
        if !pathMemo.runs.isEmpty || !pathMemo.members.isEmpty { pathMemo = PathMemo() }
        if hasPooledScratch { ScratchPool.empty(index: &index, ledger: &ledger, arena: &arena) }
    }

    /// Moves the scratch space out, to give back to the pool.
    @usableFromInline
    mutating func takeScratch() -> Scratch {
        var scratch = Scratch()
        swap(&scratch.index, &index)
        swap(&scratch.ledger, &ledger)
        swap(&scratch.arena, &arena)
        return scratch
    }

    /// Records a warning about the value at `anchor` (and `field` of it, when given); past
    /// `Limits.maxWarnings` kept warnings, only counts its code.
    @usableFromInline
    mutating func warn(
        _ detail: DiagnosticDetail, anchor: Int, field: String?, valueOffset: Int
    ) {
        // Every pending diagnostic that is not an issue is a kept warning.
        if _slowPath(pending.count - issueCount >= maxWarnings) {
            omitted.append(detail.code)
            return
        }
        pending.append(
            PendingDiagnostic(
                isIssue: false, detail: detail, anchor: anchor, field: field,
                valueOffset: valueOffset))
    }

    /// Records an issue; stops the decode when `Limits.maxIssues` is reached.
    @usableFromInline
    mutating func fail(
        _ detail: DiagnosticDetail, anchor: Int, field: String?, valueOffset: Int
    ) throws {
        if issueCount >= maxIssues {
            truncated = true
            throw DiagnosisLimitReached()
        }
        issueCount += 1
        pending.append(
            PendingDiagnostic(
                isIssue: true, detail: detail, anchor: anchor, field: field,
                valueOffset: valueOffset))
    }
}

/// A diagnostic before its path and line are known.
@usableFromInline
struct PendingDiagnostic {
    @usableFromInline var isIssue: Bool
    @usableFromInline var detail: DiagnosticDetail
    /// The offset of the value whose path the diagnostic's path starts from.
    @usableFromInline var anchor: Int
    /// A member name to append to the anchor's path (for fields of an object).
    @usableFromInline var field: String?
    /// The offset the location points at.
    @usableFromInline var valueOffset: Int

    @usableFromInline
    init(
        isIssue: Bool, detail: DiagnosticDetail, anchor: Int, field: String?, valueOffset: Int
    ) {
        self.isIssue = isIssue
        self.detail = detail
        self.anchor = anchor
        self.field = field
        self.valueOffset = valueOffset
    }
}

/// A key an object asked for: its spelling, and the primary spelling of its field.
@usableFromInline
struct LedgerEntry {
    @usableFromInline var spelling: StaticString
    @usableFromInline var primary: StaticString
    @usableFromInline var found: Bool

    @inlinable
    init(spelling: StaticString, primary: StaticString, found: Bool) {
        self.spelling = spelling
        self.primary = primary
        self.found = found
    }
}

/// Thrown when a value failed and its type has no placeholder to continue with: the nearest
/// enclosing array or dictionary drops the element; at the top level the decode has no value.
/// The issue explaining it has already been recorded.
@usableFromInline
struct SchemaAbort: Error {
    @usableFromInline init() {}
}

/// Thrown when `Limits.maxIssues` issues have been recorded: the decode stops.
@usableFromInline
struct DiagnosisLimitReached: Error {
    @usableFromInline init() {}
}

/// A scan error held by reference, so a context without one costs a null pointer.
@usableFromInline
final class ScanFailure {
    @usableFromInline let error: ScanError
    @usableFromInline init(_ error: ScanError) { self.error = error }
}

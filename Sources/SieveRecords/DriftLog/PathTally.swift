// One entry of a `DriftLog` shard: its key, its count and its last example.

import SieveScanner
import SieveSchema

/// One entry of a shard: a key and its tally.
struct PathEntry: Sendable {
    var key: DriftKey
    var tally: PathTally
}

/// A key's count and last example in the log.
///
/// The example is kept as the parts of its diagnostic a report shows: its severity, detail,
/// path and location, not its excerpt. Noting one retains the detail and the path, and
/// nothing else of the diagnosis: the warnings' list, with each excerpt's copy of its line,
/// is freed by its owner as soon as it is done with it, while its memory is still in the
/// cache, and the log holds no more than one small diagnostic per entry.
struct PathTally: Sendable {
    /// How many had the key.
    var count: Int = 0
    /// When the example was noted (monotonic nanoseconds): of two shards' examples, the later
    /// one is kept.
    var stamp: UInt64 = 0
    /// The number (the shard's `diagnoses` count) of the last diagnosis that noted its
    /// example: one diagnosis notes an entry's example once.
    var mark = -1
    /// The example's severity.
    var severity = Diagnostic.Severity.warning
    /// The example's detail (`nil` only while its first diagnosis is being counted).
    var detail: DiagnosticDetail?
    /// The example's path, with its indices.
    var path = JSONPath()
    /// The example's location.
    var location = SourceLocation(line: 1, column: 1, offset: 0)

    /// Notes the diagnostic at `diagnostic` as the example, stamped `stamp`.
    ///
    /// A path equal (`==`) to the one held is kept: at a path without indices, a stream
    /// repeats it, and keeping it retains and releases nothing. (Comparing details instead
    /// costs more than the two atomic operations it would save.)
    @inline(__always)
    mutating func note(_ diagnostic: UnsafePointer<Diagnostic>, stamp: UInt64) {
        self.stamp = stamp
        location = diagnostic.pointee.location
        severity = diagnostic.pointee.severity
        detail = diagnostic.pointee.detail
        if !Self.same(path, diagnostic) { path = diagnostic.pointee.path }
    }

    /// True when `path` equals the path of the diagnostic at `diagnostic`, read in place.
    @inline(__always)
    static func same(
        _ path: borrowing JSONPath, _ diagnostic: UnsafePointer<Diagnostic>
    ) -> Bool {
        InPlaceComponents.allAgree(path, diagnostic.pointee.path, InPlaceComponents.equal)
    }

    /// The example, without its excerpt.
    var example: Diagnostic {
        Diagnostic(severity: severity, detail: detail!, path: path, location: location, excerpt: nil)
    }

    /// Takes `other`'s example when it was noted later.
    mutating func takeExample(ifLater other: PathTally) {
        guard other.stamp > stamp else { return }
        stamp = other.stamp
        severity = other.severity
        detail = other.detail
        path = other.path
        location = other.location
    }
}

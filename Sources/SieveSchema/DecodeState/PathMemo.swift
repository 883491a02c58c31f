// What key-path walks learned about the objects they passed through, so that several paths
// sharing a prefix (`meta.author.name`, `meta.tags[0]`) scan each intermediate object once.
//
// Entries are facts about the document's bytes (this object, at this offset, has these
// members), so they never go stale within a decode. They are stack-disciplined by owner: the
// `ObjectReader` whose field started the walk owns them, and when it releases its scratch it
// drops every run owned by it or by an object inside it (whose offsets are larger).

import SieveScanner

/// The members of the objects key paths walked through, per decode.
@usableFromInline
struct PathMemo {
    /// One intermediate object, scanned whole.
    @usableFromInline
    struct Run {
        /// The offset of the object whose field's path scanned it.
        let owner: Int
        /// The opening brace.
        let container: UnsafePointer<UInt8>
        /// Its members in `members`: `first..<end`.
        let first: Int
        let end: Int
    }

    /// One member of a scanned object.
    struct Member {
        let key: StringToken
        let value: UnsafePointer<UInt8>
    }

    @usableFromInline var runs: [Run] = []
    var members: [Member] = []

    @usableFromInline
    init() {}

    /// The run of the object at `container`, if a walk scanned it.
    func run(of container: UnsafePointer<UInt8>) -> Run? {
        runs.last { $0.container == container }
    }

    /// The value of the first member of `run` whose key is `key`.
    func value(of key: UnsafeRawBufferPointer, in run: Run) -> UnsafePointer<UInt8>? {
        for position in run.first..<run.end where members[position].key.equals(key) {
            return members[position].value
        }
        return nil
    }

    /// Adds the object at `container`, whose members `scan` appends.
    mutating func add(
        owner: Int, container: UnsafePointer<UInt8>,
        scan: (inout [Member]) throws -> Void
    ) rethrows -> Run {
        let first = members.count
        do {
            try scan(&members)
        } catch {
            members.removeSubrange(first...)
            throw error
        }
        let run = Run(owner: owner, container: container, first: first, end: members.count)
        runs.append(run)
        return run
    }

    /// Drops the runs of the object at `owner` and of every object inside it.
    @usableFromInline
    mutating func release(owner: Int) {
        while let last = runs.last, last.owner >= owner {
            members.removeSubrange(last.first...)
            runs.removeLast()
        }
    }
}

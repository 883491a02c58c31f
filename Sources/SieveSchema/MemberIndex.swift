// The members of objects read out of order, in one manually managed buffer: a stack shared by
// every object of a decode (an object's entries sit above its parent's and are truncated away
// when it finishes) and kept between decodes by the scratch pool. Entries are trivial values,
// so growing is a plain move; there is no copy-on-write check on the hot path.

import SieveScanner

/// One member of an object indexed for out-of-order lookup.
@usableFromInline
struct MemberEntry {
    @usableFromInline var key: StringToken
    @usableFromInline var value: UnsafePointer<UInt8>
    @usableFromInline var consumed: Bool

    @inlinable
    init(key: StringToken, value: UnsafePointer<UInt8>) {
        self.key = key
        self.value = value
        self.consumed = false
    }
}

/// Not copyable: it owns its buffer, and a copy would free it twice.
@usableFromInline
struct MemberIndex: ~Copyable {
    @usableFromInline var entries: UnsafeMutablePointer<MemberEntry>?
    @usableFromInline var capacity = 0
    @usableFromInline var count = 0

    @usableFromInline init() {}

    @inlinable @inline(__always)
    mutating func append(_ entry: MemberEntry) {
        if _slowPath(count == capacity) { grow() }
        (entries! + count).initialize(to: entry)
        count += 1
    }

    @usableFromInline
    mutating func grow() {
        let newCapacity = max(64, capacity * 2)
        let newEntries = UnsafeMutablePointer<MemberEntry>.allocate(capacity: newCapacity)
        if let entries {
            newEntries.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = newEntries
        capacity = newCapacity
    }

    /// Drops every entry from `position` on.
    @inlinable @inline(__always)
    mutating func truncate(to position: Int) {
        count = min(count, position)
    }

    /// The entry at `position`, which must be below `count`.
    @inlinable @inline(__always)
    subscript(position: Int) -> MemberEntry {
        get { entries![position] }
        nonmutating set { entries![position] = newValue }
    }

    @usableFromInline
    mutating func deallocate() {
        entries?.deallocate()
        entries = nil
        capacity = 0
        count = 0
    }
}

// The members of objects scanned past, for lookup by key out of document order: the one member
// engine of the schema reader (`ObjectReader`) and the drop-in keyed container.
//
// A table holds entries in document order: the key as written (a token), the key as matched
// (its raw bytes, or bytes the table stores: the key unescaped, or converted by a key strategy),
// the first eight bytes of the matched key, and where the value starts (and ends, once known).
// A `MemberWindow` is one object's run of entries and its lookup state. The schema layer keeps
// the members of every open object in one table, used as a stack (an object's run sits above
// its parent's and is truncated away when it finishes); the drop-in decoder has one table per
// container slot, since Codable containers need not nest.
//
// Two lookups, one per reader's rule:
// - `take`: the first unread match, marked read (a schema field reads a member once).
// - `find`: the first match not shadowed by an earlier duplicate (a Codable key may be read
//   again). Both are first-duplicate-wins, as Foundation is.
// Each fails at once, without a search, when the key's bit is clear in the window's filter.
//
// Invariants: a window's entries are `base..<end`, in document order, and nothing above `end`
// belongs to it; stored key bytes are addressed by offset, so they may move when they grow.
// Never: allocate for a key whose matched form is its raw bytes.

/// A key to look up, with its length and first eight bytes (what a compare reads first) and
/// its filter bit precomputed.
@usableFromInline
package struct MemberKey {
    @usableFromInline package let base: UnsafePointer<UInt8>
    @usableFromInline package let count: Int
    /// The first `min(count, 8)` bytes as a little-endian word, zero-padded.
    @usableFromInline package let prefix: UInt64
    /// One bit of 64 (`MemberKey.filterBit`), set in the filter of a window that holds the key.
    @usableFromInline package let bit: UInt64

    @inlinable @inline(__always)
    package init(base: UnsafePointer<UInt8>, count: Int, prefix: UInt64) {
        self.base = base
        self.count = count
        self.prefix = prefix
        bit = MemberKey.filterBit(
            count: count, prefix: prefix, suffix: MemberKey.suffix(base, count))
    }

    @inlinable @inline(__always)
    package init(_ bytes: UnsafeRawBufferPointer) {
        let base =
            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            ?? ("" as StaticString).utf8Start
        self.init(base: base, count: bytes.count, prefix: MemberKey.prefix(base, bytes.count))
    }

    @inlinable
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.init(UnsafeRawBufferPointer(bytes))
    }

    /// The first `min(count, 8)` bytes at `pointer` as a little-endian word, zero-padded.
    ///
    /// Reads whole words, never past `pointer + count`: one 8-byte load for a long key, else
    /// one 4-, 2- and 1-byte load for each bit set in `count`.
    @inlinable @inline(__always)
    package static func prefix(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(pointer)
        if count >= 8 { return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        var offset = 0
        if count & 4 != 0 {
            word = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            let half = raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
            word |= UInt64(UInt16(littleEndian: half)) << (UInt64(offset) << 3)
            offset += 2
        }
        if count & 1 != 0 {
            word |= UInt64(pointer[offset]) << (UInt64(offset) << 3)
        }
        return word
    }

    /// `prefix`, with one load when eight bytes are readable from `pointer` before `end`
    /// (a key inside a document almost always has them).
    @inlinable @inline(__always)
    package static func prefix(
        _ pointer: UnsafePointer<UInt8>, _ count: Int, readableTo end: UnsafePointer<UInt8>
    ) -> UInt64 {
        guard count >= 8 || end - pointer >= 8 else { return prefix(pointer, count) }
        let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
        return count >= 8 ? word : word & ((1 << (UInt64(count) << 3)) &- 1)
    }

    /// The last eight bytes of a key longer than eight bytes, else zero: they tell apart keys
    /// of one length that share their first eight bytes (`profile_link_color`,
    /// `profile_text_color`), which would otherwise share a filter bit.
    @inlinable @inline(__always)
    package static func suffix(_ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        guard count > 8 else { return 0 }
        // In bounds: the key has more than eight bytes.
        return UInt64(
            littleEndian: UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self))
    }

    /// The filter bit of a key: one of 64, from its length, prefix and suffix, mixed by one
    /// multiply (the top six bits of the product depend on every bit of its input).
    @inlinable @inline(__always)
    package static func filterBit(count: Int, prefix: UInt64, suffix: UInt64) -> UInt64 {
        let mixed = prefix ^ suffix ^ UInt64(truncatingIfNeeded: count)
        return 1 << ((mixed &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }
}

/// One member of an object, entered in a `MemberTable` once its key has been scanned.
@usableFromInline
package struct MemberEntry {
    /// The key as written.
    @usableFromInline package let key: StringToken
    /// True once a `take` returned the member.
    @usableFromInline package var isRead = false
    /// True for a later duplicate of a key, once `markDuplicates` ran.
    @usableFromInline package var isShadowed = false
    /// Where the key as matched starts in the table's stored bytes, or -1 for the raw key.
    @usableFromInline package var matchedOffset: Int
    /// The length of the key as matched.
    @usableFromInline package var matchedCount: Int
    /// The first eight bytes of the key as matched (`MemberKey.prefix`).
    @usableFromInline package var prefix: UInt64
    /// The first byte of the value.
    @usableFromInline package let value: UnsafePointer<UInt8>
    /// One past the value, once a reader knows it.
    @usableFromInline package var valueEnd: UnsafePointer<UInt8>?

    @inlinable
    init(key: StringToken, value: UnsafePointer<UInt8>, prefix: UInt64) {
        self.key = key
        matchedOffset = -1
        matchedCount = key.rawCount
        self.prefix = prefix
        self.value = value
    }
}

/// One object's entries in a `MemberTable`, and what its lookups know about them.
@usableFromInline
package struct MemberWindow {
    /// The object's first entry.
    @usableFromInline package let base: Int
    /// One past the object's last entry.
    @usableFromInline package var end: Int
    /// The filter bits of every key in the window.
    @usableFromInline package var filter: UInt64 = 0
    /// `take`: every entry before it has been read. `find`: the last entry found, or -1.
    @usableFromInline package var hint: Int
    /// True while the keys entered are known to be distinct (so a `find` may start after its
    /// last hit: a match is then the only one). Tracked only for `find` windows: `take` reads
    /// in document order and needs no such proof.
    @usableFromInline package var isDistinct = true
    @usableFromInline let tracksDuplicates: Bool
    /// True once `markDuplicates` ran over every entry.
    @usableFromInline package var duplicatesMarked = false

    @inlinable
    init(base: Int, forFind: Bool) {
        self.base = base
        end = base
        hint = forFind ? -1 : base
        tracksDuplicates = forFind
    }

    /// A window with no entries, for a reader that has none.
    @inlinable
    package static var empty: MemberWindow { MemberWindow(base: 0, forFind: false) }

    /// True when the object has no entries.
    @inlinable
    package var isEmpty: Bool { end == base }

    /// For a `take` window: true when an entry has not been read yet.
    @inlinable
    package var hasUnread: Bool { hint < end }
}

/// The entries of objects read out of order, in one manually managed buffer of trivial
/// values (growing is a plain move). Not copyable: it owns its buffer.
@usableFromInline
package struct MemberTable: ~Copyable {
    @usableFromInline var entries: UnsafeMutablePointer<MemberEntry>?
    @usableFromInline var capacity = 0
    /// How many entries the table holds, across every window.
    @usableFromInline package private(set) var count = 0
    /// The matched forms of keys that differ from their raw bytes.
    @usableFromInline var keyBytes: [UInt8] = []

    @inlinable
    package init() {}

    deinit { entries?.deallocate() }

    /// True once the table has a buffer (what a pool keeps).
    @inlinable
    package var hasStorage: Bool { capacity > 0 }

    /// How many entries the table can hold before it grows.
    @inlinable
    package var storageCapacity: Int { capacity }

    /// A window for an object whose entries start at the top of the table. A `take` window's
    /// hint is its base; a `find` window's is -1 (nothing found yet).
    @inlinable
    package func openWindow(forFind: Bool = false) -> MemberWindow {
        MemberWindow(base: count, forFind: forFind)
    }

    /// The entry at `position`, which must be below `count`.
    @inlinable @inline(__always)
    package subscript(position: Int) -> MemberEntry {
        get { entries![position] }
        nonmutating set { entries![position] = newValue }
    }

    /// Drops every entry from `position` on. (Stored key bytes are dropped when the next one
    /// is stored into an empty table, off the hot path.)
    @inlinable @inline(__always)
    package mutating func truncate(to position: Int) {
        count = min(count, position)
    }

    /// Drops every entry and frees the buffer.
    @usableFromInline
    package mutating func deallocate() {
        entries?.deallocate()
        entries = nil
        capacity = 0
        count = 0
        keyBytes = []
    }

    /// Enters the member whose key is `key` and whose value starts at `value`, matched by its
    /// text (unescaped when it has escapes), at the end of `window`; returns its position.
    /// `readableEnd` bounds what may be loaded after the key (the end of the input).
    /// `valueEnd`: one past the value, when the caller has just skipped it.
    @inlinable @inline(__always)
    package mutating func append(
        _ key: StringToken, value: UnsafePointer<UInt8>,
        readableTo readableEnd: UnsafePointer<UInt8>, in window: inout MemberWindow,
        valueEnd: UnsafePointer<UInt8>? = nil
    ) -> Int {
        if _slowPath(key.hasEscapes) {
            let position = append(key, value: value, in: &window) { bytes in
                bytes.append(contentsOf: JSONScanner.decodeEscapedString(key).utf8)
            }
            entries![position].valueEnd = valueEnd
            return position
        }
        let count = key.rawCount
        let prefix = MemberKey.prefix(key.start, count, readableTo: readableEnd)
        let bit = MemberKey.filterBit(
            count: count, prefix: prefix, suffix: MemberKey.suffix(key.start, count))
        var entry = MemberEntry(key: key, value: value, prefix: prefix)
        entry.valueEnd = valueEnd
        return place(entry, bit: bit, in: &window)
    }

    /// Enters a member matched by bytes `matchedForm` appends (the key unescaped, or converted
    /// by a key strategy); returns its position.
    @inlinable
    package mutating func append(
        _ key: StringToken, value: UnsafePointer<UInt8>, in window: inout MemberWindow,
        matchedForm: (inout [UInt8]) -> Void
    ) -> Int {
        if count == 0 { keyBytes.removeAll(keepingCapacity: true) }
        let offset = keyBytes.count
        matchedForm(&keyBytes)
        var entry = MemberEntry(key: key, value: value, prefix: 0)
        entry.matchedOffset = offset
        entry.matchedCount = keyBytes.count - offset
        let key = keyBytes.withUnsafeBufferPointer {
            MemberKey(UnsafeBufferPointer(rebasing: $0[offset...]))
        }
        entry.prefix = key.prefix
        return place(entry, bit: key.bit, in: &window)
    }

    @inlinable @inline(__always)
    mutating func place(
        _ entry: MemberEntry, bit: UInt64, in window: inout MemberWindow
    ) -> Int {
        if _slowPath(count == capacity) { grow() }
        let position = count
        (entries! + position).initialize(to: entry)
        count += 1
        window.end = count
        if window.filter & bit != 0 && window.tracksDuplicates && window.isDistinct {
            window.isDistinct = !repeatsKey(position, in: window)
        }
        window.filter |= bit
        return position
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

    /// True when every entry is marked read.
    @inlinable
    package var allRead: Bool {
        guard let entries else { return true }
        for position in 0..<count where !entries[position].isRead { return false }
        return true
    }

    /// Calls `body` with the key of the entry at `position` as matched.
    @inlinable @inline(__always)
    package func withMatchedKey<R>(
        _ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        let entry = entries![position]
        if entry.matchedOffset < 0 { return body(entry.key.rawBytes) }
        let stored = entry.matchedOffset..<(entry.matchedOffset + entry.matchedCount)
        return keyBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[stored])) }
    }

    /// The key of the entry at `position` as matched, as text.
    @inlinable
    package func matchedKeyText(_ position: Int) -> String {
        withMatchedKey(position) { String(decoding: $0, as: UTF8.self) }
    }

    /// True when the entry at `position` has `key` as its matched key.
    @inlinable @inline(__always)
    package func matches(_ position: Int, _ key: MemberKey) -> Bool {
        let entry = entries![position]
        guard entry.matchedCount == key.count, entry.prefix == key.prefix else { return false }
        if key.count <= 8 { return true }
        if entry.matchedOffset < 0 {
            return memcmpBytes(entry.key.start + 8, key.base + 8, key.count - 8)
        }
        return keyBytes.withUnsafeBufferPointer {
            memcmpBytes($0.baseAddress! + entry.matchedOffset + 8, key.base + 8, key.count - 8)
        }
    }

    /// True when an entry of `window` before `position` has the same key (or when the object
    /// is too wide to check cheaply).
    @usableFromInline @inline(never)
    func repeatsKey(_ position: Int, in window: MemberWindow) -> Bool {
        guard position - window.base < 64 else { return true }
        return withMatchedKey(position) { bytes in
            let key = MemberKey(bytes)
            for earlier in window.base..<position where matches(earlier, key) { return true }
            return false
        }
    }

    /// The first unread entry of `window` whose key is `key`, marked read; `nil` when none.
    @inlinable
    package mutating func take(_ key: MemberKey, in window: inout MemberWindow) -> Int? {
        guard let position = firstUnread(key, in: window) else { return nil }
        entries![position].isRead = true
        if position == window.hint {
            repeat { window.hint += 1 }
            while window.hint < window.end && entries![window.hint].isRead
        }
        return position
    }

    /// The first unread entry of `window` whose key is `key`, left unread; `nil` when none.
    /// It searches from the first unread entry on, in document order, so a duplicate key gives
    /// its first value; everything before `hint` has been read.
    @inlinable @inline(__always)
    package func firstUnread(_ key: MemberKey, in window: MemberWindow) -> Int? {
        guard window.filter & key.bit != 0, let entries else { return nil }
        var position = window.hint
        while position < window.end {
            if !entries[position].isRead && matches(position, key) { return position }
            position += 1
        }
        return nil
    }

    /// The first entry of `window` whose key is `key` (no later duplicate: the first wins);
    /// `nil` when none.
    @inlinable
    package func find(_ key: MemberKey, in window: inout MemberWindow) -> Int? {
        guard window.filter & key.bit != 0, let entries else { return nil }
        let found: Int?
        if window.isDistinct || window.duplicatesMarked {
            // No earlier duplicate can hide behind the last hit: start there, where the next
            // key usually is when keys are read in document order. (The last hit itself is
            // compared first, so a `contains` then `decode` of one key costs one compare.)
            found = findFromHint(key, in: window, entries)
        } else {
            found = (window.base..<window.end).first { matches($0, key) }
        }
        if let found { window.hint = found }
        return found
    }

    @inlinable
    func findFromHint(
        _ key: MemberKey, in window: MemberWindow, _ entries: UnsafeMutablePointer<MemberEntry>
    ) -> Int? {
        let lastHit = window.hint
        if lastHit >= window.base && !entries[lastHit].isShadowed && matches(lastHit, key) {
            return lastHit
        }
        var position = max(lastHit + 1, window.base)
        var scanned = 0
        let count = window.end - window.base
        while scanned < count {
            if position == window.end { position = window.base }
            if !entries[position].isShadowed && matches(position, key) { return position }
            position += 1
            scanned += 1
        }
        return nil
    }

    /// Marks every entry of `window` whose key appeared earlier in it as shadowed.
    ///
    /// - Complexity: O(*n*) expected, through a table of entry positions open-addressed by
    ///   each key's length, first and last eight bytes; no key is copied.
    package mutating func markDuplicates(in window: inout MemberWindow) {
        defer { window.duplicatesMarked = true }
        guard !window.isDistinct else { return }
        let count = window.end - window.base
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        let mask = capacity - 1
        withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { slots in
            slots.initialize(repeating: -1)
            for position in window.base..<window.end {
                let shadowed: Bool = withMatchedKey(position) { bytes in
                    let key = MemberKey(UnsafeRawBufferPointer(bytes))
                    let mixed =
                        key.prefix ^ MemberKey.suffix(key.base, key.count)
                        ^ UInt64(truncatingIfNeeded: key.count)
                    var slot = Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 32)
                        & mask
                    while slots[slot] >= 0 {
                        if matches(slots[slot], key) { return true }
                        slot = (slot + 1) & mask
                    }
                    slots[slot] = position
                    return false
                }
                if shadowed { entries![position].isShadowed = true }
            }
        }
    }
}

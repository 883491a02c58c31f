// The bytes of the coding keys looked up so far in one decode, so that a lookup by a key seen
// before costs one probe of a small table instead of a call to `stringValue`, a walk of its
// UTF-8 view and a prefix computation.
//
// Only keys whose value is at most one byte of plain data are cached (`_isPOD`, size ≤ 1):
// every enum of cases without payloads, which is what `CodingKeys` almost always is. For
// such a key its type and that byte identify the value, and `stringValue`, a property of the
// value, is read once per decode.
//
// Invariants: the table is a power of two at most half full, probed linearly; the bytes of a
// cached key never move until the cache is freed, so a `MemberKey` handed out stays valid for
// the decode. The cache owns the table and the blocks, so it cannot be copied (`~Copyable`).
// Never: cache a key with references or more than one byte, whose bytes do not identify it.

import SieveScanner

/// The keys looked up so far in one decode, by type and value byte; freed with the decode.
struct KeyCache: ~Copyable {
    private struct Slot {
        var type: ObjectIdentifier?
        var tag: UInt8
        var key: MemberKey
    }

    private var slots: UnsafeMutablePointer<Slot>?
    private var capacity = 0
    private var used = 0
    /// Where the next key's bytes go, and how many bytes are left there.
    private var arena: UnsafeMutablePointer<UInt8>?
    private var arenaFree = 0
    /// Every block of key bytes, to free.
    private var blocks: [UnsafeMutablePointer<UInt8>] = []

    private static let arenaSize = 1024

    /// True when a key of type `K` can be cached: its value is at most one byte of plain data.
    @inline(__always)
    static func isCacheable<K>(_ type: K.Type) -> Bool {
        _isPOD(K.self) && MemoryLayout<K>.size <= 1
    }

    /// The byte that identifies a cacheable key among the keys of its type.
    @inline(__always)
    static func tag<K>(of key: K) -> UInt8 {
        // Sizes checked: a cacheable key is one byte or none.
        MemoryLayout<K>.size == 0 ? 0 : unsafeBitCast(key, to: UInt8.self)
    }

    @inline(__always)
    private static func hash(_ type: ObjectIdentifier, _ tag: UInt8) -> Int {
        // Multiplicative hashing: the high bits of the product depend on every bit of the
        // type's address and of the tag (which goes in the low bits, zero in an address).
        let bits = UInt64(UInt(bitPattern: type)) ^ UInt64(tag)
        return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    /// The cached bytes of the key `tag` of `type`, or `nil` when not cached yet.
    @inline(__always)
    func lookup(_ type: ObjectIdentifier, _ tag: UInt8) -> MemberKey? {
        guard let slots else { return nil }
        let mask = capacity - 1
        var position = Self.hash(type, tag) & mask
        while true {
            // In bounds: `position` is masked to `capacity`, and the table is never full.
            let slot = slots[position]
            guard let stored = slot.type else { return nil }
            if stored == type && slot.tag == tag { return slot.key }
            position = (position + 1) & mask
        }
    }

    /// The text of every key of `type` cached so far: the keys a decode asked for, for
    /// did-you-mean suggestions.
    func names(of type: ObjectIdentifier) -> [String] {
        guard let slots else { return [] }
        var names: [String] = []
        for position in 0..<capacity where slots[position].type == type {
            let key = slots[position].key
            names.append(String(decoding: UnsafeBufferPointer(start: key.base, count: key.count), as: UTF8.self))
        }
        return names
    }

    /// Caches `bytes` as the key `tag` of `type` (not cached yet) and returns them as stored.
    mutating func insert(
        _ type: ObjectIdentifier, _ tag: UInt8, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> MemberKey {
        if (used + 1) * 2 > capacity { grow() }
        let count = bytes.count
        let storage: UnsafeMutablePointer<UInt8>
        if count > arenaFree {
            let size = max(count, Self.arenaSize)
            let block = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
            blocks.append(block)
            arena = block
            arenaFree = size
        }
        storage = arena!
        if let base = bytes.baseAddress, count > 0 { storage.initialize(from: base, count: count) }
        arena = storage + count
        arenaFree -= count
        let key = MemberKey(UnsafeBufferPointer(start: storage, count: count))
        place(Slot(type: type, tag: tag, key: key))
        used += 1
        return key
    }

    private mutating func place(_ slot: Slot) {
        let mask = capacity - 1
        var position = Self.hash(slot.type!, slot.tag) & mask
        while slots![position].type != nil { position = (position + 1) & mask }
        slots![position] = slot
    }

    private mutating func grow() {
        let old = slots
        let oldCapacity = capacity
        capacity = max(16, capacity * 2)
        let fresh = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        let empty = MemberKey(base: nullLiteral, count: 0, prefix: 0)
        fresh.initialize(repeating: Slot(type: nil, tag: 0, key: empty), count: capacity)
        slots = fresh
        if let old {
            for position in 0..<oldCapacity where old[position].type != nil {
                place(old[position])
            }
            old.deinitialize(count: oldCapacity)
            old.deallocate()
        }
    }

    deinit {
        if let slots {
            slots.deinitialize(count: capacity)
            slots.deallocate()
        }
        for block in blocks { block.deallocate() }
    }
}

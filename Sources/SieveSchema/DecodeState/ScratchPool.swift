// Scratch space kept between decodes: the member table, the key ledger and the element arena
// of a finished decode stay with the thread that ran it, and the next decode on that thread
// takes them, so steady-state decoding allocates only what it returns. A slot per thread
// takes no lock: decodes on every core (a batch of records, a server's requests) do not
// contend for one pool.

import SieveScanner

/// The reusable parts of a `DecodeContext`. Not copyable, as the buffers it holds.
@usableFromInline
struct Scratch: ~Copyable {
    @usableFromInline var index = MemberTable()
    @usableFromInline var ledger: [LedgerEntry] = []
    @usableFromInline var arena = ElementArena()

    @usableFromInline init() {}

    /// Frees the buffers (the ledger frees itself).
    mutating func deallocate() {
        arena.deallocate()
        index.deallocate()
    }
}

/// One thread's kept scratch: empty while a decode on the thread holds it.
struct ScratchSlot: ~Copyable {
    var isFull = false
    var scratch = Scratch()
}

/// Scratch for decodes, one slot per thread. Taking from an empty slot (a decode inside a
/// decode on the same thread, or a thread's first decode) makes a fresh scratch, which
/// allocates nothing until used; giving to a full slot keeps the larger of the two scratches
/// and frees the other. A thread's slot is freed when the thread ends.
@usableFromInline
enum ScratchPool {
    /// The most arena bytes, member-table entries and ledger entries a kept scratch may hold:
    /// one huge document does not pin its buffers to the thread for good, and every thread
    /// that decodes keeps at most about 2 MiB.
    private static let maxArenaBytes = 1 << 20
    private static let maxIndexEntries = 1 << 14
    private static let maxLedgerEntries = 1 << 14

    /// The slot of each thread (Platform.swift). Made once, never deleted.
    private static let slots = ThreadLocalSlot { pointer in
        // The thread ends: free its slot.
        guard let slot = pointer?.assumingMemoryBound(to: ScratchSlot.self) else { return }
        if slot.pointee.isFull { slot.pointee.scratch.deallocate() }
        slot.deinitialize(count: 1)
        slot.deallocate()
    }

    /// This thread's slot, made on first use.
    private static func slot() -> UnsafeMutablePointer<ScratchSlot> {
        if let existing = slots.current {
            return existing.assumingMemoryBound(to: ScratchSlot.self)
        }
        let slot = UnsafeMutablePointer<ScratchSlot>.allocate(capacity: 1)
        slot.initialize(to: ScratchSlot())
        slots.setCurrent(slot)
        return slot
    }

    /// Scratch for one decode.
    @usableFromInline
    static func take() -> Scratch {
        let slot = slot()
        guard slot.pointee.isFull else { return Scratch() }
        slot.pointee.isFull = false
        var scratch = Scratch()
        swap(&scratch, &slot.pointee.scratch)
        return scratch
    }

    /// Empties scratch space for the next decode, keeping its buffers up to the sizes a kept
    /// scratch may hold.
    static func empty(
        index: inout MemberTable, ledger: inout [LedgerEntry], arena: inout ElementArena
    ) {
        index.truncate(to: 0)
        if ledger.capacity > maxLedgerEntries {
            ledger = []
        } else if !ledger.isEmpty {
            ledger.removeAll(keepingCapacity: true)
        }
        arena.prepareForReuse()
        if arena.capacity > maxArenaBytes { arena.deallocate() }
        if index.storageCapacity > maxIndexEntries { index.deallocate() }
    }

    /// Returns scratch after a decode, emptied but keeping its capacity.
    @usableFromInline
    static func give(_ scratch: consuming Scratch) {
        var scratch = scratch
        let slot = slot()
        if slot.pointee.isFull {
            // A decode inside a decode gave back first; keep the larger scratch (normally the
            // outer decode's), so that nesting in a loop does not allocate every time.
            guard scratch.arena.capacity > slot.pointee.scratch.arena.capacity else {
                scratch.deallocate()
                return
            }
            slot.pointee.scratch.deallocate()
            slot.pointee.isFull = false
        }
        empty(index: &scratch.index, ledger: &scratch.ledger, arena: &scratch.arena)
        swap(&scratch, &slot.pointee.scratch)
        slot.pointee.isFull = true
        // `scratch` is now the slot's previous one, emptied of buffers above or never given
        // any: dropping it frees nothing.
    }
}

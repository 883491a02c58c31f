// Scratch space kept between decodes: the member table, the key ledger and the element arena
// of a finished decode go back to a small pool, and the next decode (on any thread) takes
// them, so steady-state decoding allocates only what it returns.

import SieveScanner

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The reusable parts of a `DecodeContext`. Not copyable, as the buffers it holds.
@usableFromInline
struct Scratch: ~Copyable {
    @usableFromInline var index = MemberTable()
    @usableFromInline var ledger: [LedgerEntry] = []
    @usableFromInline var arena = ElementArena()

    @usableFromInline init() {}
}

/// A few `Scratch` values behind a lock. Taking from an empty pool makes a fresh one (which
/// allocates nothing until used); giving to a full pool frees the scratch.
@usableFromInline
final class ScratchPool: @unchecked Sendable {
    // @unchecked: `items` is only touched with `lock` held.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    /// `capacity` slots, the first `count` initialized. Guarded by `lock`, so the runtime's
    /// exclusivity checks would only add cost.
    private let items: UnsafeMutablePointer<Scratch>
    @exclusivity(unchecked) private var count = 0

    /// The most scratch values kept, and the most arena bytes one may keep.
    private static let capacity = 4
    private static let maxArenaBytes = 4 << 20
    private static let maxIndexEntries = 1 << 16

    @usableFromInline static let shared = ScratchPool()

    init() {
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        items = .allocate(capacity: ScratchPool.capacity)
    }

    /// Scratch for one decode.
    @usableFromInline
    func take() -> Scratch {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        guard count > 0 else { return Scratch() }
        count -= 1
        return (items + count).move()
    }

    /// Returns scratch after a decode, emptied but keeping its capacity.
    @usableFromInline
    func give(_ scratch: consuming Scratch) {
        var scratch = scratch
        scratch.index.truncate(to: 0)
        scratch.ledger.removeAll(keepingCapacity: true)
        scratch.arena.prepareForReuse()
        if scratch.arena.capacity > ScratchPool.maxArenaBytes { scratch.arena.deallocate() }
        if scratch.index.storageCapacity > ScratchPool.maxIndexEntries { scratch.index.deallocate() }
        pthread_mutex_lock(lock)
        if count < ScratchPool.capacity {
            (items + count).initialize(to: scratch)
            count += 1
            pthread_mutex_unlock(lock)
        } else {
            pthread_mutex_unlock(lock)
            scratch.arena.deallocate()
            scratch.index.deallocate()
        }
    }
}

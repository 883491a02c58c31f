// A DriftLog shard's lock and state share one block of `LockedShards.isolation` bytes where the
// lock allows it, so two threads recording into neighbouring shards never write to the same
// pair of cache lines, and a shard's hot fields sit in the lines its lock already brought in.

@testable import SieveRecords
import SieveSchema
import Testing

@Suite("A DriftLog shard's block")
struct ShardBlockTests {
    @Test("a shard's state fits the block beside the smallest lock")
    func stateFitsOneBlock() {
        // 88 bytes: what 128 leave beside glibc's x86-64 mutex (40 bytes). A field added to
        // DriftState must fit there or go into an existing allocation. Where the lock is larger
        // (arm64 glibc's 48 bytes) a block is 256 bytes either way; Darwin's os_unfair_lock
        // (4 bytes) and Windows' SRWLOCK (8) leave more.
        #expect(MemoryLayout<DriftState>.size <= 88)
        #if os(Linux) && arch(x86_64) && canImport(Glibc)
        #expect(MemoryLayout<LockPrimitive>.size == 40)
        #expect(LockedShards<DriftState>.stride == LockedShards<DriftState>.isolation)
        #endif
    }
}

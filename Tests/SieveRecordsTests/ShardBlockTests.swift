// A DriftLog shard's lock, counter and state share one block of `LockedShards.isolation`
// bytes where the mutex allows it, so two threads recording into neighbouring shards never
// write to the same pair of cache lines, and a shard's hot fields sit in the lines its lock
// already brought in.

@testable import SieveRecords
import Testing

@Suite("A DriftLog shard's block")
struct ShardBlockTests {
    @Test("a shard's state fits the block beside the smallest mutex")
    func stateFitsOneBlock() {
        // 80 bytes: what 128 leave beside glibc's x86-64 mutex (40 bytes) and the counter (8).
        // A field added to DriftState must go into an existing allocation. Where the mutex is
        // larger (Darwin's 64 bytes, arm64 glibc's 48), a block is 256 bytes either way.
        #expect(MemoryLayout<DriftState>.size <= 80)
        #if os(Linux) && arch(x86_64)
        #expect(LockedShards<DriftState>.stride == LockedShards<DriftState>.isolation)
        #endif
    }
}

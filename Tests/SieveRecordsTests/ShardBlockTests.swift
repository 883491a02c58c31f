// A DriftLog shard's lock, counter and state share one block of `LockedShards.isolation`
// bytes, so two threads recording into neighbouring shards never write to the same pair of
// cache lines, and a shard's hot fields sit in the lines its lock already brought in.

@testable import SieveRecords
import Testing

@Suite("A DriftLog shard's block")
struct ShardBlockTests {
    @Test("the lock, the counter and a shard's state fit one isolation block")
    func stateFitsOneBlock() {
        // Where pthread_mutex_t is 40 bytes (Linux x86-64 and arm64 glibc), the state has
        // 80 bytes; a field added to DriftState must go into an existing allocation.
        #expect(LockedShards<DriftState>.stride == LockedShards<DriftState>.isolation)
    }
}

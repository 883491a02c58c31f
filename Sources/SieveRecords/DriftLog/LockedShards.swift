// Values behind locks, one lock each: SieveSchema's lock primitive (`LockOperations`), kept in
// place. Not `Synchronization.Mutex`: on Linux that lock is a futex driven from the standard
// library, which ThreadSanitizer does not see, so every access it guards is reported as a race;
// a pthread mutex is seen, and the sanitizer checks real ones.
//
// Every shard's lock and value live in one allocation, each shard in a block of its own,
// aligned to and padded out to `isolation` bytes: shards that different threads lock at once
// (those of a `DriftLog`) never share a cache line, and taking a shard touches no reference
// count. (With an object per shard, the objects and their mutexes came from consecutive small
// allocations, and two threads recording into neighbouring shards wrote the same lines: the
// mutexes, the counts, and each object's reference count, retained around every lock.)

import SieveSchema

/// `count` values, each read and changed only with its own lock held.
final class LockedShards<Value>: @unchecked Sendable {
    // @unchecked: a shard's value is only touched inside `withLock`, with its lock held.

    /// The blocks, one per shard: the lock, then the value.
    private let blocks: UnsafeMutableRawPointer
    /// How many shards.
    let count: Int

    /// The alignment and size granule of a block: two cache lines, since x86 cores fetch
    /// lines in pairs.
    static var isolation: Int { 128 }

    /// Where the value starts in its block.
    private static var valueOffset: Int {
        roundUp(MemoryLayout<LockPrimitive>.size, to: MemoryLayout<Value>.alignment)
    }

    private static func roundUp(_ size: Int, to alignment: Int) -> Int {
        (size + alignment - 1) / alignment * alignment
    }

    /// The blocks' alignment: `isolation`, or the value's if it is larger.
    private static var alignment: Int { max(isolation, MemoryLayout<Value>.alignment) }

    /// A block's size: the lock and the value, rounded up to `alignment`, so every block starts
    /// aligned.
    static var stride: Int {
        roundUp(valueOffset + MemoryLayout<Value>.size, to: alignment)
    }

    /// `count` shards (at least 1), shard `index` holding `makeValue(index)`.
    init(count: Int, _ makeValue: (Int) -> Value) {
        self.count = max(count, 1)
        blocks = .allocate(byteCount: self.count * Self.stride, alignment: Self.alignment)
        for index in 0..<self.count {
            let block = blocks + index * Self.stride
            LockOperations.initialize(block.bindMemory(to: LockPrimitive.self, capacity: 1))
            (block + Self.valueOffset).bindMemory(to: Value.self, capacity: 1)
                .initialize(to: makeValue(index))
        }
    }

    /// One shard holding `value`.
    convenience init(_ value: Value) {
        self.init(count: 1) { _ in value }
    }

    deinit {
        for index in 0..<count {
            value(index).deinitialize(count: 1)
            LockOperations.destroy(lock(index))
        }
        blocks.deallocate()
    }

    private func lock(_ index: Int) -> UnsafeMutablePointer<LockPrimitive> {
        (blocks + index * Self.stride).assumingMemoryBound(to: LockPrimitive.self)
    }

    private func value(_ index: Int) -> UnsafeMutablePointer<Value> {
        (blocks + index * Self.stride + Self.valueOffset).assumingMemoryBound(to: Value.self)
    }

    /// Runs `body` on shard `index`'s value with its lock held.
    ///
    /// - Precondition: `0 <= index < count`.
    @inline(__always)
    func withLock<Result>(
        _ index: Int, _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
        precondition(index >= 0 && index < count, "shard \(index) of \(count)")
        LockOperations.lock(lock(index))
        defer { LockOperations.unlock(lock(index)) }
        return try body(&value(index).pointee)
    }
}

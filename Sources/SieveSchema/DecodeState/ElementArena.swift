// Scratch storage for the elements of arrays being decoded, so a decoded array is allocated
// once, at its final size, instead of growing by doubling.
//
// Runs are stack-disciplined: an array's run starts at the arena's top; a nested array's run
// starts above it and ends (its elements moved into their final array) before the outer run
// grows again, so the active run is always the top one. When a run outgrows its chunk it moves,
// with typed moves, to a larger chunk above; runs below stay where they are. Chunks are kept
// between decodes (see `ScratchPool`).

/// Not copyable: it owns its chunks, and a copy would free them twice.
@usableFromInline
struct ElementArena: ~Copyable {
    @usableFromInline
    struct Chunk {
        @usableFromInline let base: UnsafeMutableRawPointer
        @usableFromInline let size: Int
    }

    @usableFromInline var chunks: [Chunk] = []
    @usableFromInline var topChunk = 0
    @usableFromInline var topOffset = 0
    /// The total bytes held, kept as chunks come and go: the pool reads it after every
    /// decode.
    @usableFromInline private(set) var capacity = 0
    /// True while the chunks are largest first (a chunk added after a smaller one clears it):
    /// the pool sorts them only then.
    @usableFromInline private(set) var isLargestFirst = true

    @usableFromInline static let alignment = 16
    @usableFromInline static let firstChunkSize = 16 * 1024

    @usableFromInline init() {}

    /// Frees every chunk.
    @usableFromInline
    mutating func deallocate() {
        for chunk in chunks { chunk.base.deallocate() }
        chunks = []
        topChunk = 0
        topOffset = 0
        capacity = 0
        isLargestFirst = true
    }

    /// Puts the largest chunk first, so the next decode starts its outermost run where the
    /// last one needed room, and resets the top. Nothing is freed.
    @usableFromInline
    mutating func prepareForReuse() {
        topChunk = 0
        topOffset = 0
        if !isLargestFirst {
            chunks.sort { $0.size > $1.size }
            isLargestFirst = true
        }
    }
}

/// The elements of one array being decoded, in the arena.
@usableFromInline
struct ArenaRun<Element> {
    @usableFromInline var chunk: Int
    @usableFromInline var start: Int
    @usableFromInline var count: Int
    @usableFromInline var capacity: Int
    @usableFromInline let savedChunk: Int
    @usableFromInline let savedOffset: Int

    @inlinable
    init(chunk: Int, start: Int, capacity: Int, savedChunk: Int, savedOffset: Int) {
        self.chunk = chunk
        self.start = start
        self.count = 0
        self.capacity = capacity
        self.savedChunk = savedChunk
        self.savedOffset = savedOffset
    }
}

extension ElementArena {
    /// Starts a run of `Element`s at the top.
    @inlinable
    mutating func beginRun<Element>(of type: Element.Type) -> ArenaRun<Element> {
        let stride = MemoryLayout<Element>.stride
        guard topChunk < chunks.count else {
            return ArenaRun(
                chunk: topChunk, start: 0, capacity: 0, savedChunk: topChunk,
                savedOffset: topOffset)
        }
        let start = (topOffset + ElementArena.alignment - 1) & ~(ElementArena.alignment - 1)
        let capacity = max(0, chunks[topChunk].size - start) / stride
        return ArenaRun(
            chunk: topChunk, start: start, capacity: capacity, savedChunk: topChunk,
            savedOffset: topOffset)
    }

    /// Appends `value` to the run, which must be the top one.
    @inlinable @inline(__always)
    mutating func append<Element>(_ value: consuming Element, to run: inout ArenaRun<Element>) {
        if _slowPath(run.count == run.capacity) { grow(&run) }
        let stride = MemoryLayout<Element>.stride
        // Binds the slot to `Element` as it initializes it, so reading the run back as
        // `Element`s (`assumingMemoryBound`) is typed access to memory bound to that type.
        (chunks[run.chunk].base + run.start + run.count * stride)
            .initializeMemory(as: Element.self, to: value)
        run.count += 1
        topChunk = run.chunk
        topOffset = run.start + run.count * stride
    }

    /// Moves the run to a chunk with room for twice as many elements.
    @usableFromInline
    mutating func grow<Element>(_ run: inout ArenaRun<Element>) {
        let stride = MemoryLayout<Element>.stride
        let needed = max(16, run.count * 2) * stride
        // Chunks above the run's are free: take the first one large enough, or add one.
        var target = chunks.isEmpty ? 0 : run.chunk + 1
        while target < chunks.count && chunks[target].size < needed { target += 1 }
        if target >= chunks.count {
            let size = max(needed, ElementArena.firstChunkSize)
            if let last = chunks.last, last.size < size { isLargestFirst = false }
            capacity += size
            chunks.append(
                Chunk(
                    base: .allocate(byteCount: size, alignment: ElementArena.alignment),
                    size: size))
            target = chunks.count - 1
        }
        if run.count > 0 {
            let from = (chunks[run.chunk].base + run.start).assumingMemoryBound(to: Element.self)
            let to = chunks[target].base.bindMemory(to: Element.self, capacity: run.count)
            to.moveInitialize(from: from, count: run.count)
        }
        run.chunk = target
        run.start = 0
        run.capacity = chunks[target].size / stride
    }

    /// Moves the run's elements into an array of exactly their count, and pops the run.
    @inlinable
    mutating func finishRun<Element>(_ run: ArenaRun<Element>) -> [Element] {
        defer {
            topChunk = run.savedChunk
            topOffset = run.savedOffset
        }
        if run.count == 0 { return [] }
        let from = (chunks[run.chunk].base + run.start).assumingMemoryBound(to: Element.self)
        // `reserveCapacity` then `append(contentsOf:)` specialize in the caller's module;
        // `Array(unsafeUninitializedCapacity:)` allocates through an unspecialized stdlib entry
        // point that looks the storage class's metadata up at run time (callgrind: ~300
        // instructions an array).
        var result: [Element] = []
        result.reserveCapacity(run.count)
        result.append(contentsOf: MovingElements(start: from, count: run.count))
        return result
    }

    /// Moves the run's key-value pairs into a dictionary sized once, keeping the first value
    /// of a duplicate key (as `JSONDecoder` does), and pops the run.
    @inlinable
    mutating func finishDictionaryRun<Value>(_ run: ArenaRun<(String, Value)>) -> [String: Value] {
        defer {
            topChunk = run.savedChunk
            topOffset = run.savedOffset
        }
        if run.count == 0 { return [:] }
        let from = (chunks[run.chunk].base + run.start)
            .assumingMemoryBound(to: (String, Value).self)
        return Dictionary(
            MovingElements(start: from, count: run.count), uniquingKeysWith: { first, _ in first })
    }

    /// Destroys the run's elements and pops it, after a failure.
    @inlinable
    mutating func cancelRun<Element>(_ run: ArenaRun<Element>) {
        if run.count > 0 {
            (chunks[run.chunk].base + run.start).assumingMemoryBound(to: Element.self)
                .deinitialize(count: run.count)
        }
        topChunk = run.savedChunk
        topOffset = run.savedOffset
    }
}

/// The elements of a run, moved out (not copied) as they are iterated. Iterate exactly once,
/// to the end.
@usableFromInline
struct MovingElements<Element>: Sequence, IteratorProtocol {
    @usableFromInline var position: UnsafeMutablePointer<Element>
    @usableFromInline let end: UnsafeMutablePointer<Element>

    @inlinable
    init(start: UnsafeMutablePointer<Element>, count: Int) {
        position = start
        end = start + count
    }

    @inlinable
    var underestimatedCount: Int { end - position }

    @inlinable
    mutating func next() -> Element? {
        guard position < end else { return nil }
        defer { position += 1 }
        return position.move()
    }
}

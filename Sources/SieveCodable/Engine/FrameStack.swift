// The storage of the frame slots: a buffer that moves only when it grows, so a lookup can
// hold a slot's address while it scans. The stack owns the buffer, so it cannot be copied
// (`~Copyable`): a copy would free the same slots twice.

/// The frame slots of a decode, in memory that does not move while a container works (it
/// grows only when a container is pushed), indexed without bounds checks on the hot path.
/// The slots are freed when the stack is.
struct FrameStack: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Frame>
    private(set) var count = 0
    private var capacity: Int

    init() {
        capacity = 16
        base = .allocate(capacity: capacity)
    }

    /// The slot at `index`; `index < count` (checked in debug builds).
    subscript(index: Int) -> Frame {
        unsafeAddress {
            assert(index >= 0 && index < count)
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count)
            return base + index
        }
    }

    /// Adds a slot.
    mutating func append(_ frame: consuming Frame) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        (base + count).initialize(to: frame)
        count += 1
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

// The kinds of the open containers during a skip: one bit each (object or array), so a skip
// knows which closing byte is legal without recursing. 512 levels live inline; deeper nesting
// (reachable only when `Limits.maxDepth` is raised above 512) spills to the heap.

@usableFromInline
struct ContainerStack {
    @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @usableFromInline var spill: [UInt64]
    @usableFromInline var count: Int

    @inlinable
    init() {
        inline = (0, 0, 0, 0, 0, 0, 0, 0)
        spill = []
        count = 0
    }

    @usableFromInline static let inlineCapacity = 512

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Pushes an object (`true`) or an array (`false`).
    @inlinable
    mutating func push(isObject: Bool) {
        setBit(at: count, isObject)
        count += 1
    }

    /// Pops and returns whether the innermost container is an object.
    @inlinable
    mutating func pop() -> Bool {
        count -= 1
        return bit(at: count)
    }

    /// Whether the innermost container is an object.
    @inlinable
    var topIsObject: Bool { bit(at: count - 1) }

    @inlinable
    func bit(at index: Int) -> Bool {
        if index < ContainerStack.inlineCapacity {
            return withUnsafeBytes(of: inline) { words in
                words.load(fromByteOffset: (index >> 6) << 3, as: UInt64.self)
                    & (1 << UInt64(index & 63)) != 0
            }
        }
        let spilled = index - ContainerStack.inlineCapacity
        return spill[spilled >> 6] & (1 << UInt64(spilled & 63)) != 0
    }

    @inlinable
    mutating func setBit(at index: Int, _ value: Bool) {
        if index < ContainerStack.inlineCapacity {
            withUnsafeMutableBytes(of: &inline) { words in
                let offset = (index >> 6) << 3
                var word = words.load(fromByteOffset: offset, as: UInt64.self)
                let bit: UInt64 = 1 << UInt64(index & 63)
                word = value ? word | bit : word & ~bit
                words.storeBytes(of: word, toByteOffset: offset, as: UInt64.self)
            }
            return
        }
        let spilled = index - ContainerStack.inlineCapacity
        while spill.count <= spilled >> 6 { spill.append(0) }
        let bit: UInt64 = 1 << UInt64(spilled & 63)
        spill[spilled >> 6] = value ? spill[spilled >> 6] | bit : spill[spilled >> 6] & ~bit
    }
}

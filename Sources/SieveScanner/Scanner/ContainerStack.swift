// The kinds of the open containers during a skip: one bit each (object or array), so a skip
// knows which closing byte is legal without recursing. The innermost 64 levels live in one
// register-sized word; each further 64 spill to a word of inline storage (512 levels in all),
// and beyond that (reachable only when `Limits.maxDepth` is raised above 512) to the heap.

@usableFromInline
struct ContainerStack {
    /// The innermost levels, innermost in bit 0.
    @usableFromInline var window: UInt64
    @usableFromInline var count: Int

    @inlinable
    init() {
        window = 0
        count = 0
    }

    @inlinable
    var isEmpty: Bool { count == 0 }

    /// Whether the innermost container is an object.
    @inlinable
    var topIsObject: Bool { window & 1 != 0 }

    /// Pushes an object (`true`) or an array (`false`); a full window is saved in `outer`.
    /// (`outer` is separate so that only it lives in memory; the two words above stay in
    /// registers in the skip loop.)
    @inlinable @inline(__always)
    mutating func push(isObject: Bool, outer: inout OuterLevels) {
        if _slowPath(count != 0 && count & 63 == 0) { outer.save(window, at: count >> 6 - 1) }
        window = window << 1 | (isObject ? 1 : 0)
        count += 1
    }

    /// Pops the innermost container, reloading the window from `outer` when it empties.
    @inlinable @inline(__always)
    mutating func pop(outer: inout OuterLevels) {
        window >>= 1
        count -= 1
        if _slowPath(count != 0 && count & 63 == 0) { window = outer.load(at: count >> 6 - 1) }
    }
}

/// The saved words of a `ContainerStack`: seven inline (448 levels), the rest on the heap.
@usableFromInline
struct OuterLevels {
    @usableFromInline var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
    @usableFromInline var spill: [UInt64]

    @inlinable
    init() {
        inline = (0, 0, 0, 0, 0, 0, 0)
        spill = []
    }

    @usableFromInline
    mutating func save(_ word: UInt64, at index: Int) {
        if index < 7 {
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: word, toByteOffset: index * 8, as: UInt64.self) }
        } else {
            while spill.count <= index - 7 { spill.append(0) }
            spill[index - 7] = word
        }
    }

    @usableFromInline
    func load(at index: Int) -> UInt64 {
        if index < 7 {
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: index * 8, as: UInt64.self) }
        }
        return spill[index - 7]
    }
}

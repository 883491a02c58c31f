// Coding paths, kept cheap. The components of the paths in use live in an arena in the
// decode's state (parent index + last component per node), stack-disciplined like the values
// being decoded; a `PathRef` is a node index, so passing a path around copies two words and
// retains nothing. A path becomes `[CodingKey]` only when an error, a warning or
// `codingPath` asks for it, and then once per node: the array is kept with the node, so the
// errors of several types tried on one value (`try?` after `try?`) share it.
//
// Invariant: a nested decode appends its node and truncates the arena back when it returns,
// so a node's parent comes before it. A container kept past the decode that made it holds a
// node that is gone (or reused), and a node appended below it may name a parent at or after
// itself: a path walk stops there, so such a container reports a partial `codingPath`, never
// reads out of bounds and never goes round a cycle.

import SieveScanner
import SieveSchema

/// The last step of a coding path: a key or an array index.
enum PathComponent {
    case key(any CodingKey)
    case index(Int)

    /// The step as a `CodingKey`, as Foundation spells it (`"Index 2"` for an index).
    var codingKey: any CodingKey {
        switch self {
        case .key(let key): return key
        case .index(let index): return IndexKey(index)
        }
    }
}

/// The nodes of the paths in use: node `i` is `components[i]` below node `parents[i]`, for
/// `i < count`. Slots past `count` are kept for reuse, so truncating frees nothing.
///
/// One per decode, behind the pointer every `PathRef` holds: not copyable, since a copy would
/// take nodes the paths handed out never see.
struct PathArena: ~Copyable {
    var parents: [Int32] = []
    var components: [PathComponent] = []
    /// Each node's path as `[CodingKey]`, once asked for.
    var made: [[any CodingKey]?] = []
    var count = 0

    /// Appends a node and returns its index.
    @inline(__always)
    mutating func append(parent: Int32, _ component: PathComponent) -> Int32 {
        if count < parents.count {
            parents[count] = parent
            components[count] = component
            made[count] = nil
        } else {
            parents.append(parent)
            components.append(component)
            made.append(nil)
        }
        count += 1
        return Int32(truncatingIfNeeded: count - 1)
    }

    /// Drops the nodes from `count` on.
    @inline(__always)
    mutating func truncate(to count: Int) {
        if self.count > count { self.count = count }
    }
}

/// Where a value sits: a node of the decode's path arena (or the root).
struct PathRef {
    /// The arena, or `nil` for the root path.
    var arena: UnsafeMutablePointer<PathArena>?
    /// The node, or -1 for the root.
    var node: Int32

    static var root: PathRef { PathRef(arena: nil, node: -1) }

    /// The keys from the root to the value: made once per node, then shared.
    var path: [any CodingKey] {
        guard let arena else { return [] }
        let index = Int(node)
        guard index >= 0 && index < arena.pointee.count else { return walk(arena) }
        if let made = arena.pointee.made[index] { return made }
        let made = walk(arena)
        arena.pointee.made[index] = made
        return made
    }

    /// The keys from the root to the value: the path of the nearest ancestor already made,
    /// then the components below it, filled in from the node up.
    private func walk(_ arena: UnsafeMutablePointer<PathArena>) -> [any CodingKey] {
        var below = 0
        var ancestor: [any CodingKey] = []
        var node = Int(self.node)
        while node >= 0 && node < arena.pointee.count {
            if let made = arena.pointee.made[node] {
                ancestor = made
                break
            }
            below += 1
            node = Self.parent(of: node, in: arena)
        }
        if below == 0 { return ancestor }
        // One allocation of the final size.
        return [any CodingKey](unsharedUninitializedCapacity: ancestor.count + below) {
            keys, count in
            ancestor.withUnsafeBufferPointer { made in
                if let source = made.baseAddress {
                    keys.baseAddress!.initialize(from: source, count: made.count)
                }
            }
            var node = Int(self.node)
            var position = ancestor.count + below
            while position > ancestor.count {
                position -= 1
                (keys.baseAddress! + position).initialize(
                    to: arena.pointee.components[node].codingKey)
                node = Self.parent(of: node, in: arena)
            }
            count = ancestor.count + below
        }
    }

    /// The parent of `node`, or -1 (the root) where a stale node names one at or after itself.
    @inline(__always)
    static func parent(of node: Int, in arena: UnsafeMutablePointer<PathArena>) -> Int {
        let parent = Int(arena.pointee.parents[node])
        return parent < node ? parent : -1
    }

    /// The path of a value inside this one.
    @inline(__always)
    func appending(
        _ component: PathComponent, in arena: UnsafeMutablePointer<PathArena>
    ) -> PathRef {
        PathRef(arena: arena, node: arena.pointee.append(parent: node, component))
    }
}

// The objects seen at one place (or at several, once unified): their members' shapes, what
// they are named after, and what the generator decided they are.
//
// Nodes are unified with union-find: `forward` points at the node that absorbed this one, and
// `resolved` follows it. A member's shape may point at a node that was absorbed since; always
// resolve before reading.

/// Objects seen at one or more places, merged.
final class ObjectNode {
    /// The node that absorbed this one, if any.
    var forward: ObjectNode?
    /// Objects merged here.
    var instances = 0
    /// Each member's values; a member's `count` is the objects that had it.
    var members: [String: ValueShape] = [:]
    /// The names the places suggest (member keys, singular for array elements), by count.
    var hints: [String: Int] = [:]
    /// For objects that are array elements: per tag-like key, per tag value, the objects with
    /// that value, merged apart (a tagged union's cases).
    var variants: [String: [String: ObjectNode]] = [:]

    /// Set when the objects are a dictionary with open keys: the shape of all the values.
    var dictionary: ValueShape?
    /// Set when the objects are a tagged union: the tag's key.
    var unionTag: String?

    /// The node this one is now part of.
    var resolved: ObjectNode {
        var node = self
        while let next = node.forward { node = next }
        var step = self
        while let next = step.forward, next !== node {
            step.forward = node
            step = next
        }
        return node
    }

    /// The members in the order the samples send them: by mean position, then by key.
    var orderedKeys: [String] {
        members.keys.sorted { a, b in
            let x = members[a]!
            let y = members[b]!
            let left = x.positionSum * y.count
            let right = y.positionSum * x.count
            return left != right ? left < right : a < b
        }
    }

    /// The most frequent hint (ties by name).
    var hint: String {
        hints.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? "Object"
    }
}

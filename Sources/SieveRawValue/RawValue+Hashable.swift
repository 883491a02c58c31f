// Equality and hashing of RawValue, iteratively: the synthesized ones recurse once per level of
// nesting, which overflows the stack on values far shallower than `Limits.maxDepthCeiling` allows
// on a small thread. These keep the pending pairs and values on a heap stack instead, and mean
// exactly what the synthesized ones would: same case, same payload, members in order.

extension RawValue {
    /// True when both are the same JSON value: the same case, equal scalars (numbers by their
    /// literal text), and arrays and objects with equal elements and members in the same order.
    ///
    /// - Complexity: O(*n*) in the number of values, whatever their nesting; no recursion.
    public static func == (lhs: RawValue, rhs: RawValue) -> Bool {
        var pending: [(RawValue, RawValue)] = []
        var pair = (lhs, rhs)
        while true {
            switch pair {
            case (.null, .null):
                break
            case (.bool(let a), .bool(let b)):
                guard a == b else { return false }
            case (.number(let a), .number(let b)):
                guard a == b else { return false }
            case (.string(let a), .string(let b)):
                guard a == b else { return false }
            case (.array(let a), .array(let b)):
                guard a.count == b.count else { return false }
                for (x, y) in zip(a, b).reversed() { pending.append((x, y)) }
            case (.object(let a), .object(let b)):
                guard a.members.count == b.members.count else { return false }
                for (x, y) in zip(a.members, b.members).reversed() {
                    guard x.key == y.key else { return false }
                    pending.append((x.value, y.value))
                }
            default:
                return false
            }
            guard let next = pending.popLast() else { return true }
            pair = next
        }
    }

    /// Feeds the value to `hasher`: its case, then its payload; an array's count then its
    /// elements; an object's count then each key and value. Equal values hash equally.
    ///
    /// - Complexity: O(*n*) in the number of values, whatever their nesting; no recursion.
    public func hash(into hasher: inout Hasher) {
        var pending: [RawValue] = []
        var value = self
        while true {
            switch value {
            case .null:
                hasher.combine(0 as UInt8)
            case .bool(let flag):
                hasher.combine(1 as UInt8)
                hasher.combine(flag)
            case .number(let number):
                hasher.combine(2 as UInt8)
                hasher.combine(number)
            case .string(let string):
                hasher.combine(3 as UInt8)
                hasher.combine(string)
            case .array(let elements):
                hasher.combine(4 as UInt8)
                hasher.combine(elements.count)
                pending.append(contentsOf: elements.reversed())
            case .object(let object):
                hasher.combine(5 as UInt8)
                hasher.combine(object.members.count)
                // Each key is fed as a string, just before its value.
                for member in object.members.reversed() {
                    pending.append(member.value)
                    pending.append(.string(member.key))
                }
            }
            guard let next = pending.popLast() else { return }
            value = next
        }
    }
}

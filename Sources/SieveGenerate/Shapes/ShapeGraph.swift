// The samples merged into one graph of shapes, and the decisions taken on it: which objects
// are dictionaries with open keys, which arrays hold a tagged union, and which objects seen at
// different places are one type. Every count is a sum, so the samples' order changes nothing.

import SieveRawValue

/// The merged shape of every sample.
struct ShapeGraph {
    /// The samples' shape (a top-level array's elements when every sample is an array).
    var root = ValueShape()
    /// How many distinct strings a place keeps before it can no longer be an enum.
    let distinctLimit: Int

    /// The members that may name a tagged union's case, by preference.
    static let tagKeys = ["type", "kind", "object", "event"]
    /// The most cases a tagged union may have: more distinct tags are data, not cases.
    static let maxCases = 32

    init(distinctLimit: Int) {
        self.distinctLimit = distinctLimit
    }

    // MARK: Absorbing samples

    /// Adds one sample (or one element of a top-level array) to the root's shape. Samples
    /// are elements (they may be a tagged union's cases) when there are several, or records.
    mutating func absorb(_ value: RawValue, hint: String, isElement: Bool) {
        Self.absorb(
            value, into: &root, hint: hint, isElement: isElement, variants: true,
            limit: distinctLimit)
    }

    /// Adds `value` to `shape`. With `variants`, array elements with a tag-like member are also
    /// added to their case's node; a case's own members are read without (so each value is
    /// read at most twice, however deep the tagged arrays nest).
    static func absorb(
        _ value: RawValue, into shape: inout ValueShape, hint: String, isElement: Bool,
        variants: Bool, limit: Int
    ) {
        shape.count += 1
        switch value {
        case .null:
            shape.nulls += 1
        case .bool:
            shape.booleans += 1
        case .number(let number):
            shape.numbers.add(number)
        case .string(let text):
            shape.strings.add(text, distinctLimit: limit)
        case .array(let elements):
            shape.arrays += 1
            let node = shape.array ?? ArrayNode()
            shape.array = node
            if elements.isEmpty { node.empty += 1 }
            let elementHint = Naming.singular(hint)
            for element in elements {
                absorb(
                    element, into: &node.element, hint: elementHint, isElement: true,
                    variants: variants, limit: limit)
            }
        case .object(let object):
            shape.objects += 1
            let node = shape.object?.resolved ?? ObjectNode()
            shape.object = node
            absorb(
                object, into: node, hint: hint, isElement: isElement, variants: variants,
                limit: limit)
        }
    }

    static func absorb(
        _ object: RawObject, into node: ObjectNode, hint: String, isElement: Bool,
        variants: Bool, limit: Int
    ) {
        node.instances += 1
        node.hints[hint, default: 0] += 1
        var seen: Set<String> = []
        for (position, member) in object.members.enumerated() {
            // A duplicate key: the first occurrence is the member, as a decoder reads it.
            guard seen.insert(member.key).inserted else { continue }
            var shape = node.members[member.key] ?? ValueShape()
            shape.positionSum += position
            absorb(
                member.value, into: &shape, hint: member.key, isElement: false,
                variants: variants, limit: limit)
            node.members[member.key] = shape
        }
        guard isElement && variants else { return }
        for tag in tagKeys {
            guard case .string(let value)? = object[tag] else { continue }
            var cases = node.variants[tag] ?? [:]
            guard cases.count <= maxCases || cases[value] != nil else { continue }
            let variant = cases[value] ?? ObjectNode()
            cases[value] = variant
            node.variants[tag] = cases
            absorb(
                object, into: variant, hint: value, isElement: false, variants: false, limit: limit)
        }
    }

    // MARK: Unifying objects

    /// Makes each pair one node, and the nodes their members point at, recursively.
    func unify(_ pairs: [(ObjectNode, ObjectNode)]) {
        var pending = pairs
        while let (first, second) = pending.popLast() {
            let kept = first.resolved
            let absorbed = second.resolved
            guard kept !== absorbed else { continue }
            absorbed.forward = kept
            kept.instances += absorbed.instances
            kept.hints.merge(absorbed.hints, uniquingKeysWith: +)
            if kept.dictionary != nil || absorbed.dictionary != nil {
                var values = kept.dictionary ?? collapse(kept.members, pending: &pending)
                values.merge(
                    absorbed.dictionary ?? collapse(absorbed.members, pending: &pending),
                    distinctLimit: distinctLimit, pending: &pending)
                kept.dictionary = values
                kept.members = [:]
            } else {
                for (key, shape) in absorbed.members {
                    kept.members[key, default: ValueShape()].merge(
                        shape, distinctLimit: distinctLimit, pending: &pending)
                }
            }
            for (tag, cases) in absorbed.variants {
                for (value, node) in cases {
                    if let mine = kept.variants[tag]?[value] {
                        pending.append((mine, node))
                    } else {
                        kept.variants[tag, default: [:]][value] = node
                    }
                }
            }
            kept.unionTag = kept.unionTag ?? absorbed.unionTag
            absorbed.members = [:]
            absorbed.variants = [:]
        }
    }

    /// Every member's values as one shape: a dictionary's values.
    func collapse(
        _ members: [String: ValueShape], pending: inout [(ObjectNode, ObjectNode)]
    ) -> ValueShape {
        var values = ValueShape()
        for key in members.keys.sorted() {
            var shape = members[key]!
            shape.positionSum = 0
            values.merge(shape, distinctLimit: distinctLimit, pending: &pending)
        }
        return values
    }

    // MARK: Decisions

    /// Decides dictionaries, then tagged unions, then which objects are one type.
    func decide() {
        decideDictionaries()
        decideUnions()
        decideDictionaries()
        unifySimilarObjects()
    }

    /// Every node reachable from the root through what has been decided, depth first in
    /// member order: the order declarations are written in.
    func reachableNodes() -> [ObjectNode] {
        var order: [ObjectNode] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ shape: ValueShape) {
            if let node = shape.object?.resolved { visit(node) }
            if let array = shape.array { visit(array.element) }
        }
        func visit(_ node: ObjectNode) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            order.append(node)
            if let values = node.dictionary {
                visit(values)
            } else if let tag = node.unionTag {
                for value in node.variants[tag, default: [:]].keys.sorted() {
                    visit(node.variants[tag]![value]!.resolved)
                }
            } else {
                for key in node.orderedKeys { visit(node.members[key]!) }
            }
        }
        visit(root)
        return order
    }

    /// Objects whose keys are data (ids, names with spaces) or too many and too rare to be
    /// fields become dictionaries.
    func decideDictionaries() {
        var changed = true
        while changed {
            changed = false
            for node in reachableNodes() where node.dictionary == nil && node.unionTag == nil {
                guard Self.hasOpenKeys(node) else { continue }
                var pending: [(ObjectNode, ObjectNode)] = []
                node.dictionary = collapse(node.members, pending: &pending)
                node.members = [:]
                node.variants = [:]
                unify(pending)
                changed = true
            }
        }
    }

    /// Keys that are data: every one a data key (`1234`, `a b`); or many (8 or more) ids
    /// (every key holding a digit) whose values are all of one shape; or so many (over 50)
    /// that each is in at most half the objects.
    static func hasOpenKeys(_ node: ObjectNode) -> Bool {
        guard !node.members.isEmpty else { return false }
        if node.members.keys.allSatisfy(Naming.isDataKey) { return true }
        if node.members.count >= 8, node.members.keys.allSatisfy({ $0.contains(where: \.isNumber) }) {
            let shapes = node.members.keys.sorted().map { node.members[$0]! }
            if shapes.allSatisfy({ first in
                var assumed: Set<[ObjectIdentifier]> = []
                return first.kinds.count == 1 && first.kinds == shapes[0].kinds
                    && sameShape(first, shapes[0], assumed: &assumed)
            }) {
                return true
            }
        }
        return node.members.count > 50 && node.instances >= 2
            && node.members.values.allSatisfy { $0.count * 2 <= node.instances }
    }

    /// Array elements whose tag-like member (a string in every one) names cases whose members
    /// differ become tagged unions.
    func decideUnions() {
        for node in reachableNodes() where node.dictionary == nil && node.unionTag == nil {
            for tag in Self.tagKeys {
                guard let cases = node.variants[tag], (2...Self.maxCases).contains(cases.count),
                    let shape = node.members[tag], shape.count == node.instances,
                    shape.strings.count == shape.count,
                    Self.casesDiffer(cases.values.map(\.resolved), tag: tag)
                else { continue }
                node.unionTag = tag
                // The union reads the tag; each case reads the rest of the object.
                for variant in cases.values { variant.resolved.members[tag] = nil }
                break
            }
        }
    }

    /// True when some member is in every object of one case and in none of another's.
    static func casesDiffer(_ cases: [ObjectNode], tag: String) -> Bool {
        for first in cases {
            for (key, shape) in first.members where key != tag && shape.count == first.instances {
                if cases.contains(where: { $0.members[key] == nil }) { return true }
            }
        }
        return false
    }

    /// Objects of the same shape in different places become one type, until none are left.
    func unifySimilarObjects() {
        var merged = true
        while merged {
            merged = false
            let structs = reachableNodes().filter { $0.dictionary == nil && $0.unionTag == nil }
            search: for (index, first) in structs.enumerated() {
                for second in structs[(index + 1)...] where Self.sameShape(first, second) {
                    unify([(first, second)])
                    merged = true
                    break search
                }
            }
        }
    }

    /// The same keys, or one's keys a large subset of the other's, with no member whose JSON
    /// types disagree, and the objects and array elements of shared members compatible in turn:
    /// one's keys a subset of the other's (the last level of a recursion has fewer members).
    /// A pair already being compared counts as the same: a type may hold itself.
    static func sameShape(_ a: ObjectNode, _ b: ObjectNode) -> Bool {
        var assumed: Set<[ObjectIdentifier]> = []
        return sameShape(a, b, nested: false, assumed: &assumed)
    }

    static func sameShape(
        _ a: ObjectNode, _ b: ObjectNode, nested: Bool, assumed: inout Set<[ObjectIdentifier]>
    ) -> Bool {
        let a = a.resolved
        let b = b.resolved
        if a === b { return true }
        guard assumed.insert([ObjectIdentifier(a), ObjectIdentifier(b)]).inserted else { return true }
        if a.dictionary != nil || b.dictionary != nil || a.unionTag != nil || b.unionTag != nil {
            return a.dictionary != nil && b.dictionary != nil
        }
        let first = Set(a.members.keys)
        let second = Set(b.members.keys)
        guard !first.isEmpty, !second.isEmpty else { return false }
        let (small, large) = first.count <= second.count ? (first, second) : (second, first)
        if small != large {
            guard small.isSubset(of: large),
                nested || (small.count >= 3 && small.count * 4 >= large.count * 3)
            else { return false }
        }
        for key in small {
            guard sameShape(a.members[key]!, b.members[key]!, assumed: &assumed) else { return false }
        }
        return true
    }

    /// The same JSON types (where both have values), and objects and elements of the same shape.
    static func sameShape(_ x: ValueShape, _ y: ValueShape, assumed: inout Set<[ObjectIdentifier]>)
        -> Bool
    {
        let kinds = (x.kinds, y.kinds)
        if kinds.0.isEmpty || kinds.1.isEmpty { return true }
        guard kinds.0 == kinds.1 else { return false }
        if let first = x.object, let second = y.object,
            !sameShape(first, second, nested: true, assumed: &assumed)
        {
            return false
        }
        if let first = x.array, let second = y.array,
            !sameShape(first.element, second.element, assumed: &assumed)
        {
            return false
        }
        return true
    }
}

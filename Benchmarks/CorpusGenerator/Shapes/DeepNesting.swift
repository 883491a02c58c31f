// Shapes/DeepNesting.swift — shape 6: deep but legal nesting.
//
// A top-level array of trees of Node {"id", "tag", "children": [Node]}. Each tree is a
// chain of `levels` nodes (occasionally with an extra leaf sibling), so one Node level costs
// two nesting levels (object + children array): a chain of L nodes reaches depth 2L + 1.
// Chains are 50–199 levels, so the total depth is 101–399, always below 500.

enum DeepNesting {
    static let minLevels = 50
    static let maxLevels = 199

    static func file(_ size: SizeClass) -> CorpusFile {
        let name = "deep-nesting-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 16384)
        var nextID = 1
        var deepest = 0
        w.beginArray()
        let trees = Fill.records(w, target: size.bytes - 2) { index in
            // The first tree is the deepest that fits the size (≈ 45 bytes per level).
            let levels = index == 0
                ? min(maxLevels, max(minLevels, size.bytes / 45))
                : rng.int(in: minLevels...maxLevels)
            deepest = max(deepest, levels)
            writeChain(w, rng: &rng, levels: levels, nextID: &nextID)
        }
        w.endArray()
        precondition(w.maxDepth < 500)
        let summary = counted(trees, "tree") + ", \(nextID - 1) nodes, "
            + "deepest chain \(deepest) nodes, max depth \(w.maxDepth)"
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    /// Writes `levels` nested nodes iteratively (opening all, then closing all).
    private static func writeChain(
        _ w: JSONWriter, rng: inout SplitMix64, levels: Int, nextID: inout Int
    ) {
        var leafAfter: [Bool] = []
        for level in 0..<levels {
            w.beginObject()
            w.member("id", nextID)
            nextID += 1
            w.member("tag", rng.pick(Vocabulary.words))
            w.key("children")
            w.beginArray()
            let isLast = level == levels - 1
            if !isLast && rng.chance(0.1) { writeLeaf(w, rng: &rng, nextID: &nextID) }
            leafAfter.append(!isLast && rng.chance(0.1))
        }
        for level in stride(from: levels - 1, through: 0, by: -1) {
            w.endArray()
            w.endObject()
            if level > 0 && leafAfter[level - 1] { writeLeaf(w, rng: &rng, nextID: &nextID) }
        }
    }

    private static func writeLeaf(_ w: JSONWriter, rng: inout SplitMix64, nextID: inout Int) {
        w.beginObject()
        w.member("id", nextID)
        nextID += 1
        w.member("tag", "leaf")
        w.key("children")
        w.beginArray()
        w.endArray()
        w.endObject()
    }
}

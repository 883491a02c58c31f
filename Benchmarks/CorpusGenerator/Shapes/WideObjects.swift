// Shapes/WideObjects.swift — shape 2: arrays of very wide objects read by a narrow model.
//
// Every object has `keyCount` members; a client model reads only the 7 `wantedKeys`. The
// remaining "filler" members (mixed scalars, small nested objects and arrays) must be
// skipped. `Placement` controls where the wanted keys sit, to exercise both in-order
// (prefix) and out-of-order lookup.

enum WideObjects {
    /// The keys the narrow client model reads, in its declaration order.
    static let wantedKeys = ["id", "name", "email", "active", "score", "created_at", "tags"]

    enum Placement: String {
        /// Wanted keys are the first 7 members, in declaration order, in every object.
        case front
        /// Wanted keys sit at 7 random positions, in a random order, chosen anew per object.
        case scattered
        /// Wanted keys are the last 7 members, in reverse declaration order, in every object.
        case back
    }

    private enum FillerKind {
        case int, double, string, bool, null, object, array
    }

    static func file(keys keyCount: Int, placement: Placement, size: SizeClass) -> CorpusFile {
        precondition(keyCount > wantedKeys.count)
        let name = "wide-objects-\(keyCount)keys-\(placement.rawValue)-\(size.suffix).json"
        var rng = Seeds.rng(for: name)

        // The "server schema": filler names and value kinds are fixed per file, in this order.
        var fillerNames: [String] = []
        var fillerKinds: [FillerKind] = []
        for i in 0..<(keyCount - wantedKeys.count) {
            fillerNames.append(rng.pick(Vocabulary.words) + "_" + String(i))
            fillerKinds.append(pickKind(&rng))
        }

        let writer = JSONWriter(reserve: size.bytes + 65536)
        writer.beginArray()
        var nextID = rng.int(in: 1...5000)
        let count = Fill.records(writer, target: size.bytes) { _ in
            let slots = wantedSlots(placement, keyCount: keyCount, rng: &rng)
            writer.beginObject()
            var filler = 0
            for position in 0..<keyCount {
                if let wanted = slots[position] {
                    writeWanted(wanted, writer, rng: &rng, id: nextID)
                } else {
                    writer.key(fillerNames[filler])
                    writeFiller(fillerKinds[filler], writer, rng: &rng)
                    filler += 1
                }
            }
            writer.endObject()
            nextID += rng.int(in: 1...3)
        }
        writer.endArray()
        let summary = counted(count, "object") + " × \(keyCount) keys, "
            + "wanted keys \(placement.rawValue)"
        return CorpusFile(name: name, bytes: writer.finish(), summary: summary)
    }

    /// position → wanted key name (nil for filler positions).
    private static func wantedSlots(
        _ placement: Placement, keyCount: Int, rng: inout SplitMix64
    ) -> [String?] {
        var slots = [String?](repeating: nil, count: keyCount)
        switch placement {
        case .front:
            for (i, key) in wantedKeys.enumerated() { slots[i] = key }
        case .back:
            for (i, key) in wantedKeys.reversed().enumerated() { slots[keyCount - 7 + i] = key }
        case .scattered:
            var positions = rng.distinctIndices(wantedKeys.count, below: keyCount)
            positions.sort()
            var keys = wantedKeys
            rng.shuffle(&keys)
            for (position, key) in zip(positions, keys) { slots[position] = key }
        }
        return slots
    }

    private static func writeWanted(
        _ key: String, _ w: JSONWriter, rng: inout SplitMix64, id: Int
    ) {
        switch key {
        case "id": w.member("id", id)
        case "name": w.member("name", TextMaker.fullName(&rng))
        case "email": w.member("email", TextMaker.email(&rng, id: id))
        case "active": w.member("active", rng.chance(0.6))
        case "score": w.member("score", (rng.double(0, 100) * 100).rounded() / 100)
        case "created_at": w.member("created_at", ISO8601.random(&rng))
        case "tags": w.member("tags", strings: TextMaker.tags(&rng, count: rng.int(in: 0...3)))
        default: preconditionFailure("unknown wanted key \(key)")
        }
    }

    private static func pickKind(_ rng: inout SplitMix64) -> FillerKind {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<25: return .int
        case 25..<40: return .double
        case 40..<70: return .string
        case 70..<80: return .bool
        case 80..<88: return .null
        case 88..<94: return .object
        default: return .array
        }
    }

    private static func writeFiller(_ kind: FillerKind, _ w: JSONWriter, rng: inout SplitMix64) {
        switch kind {
        case .int: w.int(rng.int(in: -1000...1_000_000))
        case .double: w.double(rng.double(-1e4, 1e4))
        case .bool: w.bool(rng.chance(0.5))
        case .null: w.null()
        case .string:
            if rng.chance(0.1) {  // an escaped quote/backslash or \u escape to skip over
                w.string(TextMaker.textWithEscapes(&rng, words: 2, density: 1))
            } else {
                w.string(rng.pick(Vocabulary.words))
            }
        case .object:
            w.beginObject()
            w.member("code", rng.int(in: 0...999))
            w.member("label", rng.pick(Vocabulary.words))
            w.key("range")
            w.beginArray()
            w.int(rng.int(in: 0...50))
            w.int(rng.int(in: 51...100))
            w.endArray()
            w.endObject()
        case .array:
            w.beginArray()
            for _ in 0..<rng.int(in: 0...4) { w.int(rng.int(in: 0...9999)) }
            w.endArray()
        }
    }
}

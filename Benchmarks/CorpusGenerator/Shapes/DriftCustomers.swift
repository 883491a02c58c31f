// Shapes/DriftCustomers.swift — shape 9a: Customer records with schema drift.
//
// Canonical Customer: {"id", "name", "email", "tier", "seat_count", "created_at", "tags"}.
// In drift files ~25% of records deviate in 1–3 of these ways (see Corpus/README.md):
// renamed keys, unknown enum values, wrong-typed seat counts, missing/mistyped tags and
// extra unknown keys. "clean" files use the same generator with drift disabled.

enum DriftCustomers {
    static let knownTiers = ["free", "pro"]
    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen", "twenty",
    ]

    private enum Slot: CaseIterable {
        case emailKey, seatKey, createdKey, tier, seatValue, tags, extraKeys
    }

    static func file(_ size: SizeClass, clean: Bool = false) -> CorpusFile {
        let name = "drift-customers-" + (clean ? "clean-" : "") + size.suffix + ".json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 1024)
        var tally = DriftTally()
        var nextID = rng.int(in: 100...5000)
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 2) { _ in
            let drift = !clean && rng.chance(0.25)
            w.value(customer(&rng, id: nextID, drift: drift, tally: &tally))
            nextID += rng.int(in: 1...4)
        }
        w.endArray()
        var summary = counted(count, "customer")
        if !clean {
            summary += ", \(tally.driftedRecords) drifted: \(tally.description)"
        }
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    private static func customer(
        _ rng: inout SplitMix64, id: Int, drift: Bool, tally: inout DriftTally
    ) -> JSONValue {
        var slots: [Slot] = []
        if drift {
            tally.countDriftedRecord()
            let all = Slot.allCases
            let chosen = rng.distinctIndices(rng.int(in: 1...3), below: all.count)
            // Applied in declaration order: extra keys last, so member indices stay valid.
            slots = chosen.sorted().map { all[$0] }
        }
        let seats = rng.int(in: 1...20)
        var members: [(String, JSONValue)] = []
        members.append(("id", .int(id)))
        members.append(("name", .string(TextMaker.fullName(&rng))))
        members.append((slots.contains(.emailKey) ? "email_address" : "email",
                        .string(TextMaker.email(&rng, id: id))))
        members.append(("tier", .string(rng.pick(knownTiers))))
        members.append((slots.contains(.seatKey) ? "seats" : "seat_count", .int(seats)))
        members.append((slots.contains(.createdKey) ? "createdAt" : "created_at",
                        .string(ISO8601.random(&rng))))
        let tags = TextMaker.tags(&rng, count: rng.int(in: 0...3))
        members.append(("tags", .array(tags.map { .string($0) })))

        for slot in slots {
            switch slot {
            case .emailKey: tally.record("renamed email→email_address")
            case .seatKey: tally.record("renamed seat_count→seats")
            case .createdKey: tally.record("renamed created_at→createdAt")
            case .tier:
                let tier = rng.chance(0.7) ? "enterprise" : "trial"
                members[3].1 = .string(tier)
                tally.record("unknown tier \"\(tier)\"")
            case .seatValue:
                switch rng.int(in: 0...2) {
                case 0:
                    members[4].1 = .string(String(seats))
                    tally.record("seat count as numeric string")
                case 1:
                    members[4].1 = .string(numberWords[seats])
                    tally.record("seat count as word string")
                default:
                    members[4].1 = .null
                    tally.record("seat count null")
                }
            case .tags:
                if rng.chance(0.5) {
                    members.removeLast()
                    tally.record("tags missing")
                } else {
                    members[members.count - 1].1 = .string(tags.joined(separator: ","))
                    tally.record("tags as comma string")
                }
            case .extraKeys:
                tally.record("extra unknown keys")
                for kind in rng.distinctIndices(rng.int(in: 1...3), below: 5) {
                    let extra = extraMember(kind, &rng, id: id)
                    members.insert(extra, at: rng.int(in: 0...members.count))
                }
            }
        }
        return .object(members)
    }

    /// Extra member number `kind` (0...4); distinct kinds give distinct keys.
    private static func extraMember(
        _ kind: Int, _ rng: inout SplitMix64, id: Int
    ) -> (String, JSONValue) {
        switch kind {
        case 0: return ("legacy_id", .int(rng.int(in: 1...999_999)))
        case 1: return ("marketing_opt_in", .bool(rng.chance(0.5)))
        case 2: return ("x_trace", .string(TextMaker.uuid(&rng)))
        case 3: return ("_links", .object([("self", .string("/customers/\(id)")),
                                           ("orders", .string("/customers/\(id)/orders"))]))
        default: return ("metadata", .object([("source", .string("import")),
                                              ("batch", .int(rng.int(in: 1...99))),
                                              ("flags", .array([.bool(true), .null]))]))
        }
    }
}

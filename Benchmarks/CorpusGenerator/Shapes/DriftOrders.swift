// Shapes/DriftOrders.swift — shape 9b: Order records (with nested line items) and drift.
//
// Canonical Order: {"order_id", "customer_id", "status", "currency", "total", "placed_at",
// "items": [{"sku", "qty", "unit_price"}]}. In drift files ~25% of records deviate in 1–3
// ways (see Corpus/README.md); "clean" files use the same generator with drift disabled.

enum DriftOrders {
    static let knownStatuses = ["pending", "paid", "shipped", "cancelled"]

    private enum Slot: CaseIterable {
        case customerKey, placedKey, status, totalValue, itemQty, itemExtra, extraKeys
    }

    static func file(_ size: SizeClass, clean: Bool = false) -> CorpusFile {
        let name = "drift-orders-" + (clean ? "clean-" : "") + size.suffix + ".json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 2048)
        var tally = DriftTally()
        var nextID = rng.int(in: 10_000...50_000)
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 2) { _ in
            let drift = !clean && rng.chance(0.25)
            w.value(order(&rng, id: nextID, drift: drift, tally: &tally))
            nextID += 1
        }
        w.endArray()
        var summary = counted(count, "order")
        if !clean {
            summary += ", \(tally.driftedRecords) drifted: \(tally.description)"
        }
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    /// One canonical line item {"sku", "qty", "unit_price"} (also used by the negative files).
    static func lineItem(_ rng: inout SplitMix64, index: Int) -> [(String, JSONValue)] {
        let sku = "SKU-" + TextMaker.zeroPadded(index, width: 6)
        return [("sku", .string(sku)), ("qty", .int(rng.int(in: 1...12))),
                ("unit_price", .double(Double(rng.int(in: 50...50_000)) / 100))]
    }

    private static func order(
        _ rng: inout SplitMix64, id: Int, drift: Bool, tally: inout DriftTally
    ) -> JSONValue {
        var slots: [Slot] = []
        if drift {
            tally.countDriftedRecord()
            let all = Slot.allCases
            let chosen = rng.distinctIndices(rng.int(in: 1...3), below: all.count)
            slots = chosen.sorted().map { all[$0] }  // extra keys last: indices stay valid
        }
        var items: [[(String, JSONValue)]] = []
        var cents = 0
        for _ in 0..<rng.int(in: 1...4) {
            let item = lineItem(&rng, index: rng.int(in: 1...99_999))
            if case .int(let qty) = item[1].1, case .double(let price) = item[2].1 {
                cents += qty * Int((price * 100).rounded())
            }
            items.append(item)
        }
        var members: [(String, JSONValue)] = [
            ("order_id", .int(id)),
            (slots.contains(.customerKey) ? "customerId" : "customer_id",
             .int(rng.int(in: 100...60_000))),
            ("status", .string(rng.pick(knownStatuses))),
            ("currency", .string(rng.pick(Vocabulary.currencies))),
            ("total", .double(Double(cents) / 100)),
            (slots.contains(.placedKey) ? "ordered_at" : "placed_at",
             .string(ISO8601.random(&rng))),
        ]
        for slot in slots {
            switch slot {
            case .customerKey: tally.record("renamed customer_id→customerId")
            case .placedKey: tally.record("renamed placed_at→ordered_at")
            case .status:
                let status = rng.pick(["on_hold", "refunded", "partially_shipped"])
                members[2].1 = .string(status)
                tally.record("unknown status \"\(status)\"")
            case .totalValue:
                if rng.chance(0.6) {
                    members[4].1 = .string(String(Double(cents) / 100))
                    tally.record("total as string")
                } else {
                    members[4].1 = .null
                    tally.record("total null")
                }
            case .itemQty:
                let i = rng.int(in: 0...(items.count - 1))
                if case .int(let qty) = items[i][1].1 { items[i][1].1 = .string(String(qty)) }
                tally.record("item qty as string")
            case .itemExtra:
                let i = rng.int(in: 0...(items.count - 1))
                items[i].append(("discount", .double(Double(rng.int(in: 1...50)) / 100)))
                tally.record("item extra key \"discount\"")
            case .extraKeys:
                tally.record("extra unknown keys")
                for kind in rng.distinctIndices(rng.int(in: 1...3), below: 4) {
                    members.insert(extraMember(kind, &rng), at: rng.int(in: 0...members.count))
                }
            }
        }
        // "items" is placed after the index-based edits above; canonically it is the last
        // member, but in records with extra keys it lands at a random position.
        let itemsValue = JSONValue.array(items.map { .object($0) })
        let itemsAt = slots.contains(.extraKeys) ? rng.int(in: 0...members.count) : members.count
        members.insert(("items", itemsValue), at: itemsAt)
        return .object(members)
    }

    /// Extra member number `kind` (0...3); distinct kinds give distinct keys.
    private static func extraMember(_ kind: Int, _ rng: inout SplitMix64) -> (String, JSONValue) {
        switch kind {
        case 0: return ("coupon", .string(rng.pick(Vocabulary.words).uppercased() + "10"))
        case 1: return ("gift", .bool(rng.chance(0.5)))
        case 2: return ("channel", .string(rng.pick(["web", "ios", "android", "pos"])))
        default: return ("shipping", .object([("carrier", .string("DHL")),
                                              ("eta_days", .int(rng.int(in: 1...14)))]))
        }
    }
}

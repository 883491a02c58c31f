// Shapes/OptionalFields.swift — shape 8: optional-heavy records.
//
// An array of Contact records: a required `id` plus 20 optional fields. Each optional field is
// independently absent (40%), explicit null (30%) or present (30%); present members keep the
// declaration order below, so decoders see both "missing" and "null" for every field.

enum OptionalFields {
    enum Kind { case string, int, double, bool, date }

    /// The 20 optional fields in declaration (and emission) order.
    static let fields: [(String, Kind)] = [
        ("nickname", .string), ("middle_name", .string), ("phone", .string), ("fax", .string),
        ("website", .string), ("company", .string), ("job_title", .string),
        ("department", .string), ("age", .int), ("height_cm", .double), ("weight_kg", .double),
        ("verified", .bool), ("newsletter", .bool), ("last_login_at", .date),
        ("referrer_id", .int), ("notes", .string), ("locale", .string), ("timezone", .string),
        ("score", .double), ("rank", .int),
    ]

    static func file(_ size: SizeClass) -> CorpusFile {
        let name = "optional-fields-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 1024)
        var absent = 0
        var nulls = 0
        var present = 0
        w.beginArray()
        let count = Fill.records(w, target: size.bytes - 2) { index in
            w.beginObject()
            w.member("id", index + 1)
            for (field, kind) in fields {
                let roll = rng.int(in: 0...9)
                if roll < 4 {
                    absent += 1
                } else if roll < 7 {
                    nulls += 1
                    w.memberNull(field)
                } else {
                    present += 1
                    w.key(field)
                    writeValue(kind, field: field, w, rng: &rng)
                }
            }
            w.endObject()
        }
        w.endArray()
        let summary = counted(count, "record") + "; optional members: \(present) present, "
            + "\(nulls) null, \(absent) absent"
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    private static func writeValue(
        _ kind: Kind, field: String, _ w: JSONWriter, rng: inout SplitMix64
    ) {
        switch kind {
        case .int: w.int(rng.int(in: 0...120_000))
        case .double: w.double((rng.double(0, 250) * 10).rounded() / 10)
        case .bool: w.bool(rng.chance(0.5))
        case .date: w.string(ISO8601.random(&rng))
        case .string:
            switch field {
            case "phone", "fax": w.string("+1-555-" + String(rng.int(in: 1000...9999)))
            case "website": w.string("https://" + rng.pick(Vocabulary.words) + ".example.com/")
            case "locale": w.string(rng.pick(Vocabulary.languages))
            case "timezone": w.string(rng.pick(["UTC", "Europe/Berlin", "Asia/Tokyo",
                                                "America/New_York", "Pacific/Auckland"]))
            case "notes": w.string(TextMaker.textWithEscapes(&rng, words: 5, density: 0.3))
            default: w.string(TextMaker.fullName(&rng))
            }
        }
    }
}

// Shapes/APIPayload.swift — shape 1: a mixed, realistic REST API response.
//
// {"request_id", "generated_at", "users": [User], "pagination": {...}} where User nests
// objects and arrays and mixes every JSON type, escapes, raw UTF-8 and ISO-8601 dates.
// See Corpus/README.md for the field-by-field definition.

enum APIPayload {
    static func file(_ size: SizeClass, pretty: Bool = false) -> CorpusFile {
        let name = "api-payload-" + (pretty ? "pretty-" : "") + size.suffix + ".json"
        var rng = Seeds.rng(for: name)
        let writer = JSONWriter(style: pretty ? .pretty(indent: 2) : .compact,
                                reserve: size.bytes + 4096)
        let users = write(into: writer, rng: &rng, target: size.bytes)
        let summary = counted(users, "user") + ", max depth \(writer.maxDepth)"
            + (pretty ? ", pretty-printed (2-space indent)" : "")
        return CorpusFile(name: name, bytes: writer.finish(), summary: summary)
    }

    /// Writes one complete payload of about `target` bytes; returns the number of users.
    static func write(into w: JSONWriter, rng: inout SplitMix64, target: Int) -> Int {
        let small = target <= 4096
        let tiny = target <= 1024
        w.beginObject()
        w.member("request_id", TextMaker.uuid(&rng))
        w.member("generated_at", ISO8601.random(&rng))
        w.key("users")
        w.beginArray()
        var nextID = rng.int(in: 1000...90_000)
        let count = Fill.records(w, target: target - 120) { index in
            writeUser(w, rng: &rng, id: nextID, small: small, tiny: tiny, showcase: index == 0)
            nextID += rng.int(in: 1...7)
        }
        w.endArray()
        let total = count + rng.int(in: 0...5000)
        w.key("pagination")
        w.beginObject()
        w.member("page", 1)
        w.member("per_page", count)
        w.member("total", total)
        w.member("has_more", total > count)
        if total > count {
            w.member("next_cursor", TextMaker.uuid(&rng))
        } else {
            w.memberNull("next_cursor")
        }
        w.endObject()
        w.endObject()
        return count
    }

    private static func writeUser(
        _ w: JSONWriter, rng: inout SplitMix64, id: Int, small: Bool, tiny: Bool, showcase: Bool
    ) {
        w.beginObject()
        w.member("id", id)
        w.member("username", TextMaker.handle(&rng))
        w.member("display_name", TextMaker.fullName(&rng))
        w.member("email", TextMaker.email(&rng, id: id))
        let bioWords = rng.int(in: 3...(tiny ? 5 : small ? 8 : 24))
        w.member("bio", showcase ? TextMaker.escapeShowcase()
                                 : TextMaker.textWithEscapes(&rng, words: bioWords, density: 0.35))
        w.member("verified", rng.chance(0.3))
        w.member("karma", rng.int(in: -500...250_000))
        w.member("balance", rng.chance(0.2) ? Double(rng.int(in: 0...500)) / 4
                                            : rng.double(-1000, 100_000))
        w.member("created_at", ISO8601.random(&rng))
        if rng.chance(0.7) {
            w.member("last_seen_at", ISO8601.random(&rng))
        } else {
            w.memberNull("last_seen_at")
        }
        if rng.chance(0.75) {
            var url = EscapedText()  // JSON-escaped slashes, as PHP-style servers emit them
            url.plain("https:")
            for part in ["", "cdn.example.com", "avatars", String(id) + ".png"] {
                url.shortEscape("/")
                url.plain(part)
            }
            w.member("avatar_url", url)
        } else {
            w.memberNull("avatar_url")
        }
        writeLocation(w, rng: &rng)
        w.member("roles", strings: Array(["admin", "editor", "viewer", "billing"]
            .prefix(rng.int(in: 0...3))))
        w.key("settings")
        w.beginObject()
        w.member("theme", rng.pick(["light", "dark", "system"]))
        w.member("notifications", rng.chance(0.5))
        w.member("language", rng.pick(Vocabulary.languages))
        w.endObject()
        w.key("recent_posts")
        w.beginArray()
        for _ in 0..<rng.int(in: 0...(tiny ? 0 : small ? 1 : 3)) {
            writePost(w, rng: &rng, small: small)
        }
        w.endArray()
        w.endObject()
    }

    private static func writeLocation(_ w: JSONWriter, rng: inout SplitMix64) {
        guard rng.chance(0.8) else {
            w.memberNull("location")
            return
        }
        let (city, country) = rng.pick(Vocabulary.cities)
        w.key("location")
        w.beginObject()
        w.member("city", city)
        w.member("country", country)
        w.member("lat", rng.double(-90, 90))
        w.member("lon", rng.double(-180, 180))
        w.endObject()
    }

    private static func writePost(_ w: JSONWriter, rng: inout SplitMix64, small: Bool) {
        w.beginObject()
        w.member("id", rng.int(in: 1...9_999_999))
        w.member("title", TextMaker.sentence(&rng, words: rng.int(in: 2...6)))
        w.member("body", TextMaker.textWithEscapes(&rng, words: rng.int(in: 4...(small ? 10 : 40)),
                                                   density: 0.25))
        w.member("likes", rng.int(in: 0...100_000))
        w.member("score", rng.unit())
        w.member("tags", strings: TextMaker.tags(&rng, count: rng.int(in: 0...4)))
        w.member("posted_at", ISO8601.random(&rng))
        w.endObject()
    }
}

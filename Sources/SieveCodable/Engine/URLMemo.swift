// The URLs one decode has already made, by the bytes of their text in the input.
//
// `URL(string:)` is the most expensive step of decoding a link: about 4,500 instructions for
// a typical one (callgrind), more than the rest of the member it sits in, and `JSONDecoder`
// pays it for every link. Real documents repeat links: twitter.json has 1,170 links and 542
// distinct texts (a user's profile and image links with each of their tweets, and again in
// each retweet). A decode that meets a text again reuses the `URL` it made, which is equal to
// what `URL(string:)` would give: the parse depends on the text alone, and `URL` is a value
// type, so sharing one is invisible.
//
// The memo is keyed by the raw bytes between the quotes, compared where they lie in the input
// (which outlives the decode's state), so a hit makes no `String` at all. (A `[String: URL]`
// was tried first and cost more than it saved: hashing a `String` read from the input takes
// the standard library's normalizing path, about 4,700 instructions a link.) Texts with
// escapes are parsed every time.
//
// A document whose links do not repeat (apache_builds.json: 883 distinct of 885) should not
// pay for the memo: after `trial` lookups with fewer than `trial / 8` hits, it stops looking
// for the rest of the decode (judged when the next text comes, so that the trial's last
// lookup counts whether it was a hit, a miss or a text that is no URL).
//
// Invariants: an entry's URL is exactly `URL(string:)` of its bytes; only texts that parse
// are kept; the table is a power of two, at most half full, probed linearly.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner

/// The URLs made so far in one decode, by the bytes of their text.
struct URLMemo {
    /// Lookups before the memo judges whether it pays.
    static let trial = 64

    private struct Entry {
        var start: UnsafePointer<UInt8>
        var count: Int
        var hash: UInt64
        var url: URL
    }

    private var entries: [Entry] = []
    /// Indices into `entries`, -1 where empty.
    private var slots: [Int32] = []
    private var lookups = 0
    private var hits = 0
    private var isOn = true

    /// Whether texts are still looked up: false once the trial found too few repeats.
    var isLooking: Bool { isOn }

    /// `URL(string:)` of the string `token`, reused when this decode has made it before.
    mutating func url(_ token: StringToken) -> URL? {
        if isOn && lookups == Self.trial && hits < Self.trial / 8 {
            // Judged once, when the trial is over, whatever its last lookup found.
            isOn = false
            entries = []
            slots = []
        }
        guard isOn, !token.hasEscapes else {
            return URL(string: JSONScanner.makeString(token))
        }
        lookups += 1
        let hash = Self.hash(token.rawBytes)
        if slots.isEmpty { slots = Array(repeating: -1, count: 64) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, entry.count == token.rawCount,
                memcmpBytes(entry.start, token.start, entry.count)
            {
                hits += 1
                return entry.url
            }
            slot = (slot + 1) & mask
        }
        guard let url = URL(string: JSONScanner.makeString(token)) else { return nil }
        slots[slot] = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(start: token.start, count: token.rawCount, hash: hash, url: url))
        if entries.count * 2 > slots.count { grow() }
        return url
    }

    /// Doubles the table and places every entry again.
    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(truncatingIfNeeded: index)
        }
    }

    /// A hash of `bytes`, eight at a time.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }
}

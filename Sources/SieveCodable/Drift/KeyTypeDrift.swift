// What the drop-in decoder knows of one coding-key type beyond its keys' bytes: its aliases
// (`AliasedCodingKey`) and the unknown-key policy for its objects (`UnknownKeyPolicyProviding`,
// else the decoder's). Found once per key type and decode, with the type's container entry
// (`KeyedContainerType`): a key type with no aliases under `.ignore`, the common case, has
// none, and its lookups pay one test of a flag.

import SieveScanner
import SieveSchema

/// A key type's aliases and unknown-key policy, for any key type.
class KeyTypeDrift {
    /// The policy for objects read with this key type.
    let policy: UnknownKeyPolicy
    /// True when some key of the type has aliases.
    let hasAliases: Bool

    init(policy: UnknownKeyPolicy, hasAliases: Bool) {
        self.policy = policy
        self.hasAliases = hasAliases
    }

    /// The member names `names(_:)` has answered for, end to end, with their answers: the
    /// members of one key type's objects are mostly the same few names, and comparing their
    /// bytes costs less than hashing a `String` or trying the key type's every case.
    private var seenBytes: [UInt8] = []
    private var seenEnds: [Int] = []
    private var seenAnswers: [Bool] = []
    private static let maxSeen = 64

    /// True when the key type names a member whose key, as matched, is `text`: one of its
    /// keys, or an alias of one.
    func names(_ text: String) -> Bool { false }

    /// `names(_:)` for the bytes of a key as matched.
    final func names(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let found = seenBytes.withUnsafeBufferPointer { seen -> Int in
            var start = 0
            for (position, end) in seenEnds.enumerated() {
                defer { start = end }
                guard end - start == bytes.count else { continue }
                if bytes.isEmpty || memcmpBytes(seen.baseAddress! + start, bytes.baseAddress!, bytes.count) {
                    return position
                }
            }
            return -1
        }
        if found >= 0 { return seenAnswers[found] }
        let answer = names(String(decoding: bytes, as: UTF8.self))
        if seenEnds.count < Self.maxSeen {
            seenBytes.append(contentsOf: bytes)
            seenEnds.append(seenBytes.count)
            seenAnswers.append(answer)
        }
        return answer
    }

    /// The key type made once per decode, when it needs one: a key type with aliases, or one
    /// whose objects are checked for unknown keys (`checksUnknownKeys`).
    static func make<Key: CodingKey>(
        for key: Key.Type, decoderPolicy: UnknownKeyPolicy
    ) -> KeyTypeDrift? {
        let policy =
            (Key.self as? any UnknownKeyPolicyProviding.Type)?.unknownKeyPolicy ?? decoderPolicy
        let aliases = (Key.self as? any AliasedCodingKey.Type)?.aliasesByName ?? [:]
        guard !aliases.isEmpty || policy != .ignore else { return nil }
        return KeyTypeDriftOf<Key>(policy: policy, aliases: aliases)
    }
}

/// A key type's aliases and unknown-key policy.
///
/// Made per decode, so it remembers what it has worked out for the decode's objects: the
/// aliases of each key it was asked about, and whether each member name it saw is named.
final class KeyTypeDriftOf<Key: CodingKey>: KeyTypeDrift {
    /// The other spellings of each key that has some, by the key's string value.
    let aliases: [String: [String]]
    /// Every alias of every key.
    let aliasSpellings: Set<String>
    /// For a cacheable key type (`KeyCache.isCacheable`), by a key's tag: 0 not asked yet,
    /// 1 no aliases, `n + 2` the aliases at `n` of `aliasLists`. Spares hashing the key's
    /// string value on each lookup.
    private var aliasSlots: [UInt16] = []
    private var aliasLists: [[String]] = []

    init(policy: UnknownKeyPolicy, aliases: [String: [String]]) {
        self.aliases = aliases
        self.aliasSpellings = Set(aliases.values.joined())
        super.init(policy: policy, hasAliases: !aliases.isEmpty)
    }

    /// The aliases of `key`, or `nil` when it has none.
    @inline(__always)
    func aliases(of key: Key) -> [String]? {
        guard KeyCache.isCacheable(Key.self) else { return aliases[key.stringValue] }
        let tag = Int(KeyCache.tag(of: key))
        if aliasSlots.isEmpty { aliasSlots = Array(repeating: 0, count: 256) }
        switch aliasSlots[tag] {
        case 0: return rememberAliases(of: key, tag: tag)
        case 1: return nil
        case let slot: return aliasLists[Int(slot) - 2]
        }
    }

    @inline(never)
    private func rememberAliases(of key: Key, tag: Int) -> [String]? {
        guard let spellings = aliases[key.stringValue] else {
            aliasSlots[tag] = 1
            return nil
        }
        aliasLists.append(spellings)
        aliasSlots[tag] = UInt16(aliasLists.count + 1)
        return spellings
    }

    override func names(_ text: String) -> Bool {
        Key(stringValue: text) != nil || aliasSpellings.contains(text)
    }
}

extension AliasedCodingKey {
    /// `aliases`, by each key's string value.
    static var aliasesByName: [String: [String]] {
        var byName: [String: [String]] = [:]
        for (key, spellings) in aliases where !spellings.isEmpty {
            byName[key.stringValue, default: []] += spellings
        }
        return byName
    }
}

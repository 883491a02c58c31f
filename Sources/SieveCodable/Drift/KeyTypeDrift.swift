// What the drop-in decoder knows of one coding-key type beyond its keys' bytes: its aliases
// (`AliasedCodingKey`) and the unknown-key policy for its objects (`UnknownKeyPolicyProviding`,
// else the decoder's). Found once per key type and decode, with the type's container entry
// (`KeyedContainerType`): a key type with no aliases under `.ignore`, the common case, has
// none, and its lookups pay one test of a flag.
//
// What does not change between decodes (the policy, the aliases, which member names the type
// names) is worked out once per process and key type (`KeyTypeShape`): a small document pays
// for a dictionary lookup, not for reading the type's aliases and asking `init(stringValue:)`
// about every member name again.

import SieveScanner
import SieveSchema

/// A key type's aliases and unknown-key policy, for any key type.
class KeyTypeDrift {
    /// What the process knows of the key type.
    let shape: KeyTypeShape
    /// The policy for objects read with this key type.
    var policy: UnknownKeyPolicy { shape.policy }
    /// True when some key of the type has aliases.
    var hasAliases: Bool { !shape.aliases.isEmpty }

    init(shape: KeyTypeShape) {
        self.shape = shape
        seen = shape.seenNames
    }

    /// The member names answered for so far, end to end, with their answers: those the
    /// process knew when the decode began, and this decode's own. The members of one key
    /// type's objects are mostly the same few names, and comparing their bytes costs less
    /// than hashing a `String`, asking the key type, or taking a lock.
    /// (Touched only by the decode that made this object, on its thread: no dynamic
    /// exclusivity check on each access.)
    @exclusivity(unchecked) private var seen: SeenNames

    /// True when the key type names a member whose key, as matched, is `bytes`: one of its
    /// keys, or an alias of one.
    final func names(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let known = seen.answer(for: bytes) { return known }
        let answer = shape.names(String(decoding: bytes, as: UTF8.self))
        seen.remember(bytes, answer)
        shape.remember(bytes, answer)
        return answer
    }

    /// The key whose alias `text` is (as matched), or `nil` when it is no alias.
    func key(ofAlias text: String) -> (any CodingKey)? { nil }

    /// The key type made once per decode, when it needs one: a key type with aliases, or one
    /// whose objects are checked for unknown keys (`checksUnknownKeys`).
    static func make<Key: CodingKey>(
        for key: Key.Type, decoderPolicy: UnknownKeyPolicy
    ) -> KeyTypeDrift? {
        guard let shape = KeyTypeShape.shape(of: Key.self, decoderPolicy: decoderPolicy) else {
            return nil
        }
        return KeyTypeDriftOf<Key>(shape: shape)
    }
}

/// A key type's aliases and unknown-key policy.
///
/// Made per decode, so it remembers whether each member name it saw is named.
final class KeyTypeDriftOf<Key: CodingKey>: KeyTypeDrift {
    override func key(ofAlias text: String) -> (any CodingKey)? {
        shape.aliasOwners[text].flatMap { Key(stringValue: $0) }
    }

    /// The aliases of `key`, or `nil` when it has none: by the key's tag for a cacheable key
    /// type (`KeyCache.isCacheable`), without hashing its string value.
    @inline(__always)
    func aliases(of key: Key) -> [String]? {
        guard KeyCache.isCacheable(Key.self), !shape.aliasesByTag.isEmpty else {
            return shape.aliases[key.stringValue]
        }
        return shape.aliasesByTag[Int(KeyCache.tag(of: key))]
    }
}

/// What the process knows of one key type under one decoder policy: its policy, its aliases,
/// and the member names it has been asked about. Shared by every decode, so it is immutable
/// but for its memo of names, which a lock guards.
final class KeyTypeShape: @unchecked Sendable {
    /// The policy for objects read with this key type.
    let policy: UnknownKeyPolicy
    /// The other spellings of each key that has some, by the key's string value.
    let aliases: [String: [String]]
    /// The string value of the key each alias spells (the first, if several list it).
    let aliasOwners: [String: String]
    /// For a cacheable key type (`KeyCache.isCacheable`), the aliases of each key by its tag.
    let aliasesByTag: [[String]?]
    /// Whether the key type names a member name, asked of the type itself.
    private let namedByType: @Sendable (String) -> Bool
    private let lock = Lock()
    /// The names every decode has answered for so far, which each new decode starts from.
    private var seen = SeenNames()

    private init(
        policy: UnknownKeyPolicy, aliases: [String: [String]], aliasesByTag: [[String]?],
        namedByType: @escaping @Sendable (String) -> Bool
    ) {
        self.policy = policy
        self.aliases = aliases
        self.aliasesByTag = aliasesByTag
        var owners: [String: String] = [:]
        for (key, spellings) in aliases.sorted(by: { $0.key < $1.key }) {
            for spelling in spellings where owners[spelling] == nil { owners[spelling] = key }
        }
        self.aliasOwners = owners
        self.namedByType = namedByType
    }

    /// True when the key type names the member `text`: one of its keys, or an alias of one.
    func names(_ text: String) -> Bool { namedByType(text) }

    /// The names answered for so far, for a decode to start from.
    var seenNames: SeenNames { lock.withLock { seen } }

    /// Keeps a decode's answer for the decodes that follow.
    func remember(_ bytes: UnsafeBufferPointer<UInt8>, _ answer: Bool) {
        lock.withLock {
            if seen.answer(for: bytes) == nil { seen.remember(bytes, answer) }
        }
    }

    private struct Identity: Hashable {
        var type: ObjectIdentifier
        var decoderPolicy: UnknownKeyPolicy
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var shapes: [Identity: KeyTypeShape?] = [:]

    /// The shape of `Key` under `decoderPolicy`, or `nil` when the key type has no aliases and
    /// its objects are not checked (`.ignore`): found once per process.
    static func shape<Key: CodingKey>(
        of key: Key.Type, decoderPolicy: UnknownKeyPolicy
    ) -> KeyTypeShape? {
        // The common key type (no aliases, no policy of its own) under `.ignore` has none:
        // two conformance checks the runtime caches, and no lock, for every decode.
        let providing = Key.self as? any UnknownKeyPolicyProviding.Type
        let aliased = Key.self as? any AliasedCodingKey.Type
        if providing == nil && aliased == nil && decoderPolicy == .ignore { return nil }
        let identity = Identity(type: ObjectIdentifier(Key.self), decoderPolicy: decoderPolicy)
        if let known = lock.withLock({ shapes[identity] }) { return known }
        let policy = providing?.unknownKeyPolicy ?? decoderPolicy
        let aliases = aliased?.aliasesByName ?? [:]
        var made: KeyTypeShape?
        if !aliases.isEmpty || policy != .ignore {
            let spellings = Set(aliases.values.joined())
            var byTag: [[String]?] = []
            if KeyCache.isCacheable(Key.self) {
                byTag = Array(repeating: nil, count: 256)
                for (name, list) in aliases {
                    // A key type whose keys do not come back from their string values is
                    // looked up by string value instead.
                    guard let key = Key(stringValue: name), key.stringValue == name else {
                        byTag = []
                        break
                    }
                    byTag[Int(KeyCache.tag(of: key))] = list
                }
            }
            made = KeyTypeShape(policy: policy, aliases: aliases, aliasesByTag: byTag) { text in
                Key(stringValue: text) != nil || spellings.contains(text)
            }
        }
        lock.withLock { shapes[identity] = made }
        return made
    }
}

/// Member names with whether a key type names each, end to end in one buffer: a short list
/// (`maxCount`), searched by length and bytes.
struct SeenNames {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    private var answers: [Bool] = []
    private static let maxCount = 64

    /// The answer for `name`, if it is in the list.
    func answer(for name: UnsafeBufferPointer<UInt8>) -> Bool? {
        bytes.withUnsafeBufferPointer { seen -> Bool? in
            var start = 0
            for (position, end) in ends.enumerated() {
                defer { start = end }
                guard end - start == name.count else { continue }
                if name.isEmpty || memcmpBytes(seen.baseAddress! + start, name.baseAddress!, name.count) {
                    return answers[position]
                }
            }
            return nil
        }
    }

    /// Adds `name` with its answer, while the list is short.
    mutating func remember(_ name: UnsafeBufferPointer<UInt8>, _ answer: Bool) {
        guard ends.count < Self.maxCount else { return }
        bytes.append(contentsOf: name)
        ends.append(bytes.count)
        answers.append(answer)
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

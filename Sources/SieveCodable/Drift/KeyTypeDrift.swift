// What the drop-in decoder knows of one coding-key type beyond its keys' bytes: its aliases
// (`AliasedCodingKey`) and the unknown-key policy for its objects (`UnknownKeyPolicyProviding`,
// else the decoder's). Found once per key type and decode, with the type's container entry
// (`KeyedContainerType`): a key type with no aliases under `.ignore`, the common case, has
// none, and its lookups pay one test of a flag.

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

    /// True when the key type names a member whose key, as matched, is `text`: one of its
    /// keys, or an alias of one.
    func names(_ text: String) -> Bool { false }

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
final class KeyTypeDriftOf<Key: CodingKey>: KeyTypeDrift {
    /// The other spellings of each key that has some, by the key's string value.
    let aliases: [String: [String]]
    /// Every alias of every key.
    let aliasSpellings: Set<String>

    init(policy: UnknownKeyPolicy, aliases: [String: [String]]) {
        self.aliases = aliases
        self.aliasSpellings = Set(aliases.values.joined())
        super.init(policy: policy, hasAliases: !aliases.isEmpty)
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

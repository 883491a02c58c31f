// How `decodeValue` treats each type, remembered for the life of the process.
//
// Finding that a type is (or is not) an array, a `[String: V]` or a schema type takes dynamic
// casts, and a cast whose answer is not cached searches the runtime's conformance records:
// about 13,000 instructions a cast, measured by callgrind on github_events.json, where
// classifying each model type once per decode was 14 % of the drop-in decode. A type's
// conformances do not change while a process runs, so one answer per type (and per
// `decodesSchemaTypesBySchema`) serves every decode; each decode still keeps the kinds it
// met in its own list, so this lock is taken once per type and decode at most.

import Foundation

/// Type kinds decided so far, shared by every decode of the process.
final class TypeKindCache: @unchecked Sendable {
    // @unchecked, and why it is sound: `kinds` is the only mutable state, it is private, and
    // every access is inside `lock.withLock`. The values are metatypes and enum tags, which
    // are immutable runtime data, safe to read from any thread.

    /// The cache of the process.
    static let shared = TypeKindCache()

    private let lock = NSLock()
    private var kinds: [Key: TypeKind] = [:]

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var bySchema: Bool
    }

    /// The kind of `type`, deciding it with `decide` the first time it is asked for.
    func kind(of type: ObjectIdentifier, bySchema: Bool, decide: () -> TypeKind) -> TypeKind {
        let key = Key(type: type, bySchema: bySchema)
        if let known = lock.withLock({ kinds[key] }) { return known }
        let kind = decide()
        lock.withLock { kinds[key] = kind }
        return kind
    }
}

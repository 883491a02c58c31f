// The sentences of the errors a decode makes most: "Expected to decode Bool but found a string
// instead." and "Cannot get value of type Int -- found null value instead", one per type and
// found kind for the life of the process. A `Decodable` that tries several types with `try?`
// (an "any JSON" enum) makes such an error for nearly every value it reads; interpolating the
// type's name and the sentence each time was a tenth of that decode (callgrind, twitter.json).
// A cached sentence costs a lookup and a retain.

import Foundation

/// Error sentences made so far, shared by every decode of the process.
final class FailureSentences: @unchecked Sendable {
    // @unchecked, and why it is sound: `sentences` is the only mutable state, it is private,
    // and every access is inside `lock.withLock`. The values are immutable `String`s.

    /// The sentences of the process.
    static let shared = FailureSentences()

    private let lock = NSLock()
    private var sentences: [Key: String] = [:]

    private struct Key: Hashable {
        var type: ObjectIdentifier
        /// The found value's description for a type mismatch, or nil for `null`.
        var found: String?
    }

    /// "Expected to decode `type` but found `found` instead."
    func typeMismatch(_ type: Any.Type, found: String) -> String {
        sentence(Key(type: ObjectIdentifier(type), found: found)) {
            "Expected to decode \(type) but found \(found) instead."
        }
    }

    /// "Cannot get value of type `type` -- found null value instead"
    func nullValue(_ type: Any.Type) -> String {
        sentence(Key(type: ObjectIdentifier(type), found: nil)) {
            "Cannot get value of type \(type) -- found null value instead"
        }
    }

    private func sentence(_ key: Key, make: () -> String) -> String {
        if let known = lock.withLock({ sentences[key] }) { return known }
        let made = make()
        lock.withLock { sentences[key] = made }
        return made
    }
}

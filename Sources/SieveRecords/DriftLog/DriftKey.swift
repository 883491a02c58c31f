// What a `DriftLog` counts by: a (severity, code, normalized path) key, and the matching of a
// diagnostic against a key where both are stored, without copying either.

import SieveSchema

/// One (severity, code, normalized path): what the log counts by.
struct DriftKey: Hashable, Sendable {
    /// True for an issue, false for a warning.
    let isIssue: Bool
    /// The diagnostic's code.
    let code: DiagnosticCode
    /// The path with every index replaced by `DriftCounts.anyIndex`.
    let path: JSONPath
    /// `kind(of:)` of the key's diagnostics: one number per code the schema layer's own
    /// details give, -1 for a recorded code.
    let kind: Int
    /// `shape(kind:components:isIssue:)` of the key's diagnostics, to rule most keys out
    /// before comparing strings. Not part of equality (keys equal as strings, say in two
    /// Unicode normalizations, may differ in it), so a diagnostic it rules out of a recent
    /// row is still found by its key.
    let shape: Int

    init(isIssue: Bool, diagnostic: borrowing Diagnostic) {
        self.isIssue = isIssue
        code = diagnostic.detail.code
        let path = DriftCounts.normalized(diagnostic.path)
        let kind = Self.kind(of: diagnostic.detail)
        self.path = path
        self.kind = kind
        shape = path.components.withUnsafeBufferPointer { components in
            Self.shape(kind: kind, components: components, isIssue: isIssue)
        }
    }

    static func == (lhs: DriftKey, rhs: DriftKey) -> Bool {
        lhs.isIssue == rhs.isIssue && lhs.code == rhs.code && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(isIssue)
        hasher.combine(code)
        hasher.combine(path)
    }

    /// True when the diagnostic at `diagnostic` has the code of the key at `key`. Out of line:
    /// only a recorded code needs it, and inlined it would double the size of the matching
    /// loop.
    @inline(never)
    static func sameCode(
        _ key: UnsafePointer<DriftKey>, _ diagnostic: UnsafePointer<Diagnostic>
    ) -> Bool {
        key.pointee.code == diagnostic.pointee.detail.code
    }

    /// A number for `detail`'s code that two details with one code share: the case, or for a
    /// case that gives one of two codes, one number per code; -1 for `.recorded`, whose code
    /// is any. Read without a call or a copy, where `detail.code` copies the detail (retaining
    /// its box) to call the code's global accessor.
    @inline(__always)
    static func kind(of detail: borrowing DiagnosticDetail) -> Int {
        switch detail {
        case .aliasMatched: return 0
        case .aliasConflict: return 1
        case .fallbackApplied: return 2
        case .unknownCase: return 3
        case .unknownKey: return 4
        case .duplicateKey: return 5
        case .missingKey: return 6
        case .nullValue: return 7
        case .typeMismatch: return 8
        case .numberDoesNotFit(_, _, _, let notAnInteger): return notAnInteger ? 9 : 10
        case .invalidCase: return 11
        case .invalidValue: return 12
        case .invalidJSON: return 13
        case .dateFormatFallback: return 14
        case .invalidKey: return 15
        case .elementDropped(_, let entry): return entry ? 16 : 17
        case .elementPadded: return 18
        case .keyDropped: return 19
        case .validationFailed: return 20
        case .keyCollision: return 21
        case .ambiguousUnion: return 22
        case .noVariantMatched: return 23
        case .indexOutOfRange: return 24
        case .losslessConversion: return 25
        case .valueNilOnFailure: return 26
        case .recorded: return -1
        }
    }

    /// A number that two diagnostics with the same key share, from what is read without
    /// comparing bytes: the severity, the code's `kind(of:)`, the path's length, and its last
    /// component's kind and length. Checked before a key is compared, so that matching a
    /// diagnostic against the recent keys mostly compares integers.
    @inline(__always)
    static func shape(
        kind: Int, components: UnsafeBufferPointer<JSONPath.Component>, isIssue: Bool
    ) -> Int {
        let last: Int
        if let base = components.baseAddress, !components.isEmpty {
            last = InPlaceComponents.keyLength(base + (components.count - 1)).map { $0 + 1 } ?? 0
        } else {
            last = -1
        }
        return (isIssue ? 1 : 0) | (kind + 1) << 1 | components.count << 12 | last << 32
    }

    /// True when the diagnostic at `diagnostic` (of this severity, `kind` and `shape`) counts
    /// under the key at `key`: the same code, and its path equal to the key's but for the
    /// values of indices. Both are read where they are: nothing is copied, retained or
    /// allocated.
    @inline(__always)
    static func matches(
        _ key: UnsafePointer<DriftKey>, _ diagnostic: UnsafePointer<Diagnostic>, kind: Int,
        isIssue: Bool, shape: Int
    ) -> Bool {
        guard key.pointee.shape == shape, key.pointee.isIssue == isIssue, key.pointee.kind == kind
        else {
            return false
        }
        // Only a recorded code is not told by its kind.
        if kind < 0 && !sameCode(key, diagnostic) { return false }
        return InPlaceComponents.allAgree(
            key.pointee.path, diagnostic.pointee.path, InPlaceComponents.same)
    }
}

/// Path components read where their path stores them. A component copied out of a path read
/// through a pointer, into a function that could change that memory, is copied whole (its
/// string retained, an atomic operation that costs more than the comparison); read in place,
/// a small key is compared by its bits.
enum InPlaceComponents {
    /// The UTF-8 length of the key at `component`, `nil` for an index.
    @inline(__always)
    static func keyLength(_ component: UnsafePointer<JSONPath.Component>) -> Int? {
        guard case .key(let key) = component.pointee else { return nil }
        return key.utf8.count
    }

    /// True when the paths have as many components and `agree` holds for each pair, read in
    /// place.
    @inline(__always)
    static func allAgree(
        _ mine: borrowing JSONPath, _ theirs: borrowing JSONPath,
        _ agree: (UnsafePointer<JSONPath.Component>, UnsafePointer<JSONPath.Component>) -> Bool
    ) -> Bool {
        mine.components.withUnsafeBufferPointer { mine in
            theirs.components.withUnsafeBufferPointer { theirs in
                guard mine.count == theirs.count else { return false }
                guard let left = mine.baseAddress, let right = theirs.baseAddress else {
                    return true
                }
                for index in 0..<mine.count where !agree(left + index, right + index) {
                    return false
                }
                return true
            }
        }
    }

    /// True when the components at `left` and `right` are equal: two equal indices, or two
    /// keys with equal text.
    @inline(__always)
    static func equal(
        _ left: UnsafePointer<JSONPath.Component>, _ right: UnsafePointer<JSONPath.Component>
    ) -> Bool {
        switch (left.pointee, right.pointee) {
        case (.index(let leftIndex), .index(let rightIndex)): return leftIndex == rightIndex
        case (.key(let leftKey), .key(let rightKey)): return leftKey == rightKey
        default: return false
        }
    }

    /// True when the components at `left` and `right` are one component of a normalized
    /// path: two indices (of any value), or two keys with equal text.
    @inline(__always)
    static func same(
        _ left: UnsafePointer<JSONPath.Component>, _ right: UnsafePointer<JSONPath.Component>
    ) -> Bool {
        switch (left.pointee, right.pointee) {
        case (.index, .index): return true
        case (.key(let leftKey), .key(let rightKey)): return leftKey == rightKey
        default: return false
        }
    }
}

// Drift on `Codable` models, in the engine: aliases looked up when their key is absent, extras
// collected from the members a key type does not name, and, once the initializer that opened
// the object has returned, the members no lookup read: an alias beside its key (a conflict),
// or a member no key type names (an unknown key, under the decoder's or the key type's policy).
//
// A member some lookup found is marked read (`member(_:_:)`), so the checks at the end and
// `Extras` pass it by without asking the key type about its name; most objects end with every
// member read.
//
// An object may be read by several containers of different key types (a subclass's keys and
// its superclass's, over one decoder): a member is unknown only when none of them names it,
// and none of them took the object's extras. So the objects to check are noted when their
// container opens (`DriftObject`) and checked together when the value's initializer returns
// (`decodeWithInit`).
//
// Never: pay for any of this on a key type with no aliases under `.ignore` (no `KeyTypeDrift`),
// or report an unknown key or a conflict under `.warn` when the caller keeps no warnings.

import SieveRawValue
import SieveScanner
import SieveSchema

/// An object a container with a drift policy opened, checked for unknown keys once the
/// initializer that opened it returns.
struct DriftObject {
    var ref: FrameRef
    /// The opening container's key type, or `nil` when this notes that the object's extras
    /// were taken (so none of its members is unknown).
    var drift: KeyTypeDrift?
    /// The key type, for the names it asked for (did-you-mean suggestions).
    var keyType: ObjectIdentifier?
}

// MARK: - Aliases

extension DecoderImpl {
    /// The member for the first of `key`'s `aliases` present, when `key` itself is absent.
    /// With `reports`, a value read from an alias is a warning `alias_matched`, and every
    /// further spelling present is an `alias_conflict` (it is not used).
    ///
    /// A spelling present beside the key itself is reported when the initializer that read
    /// the object returns (`reportUnreadMembers`), where every member it did not read is looked
    /// at anyway: looking for it now would index the rest of the object out of order.
    func findAlias<Key: CodingKey>(
        _ ref: FrameRef, of key: Key, among aliases: [String],
        path: @autoclosure () -> [any CodingKey], reports: Bool
    ) throws(ValueFailure) -> Member? {
        var chosen: Member?
        var chosenName: String?
        for alias in aliases {
            guard let other = try findMember(ref, named: alias) else { continue }
            if let used = chosenName {
                if reports {
                    recordWarning(
                        .aliasConflict(key: used, alias: alias), path: path(),
                        offset: offset(of: other.start))
                }
            } else {
                chosen = other
                chosenName = alias
                if reports {
                    recordWarning(
                        .aliasMatched(alias: alias), path: path(), offset: offset(of: other.start))
                }
                if !(reports && collectsWarnings) { break }
            }
        }
        return chosen
    }
}

// MARK: - Extras

extension DecoderImpl {
    /// Every member of the object of `ref` that the key type does not name (`drift`'s
    /// `names`, else `names`), in document order with duplicates, as `RawValue`s under their
    /// keys as written. Taking them means the object has no unknown keys.
    func extras(
        of ref: FrameRef, drift: KeyTypeDrift?, names: (String) -> Bool
    ) throws(ValueFailure) -> Extras {
        let index = try frameIndex(ref)
        _ = try finishObject(index)
        state.pointee.driftObjects.append(DriftObject(ref: ref, drift: nil, keyType: nil))
        let cursor = scanner.cursor
        defer { scanner.cursor = cursor }
        var extras = Extras()
        for position in 0..<frames[index].members.count {
            // A member this container's lookups found is named by its key type
            // (`member(_:_:)`): by a key or an alias.
            if frames[index].members[position].isRead { continue }
            if let drift {
                if frames[index].members.withMatchedKey(position, drift.names(bytes:)) { continue }
            } else if names(frames[index].members.matchedKeyText(position)) {
                continue
            }
            let entry = frames[index].members[position]
            scanner.cursor = entry.value
            let value = try grammar { () throws(ScanError) in try RawValue.read(from: &scanner) }
            extras.append(key: JSONScanner.makeString(entry.key), value: value)
        }
        return extras
    }

    /// The value at `pointer` as it is written, numbers as their literals and objects in
    /// order with duplicates.
    func decodeRawValue(at pointer: BytePointer, path: PathRef) throws -> RawValue {
        if pointer == nullLiteral { return .null }
        scanner.cursor = pointer
        do throws(ValueFailure) {
            let value = try grammar { () throws(ScanError) in try RawValue.read(from: &scanner) }
            lastStart = pointer
            lastEnd = scanner.cursor
            return value
        } catch {
            throw fail(error, path: path.path)
        }
    }
}

extension DecoderImpl: RawValueSource {
    func decodeRawValue() throws -> RawValue {
        try ensureLive(currentPath.path)
        return try decodeRawValue(at: current, path: currentPath)
    }
}

extension ValueDecoder: RawValueSource {
    func decodeRawValue() throws -> RawValue {
        try impl.ensureLive(path.path)
        return try impl.decodeRawValue(at: value, path: path)
    }
}

// MARK: - Members no lookup read: unknown keys and alias conflicts

extension DecoderImpl {
    /// Notes that a container of a key type with drift opened the object of `ref`, to be
    /// checked when the initializer that opened it returns: for unknown keys under its policy,
    /// and, when the caller keeps warnings, for aliases present beside their key.
    func noteDriftCheck(_ ref: FrameRef, _ drift: KeyTypeDrift, keyType: ObjectIdentifier) {
        guard drift.policy == .reject || collectsWarnings else { return }
        state.pointee.driftObjects.append(DriftObject(ref: ref, drift: drift, keyType: keyType))
    }

    /// Checks the objects noted since `mark` (`driftObjects`) and forgets them. A member no
    /// lookup read is, when one of its object's key types names it as the alias of a key that
    /// was read, an `alias_conflict`; when none of them names it, an unknown key: a warning
    /// under `.warn`, thrown under `.reject`.
    @inline(never)
    func reportUnreadMembers(since mark: Int) throws {
        // Read in place, not copied: one check per record must not cost allocations.
        let end = state.pointee.driftObjects.count
        defer { state.pointee.driftObjects.removeSubrange(mark...) }
        for position in mark..<end {
            let object = state.pointee.driftObjects[position]
            let start = object.ref.start
            // Each object once, at the first note of it.
            let noted = state.pointee.driftObjects[mark..<position]
            if noted.contains(where: { $0.ref.start == start }) { continue }
            let all = state.pointee.driftObjects[mark..<end]
            if all.allSatisfy({ $0.ref.start == start }) {
                // The common case: the notes since `mark` are all about this one object.
                try reportUnreadMembers(in: object.ref, readers: all)
            } else {
                try reportUnreadMembers(in: object.ref, readers: all.lazy.filter { $0.ref.start == start })
            }
        }
    }

    /// Reports the members of the object of `ref` that no lookup read: aliases beside their
    /// key, and those none of `readers` names.
    private func reportUnreadMembers<Readers: Collection<DriftObject>>(
        in ref: FrameRef, readers: Readers
    ) throws {
        let index: Int
        do throws(ValueFailure) {
            index = try frameIndex(ref)
            _ = try finishObject(index)
        } catch {
            throw fail(error, path: ref.path.path)
        }
        // Most objects: every member was read by a lookup (`member(_:_:)`).
        if frames[index].members.allRead { return }
        // With extras taken, every member is named or kept.
        let checksUnknown = !readers.contains { $0.drift == nil }
            && readers.contains { $0.drift?.policy != .ignore }
        let checksAliases = collectsWarnings && readers.contains { $0.drift?.hasAliases == true }
        guard checksUnknown || checksAliases else { return }
        let rejects = readers.contains { $0.drift?.policy == .reject }
        var candidates: [String]?
        for position in 0..<frames[index].members.count {
            // A member a lookup found is named (`member(_:_:)`).
            if isRead(position, in: index) { continue }
            let named = frames[index].members.withMatchedKey(position) { bytes in
                readers.contains { $0.drift?.names(bytes: bytes) == true }
            }
            if named {
                if checksAliases {
                    reportAliasConflict(at: position, in: index, of: ref, readers: readers)
                }
                continue
            }
            guard checksUnknown else { continue }
            let matched = frames[index].members.matchedKeyText(position)
            if candidates == nil {
                var names: [String] = []
                for reader in readers {
                    if let keyType = reader.keyType { names += state.pointee.keyCache.names(of: keyType) }
                }
                candidates = names
            }
            let suggestion = DidYouMean.suggestion(for: matched, among: candidates ?? [])
            if rejects {
                var path = ref.path.path
                path.append(StringKey(matched))
                throw fail(ValueFailure(.unknownKey(matched, suggestion: suggestion)), path: path)
            }
            let entry = frames[index].members[position]
            let key = JSONScanner.makeString(entry.key)
            recordWarning(
                .unknownKey(key: key, suggestion: suggestion), path: ref.path.path,
                below: JSONPath([.key(key)]), offset: offset(of: entry.value))
        }
    }

    /// True when a lookup found the member at `position` of frame `index`, through that
    /// frame or through another container's over the same object (a key type of its own
    /// opens a frame of its own).
    func isRead(_ position: Int, in index: Int) -> Bool {
        if frames[index].members[position].isRead { return true }
        let start = frames[index].start
        let value = frames[index].members[position].value
        for other in 0..<frameTop where other != index && frames[other].start == start {
            for entry in 0..<frames[other].members.count
            where frames[other].members[entry].value == value {
                if frames[other].members[entry].isRead { return true }
                break
            }
        }
        return false
    }

    /// Reports the unread member at `position` of the complete object of frame `index` (of
    /// `ref`) as an `alias_conflict` when one of `readers`' key types spells its key so and a
    /// lookup read that key in the object (through any container over it).
    private func reportAliasConflict<Readers: Collection<DriftObject>>(
        at position: Int, in index: Int, of ref: FrameRef, readers: Readers
    ) {
        let alias = frames[index].members.matchedKeyText(position)
        for reader in readers {
            guard let drift = reader.drift, let owner = drift.key(ofAlias: alias) else { continue }
            var name = owner.stringValue
            // The object is complete: the lookup only searches its members.
            let entry = name.withUTF8 { try? findEntry(index, MemberKey($0)) }
            guard let entry, isRead(entry, in: index) else { continue }
            var path = ref.path.path
            path.append(owner)
            recordWarning(
                .aliasConflict(key: name, alias: alias), path: path,
                offset: offset(of: frames[index].members[position].value))
            return
        }
    }
}

// Objects: opening a keyed container, finding a member by key bytes, scanning ahead.
//
// Invariants: a frame's `frontier` is always at a member boundary (just after `{` or `,`), or
// at the value of the one pending member (the last entry, `valueEnd == nil`). Entries are in
// document order, and a lookup returns the first entry whose key matches, so with duplicate
// keys the first occurrence wins, as in Foundation.
//
// Never: compare a key as a `String`, or skip a value that is about to be decoded.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// A member found by a lookup.
struct Member {
    var frame: Int
    var entry: Int
    var start: BytePointer
    /// True when the member is at the frontier and its end is not known yet.
    var isPending: Bool
}

// MARK: - Frames

extension DecoderImpl {
    /// Claims the next frame slot for a container starting at `start`.
    func pushFrame(isObject: Bool, start: BytePointer, depth: Int, path: PathRef) -> FrameRef {
        generationCounter &+= 1
        let generation = generationCounter
        if frameTop == frames.count { frames.append(Frame(start: start)) }
        let index = frameTop
        frameTop = index + 1
        do {
            // In bounds: `index < frames.count` was ensured above.
            let frame = frames.base + index
            frame.pointee.generation = generation
            frame.pointee.isObject = isObject
            frame.pointee.start = start
            frame.pointee.depth = depth
            frame.pointee.frontier = start + 1
            frame.pointee.state = .open
            frame.pointee.end = start
            frame.pointee.index = 0
            frame.pointee.members.truncate(to: 0)
            frame.pointee.window = frame.pointee.members.openWindow(forFind: true)
            frame.pointee.path = path
        }
        return FrameRef(
            index: index, generation: generation, start: start, depth: depth, path: path)
    }

    /// The slot of a container, re-created if the container outlived its slot.
    @inline(__always)
    func frameIndex(_ ref: FrameRef) throws(ValueFailure) -> Int {
        if _fastPath(
            ref.index < frames.count && frames[ref.index].generation == ref.generation)
        {
            return ref.index
        }
        return try reopenFrame(ref)
    }

    @inline(never)
    func reopenFrame(_ ref: FrameRef) throws(ValueFailure) -> Int {
        let isObject = ref.start.pointee == .openBrace
        let fresh = pushFrame(
            isObject: isObject, start: ref.start, depth: ref.depth, path: ref.path)
        if !isObject { try openArrayContents(fresh.index) }
        return fresh.index
    }

    /// Opens the object at `pointer` (whose value sits at `depth`) as a keyed container.
    func openObject(
        at pointer: BytePointer, depth: Int, path: PathRef
    ) throws(ValueFailure) -> FrameRef {
        let byte = pointer.pointee
        guard byte == .openBrace else {
            if byte == .lowercaseN, readNull(at: pointer) != nil {
                throw ValueFailure(.nullContainer(keyed: true))
            }
            throw mismatch([String: Any].self, at: pointer, depth: depth)
        }
        try checkDepth(depth + 1, at: pointer)
        return pushFrame(isObject: true, start: pointer, depth: depth + 1, path: path)
    }

    /// Checks a container `depth` levels deep against `Limits.maxDepth` and, past
    /// `StackGuard.uncheckedDepth` levels, against the stack: a `Decodable` model that is a
    /// tree recurses once per level.
    @inline(__always)
    func checkDepth(_ depth: Int, at pointer: BytePointer) throws(ValueFailure) {
        if _slowPath(depth > min(options.limits.maxDepth, StackGuard.uncheckedDepth)) {
            try checkDeepContainer(depth, at: pointer)
        }
    }

    @inline(never)
    func checkDeepContainer(_ depth: Int, at pointer: BytePointer) throws(ValueFailure) {
        if depth > options.limits.maxDepth {
            throw invalid(
                ScanError(
                    .depthLimitExceeded, offset: offset(of: pointer), byte: pointer.pointee,
                    expected: String(options.limits.maxDepth)))
        }
        if StackGuard.isExhausted(atDepth: depth) {
            throw invalid(
                ScanError(
                    .stackExhausted, offset: offset(of: pointer), byte: pointer.pointee,
                    expected: String(depth)))
        }
    }
}

// MARK: - Lookup

extension DecoderImpl {
    /// Finds the member named `key` in the object of `ref`, or `nil` when it has none. A key
    /// of an enum without payloads (as `CodingKeys` are) is read from the key cache.
    func findMember<Key: CodingKey>(_ ref: FrameRef, _ key: Key) throws(ValueFailure) -> Member? {
        guard KeyCache.isCacheable(Key.self) else {
            return try findMember(ref, named: key.stringValue)
        }
        let type = ObjectIdentifier(Key.self)
        let tag = KeyCache.tag(of: key)
        let bytes = state.pointee.keyCache.lookup(type, tag) ?? cacheKey(key, type, tag)
        let index = try frameIndex(ref)
        guard let entry = try findEntry(index, bytes) else { return nil }
        return member(index, entry)
    }

    /// Reads a key's `stringValue` into the key cache, on its first lookup in the decode.
    @inline(never)
    func cacheKey<Key: CodingKey>(_ key: Key, _ type: ObjectIdentifier, _ tag: UInt8) -> MemberKey {
        var name = key.stringValue
        return name.withUTF8 { state.pointee.keyCache.insert(type, tag, $0) }
    }

    /// Finds the member whose key, as matched, is `name`.
    @inline(__always)
    func findMember(_ ref: FrameRef, named name: String) throws(ValueFailure) -> Member? {
        let index = try frameIndex(ref)
        // The closures return a plain `Int` (an entry, -1 absent, -2 failed, the failure kept
        // in the state) so nothing generic or non-trivial crosses them.
        let entry: Int
        if let found = name.utf8.withContiguousStorageIfAvailable({
            findEntryOrReport(index, MemberKey($0))
        }) {
            entry = found
        } else {
            var copy = name
            entry = copy.withUTF8 { findEntryOrReport(index, MemberKey($0)) }
        }
        if _slowPath(entry == -2) { throw state.pointee.lookupFailure! }
        guard entry >= 0 else { return nil }
        return member(index, entry)
    }

    /// The member at `entry` of the object of frame `index`, marked read: a member some
    /// lookup found is named by the model, so the unknown-key check and `Extras` pass it by.
    @inline(__always)
    func member(_ index: Int, _ entry: Int) -> Member {
        let found = frames[index].members[entry]
        if !found.isRead { frames[index].members[entry].isRead = true }
        return Member(
            frame: index, entry: entry, start: found.value, isPending: found.valueEnd == nil)
    }

    /// `findEntry`, with a failure stored in the state and reported as -2 (absent: -1).
    func findEntryOrReport(_ index: Int, _ key: MemberKey) -> Int {
        do throws(ValueFailure) {
            return try findEntry(index, key) ?? -1
        } catch {
            state.pointee.lookupFailure = error
            return -2
        }
    }

    /// The first entry whose key matches `key`, scanning ahead as needed.
    func findEntry(_ index: Int, _ key: MemberKey) throws(ValueFailure) -> Int? {
        let state = frames[index].state
        if state != .complete && state != .pending && frames[index].window.isDistinct
            && frames[index].window.hint == frames[index].window.end - 1
        {
            // Keys read in document order: every member indexed so far has been read, so the
            // key is most likely the next member. Index it and compare it first (O(1)), instead
            // of searching every member indexed so far. While the keys are distinct, a match
            // at the frontier is the only one.
            if let entry = try scanMemberHead(index),
                frames[index].members.matches(entry, key), frames[index].window.isDistinct
            {
                frames[index].window.hint = entry
                return entry
            }
        }
        return try findEntrySlow(index, key)
    }

    /// `findEntry` when the key is not the next member: searches the members indexed so far,
    /// then scans ahead.
    @inline(never)
    func findEntrySlow(_ index: Int, _ key: MemberKey) throws(ValueFailure) -> Int? {
        if let found = frames[index].findMember(key) { return found }
        // Scan ahead, skipping the values of other members.
        if frames[index].state == .pending { try skipPendingMember(index) }
        while frames[index].state != .complete {
            guard let entry = try scanMemberHead(index) else { return nil }
            if frames[index].members.matches(entry, key) {
                frames[index].window.hint = entry
                return entry
            }
            try skipPendingMember(index)
        }
        return nil
    }
}

// MARK: - Scanning members

extension DecoderImpl {
    /// Indexes the head (key and colon) of the member at the frontier and returns its entry,
    /// or `nil` when the object closes there.
    func scanMemberHead(_ index: Int) throws(ValueFailure) -> Int? {
        var p = frames[index].frontier
        let afterComma = frames[index].state == .afterComma
        guard
            try grammar({ () throws(ScanError) in
                try scanner.itemStart(
                    &p, inObject: true, afterComma: afterComma, Dialect.self, .decoding)
            })
        else {
            scanner.cursor = p
            frames[index].state = .complete
            frames[index].end = p
            return nil
        }
        let token: StringToken
        (token, p) = try scanMemberKey(at: p)
        let entry =
            _fastPath(keyMatching.isExact)
            ? frames[index].appendMember(token, value: p, readableTo: scanner.end)
            : appendConverted(token, value: p, frame: index)
        frames[index].frontier = p
        frames[index].state = .pending
        return entry
    }

    /// The key whose opening quote is at `pointer`, and the first byte of its member's value.
    @inline(__always)
    func scanMemberKey(
        at pointer: BytePointer
    ) throws(ValueFailure) -> (key: StringToken, value: BytePointer) {
        scanner.cursor = pointer
        var p = pointer
        let key = try grammar { () throws(ScanError) in
            let key = try scanner.scanString()
            p = scanner.cursor
            try scanner.memberValue(&p, Dialect.self)
            return key
        }
        scanner.cursor = p
        return (key, p)
    }

    /// Enters a member whose key is matched as the key strategy converts it (the key-transform
    /// hook of the member table).
    @inline(never)
    func appendConverted(_ token: StringToken, value: BytePointer, frame: Int) -> Int {
        switch keyMatching {
        case .exact:
            break
        case .convertFromSnakeCase:
            if token.hasEscapes || token.rawBytes.contains(UInt8(ascii: "_")) {
                return frames[frame].appendMember(token, value: value) { bytes in
                    if !token.hasEscapes,
                        SnakeCaseConversion.convertASCII(token.rawBytes, into: &bytes)
                    {
                        return
                    }
                    let raw = JSONScanner.makeString(token)
                    bytes.append(contentsOf: snakeCaseCache.convert(raw).utf8)
                }
            }
        case .custom(let converter):
            var path = frames[frame].path.path
            path.append(StringKey(JSONScanner.makeString(token)))
            let converted = converter(path).stringValue
            return frames[frame].appendMember(token, value: value) { bytes in
                bytes.append(contentsOf: converted.utf8)
            }
        }
        return frames[frame].appendMember(token, value: value, readableTo: scanner.end)
    }

    /// Skips the value of the pending member and moves the frontier past it. Inlined into
    /// the scan-ahead loop of `findEntrySlow`, which runs it once per member passed.
    @inline(__always)
    func skipPendingMember(_ index: Int) throws(ValueFailure) {
        let entry = frames[index].members.count - 1
        let end = try skip(at: frames[index].members[entry].value, depth: frames[index].depth)
        try finishMember(index, entry: entry, end: end)
    }

    /// Records where a pending member's value ends and reads the `,` or `}` after it.
    func finishMember(_ index: Int, entry: Int, end: BytePointer) throws(ValueFailure) {
        guard frames[index].state == .pending, entry == frames[index].members.count - 1,
            frames[index].members[entry].valueEnd == nil
        else { return }
        frames[index].members[entry].valueEnd = end
        var p = end
        let hasNext = try grammar { () throws(ScanError) in
            try scanner.itemSeparator(&p, inObject: true, Dialect.self, .decoding)
        }
        scanner.cursor = p
        if hasNext {
            frames[index].frontier = p
            frames[index].state = .afterComma
        } else {
            frames[index].state = .complete
            frames[index].end = p
        }
    }

    /// Completes a member after its value was read in place.
    @inline(__always)
    func complete(_ member: Member) throws(ValueFailure) {
        if member.isPending { try finishMember(member.frame, entry: member.entry, end: lastEnd) }
    }

    /// Makes sure the end of a member's value is known, skipping it if it is pending.
    func settle(_ member: Member) throws(ValueFailure) {
        if member.isPending, frames[member.frame].members[member.entry].valueEnd == nil {
            let end = try skip(at: member.start, depth: frames[member.frame].depth)
            try finishMember(member.frame, entry: member.entry, end: end)
        }
    }

    /// Every key of the object, as matched, in document order, without duplicates.
    func allKeys<Key: CodingKey>(_ ref: FrameRef, as type: Key.Type) throws(ValueFailure) -> [Key] {
        let index = try frameIndex(ref)
        _ = try finishObject(index)
        frames[index].markDuplicates()
        var keys: [Key] = []
        keys.reserveCapacity(frames[index].members.count)
        for position in 0..<frames[index].members.count
        where !frames[index].members[position].isShadowed {
            if let key = Key(stringValue: frames[index].members.matchedKeyText(position)) {
                keys.append(key)
            }
        }
        return keys
    }

    /// Finds the end of the object of frame `index`, skipping members not read yet.
    func finishObject(_ index: Int) throws(ValueFailure) -> BytePointer {
        if frames[index].state == .pending { try skipPendingMember(index) }
        while frames[index].state != .complete {
            guard try scanMemberHead(index) != nil else { break }
            try skipPendingMember(index)
        }
        return frames[index].end
    }
}

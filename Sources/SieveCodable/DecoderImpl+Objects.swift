// Objects: opening a keyed container, finding a member by key bytes, scanning ahead.
//
// Invariants: a frame's `frontier` is always at a member boundary (just after `{` or `,`), or
// at the value of the one pending member (the last entry, `valueEnd == nil`). Entries are in
// document order, and a lookup returns the first entry whose key matches, so with duplicate
// keys the first occurrence wins, as in Foundation.
//
// Never: compare a key as a `String`, or skip a value that is about to be decoded.

import Foundation
import SieveScanner

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
            if !frame.pointee.entries.isEmpty {
                frame.pointee.entries.removeAll(keepingCapacity: true)
            }
            if !frame.pointee.matchedKeys.isEmpty {
                frame.pointee.matchedKeys.removeAll(keepingCapacity: true)
            }
            frame.pointee.duplicatesMarked = false
            frame.pointee.lastHit = -1
            frame.pointee.bloom = 0
            frame.pointee.distinct = true
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
                throw ValueFailure(.nullContainer(keyed: true), offset: offset(of: pointer))
            }
            throw mismatch([String: Any].self, at: pointer, depth: depth)
        }
        try checkDepth(depth + 1, at: pointer)
        return pushFrame(isObject: true, start: pointer, depth: depth + 1, path: path)
    }

    @inline(__always)
    func checkDepth(_ depth: Int, at pointer: BytePointer) throws(ValueFailure) {
        if _slowPath(depth > options.limits.maxDepth) {
            throw invalid(
                ScanError(
                    .depthLimitExceeded, offset: offset(of: pointer), byte: pointer.pointee,
                    expected: String(options.limits.maxDepth)))
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
        let entry = try findEntry(index, bytes)
        guard entry >= 0 else { return nil }
        let member = frames[index].entries[entry]
        return Member(
            frame: index, entry: entry, start: member.valueStart,
            isPending: member.valueEnd == nil)
    }

    /// Reads a key's `stringValue` into the key cache, on its first lookup in the decode.
    @inline(never)
    func cacheKey<Key: CodingKey>(_ key: Key, _ type: ObjectIdentifier, _ tag: UInt8) -> KeyBytes {
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
            findEntryOrReport(index, KeyBytes($0))
        }) {
            entry = found
        } else {
            var copy = name
            entry = copy.withUTF8 { findEntryOrReport(index, KeyBytes($0)) }
        }
        if _slowPath(entry == -2) { throw state.pointee.lookupFailure! }
        guard entry >= 0 else { return nil }
        let member = frames[index].entries[entry]
        return Member(
            frame: index, entry: entry, start: member.valueStart,
            isPending: member.valueEnd == nil)
    }

    /// `findEntry`, with a failure stored in the state and reported as -2.
    func findEntryOrReport(_ index: Int, _ key: KeyBytes) -> Int {
        do throws(ValueFailure) {
            return try findEntry(index, key)
        } catch {
            state.pointee.lookupFailure = error
            return -2
        }
    }

    /// The first entry whose key matches `key`, scanning ahead as needed; -1 when absent.
    func findEntry(_ index: Int, _ key: KeyBytes) throws(ValueFailure) -> Int {
        let state = frames[index].state
        if state == .complete {
            let bit = Self.bloomBit(
                count: key.count, prefix: key.prefix, suffix: Self.suffix(key.base, key.count))
            if frames[index].bloom & bit == 0 { return -1 }
        } else if state != .pending && frames[index].distinct
            && frames[index].lastHit == frames[index].entries.count - 1
        {
            // Keys read in document order: every member indexed so far has been read, so the
            // key is most likely the next member. Index it and compare it first (O(1)), instead
            // of comparing every member indexed so far. While the keys are distinct, a match
            // at the frontier is the only one.
            if let entry = try scanMemberHead(index),
                matches(frames[index].entries[entry], key, index), frames[index].distinct
            {
                frames[index].lastHit = entry
                return entry
            }
        }
        return try findEntrySlow(index, key)
    }

    /// `findEntry` when the key is not the next member: searches the members indexed so far,
    /// then scans ahead.
    @inline(never)
    func findEntrySlow(_ index: Int, _ key: KeyBytes) throws(ValueFailure) -> Int {
        // Members indexed so far: the first match wins.
        let count = frames[index].entries.count
        if count > 0 {
            let startsAtHint = frames[index].distinct || frames[index].duplicatesMarked
            let found = frames[index].entries.withUnsafeBufferPointer { entries -> Int in
                var position = 0
                if startsAtHint {
                    // No earlier duplicate can hide behind the hint: start after the last hit,
                    // where the next key usually is when keys are read in document order.
                    // (The wrap-around compares the last hit itself last, which is why a
                    // `contains` then `decode` of one key checks it first.)
                    let lastHit = frames[index].lastHit
                    if lastHit >= 0 && !entries[lastHit].isShadowed
                        && matches(entries[lastHit], key, index)
                    {
                        return lastHit
                    }
                    position = lastHit + 1
                    var scanned = 0
                    while scanned < count {
                        if position == count { position = 0 }
                        let entry = entries[position]
                        if !entry.isShadowed && matches(entry, key, index) { return position }
                        position += 1
                        scanned += 1
                    }
                    return -1
                }
                while position < count {
                    if matches(entries[position], key, index) { return position }
                    position += 1
                }
                return -1
            }
            if found >= 0 {
                frames[index].lastHit = found
                return found
            }
        }
        // Scan ahead, skipping the values of other members.
        if frames[index].state == .pending { try skipPendingMember(index) }
        while frames[index].state != .complete {
            guard let entry = try scanMemberHead(index) else { return -1 }
            if matches(frames[index].entries[entry], key, index) {
                frames[index].lastHit = entry
                return entry
            }
            try skipPendingMember(index)
        }
        return -1
    }

    /// True when `entry`'s key, as matched, equals `key`.
    @inline(__always)
    func matches(_ entry: MemberEntry, _ key: KeyBytes, _ frame: Int) -> Bool {
        guard entry.keyCount == key.count, entry.prefix == key.prefix else { return false }
        if key.count <= 8 { return true }
        if entry.matchedOffset < 0 {
            return memcmp(entry.keyStart + 8, key.base + 8, key.count - 8) == 0
        }
        return frames[frame].matchedKeys.withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + entry.matchedOffset + 8, key.base + 8, key.count - 8)
                == 0
        }
    }
}

// MARK: - Scanning members

extension DecoderImpl {
    /// Indexes the head (key and colon) of the member at the frontier and returns its entry,
    /// or `nil` when the object closes there.
    func scanMemberHead(_ index: Int, convertKey: Bool = true) throws(ValueFailure) -> Int? {
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
        var entry = MemberEntry(
            keyStart: token.start, rawKeyCount: token.rawCount, rawKeyHasEscapes: token.hasEscapes,
            keyCount: token.rawCount, prefix: 0, matchedOffset: -1,
            valueStart: p, valueEnd: nil, isShadowed: false)
        if _fastPath(keyMatching.isExact && !token.hasEscapes) || !convertKey {
            entry.prefix = rawPrefix(token)
        } else {
            indexMatchedKey(&entry, token, frame: index)
        }
        noteKey(entry, frame: index)
        frames[index].entries.append(entry)
        frames[index].frontier = p
        frames[index].state = .pending
        return frames[index].entries.count - 1
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

    /// The Bloom-filter bit of a key.
    @inline(__always)
    static func bloomBit(count: Int, prefix: UInt64, suffix: UInt64) -> UInt64 {
        let mixed = prefix ^ (suffix &* 0xFF51_AFD7_ED55_8CCD) ^ UInt64(truncatingIfNeeded: count)
        return 1 << ((mixed &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The last eight bytes of a key longer than eight bytes, else zero: they tell apart keys
    /// of one length that share their first eight bytes (`profile_link_color`,
    /// `profile_text_color`), which would otherwise share a filter bit.
    @inline(__always)
    static func suffix(_ base: BytePointer, _ count: Int) -> UInt64 {
        guard count > 8 else { return 0 }
        // In bounds: the key has more than eight bytes.
        return UInt64(
            littleEndian: UnsafeRawPointer(base + (count - 8)).loadUnaligned(as: UInt64.self))
    }

    /// The `suffix` of an entry's key as matched.
    @inline(__always)
    func suffix(of entry: MemberEntry, frame index: Int) -> UInt64 {
        guard entry.keyCount > 8 else { return 0 }
        if entry.matchedOffset < 0 { return Self.suffix(entry.keyStart, entry.keyCount) }
        return frames[index].matchedKeys.withUnsafeBufferPointer {
            Self.suffix($0.baseAddress! + entry.matchedOffset, entry.keyCount)
        }
    }

    /// Adds a new entry's key to the frame's filter, and notes when it may repeat a key.
    @inline(__always)
    func noteKey(_ entry: MemberEntry, frame index: Int) {
        let bit = Self.bloomBit(
            count: entry.keyCount, prefix: entry.prefix,
            suffix: suffix(of: entry, frame: index))
        if frames[index].bloom & bit != 0 && frames[index].distinct {
            frames[index].distinct = !repeatsKey(entry, frame: index)
        }
        frames[index].bloom |= bit
    }

    /// True when an entry indexed earlier has the same key as `entry` (or when the object is
    /// too wide to check cheaply, or its keys are converted).
    @inline(never)
    func repeatsKey(_ entry: MemberEntry, frame index: Int) -> Bool {
        let count = frames[index].entries.count
        guard count < 64, entry.matchedOffset < 0 else { return true }
        let key = KeyBytes(base: entry.keyStart, count: entry.keyCount, prefix: entry.prefix)
        return frames[index].entries.withUnsafeBufferPointer { entries in
            for position in 0..<count where matches(entries[position], key, index) {
                return true
            }
            return false
        }
    }

    /// The first eight bytes of a raw key, zero-padded.
    @inline(__always)
    func rawPrefix(_ token: StringToken) -> UInt64 {
        let count = token.rawCount
        if count >= 8 || scanner.end - token.start >= 8 {
            let word = UInt64(
                littleEndian: UnsafeRawPointer(token.start).loadUnaligned(as: UInt64.self))
            return count >= 8 ? word : word & ((1 << (UInt64(count) << 3)) &- 1)
        }
        return KeyBytes.prefix(token.start, count)
    }

    /// Stores the key as it is matched when that differs from its raw bytes: unescaped, or
    /// converted by the key strategy.
    @inline(never)
    func indexMatchedKey(_ entry: inout MemberEntry, _ token: StringToken, frame: Int) {
        let offset = frames[frame].matchedKeys.count
        switch keyMatching {
        case .exact:
            frames[frame].matchedKeys.append(
                contentsOf: JSONScanner.decodeEscapedString(token).utf8)
        case .convertFromSnakeCase:
            if !token.hasEscapes
                && memchr(token.start, Int32(UInt8(ascii: "_")), token.rawCount) == nil
            {
                entry.prefix = rawPrefix(token)
                return
            }
            if !token.hasEscapes,
                SnakeCaseConversion.convertASCII(
                    token.rawBytes, into: &frames[frame].matchedKeys)
            {
                break
            }
            let raw = JSONScanner.makeString(token)
            frames[frame].matchedKeys.append(
                contentsOf: snakeCaseCache.convert(raw).utf8)
        case .custom(let converter):
            let raw = JSONScanner.makeString(token)
            var path = frames[frame].path.path
            path.append(StringKey(raw))
            frames[frame].matchedKeys.append(contentsOf: converter(path).stringValue.utf8)
        }
        let count = frames[frame].matchedKeys.count - offset
        entry.matchedOffset = offset
        entry.keyCount = count
        entry.prefix = frames[frame].matchedKeys.withUnsafeBufferPointer {
            KeyBytes.prefix($0.baseAddress! + offset, count)
        }
    }

    /// Skips the value of the pending member and moves the frontier past it. Inlined into
    /// the scan-ahead loop of `findEntrySlow`, which runs it once per member passed.
    @inline(__always)
    func skipPendingMember(_ index: Int) throws(ValueFailure) {
        let entry = frames[index].entries.count - 1
        let end = try skip(at: frames[index].entries[entry].valueStart, depth: frames[index].depth)
        try finishMember(index, entry: entry, end: end)
    }

    /// Records where a pending member's value ends and reads the `,` or `}` after it.
    func finishMember(_ index: Int, entry: Int, end: BytePointer) throws(ValueFailure) {
        guard frames[index].state == .pending, entry == frames[index].entries.count - 1,
            frames[index].entries[entry].valueEnd == nil
        else { return }
        frames[index].entries[entry].valueEnd = end
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
        if member.isPending,
            frames[member.frame].entries[member.entry].valueEnd == nil
        {
            let end = try skip(at: member.start, depth: frames[member.frame].depth)
            try finishMember(member.frame, entry: member.entry, end: end)
        }
    }

    /// Indexes every member of the object and marks later duplicates.
    func indexAllMembers(_ index: Int) throws(ValueFailure) {
        if frames[index].state == .pending { try skipPendingMember(index) }
        while frames[index].state != .complete {
            guard try scanMemberHead(index) != nil else { break }
            try skipPendingMember(index)
        }
        if !frames[index].duplicatesMarked {
            markDuplicates(index)
        }
    }

    /// Marks every entry whose key already appeared earlier in the object.
    func markDuplicates(_ index: Int) {
        var seen = Set<[UInt8]>()
        let count = frames[index].entries.count
        for position in 0..<count {
            let key = matchedKeyBytes(index, position)
            if !seen.insert(key).inserted { frames[index].entries[position].isShadowed = true }
        }
        frames[index].duplicatesMarked = true
    }

    /// The key of an entry as matched, as bytes.
    func matchedKeyBytes(_ index: Int, _ position: Int) -> [UInt8] {
        let entry = frames[index].entries[position]
        if entry.matchedOffset >= 0 {
            return Array(
                frames[index].matchedKeys[
                    entry.matchedOffset..<(entry.matchedOffset + entry.keyCount)])
        }
        return Array(UnsafeBufferPointer(start: entry.keyStart, count: entry.keyCount))
    }

    /// Every key of the object, as matched, in document order, without duplicates.
    func allKeys(_ ref: FrameRef) throws(ValueFailure) -> [String] {
        let index = try frameIndex(ref)
        try indexAllMembers(index)
        var keys: [String] = []
        keys.reserveCapacity(frames[index].entries.count)
        for position in 0..<frames[index].entries.count
        where !frames[index].entries[position].isShadowed {
            keys.append(String(decoding: matchedKeyBytes(index, position), as: UTF8.self))
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

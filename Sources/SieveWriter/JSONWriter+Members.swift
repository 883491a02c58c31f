// The members of an open object as the writer records them (when keys are sorted or checked
// for duplicates): their keys' hashes, finding a key written twice, and putting the members
// in their keys' UTF-8 order when the object closes, as `JSONEncoder`'s `.sortedKeys` does.
//
// A member is moved as a whole (its key, its value and everything nested in it, already in
// order), so sorting an object costs one copy of its text.

import SieveScanner

extension JSONWriter {
    /// FNV-1a of the bytes in `start..<end` of the buffer, and whether they are all ASCII.
    @inlinable
    func keyHash(from start: Int, to end: Int) -> (hash: UInt32, isASCII: Bool) {
        var hash: UInt32 = 2_166_136_261
        var high: UInt8 = 0
        var offset = start
        while offset < end {
            let byte = base[offset]
            high |= byte
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            offset &+= 1
        }
        return (hash, high < 0x80)
    }

    /// True when a member of the innermost object, from `membersBase` on, has the key written
    /// at `start..<keyEnd`.
    @usableFromInline @inline(never)
    func hasMember(hash: UInt32, start: Int, keyEnd: Int, from membersBase: Int) -> Bool {
        let length = keyEnd &- start
        for member in members[membersBase...]
        where member.hash == hash && member.keyEnd &- member.start == length {
            if memcmpEqual(base + member.start, base + start, length) { return true }
        }
        return false
    }

    /// True when a member of the innermost object other than the last written has a key equal
    /// to `key` as Swift strings are equal (canonical equivalence).
    package func innermostObjectHasKey(equalTo key: String) -> Bool {
        let membersBase = frames[frames.count - 1].membersBase
        for member in members[membersBase..<(members.count - 1)] {
            let bytes = JSONWriter.unescaped(
                UnsafeBufferPointer(start: base + member.start + 1, count: member.keyEnd - member.start - 2))
            if String(decoding: bytes, as: UTF8.self) == key { return true }
        }
        return false
    }

    /// The innermost object is closing: its members are dropped from the record, after being
    /// put in order when keys are sorted.
    @usableFromInline
    func finishMembers() {
        let membersBase = frames[frames.count &- 1].membersBase
        if members.count > membersBase {
            members[members.count &- 1].end = count
            if sorted, members.count &- membersBase > 1 { sortMembers(from: membersBase) }
        }
        members.removeSubrange(membersBase...)
    }

    /// Rewrites the members from `membersBase` on in their keys' order, the separators between
    /// them unchanged.
    @usableFromInline @inline(never)
    func sortMembers(from membersBase: Int) {
        let unsorted = Array(members[membersBase...])
        let order = unsorted.indices.sorted { left, right in
            let comparison = compareKeys(unsorted[left], unsorted[right])
            // Equal keys keep their order: the sort is stable.
            return comparison < 0 || (comparison == 0 && left < right)
        }
        if order == Array(unsorted.indices) { return }
        let regionStart = unsorted[0].start
        let regionEnd = unsorted[unsorted.count - 1].end
        // The separator between two members is the same bytes wherever it is.
        let separator = [UInt8](
            UnsafeBufferPointer(start: base + unsorted[0].end, count: unsorted[1].start - unsorted[0].end))
        var text: [UInt8] = []
        text.reserveCapacity(regionEnd - regionStart)
        for (position, index) in order.enumerated() {
            if position > 0 { text.append(contentsOf: separator) }
            let member = unsorted[index]
            text.append(contentsOf: UnsafeBufferPointer(start: base + member.start, count: member.end - member.start))
        }
        text.withUnsafeBufferPointer { sortedText in
            (base + regionStart).update(from: sortedText.baseAddress!, count: sortedText.count)
        }
    }

    /// The order of two members' keys: their UTF-8 bytes compared lexicographically, escapes
    /// resolved.
    func compareKeys(_ left: Member, _ right: Member) -> Int {
        let leftKey = UnsafeBufferPointer(start: base + left.start + 1, count: left.keyEnd - left.start - 2)
        let rightKey = UnsafeBufferPointer(start: base + right.start + 1, count: right.keyEnd - right.start - 2)
        if leftKey.contains(.backslash) || rightKey.contains(.backslash) {
            return compare(JSONWriter.unescaped(leftKey), JSONWriter.unescaped(rightKey))
        }
        return compare(leftKey, rightKey)
    }

    private func compare<Left: Collection<UInt8>, Right: Collection<UInt8>>(
        _ left: Left, _ right: Right
    ) -> Int {
        var leftIterator = left.makeIterator()
        var rightIterator = right.makeIterator()
        while true {
            switch (leftIterator.next(), rightIterator.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let l?, let r?) where l != r: return l < r ? -1 : 1
            default: continue
            }
        }
    }

    /// The UTF-8 bytes of a key as this writer escaped it (the escapes `writeString` writes).
    static func unescaped(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == .backslash, index + 1 < text.count else {
                result.append(byte)
                index += 1
                continue
            }
            let escaped = text[index + 1]
            index += 2
            switch escaped {
            case .lowercaseB: result.append(.backspace)
            case .lowercaseF: result.append(.formFeed)
            case .lowercaseN: result.append(.newline)
            case .lowercaseR: result.append(.carriageReturn)
            case .lowercaseT: result.append(.tab)
            case .lowercaseU where index + 4 <= text.count:
                // Only control characters are written as `\u00XX`.
                let high = text[index + 2].hexDigitValue ?? 0
                let low = text[index + 3].hexDigitValue ?? 0
                result.append(high << 4 | low)
                index += 4
            default: result.append(escaped)
            }
        }
        return result
    }
}

/// True when `count` bytes at `left` and `right` are equal.
@usableFromInline
func memcmpEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if left[index] != right[index] { return false }
        index &+= 1
    }
    return true
}

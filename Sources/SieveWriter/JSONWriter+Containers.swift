// Arrays and objects: opening and closing them, and what comes before each element or member
// (a comma, and in the pretty form a newline and the indentation), laid out as `JSONEncoder`
// lays them out: `[`, then each element on its own line, then the closing bracket on a line of
// its own at the outer indentation; an empty container is `[` and `]` with an empty line
// between them (`"[\n\n]"`).

import SieveScanner

/// What `JSONWriter.writeKey(_:)` found about a key.
@usableFromInline
package enum KeyCheck {
    /// The object has no member with this key.
    case new
    /// The object has a member with this key's bytes.
    case duplicate
    /// The bytes cannot tell: the key or an earlier one is beyond ASCII, and two spellings of
    /// one Swift string (a precomposed and a decomposed `é`, `K` and the Kelvin sign) differ in
    /// their bytes. `innermostObjectHasKey(equalTo:)` tells.
    case undecided
}

extension JSONWriter {
    /// Opens an array: `[`.
    @inlinable
    package func beginArray() {
        begin(isObject: false, opening: .openBracket)
    }

    /// Opens an object: `{`.
    ///
    /// - Parameter findingDuplicateKeys: whether `writeKey(_:)` checks each key against the
    ///   object's earlier ones (`SieveEncoder` does, to keep the last as `JSONEncoder` does).
    @inlinable
    package func beginObject(findingDuplicateKeys: Bool = false) {
        begin(isObject: true, opening: .openBrace, findingDuplicateKeys: findingDuplicateKeys)
    }

    @inlinable
    func begin(isObject: Bool, opening: UInt8, findingDuplicateKeys: Bool = false) {
        if frames.count &+ 1 >= JSONWriter.maximumDepth { exceededMaximumDepth = true }
        reserve(2)
        base[count] = opening
        count &+= 1
        if pretty {
            base[count] = .newline
            count &+= 1
        }
        frames.append(
            Frame(
                isObject: isObject, membersBase: members.count,
                findsDuplicateKeys: findingDuplicateKeys, sorted: sorted))
    }

    /// Closes the innermost array: `]`.
    @inlinable
    package func endArray() {
        end(closing: .closeBracket)
    }

    /// Closes the innermost object: `}`, after ordering its members when keys are sorted.
    @inlinable
    package func endObject() {
        if frames[frames.count &- 1].recordsMembers { finishMembers() }
        end(closing: .closeBrace)
    }

    @inlinable
    func end(closing: UInt8) {
        frames.removeLast()
        if pretty {
            append(.newline)
            writeIndent()
        }
        append(closing)
    }

    /// Writes what comes before the next element of the innermost array (or before a
    /// top-level value: nothing).
    @inlinable
    package func elementSeparator() {
        guard !frames.isEmpty else { return }
        writeSeparator()
    }

    /// Writes the separator before the next member or element of the innermost container.
    @inlinable @inline(__always)
    func writeSeparator() {
        let index = frames.count &- 1
        let first = frames[index].count == 0
        frames[index].count &+= 1
        if !first { append(.comma) }
        if pretty {
            if !first { append(.newline) }
            writeIndent()
        }
    }

    /// Writes a key of the innermost object, and what comes between it and its value.
    ///
    /// - Returns: Whether the object already has a member with this key, as far as its bytes
    ///   tell. Checked only in an object opened to find duplicate keys, and when
    ///   `findingDuplicates`; otherwise `.new`.
    @inlinable
    @discardableResult
    package func writeKey(_ key: String, findingDuplicates: Bool = true) -> KeyCheck {
        let index = frames.count &- 1
        let recordsMembers = frames[index].recordsMembers
        if recordsMembers, frames[index].count > 0 {
            members[members.count &- 1].end = count
        }
        writeSeparator()
        let start = count
        writeString(key)
        var check = KeyCheck.new
        if recordsMembers {
            let (hash, isASCII) = keyHash(from: start &+ 1, to: count &- 1)
            if frames[index].findsDuplicateKeys, findingDuplicates {
                let bit = UInt64(1) &<< UInt64(hash & 63)
                if frames[index].keyBloom & bit != 0,
                    hasMember(hash: hash, start: start, keyEnd: count, from: frames[index].membersBase)
                {
                    check = .duplicate
                } else if !isASCII || frames[index].hasNonASCIIKey {
                    check = .undecided
                }
                if !isASCII { frames[index].hasNonASCIIKey = true }
                frames[index].keyBloom |= bit
            }
            members.append(Member(start: start, keyEnd: count, hash: hash))
        }
        if pretty {
            append(" : ")
        } else {
            append(.colon)
        }
        return check
    }
}

extension JSONWriter {
    /// The elements or members written so far in the container open at `depth` (0 is the
    /// outermost).
    package func elementCount(atDepth depth: Int) -> Int {
        frames[depth].count
    }
}

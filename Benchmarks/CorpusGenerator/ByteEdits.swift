// ByteEdits.swift — byte-level search and splice helpers used to corrupt valid documents
// into the negative (n_*) files at precisely known offsets.

enum ByteEdits {
    /// Offset of the first occurrence of `pattern` at or after `start`.
    static func find(_ pattern: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
        let needle = Array(pattern.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var i = max(0, start)
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle {
                return i
            }
            i += 1
        }
        return nil
    }

    /// Offset of the last occurrence of `pattern` that starts before `end`.
    static func findLast(_ pattern: String, in bytes: [UInt8], before end: Int? = nil) -> Int? {
        let needle = Array(pattern.utf8)
        guard !needle.isEmpty else { return nil }
        var i = min((end ?? Int.max) - 1, bytes.count - needle.count)
        while i >= 0 {
            if bytes[i] == needle[0] && Array(bytes[i..<(i + needle.count)]) == needle {
                return i
            }
            i -= 1
        }
        return nil
    }

    /// Like `find`, but traps if absent: the generator's own output must contain it.
    static func require(_ pattern: String, in bytes: [UInt8], from start: Int = 0) -> Int {
        guard let offset = find(pattern, in: bytes, from: start) else {
            preconditionFailure("pattern \(pattern) not found")
        }
        return offset
    }

    /// Replaces the scalar token (number/literal) that follows `"key":` with `replacement`.
    /// Returns the offset where the replacement starts.
    static func replaceValue(
        ofKey key: String, with replacement: String, in bytes: inout [UInt8]
    ) -> Int {
        let start = require("\"\(key)\":", in: bytes) + key.utf8.count + 3
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "}") {
            end += 1
        }
        bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
        return start
    }

    /// Inserts `insertion` at `offset`.
    static func insert(_ insertion: [UInt8], at offset: Int, in bytes: inout [UInt8]) {
        bytes.insert(contentsOf: insertion, at: offset)
    }
}

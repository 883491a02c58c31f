// A position in the input: byte offset, and the line and column computed from it on demand.
//
// Decoding keeps only byte offsets. Lines and columns are counted here, when an error or a
// warning is reported, by one pass over the bytes before the offset; the happy path never pays.

/// A position in a JSON document.
///
/// `line` and `column` start at 1. The column counts Unicode scalars from the start of the line,
/// so a caret printed under it lines up in a terminal even after non-ASCII text.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The line, starting at 1. Lines end at `\n`.
    public var line: Int
    /// The column, starting at 1, in Unicode scalars.
    public var column: Int
    /// The byte offset from the start of the input, starting at 0.
    public var offset: Int

    /// Creates a location from its parts.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Finds the line and column of a byte offset.
    ///
    /// - Parameters:
    ///   - offset: A byte offset; clamped to the input.
    ///   - bytes: The whole input.
    /// - Complexity: O(*offset*).
    public init(offset: Int, in bytes: UnsafeRawBufferPointer) {
        let clamped = max(0, min(offset, bytes.count))
        let first = min(SourceLocation.byteOrderMarkLength(in: bytes), clamped)
        let (newlines, lineStart) = SourceLocation.countLines(in: bytes, from: first, to: clamped)
        let column = 1 + SourceLocation.countScalars(
            in: bytes, from: max(lineStart, first), to: clamped)
        self.init(line: newlines + 1, column: column, offset: offset)
    }

    /// The number of Unicode scalars that start in `bytes[from..<to]` (bytes that are not
    /// UTF-8 continuation bytes), eight bytes at a time.
    @usableFromInline
    package static func countScalars(
        in bytes: UnsafeRawBufferPointer, from: Int, to: Int
    ) -> Int {
        guard from < to, let base = bytes.baseAddress else { return 0 }
        var count = 0
        var index = from
        while to - index >= 8 {
            let word = (base + index).loadUnaligned(as: UInt64.self)
            // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
            count += 8 - continuation.nonzeroBitCount
            index += 8
        }
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// The number of line breaks in `bytes[from..<to]`, and the offset just after the last one
    /// (or `from`), eight bytes at a time: error reports on large documents stay cheap.
    @usableFromInline
    package static func countLines(
        in bytes: UnsafeRawBufferPointer, from: Int, to: Int
    ) -> (count: Int, lastLineStart: Int) {
        guard from < to, let base = bytes.baseAddress else { return (0, from) }
        var count = 0
        var lastLineStart = from
        var index = from
        while to - index >= 8 {
            let word = (base + index).loadUnaligned(as: UInt64.self)
            // Exact per-byte test for 0x0A: a byte is zero after the XOR exactly when its
            // high bit stays clear below.
            let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let nonZero = ((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x
            let zeros = ~nonZero & 0x8080_8080_8080_8080
            if zeros != 0 {
                count += zeros.nonzeroBitCount
                let lastLane = (63 - zeros.leadingZeroBitCount) >> 3
                lastLineStart = index + lastLane + 1
            }
            index += 8
        }
        while index < to {
            if bytes[index] == .newline {
                count += 1
                lastLineStart = index + 1
            }
            index += 1
        }
        return (count, lastLineStart)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders locations by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

extension SourceLocation {
    /// The text of the line holding `offset`, without its line break, and the column of
    /// `offset` within it; for printing a source line with a caret under the offending byte.
    ///
    /// Long lines are cut to a window of about 100 scalars around the offset.
    public static func sourceLine(
        around offset: Int, in bytes: UnsafeRawBufferPointer
    ) -> (text: String, caretColumn: Int) {
        let clamped = max(0, min(offset, bytes.count))
        let firstByte = min(SourceLocation.byteOrderMarkLength(in: bytes), clamped)
        // Keep a window around the offset so a 1 MB single-line document prints readably; the
        // walks to the line's ends stop at the window, so many reports on one long line stay
        // linear in their number, not in the line's length.
        let window = 60
        var from = clamped
        while from > firstByte && clamped - from <= window && bytes[from - 1] != .newline {
            from -= 1
        }
        let cutBefore = from > firstByte && bytes[from - 1] != .newline
        if cutBefore {
            while from < clamped && bytes[from] & 0xC0 == 0x80 { from += 1 }
        }
        var to = clamped
        while to < bytes.count && to - clamped <= window && bytes[to] != .newline
            && bytes[to] != .carriageReturn { to += 1 }
        let cutAfter = to < bytes.count && bytes[to] != .newline && bytes[to] != .carriageReturn
        if cutAfter {
            while to > clamped && bytes[to] & 0xC0 == 0x80 { to -= 1 }
        }
        // The line's bytes with the cuts marked, made once: tabs would misplace the caret in a
        // terminal, so each shows as one space.
        let length = (cutBefore ? 3 : 0) + (to - from) + (cutAfter ? 3 : 0)
        let text = String(unsafeUninitializedCapacity: length) { line in
            var written = 0
            func ellipsis() {
                line[written] = 0xE2
                line[written + 1] = 0x80
                line[written + 2] = 0xA6
                written += 3
            }
            if cutBefore { ellipsis() }
            for position in from..<to {
                let byte = bytes[position]
                line[written] = byte == UInt8(ascii: "\t") ? UInt8(ascii: " ") : byte
                written += 1
            }
            if cutAfter { ellipsis() }
            return written
        }
        var caret = 1 + SourceLocation.countScalars(in: bytes, from: from, to: clamped)
        if cutBefore { caret += 1 }
        return (text, caret)
    }

    /// 3 when the input starts with a UTF-8 byte-order mark, else 0. The mark is invisible in
    /// editors and terminals, so it takes no column.
    static func byteOrderMarkLength(in bytes: UnsafeRawBufferPointer) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }
}

extension SourceLocation {
    /// The lines and columns of many offsets, in one pass over the bytes up to the last one.
    ///
    /// - Complexity: O(*n* + *k* log *k*) for *k* offsets, *n* the largest offset.
    package static func locations(
        of offsets: [Int], in bytes: UnsafeRawBufferPointer
    ) -> [Int: SourceLocation] {
        let sorted = Array(Set(offsets)).sorted()
        var result: [Int: SourceLocation] = [:]
        // The line and column carry forward from one offset to the next.
        var line = 1
        var column = 1
        var position = byteOrderMarkLength(in: bytes)
        for target in sorted {
            let clamped = min(max(target, position), bytes.count)
            let counted = countLines(in: bytes, from: position, to: clamped)
            if counted.count > 0 {
                line += counted.count
                column = 1
                position = counted.lastLineStart
            }
            column += countScalars(in: bytes, from: position, to: clamped)
            position = clamped
            result[target] = SourceLocation(line: line, column: column, offset: target)
        }
        return result
    }
}

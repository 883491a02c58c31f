// The one splitter of records, for every input: bytes in memory, a file read in chunks, an
// async stream of chunks, one slice of a parallel batch. It walks a buffer that holds the
// input from some point on, finds where each record starts and ends, has it decoded, and
// moves its diagnosis to the record's place in the whole input.
//
// Where a record ends:
//   - JSON Lines: a raw line feed cannot occur inside a JSON value except between its tokens,
//     so the line's end bounds the record. The record is decoded from its first byte with the
//     line as its input; a decode that succeeds says where the value ends. Nothing is parsed
//     twice.
//   - Values one after another on a line (`{…}{…}`, `{…} {…}`): the in-place decode stops at
//     its value's end, and the next record starts at the next byte that is not whitespace.
//   - A record that does not decode: the structural skip finds its end, so the record after
//     it on the same line is still read. A value cut off by its line's end is read on across
//     lines when the rest of the input completes it (pretty-printed values, one after
//     another); when nothing completes it, it is a record cut off at its line's end, an issue
//     of that record only, and the next line is the next record.
//   - Invalid JSON inside a line: the rest of that line is part of the bad record (there is no
//     sound place to resume inside it); the next line is the next record.

import SieveScanner
import SieveSchema

/// What the cursor found next.
@usableFromInline
package enum RecordStep<Value> {
    /// A record, decoded and located.
    case record(JSONRecord<Value>)
    /// The buffer ends inside a record: give it more of the input.
    case needsMoreInput
    /// No record is left (the input is final), or the next one starts at the stop offset.
    case finished
}

/// The splitter's position in the input and the line and column counts that go with it.
@usableFromInline
package struct RecordCursor {
    /// The buffer offset of the next byte to look at.
    @usableFromInline package var position = 0
    /// The line of `position`, from 1.
    @usableFromInline package var line = 1
    /// The buffer offset, at or before `position` on its line, whose column is `column`.
    @usableFromInline var columnOffset = 0
    /// The column (from 1, in Unicode scalars) of the byte at `columnOffset`.
    @usableFromInline var column = 1
    /// The offset in the whole input of the buffer's first byte.
    @usableFromInline package var bufferBase = 0
    /// The number of the next record.
    @usableFromInline package var index = 0
    /// A buffer offset of a line feed with none between `newlineSearchStart` and it, or -1.
    @usableFromInline var knownNewline = -1
    /// The buffer offset before which a search for a line feed found none.
    @usableFromInline var searchedWithoutNewline = 0
    /// The bytes there were, from the current record's start, when a look for its end last
    /// ran out of input: a record spanning many chunks is not rescanned for every chunk.
    @usableFromInline var lengthAtLastAttempt = 0
    /// False until a leading byte-order mark has been looked for.
    @usableFromInline package var checkedByteOrderMark = false
    /// The context the records are decoded in, made at the first record: one record's
    /// scratch space is the next one's. Set to `nil` to end it (and give its scratch back to
    /// the pool of the thread that ends it).
    @usableFromInline var session: DecodeSession?

    /// A cursor at the start of an input.
    @inlinable
    package init() {}

    /// A cursor at `offset`, the start of line `line` of a whole input held in the buffer.
    @inlinable
    package init(atLineStart offset: Int, line: Int) {
        position = offset
        self.line = line
        columnOffset = offset
        checkedByteOrderMark = true
        searchedWithoutNewline = offset
    }

    /// Finds the next record in `buffer`.
    ///
    /// - Parameters:
    ///   - buffer: The input from `bufferBase` on.
    ///   - isFinal: True when the buffer holds the rest of the input.
    ///   - stop: A buffer offset: a record starting at or after it is left for another cursor
    ///     (`.finished`, with `position` at the record's first byte).
    ///   - decoder: How a record's bytes are decoded.
    @inlinable
    package mutating func next<Value>(
        in buffer: UnsafeRawBufferPointer, isFinal: Bool, stop: Int = .max,
        decoder: RecordDecoder<Value>
    ) -> RecordStep<Value> {
        let count = buffer.count
        if !checkedByteOrderMark {
            // The UTF-8 byte-order mark, EF BB BF, or as much of it as the buffer holds.
            let available = min(count - position, 3)
            var matches = true
            for index in 0..<available where buffer[position + index] != Self.byteOrderMark(index) {
                matches = false
            }
            if matches && available < 3 && !isFinal { return .needsMoreInput }
            if matches && available == 3 {
                position += 3
                columnOffset = position
            }
            checkedByteOrderMark = true
        }
        skipWhitespace(in: buffer)
        guard position < count else { return isFinal ? .finished : .needsMoreInput }
        guard position < stop else { return .finished }
        let start = position
        guard let lineEnd = lineEnd(from: start, in: buffer, isFinal: isFinal) else {
            // No line end yet: the record may still be complete (values one after another
            // without line feeds); otherwise wait for more of the input.
            guard let end = completeValueEnd(from: start, in: buffer, decoder: decoder) else {
                return .needsMoreInput
            }
            let diagnosis = decode(Self.slice(buffer, start, end), decoder: decoder).diagnosis
            return .record(finishRecord(start..<end, diagnosis, lineEnd: end, in: buffer))
        }
        var (diagnosis, decodedEnd) = decode(Self.slice(buffer, start, lineEnd), decoder: decoder)
        let end: Int
        if let decodedEnd {
            var valueEnd = start + decodedEnd
            if !decoder.readsInPlace {
                // The drop-in decoder read the whole line: the record ends at its last byte
                // that is not whitespace.
                while valueEnd > start && buffer[valueEnd - 1].isJSONWhitespace { valueEnd -= 1 }
            }
            end = valueEnd
        } else {
            switch Self.skip(Self.slice(buffer, start, lineEnd), decoder: decoder) {
            case .success(let length):
                end = start + length
                if !decoder.readsInPlace && !Self.isBlank(buffer, end, lineEnd) {
                    // The drop-in decoder read the next record as trailing characters.
                    diagnosis = decode(Self.slice(buffer, start, end), decoder: decoder).diagnosis
                }
            case .failure(let error)
            where error.code == .unexpectedEnd && error.offset == lineEnd - start
                && (lineEnd < count || !isFinal):
                // Cut off by the line's end: read on when the rest completes it.
                if !isFinal && count - start < 2 * lengthAtLastAttempt { return .needsMoreInput }
                switch Self.skip(Self.slice(buffer, start, count), decoder: decoder) {
                case .success(let length):
                    end = start + length
                    diagnosis = decode(Self.slice(buffer, start, end), decoder: decoder).diagnosis
                case .failure(let error)
                where !isFinal && Self.mayBeCutOff(error, length: count - start):
                    lengthAtLastAttempt = count - start
                    return .needsMoreInput
                case .failure:
                    end = lineEnd
                }
            case .failure:
                end = lineEnd
            }
        }
        return .record(finishRecord(start..<end, consume diagnosis, lineEnd: lineEnd, in: buffer))
    }

    /// Decodes the record at the start of `bytes`, in the cursor's session (made at the first
    /// record a decoder reads in place, and again when the cursor was copied with one: a copy
    /// gets its own, so copies used apart share no context).
    @inlinable @inline(__always)
    mutating func decode<Value>(
        _ bytes: UnsafeRawBufferPointer, decoder: RecordDecoder<Value>
    ) -> (diagnosis: Diagnosis<Value>, end: Int?) {
        guard decoder.readsInPlace else { return decoder.decode(bytes, in: nil) }
        if _slowPath(!isKnownUniquelyReferenced(&session)) {
            session = DecodeSession(limits: decoder.limits)
        }
        return decoder.decode(bytes, in: session)
    }

    /// The record at `range`: numbered, located, with its diagnosis moved into the whole
    /// input; the cursor moves past it.
    @inlinable
    mutating func finishRecord<Value>(
        _ range: Range<Int>, _ diagnosis: consuming Diagnosis<Value>, lineEnd: Int,
        in buffer: UnsafeRawBufferPointer
    ) -> JSONRecord<Value> {
        let origin = RecordOrigin(
            offset: bufferBase + range.lowerBound, line: line,
            column: columnAt(range.lowerBound, in: buffer))
        if !diagnosis.warnings.isEmpty || !diagnosis.issues.isEmpty {
            diagnosis.relocate(to: origin, recordStart: range.lowerBound, in: buffer)
        }
        let record = JSONRecord(
            index: index, line: origin.line, column: origin.column, offset: origin.offset,
            byteCount: range.count, diagnosis: consume diagnosis)
        index += 1
        lengthAtLastAttempt = 0
        // A record read across lines moves the line count on; one that ends before its
        // line's end has no line feed inside.
        let (newlines, lastLineStart) =
            range.upperBound <= lineEnd
            ? (0, 0)
            : SourceLocation.countLines(in: buffer, from: range.lowerBound, to: range.upperBound)
        if newlines > 0 {
            line += newlines
            columnOffset = lastLineStart
            column = 1
        }
        position = range.upperBound
        return record
    }

    /// Moves `position` past spaces, tabs, carriage returns and line feeds.
    @inlinable @inline(__always)
    mutating func skipWhitespace(in buffer: UnsafeRawBufferPointer) {
        let count = buffer.count
        while position < count {
            let byte = buffer[position]
            if byte == .newline {
                line += 1
                columnOffset = position + 1
                column = 1
            } else if byte != .space && byte != .tab && byte != .carriageReturn {
                return
            }
            position += 1
        }
    }

    /// The column of the byte at `offset`, on the current line.
    @inlinable
    mutating func columnAt(_ offset: Int, in buffer: UnsafeRawBufferPointer) -> Int {
        if offset > columnOffset {
            column += SourceLocation.countScalars(in: buffer, from: columnOffset, to: offset)
            columnOffset = offset
        }
        return column
    }

    /// The offset of the first line feed at or after `start`; the buffer's end when there is
    /// none and the input is final; `nil` when there is none yet.
    @inlinable
    mutating func lineEnd(
        from start: Int, in buffer: UnsafeRawBufferPointer, isFinal: Bool
    ) -> Int? {
        if knownNewline >= start { return knownNewline }
        let from = max(start, searchedWithoutNewline)
        let count = buffer.count
        if from < count, let base = buffer.baseAddress,
            let found = Platform.first(.newline, from: base + from, count: count - from)
        {
            knownNewline = base.distance(to: found)
            return knownNewline
        }
        searchedWithoutNewline = count
        return isFinal ? count : nil
    }

    /// The end of a complete value at `start` when the buffer holds one but no line feed
    /// after it yet, or `nil`.
    @inlinable
    mutating func completeValueEnd<Value>(
        from start: Int, in buffer: UnsafeRawBufferPointer, decoder: RecordDecoder<Value>
    ) -> Int? {
        let count = buffer.count
        if count - start < 2 * lengthAtLastAttempt { return nil }
        switch Self.skip(Self.slice(buffer, start, count), decoder: decoder) {
        case .success(let length):
            // A number or a literal running to the buffer's end may go on in the next chunk;
            // a string or a container that closes is complete.
            let first = buffer[start]
            if start + length < count || first == .quote || first == .openBrace
                || first == .openBracket
            {
                return start + length
            }
        case .failure(let error) where error.code != .unexpectedEnd:
            // Invalid before the buffer's end: the record is the bad bytes up to a line end,
            // which is not here yet.
            break
        case .failure:
            break
        }
        lengthAtLastAttempt = count - start
        return nil
    }

    /// Moves the cursor's offsets for a buffer whose first `count` bytes are dropped.
    /// `buffer` is the buffer before the drop.
    @inlinable
    package mutating func discard(_ count: Int, of buffer: UnsafeRawBufferPointer) {
        precondition(count <= position, "a record's bytes are still needed")
        if columnOffset < count {
            column += SourceLocation.countScalars(in: buffer, from: columnOffset, to: count)
            columnOffset = count
        }
        position -= count
        columnOffset -= count
        bufferBase += count
        knownNewline = knownNewline >= count ? knownNewline - count : -1
        searchedWithoutNewline = max(searchedWithoutNewline - count, 0)
    }

    // MARK: - Pieces

    /// Byte `index` of the UTF-8 byte-order mark.
    @inlinable
    static func byteOrderMark(_ index: Int) -> UInt8 {
        index == 0 ? 0xEF : index == 1 ? 0xBB : 0xBF
    }

    /// True when `error`, from a skip of the first `length` bytes of a record, may be only
    /// where the buffer ends: a literal, number, escape or UTF-8 sequence cut off by a chunk's
    /// end fails as invalid rather than as unexpected end. More input decides.
    @inlinable
    static func mayBeCutOff(_ error: ScanError, length: Int) -> Bool {
        error.code == .unexpectedEnd || error.offset >= length - 16
    }

    @inlinable @inline(__always)
    static func slice(
        _ buffer: UnsafeRawBufferPointer, _ from: Int, _ to: Int
    ) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: buffer[from..<to])
    }

    @inlinable
    static func isBlank(_ buffer: UnsafeRawBufferPointer, _ from: Int, _ to: Int) -> Bool {
        var index = from
        while index < to {
            if !buffer[index].isJSONWhitespace { return false }
            index += 1
        }
        return true
    }

    /// The length of the one value at the start of `bytes`, validated as the decoder reads.
    @inlinable
    static func skip<Value>(
        _ bytes: UnsafeRawBufferPointer, decoder: RecordDecoder<Value>
    ) -> Result<Int, ScanError> {
        var scanner = JSONScanner(bytes: bytes, limits: decoder.limits, syntax: decoder.syntax)
        do throws(ScanError) {
            try scanner.skipValue()
            return .success(scanner.offset)
        } catch {
            return .failure(error)
        }
    }
}

// A record is decoded as a document of its own; its diagnostics are then moved to where the
// record is in the whole input, so `line:col` points into the file a user opens.

import SieveScanner
import SieveSchema

/// Where a record starts in the whole input.
@usableFromInline
struct RecordOrigin {
    @inlinable
    init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The byte offset of the record's first byte.
    @usableFromInline var offset: Int
    /// The line of the record's first byte, from 1.
    @usableFromInline var line: Int
    /// The column of the record's first byte, from 1.
    @usableFromInline var column: Int
}

extension Diagnosis {
    /// Moves every warning and issue, located in the record's own bytes, to `origin`.
    /// `recordStart` is the record's offset in `buffer`, which holds the record's line from
    /// some point at or before the record: excerpts of a record that starts mid-line are
    /// taken from it, so they show the line as it is in the input.
    @usableFromInline
    mutating func relocate(
        to origin: RecordOrigin, recordStart: Int, in buffer: UnsafeRawBufferPointer
    ) {
        for index in warnings.indices {
            warnings[index].diagnostic.relocate(to: origin, recordStart: recordStart, in: buffer)
        }
        for index in issues.indices {
            issues[index].diagnostic.relocate(to: origin, recordStart: recordStart, in: buffer)
        }
    }
}

extension Diagnostic {
    mutating func relocate(
        to origin: RecordOrigin, recordStart: Int, in buffer: UnsafeRawBufferPointer
    ) {
        let inRecord = location
        let onFirstLine = inRecord.line == 1
        location = SourceLocation(
            line: inRecord.line + origin.line - 1,
            column: onFirstLine ? inRecord.column + origin.column - 1 : inRecord.column,
            offset: inRecord.offset + origin.offset)
        if onFirstLine && origin.column > 1 && excerpt != nil {
            excerpt = SourceExcerpt(around: recordStart + inRecord.offset, in: buffer)
        }
    }
}

// One record of a stream of JSON values: where it starts in the whole input, and its diagnosis.

import SieveSchema

/// One value of a JSON Lines (NDJSON) or concatenated-JSON input, decoded on its own.
///
/// Every location in `diagnosis` is in the whole input, not in the record: an issue of the
/// 40,000th line says `40000:17`.
///
/// ```swift
/// for record in Customer.records(in: bytes) {
///     guard let customer = record.value else {
///         log("record \(record.index) (line \(record.line)): \(record.diagnosis.issues)")
///         continue
///     }
///     store(customer)
/// }
/// ```
public struct JSONRecord<Value> {
    /// The record's number in the input, from 0.
    public var index: Int
    /// The line where the record starts, from 1.
    public var line: Int
    /// The column where the record starts, from 1, in Unicode scalars.
    public var column: Int
    /// The byte offset where the record starts in the whole input.
    public var offset: Int
    /// The record's length in bytes: its JSON text, without the whitespace around it.
    public var byteCount: Int
    /// The record's value, warnings and issues, located in the whole input.
    public var diagnosis: Diagnosis<Value>

    /// Creates a record from its parts.
    @inlinable
    public init(
        index: Int, line: Int, column: Int, offset: Int, byteCount: Int,
        diagnosis: Diagnosis<Value>
    ) {
        self.index = index
        self.line = line
        self.column = column
        self.offset = offset
        self.byteCount = byteCount
        self.diagnosis = diagnosis
    }

    /// The decoded value, or `nil` when the record has an issue.
    @inlinable
    public var value: Value? { diagnosis.value }
}

extension JSONRecord: Sendable where Value: Sendable {}

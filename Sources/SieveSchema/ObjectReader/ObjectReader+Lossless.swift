// A field whose value may arrive as another JSON type than its own, read when the reading is
// exact: `json.decode("additions", lossless: true)`, the schema path's `@Lossless`.

import SieveRawValue
import SieveScanner

/// A value read as its own type, or exactly from another JSON type (`LosslessDecodable`).
@usableFromInline
struct LosslessReading<Value: SchemaValue & LosslessDecodable>: FieldValueReading {
    @inlinable init() {}

    @inlinable
    func read(from reader: inout ValueReader) throws -> Value {
        let start = reader.offset
        switch try reader.attempt({ try Value.decode(from: &$0) }) {
        case .success(let value):
            return value
        case .failure:
            // The attempt left the cursor at the value.
            let valueStart = reader.scanner.cursor
            if reader.byte != .lowercaseN {
                let raw = try reader.readRawValue()
                if let value = Value.losslessValue(from: raw) {
                    reader.recordWarning(
                        .losslessConversion(
                            found: raw.kindDescription, expected: Value.losslessKind,
                            literal: raw.losslessText),
                        at: start)
                    return value
                }
                reader.scanner.cursor = valueStart
            }
            // Not exact: read it again as the plain field would, which records why it fails.
            return try Value.decode(from: &reader)
        }
    }
}

extension ObjectReader {
    /// Decodes the value of `key`; with `lossless`, a value sent as another JSON type is read
    /// when that reading is exact, with a warning `lossless_conversion` naming both types.
    ///
    /// ```swift
    /// additions = try json.decode("additions", lossless: true)   // "100" → 100, warned
    /// verified  = try json.decode("verified", lossless: true)    // "true", 1 → true, warned
    /// reference = try json.decode("reference", lossless: true)   // 123 → "123", warned
    /// ```
    ///
    /// Integers and floating point read a string holding a JSON number; `Bool` reads
    /// `"true"`, `"false"`, `1` and `0`; `String` reads a number's literal exactly, or a
    /// boolean. Anything that is not exact (`"1.5"` into `Int`, `"12abc"`, `"1e400"` into
    /// `Double`) fails as the plain field does. Presence is the plain field's: an `Optional` is
    /// `nil` when missing or `null`.
    @inlinable
    public mutating func decode<T: SchemaValue & LosslessDecodable>(
        _ key: StaticString, lossless: Bool
    ) throws -> T {
        guard lossless else { return try decode(key) }
        return try resolve(
            FieldRequest(key, presence: .required), substitute: { Self.noSubstitute() },
            reading: LosslessReading<T>())
    }
}

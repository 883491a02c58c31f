// Extras: every member the initializer did not read, kept as RawValue instead of dropped.

import SieveRawValue
import SieveScanner

extension ObjectReader {
    /// Every member not read so far, in document order with duplicates, under their keys as
    /// written. Call it last.
    ///
    /// Members taken here are read: they are never reported as unknown keys. Another spelling
    /// of a field that was read (an alias) is left out and reported as `alias_conflict`.
    ///
    /// ```swift
    /// rest = try json.extras()   // var rest: Extras; rest["billing_region"] == "eu"
    /// ```
    ///
    /// Where nothing says which type is wanted (`let rest = try json.extras()`), the
    /// dictionary form is chosen, as before `Extras` existed.
    @_disfavoredOverload
    public mutating func extras() throws -> Extras {
        var extras = Extras()
        try takeUnreadMembers { key, value in extras.append(key: key, value: value) }
        return extras
    }

    /// Every member not read so far, as `RawValue`s by key; a duplicate key keeps its first
    /// value. Call it last. `extras() -> Extras` keeps the members' order and duplicates.
    public mutating func extras() throws -> [String: RawValue] {
        var result: [String: RawValue] = [:]
        try takeUnreadMembers { key, value in
            if result[key] == nil { result[key] = value }
        }
        return result
    }

    /// Marks every member not read so far as read and hands each one, in document order, to
    /// `take`; another spelling of a field that was read is left out.
    mutating func takeUnreadMembers(_ take: (String, RawValue) -> Void) throws {
        if state == .placeholder { return }
        try indexRemainingMembers()
        let ledger = reader.context.pointee.ledger[ledgerBase...]
        for position in members.base..<members.end where !reader.context.pointee.index[position].isRead {
            let entry = reader.context.pointee.index[position]
            if ledger.contains(where: { $0.spelling.matches(entry.key) }) { continue }
            reader.context.pointee.index[position].isRead = true
            let value = try atScannedValue(entry.value) { object in
                try RawValue.read(from: &object.reader.scanner)
            }
            take(JSONScanner.makeString(entry.key), value)
        }
    }
}

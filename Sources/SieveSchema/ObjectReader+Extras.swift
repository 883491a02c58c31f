// Extras: every member the initializer did not read, kept as RawValue instead of dropped.

import SieveRawValue
import SieveScanner

extension ObjectReader {
    /// Every member not read so far, as `RawValue`s by key. Call it last.
    ///
    /// Members taken here are read: they are never reported as unknown keys. A duplicate key
    /// keeps its first value; another spelling of a field that was read (an alias) is left out
    /// and reported as `alias_conflict`.
    ///
    /// ```swift
    /// rest = try json.extras()   // ["billing_region": "eu", "trial_ends": .null]
    /// ```
    public mutating func extras() throws -> [String: RawValue] {
        if state == .placeholder { return [:] }
        try indexRemainingMembers()
        let ledger = reader.context.pointee.ledger[ledgerBase...]
        var result: [String: RawValue] = [:]
        for position in members.base..<members.end where !reader.context.pointee.index[position].isRead {
            let entry = reader.context.pointee.index[position]
            if ledger.contains(where: { $0.spelling.matches(entry.key) }) { continue }
            reader.context.pointee.index[position].isRead = true
            let key = JSONScanner.makeString(entry.key)
            if result[key] != nil { continue }
            result[key] = try atScannedValue(entry.value) { object in
                try RawValue.read(from: &object.reader.scanner)
            }
        }
        return result
    }
}

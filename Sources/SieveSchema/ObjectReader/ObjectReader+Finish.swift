// The end of an object: skipping what was not read, and reporting it under the type's
// unknown-key policy (unknown keys, duplicates, alias conflicts).

import SieveScanner

extension ObjectReader {
    /// Remembers that the initializer asked for `spelling` (a field whose primary key is
    /// `primary`), for alias conflicts and did-you-mean suggestions at the end of the object.
    @inlinable
    mutating func note(_ spelling: StaticString, primary: StaticString, found: Bool) {
        reader.context.pointee.needScratch()
        reader.context.pointee.ledger.append(
            LedgerEntry(spelling: spelling, primary: primary, found: found))
    }

    /// Moves past the rest of the object and applies the unknown-key policy to every member
    /// that was not read.
    @inlinable
    mutating func finish() throws {
        if state == .placeholder { return }
        if policy == .ignore && reader.context.pointee.ledger.count == ledgerBase {
            if state == .inOrder { try skipRemainingMembers() }
        } else {
            try indexRemainingMembers()
            try reportUnread()
        }
        release()
    }

    /// Drops scratch entries after the initializer failed part-way.
    @usableFromInline
    mutating func abandon() {
        guard state != .placeholder else { return }
        release()
    }

    /// Drops this object's scratch entries.
    @inlinable @inline(__always)
    mutating func release() {
        reader.context.pointee.index.truncate(to: members.base)
        if reader.context.pointee.ledger.count > ledgerBase {
            reader.context.pointee.ledger.removeSubrange(ledgerBase...)
        }
        // A key path indexes its first key, so an object read in order (no index entries)
        // has walked none and owns no runs.
        if _slowPath(!members.isEmpty) { releasePathRuns() }
    }

    /// Drops what this object's key paths learned (`PathMemo`).
    @usableFromInline @inline(never)
    mutating func releasePathRuns() {
        if !reader.context.pointee.pathMemo.runs.isEmpty {
            reader.context.pointee.pathMemo.release(owner: objectOffset)
        }
    }

    /// Skips every member from the cursor through the closing brace, validating them.
    @usableFromInline
    mutating func skipRemainingMembers() throws {
        try reader.scanner.skipRestOfObject()
        state = .closed
    }

    /// Reports each unread indexed member: an alias conflict, a duplicate, or an unknown key
    /// under the policy.
    @usableFromInline @inline(never)
    mutating func reportUnread() throws {
        let ledger = reader.context.pointee.ledger[ledgerBase...]
        for position in members.base..<members.end {
            let entry = reader.context.pointee.index[position]
            guard !entry.isRead else { continue }
            let valueOffset = entry.value - reader.scanner.start
            let keyText = JSONScanner.makeString(entry.key)
            if let asked = ledger.first(where: { $0.spelling.matches(entry.key) }),
                let used = ledger.first(where: { $0.found && $0.primary.isSame(as: asked.primary) })
            {
                if used.spelling.isSame(as: asked.spelling) {
                    // The same key again: the first value was used.
                    if policy != .ignore {
                        reader.context.pointee.warn(
                            .duplicateKey(key: keyText), anchor: objectOffset, field: keyText,
                            valueOffset: valueOffset)
                    }
                } else {
                    // Another spelling of a field that was read: the one read wins.
                    reader.context.pointee.warn(
                        .aliasConflict(key: used.spelling.description, alias: keyText),
                        anchor: objectOffset, field: asked.primary.description,
                        valueOffset: valueOffset)
                }
                continue
            }
            if policy == .ignore || keptWhole { continue }
            let suggestion = DidYouMean.suggestion(
                for: keyText, among: ledger.map { $0.spelling.description })
            let detail = DiagnosticDetail.unknownKey(key: keyText, suggestion: suggestion)
            switch policy {
            case .ignore:
                break
            case .warn:
                reader.context.pointee.warn(
                    detail, anchor: objectOffset, field: keyText, valueOffset: valueOffset)
            case .reject:
                try reader.context.pointee.fail(
                    detail, anchor: objectOffset, field: keyText, valueOffset: valueOffset)
            }
        }
    }
}

extension StaticString {
    /// True when the decoded text of `token` equals this string.
    @usableFromInline
    func matches(_ token: StringToken) -> Bool {
        withUTF8Buffer { token.equals(UnsafeRawBufferPointer($0)) }
    }

    /// True when both strings have the same UTF-8 bytes.
    @usableFromInline
    func isSame(as other: StaticString) -> Bool {
        withUTF8Buffer { mine in
            other.withUTF8Buffer { theirs in mine.elementsEqual(theirs) }
        }
    }
}

// The member table both readers stand on: its two lookups (`take`, a schema field's rule;
// `find`, a Codable key's), first duplicate wins, escaped and converted keys matched by their
// text, windows stacked on one table, and the filter that turns an absent key away.

import SieveScanner
import Testing

/// Scans the members of the object `json` into a window of `table`, each key matched as
/// `convert` makes it (nil: by its text), and calls `body` with the table and the window.
private func withMembers<R>(
    of json: String, forFind: Bool = false, table: inout MemberTable,
    convert: ((String) -> String)? = nil,
    _ body: (inout MemberTable, inout MemberWindow, UnsafePointer<UInt8>) throws -> R
) throws -> R {
    var copy = json
    return try copy.withUTF8 { bytes in
        var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
        var window = table.openWindow(forFind: forFind)
        var p = scanner.cursor + 1
        var hasItem = try scanner.itemStart(
            &p, inObject: true, afterComma: false, StrictDialect.self, .decoding)
        while hasItem {
            scanner.cursor = p
            let key = try scanner.scanString()
            try scanner.memberValue(StrictDialect.self)
            let value = scanner.cursor
            if let convert {
                let text = convert(JSONScanner.makeString(key))
                _ = table.append(key, value: value, in: &window) { $0.append(contentsOf: text.utf8) }
            } else {
                _ = table.append(key, value: value, readableTo: scanner.end, in: &window)
            }
            try scanner.skipValue()
            p = scanner.cursor
            hasItem = try scanner.nextItem(&p, inObject: true, StrictDialect.self, .decoding)
        }
        return try body(&table, &window, bytes.baseAddress!)
    }
}

/// The offset of the value of the entry at `position`.
private func valueOffset(_ table: borrowing MemberTable, _ position: Int?, _ base: UnsafePointer<UInt8>) -> Int? {
    position.map { table[$0].value - base }
}

private func key(_ text: String, _ body: (MemberKey) -> Void) {
    var copy = text
    copy.withUTF8 { body(MemberKey($0)) }
}

@Suite("Member table")
struct MemberTableTests {
    @Test("an entry is 64 bytes: its flags sit in the key's padding")
    func entrySize() {
        // A field after `valueEnd` makes it 72, which costs schema-prefix-skip 1.5% more
        // instructions (callgrind).
        #expect(MemoryLayout<MemberEntry>.stride == 64)
    }

    @Test("take gives the first unread match and marks it read, so a duplicate comes next")
    func takeReadsOnce() throws {
        var table = MemberTable()
        try withMembers(of: #"{"a":1,"b":2,"a":3}"#, table: &table) { table, window, base in
            key("a") { a in
                #expect(valueOffset(table, table.take(a, in: &window), base) == 5)
                #expect(valueOffset(table, table.take(a, in: &window), base) == 17)
                #expect(table.take(a, in: &window) == nil)
            }
            key("b") { b in #expect(valueOffset(table, table.take(b, in: &window), base) == 11) }
            key("c") { c in #expect(table.take(c, in: &window) == nil) }
        }
    }

    @Test("find gives the first match every time, and allKeys' marking shadows the duplicate")
    func findRepeats() throws {
        var table = MemberTable()
        try withMembers(of: #"{"a":1,"b":2,"a":3}"#, forFind: true, table: &table) {
            table, window, base in
            #expect(!window.isDistinct)
            key("a") { a in
                #expect(valueOffset(table, table.find(a, in: &window), base) == 5)
                #expect(valueOffset(table, table.find(a, in: &window), base) == 5)
            }
            table.markDuplicates(in: &window)
            #expect(!table[0].isShadowed && !table[1].isShadowed && table[2].isShadowed)
            key("b") { b in #expect(valueOffset(table, table.find(b, in: &window), base) == 11) }
            key("a") { a in #expect(valueOffset(table, table.find(a, in: &window), base) == 5) }
        }
    }

    @Test("a key written with escapes matches its text; its token keeps the raw form")
    func escapedKey() throws {
        var table = MemberTable()
        try withMembers(of: #"{"x":0,"n\u0061me_long_enough":1}"#, table: &table) {
            table, window, base in
            key("name_long_enough") { wanted in
                let found = table.take(wanted, in: &window)
                #expect(valueOffset(table, found, base) == 31)
                #expect(found.map { table[$0].key.hasEscapes } == true)
                #expect(found.map { table.matchedKeyText($0) } == "name_long_enough")
            }
        }
    }

    @Test("a converted key is matched as converted, not as written")
    func convertedKey() throws {
        var table = MemberTable()
        try withMembers(
            of: #"{"first_name":"A","last_name":"B"}"#, forFind: true, table: &table,
            convert: { $0.replacingUnderscores() }
        ) { table, window, base in
            key("lastname") { k in #expect(valueOffset(table, table.find(k, in: &window), base) == 30) }
            key("last_name") { k in #expect(table.find(k, in: &window) == nil) }
        }
    }

    @Test("keys alike in length and first eight bytes are told apart")
    func similarKeys() throws {
        var table = MemberTable()
        try withMembers(
            of: #"{"profile_link_color":1,"profile_text_color":2}"#, forFind: true, table: &table
        ) { table, window, base in
            #expect(window.isDistinct)
            key("profile_text_color") { k in
                #expect(valueOffset(table, table.find(k, in: &window), base) == 45)
            }
            key("profile_link_color") { k in
                #expect(valueOffset(table, table.find(k, in: &window), base) == 22)
            }
            key("profile_fill_color") { k in #expect(table.find(k, in: &window) == nil) }
        }
    }

    @Test("a window stacked above another sees only its own entries, and truncating drops it")
    func stackedWindows() throws {
        var table = MemberTable()
        try withMembers(of: #"{"a":1,"b":2}"#, table: &table) { table, outer, _ in
            let outerEnd = outer.end
            try withMembers(of: #"{"a":9}"#, table: &table) { table, inner, _ in
                #expect(inner.base == outerEnd)
                key("b") { b in #expect(table.take(b, in: &inner) == nil) }
                key("a") { a in #expect(table.take(a, in: &inner) == 2) }
            }
            #expect(table.count == 3)
            table.truncate(to: outer.end)
            key("a") { a in #expect(table.take(a, in: &outer) == 0) }
        }
        #expect(table.count == 2)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { split(separator: "_").joined() }
}

// `sieve check --lines` end to end: the built executable run on JSON Lines files, every bad
// record's error, the summary and the exit status asserted. `runSieve` and `temporaryFile`
// are in SieveCheckEndToEndTests.swift.

import Foundation
import Testing

@Suite("sieve check --lines")
struct SieveCheckLinesTests {
    /// Good records, blank lines, CRLF, two values on one line, a last line without a line
    /// feed, and three bad records: cut off, invalid JSON, invalid UTF-8.
    static let mixed: [UInt8] = Array(
        ([
            Array("{\"id\":1,\"ok\":true}\n".utf8),  // 1
            Array("\n".utf8),  // 2: blank
            Array("{\"id\":2}\r\n".utf8),  // 3: CRLF
            Array("{\"id\":3,\"name\":\"cut\n".utf8),  // 4: cut off inside a string
            Array("[1 2]\r\n".utf8),  // 5: invalid JSON
            Array("\"caf".utf8) + [0xE9] + Array(" au lait\"\n".utf8),  // 6: invalid UTF-8
            Array("   \t\n".utf8),  // 7: whitespace only
            Array("{\"a\":1} {\"b\":2}\n".utf8),  // 8: two records
            Array("{\"id\":4}".utf8),  // 9: no line feed at the end
        ] as [[UInt8]]).joined())

    @Test("every bad record is reported with its line, column and a caret; the rest are counted")
    func mixedFile() throws {
        let path = try temporaryFile(named: "mixed.jsonl", Self.mixed)
        let run = try runSieve(["check", "--lines", path])
        #expect(run.status == 1)
        #expect(run.output == "\(path): 5 records OK, 3 bad\n")
        #expect(
            run.errors == """
                \(path):4:20: error: unexpected end of input, expected '"' to close the string
                  {"id":3,"name":"cut
                                     ^
                \(path):5:4: error: expected ',' or ']', found '2'
                  [1 2]
                     ^
                \(path):6:5: error: invalid UTF-8 byte 0xE9: a truncated sequence
                  "caf\u{FFFD} au lait"
                      ^

                """)
    }

    @Test("a file of good records, CRLF and blank lines included, is OK and exits 0")
    func goodFile() throws {
        let path = try temporaryFile(
            named: "good.jsonl", Array("{\"a\":1}\r\n\r\n[1,2]\n\"x\" 3 null\n".utf8))
        let run = try runSieve(["check", "--lines", path])
        #expect(run.status == 0)
        #expect(run.output == "\(path): OK, 5 records\n")
        #expect(run.errors.isEmpty)
    }

    @Test("an empty file has no records and is OK; one record is counted as one")
    func emptyAndSingle() throws {
        let empty = try temporaryFile(named: "empty.jsonl", [])
        let single = try temporaryFile(named: "one.jsonl", Array("{}\n".utf8))
        let half = try temporaryFile(named: "half.jsonl", Array("{}\n{\n".utf8))
        let run = try runSieve(["check", "--lines", empty, single, half])
        #expect(run.status == 1)
        #expect(
            run.output
                == "\(empty): OK, 0 records\n\(single): OK, 1 record\n\(half): 1 record OK, 1 bad\n")
    }

    @Test("counts are grouped by thousands, and every one of many bad lines is reported")
    func manyRecords() throws {
        var bytes: [UInt8] = []
        for index in 0..<2_500 {
            bytes += Array((index % 1_000 == 7 ? "{\"id\":}\n" : "{\"id\":\(index)}\n").utf8)
        }
        let path = try temporaryFile(named: "many.jsonl", bytes)
        let run = try runSieve(["check", "--lines", path])
        #expect(run.status == 1)
        #expect(run.output == "\(path): 2,497 records OK, 3 bad\n")
        let errorLines = run.errors.split(separator: "\n").filter { $0.hasPrefix(path) }
        #expect(
            errorLines == [
                "\(path):8:7: error: expected a value, found '}'",
                "\(path):1008:7: error: expected a value, found '}'",
                "\(path):2008:7: error: expected a value, found '}'",
            ])
    }

    @Test("an unreadable file or a directory is an error; the other files are still checked")
    func unreadable() throws {
        let good = try temporaryFile(named: "g.jsonl", Array("1\n2\n".utf8))
        let folder = URL(fileURLWithPath: good).deletingLastPathComponent().path
        let missing = good + ".missing"
        let run = try runSieve(["check", "--lines", missing, folder, good])
        #expect(run.status == 1)
        #expect(run.output == "\(good): OK, 2 records\n")
        #expect(
            run.errors == "\(missing): error: cannot read the file: No such file or directory\n"
                + "\(folder): error: cannot read the file: is a directory\n")
    }

    @Test(
        "--lines reads strict JSON only: with --json5 or --trailing-commas it is a usage error",
        arguments: ["--json5", "--trailing-commas"])
    func strictOnly(option: String) throws {
        let path = try temporaryFile(named: "s.jsonl", Array("1\n".utf8))
        let run = try runSieve(["check", "--lines", option, path])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(!run.errors.isEmpty)
    }
}

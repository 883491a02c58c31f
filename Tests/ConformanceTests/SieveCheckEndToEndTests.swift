// `sieve check` end to end: the built executable run on real files, its output and exit status
// asserted. The executable is found beside this test bundle, where `swift build --build-tests`
// puts both.

import Foundation
import Sieve
import SieveTestSupport
import Testing

/// The output and exit status of one run of `sieve`.
struct SieveRun {
    var status: Int32
    var output: String
    var errors: String
}

/// Runs the `sieve` executable built beside this test bundle.
func runSieve(_ arguments: [String]) throws -> SieveRun {
    let run = try ProductRun("sieve", arguments)
    return SieveRun(status: run.status, output: run.outputText, errors: run.errorText)
}

/// A file in a fresh temporary folder holding `bytes`.
func temporaryFile(named name: String, _ bytes: [UInt8]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("sieve-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
}

@Suite("sieve check")
struct SieveCheckEndToEndTests {
    @Test("a valid file prints path: OK and exits 0")
    func validFile() throws {
        let path = try temporaryFile(named: "valid.json", Array("\u{FEFF}{\"a\": [1, 2]}\n".utf8))
        let run = try runSieve(["check", path])
        #expect(run.status == 0)
        #expect(run.output == "\(path): OK\n")
        #expect(run.errors.isEmpty)
    }

    @Test("an invalid file prints a compiler-style error with the line and a caret, exits 1")
    func invalidFile() throws {
        let path = try temporaryFile(
            named: "invalid.json", Array("{\n  \"a\": 1,\n  \"b\": [1 2]\n}\n".utf8))
        let run = try runSieve(["check", path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors == """
                \(path):3:11: error: expected ',' or ']', found '2'
                    "b": [1 2]
                            ^

                """)
    }

    @Test("the caret lines up under wide characters, and control characters are made visible")
    func caretAlignment() throws {
        // Column 10 in scalars; the caret is 11 terminal columns in, as 日 and 本 are two wide.
        let path = try temporaryFile(named: "wide.json", Array("[\"日本\", \"a\u{1}b\"]".utf8))
        let run = try runSieve(["check", path])
        #expect(run.status == 1)
        #expect(
            run.errors == """
                \(path):1:10: error: unescaped control character 0x01 in a string
                  ["日本", "a␁b"]
                             ^

                """)
    }

    @Test("every file is reported; the status is 1 when any failed")
    func severalFiles() throws {
        let valid = try temporaryFile(named: "a.json", Array("[]".utf8))
        let invalid = try temporaryFile(named: "b.json", Array("[1,]".utf8))
        let missing = valid + ".missing"
        let run = try runSieve(["check", valid, invalid, missing, valid])
        #expect(run.status == 1)
        #expect(run.output == "\(valid): OK\n\(valid): OK\n")
        #expect(run.errors.contains("\(invalid):1:4: error: expected a value, found ']'\n"))
        #expect(
            run.errors.contains(
                "\(missing): error: cannot read the file: No such file or directory\n"))
    }

    @Test("--json5 reads JSON5, and its errors are located in the file as written")
    func json5() throws {
        let valid = try temporaryFile(
            named: "c.json5", Array("// config\n{port: 0x1F90, hosts: ['a', \"b\",], ratio: .5,}\n".utf8))
        let invalid = try temporaryFile(
            named: "e.json5", Array("{\n  /* a comment */ a: 0x,\n}\n".utf8))
        let strict = try runSieve(["check", valid])
        #expect(strict.status == 1)
        let run = try runSieve(["check", "--json5", valid, invalid])
        #expect(run.status == 1)
        #expect(run.output == "\(valid): OK\n")
        #expect(
            run.errors == """
                \(invalid):2:24: error: invalid number: '0x' must be followed by a digit
                    /* a comment */ a: 0x,
                                         ^

                """)
    }

    @Test("--trailing-commas accepts one trailing comma, and nothing more")
    func trailingCommas() throws {
        let trailing = try temporaryFile(named: "t.json", Array(#"{"a": [1, 2,],}"#.utf8))
        let doubled = try temporaryFile(named: "d.json", Array("[1,,]".utf8))
        let strict = try runSieve(["check", trailing])
        #expect(strict.status == 1)
        let lenient = try runSieve(["check", "--trailing-commas", trailing, doubled])
        #expect(lenient.status == 1)
        #expect(lenient.output == "\(trailing): OK\n")
        #expect(lenient.errors.contains("\(doubled):1:4: error:"))
    }

    @Test("an empty file, a directory and invalid UTF-8 are reported, not crashed on")
    func awkwardFiles() throws {
        let empty = try temporaryFile(named: "empty.json", [])
        let latin1 = try temporaryFile(named: "latin1.json", [0x22, 0xE9, 0x22])
        let folder = URL(fileURLWithPath: empty).deletingLastPathComponent().path
        let run = try runSieve(["check", empty, latin1, folder])
        #expect(run.status == 1)
        #expect(run.errors.contains("\(empty):1:1: error: the input holds no JSON value\n"))
        #expect(run.errors.contains("\(latin1):1:2: error: invalid UTF-8 byte 0xE9"))
        #expect(run.errors.contains("\(folder): error: cannot read the file: is a directory\n"))
    }

    @Test(
        "usage errors exit 2; --help prints usage and exits 0",
        arguments: [
            ([], 2), (["check"], 2), (["frobnicate"], 2), (["check", "--bogus", "x.json"], 2),
            (["--help"], 0), (["-h"], 0), (["check", "--help"], 0),
        ] as [([String], Int32)])
    func usage(arguments: [String], status: Int32) throws {
        let run = try runSieve(arguments)
        #expect(run.status == status)
        if status == 0 {
            #expect(run.output.hasPrefix("usage: sieve"))
        } else {
            #expect(!run.errors.isEmpty)
        }
    }

    @Test("sieve check decides every test_parsing file as RawValue(parsing:) does")
    func agreesWithParsing() throws {
        let folder = JSONTestSuite.root.appendingPathComponent(JSONTestSuite.parsing)
        let names = try JSONTestSuite.requireFileNames(in: JSONTestSuite.parsing)
        let run = try runSieve(["check"] + names.map { folder.appendingPathComponent($0).path })
        #expect(run.status == 1)
        let passed = Set(
            run.output.split(separator: "\n").map {
                String($0.dropLast(": OK".count).split(separator: "/").last!)
            })
        for name in names {
            let accepted = parsingDecision(for: try JSONTestSuite.bytes(of: name)) == .accept
            #expect(passed.contains(name) == accepted, "\(name)")
        }
        #expect(passed.count == 95 + 12)
    }
}

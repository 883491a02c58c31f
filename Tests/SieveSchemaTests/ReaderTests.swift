// The reader's fast and slow paths give the same answers; standard types decode as expected.

import Sieve
import Testing
import Dispatch
import Foundation

@Suite("Object reader")
struct ReaderTests {
    @Test("keys in any order decode to the same value",
          arguments: [
            #"{"name": "Ann", "age": 30, "email": "a@x", "color": "green"}"#,
            #"{"color": "green", "email": "a@x", "age": 30, "name": "Ann"}"#,
            #"{"x": [1, {"y": 2}], "age": 30, "name": "Ann", "z": null, "color": "green", "email": "a@x"}"#,
            #"{"\u0061ge": 30, "col\u006fr": "green", "e\u006dail": "a@x", "n\u0061me": "Ann"}"#,
          ])
    func anyOrder(json: String) throws {
        let person = try Person.parse(json: json)
        #expect(person == Person(name: "Ann", age: 30, email: "a@x", color: .green))
    }

    @Test("a key written with escapes matches its decoded spelling")
    func escapedKey() throws {
        #expect(try Required.parse(json: #"{"\u0063ount": 9}"#).count == 9)
    }

    @Test("a duplicate key keeps its first value, as JSONDecoder does")
    func duplicateKey() throws {
        #expect(try Required.parse(json: #"{"count": 1, "count": 2}"#).count == 1)
    }

    @Test("a duplicate key warns duplicate_key under the .warn policy")
    func duplicateKeyWarned() throws {
        let diagnosis = Watchful.diagnose(json: #"{"email": "a", "email": "b"}"#)
        #expect(diagnosis.value?.email == "a")
        #expect(diagnosis.warnings.map(\.code) == [.duplicateKey])
    }

    @Test("every input type the scanner accepts can be diagnosed")
    func inputs() throws {
        let text = #"{"count": 2}"#
        let bytes = Array(text.utf8)
        #expect(try Required.parse(json: text).count == 2)
        #expect(try Required.parse(json: text[...]).count == 2)
        #expect(try Required.parse(json: bytes).count == 2)
        #expect(try Required.parse(json: bytes[...]).count == 2)
        let viaPointer = bytes.withUnsafeBytes { raw in Required.diagnose(json: raw).value }
        #expect(viaPointer?.count == 2)
    }

    @Test("arrays and dictionaries of schema types decode at the top level")
    func collections() throws {
        let people = try [Person].parse(json: #"[{"name":"a","age":1,"email":"e","color":"red"}]"#)
        #expect(people.count == 1)
        let byName = try [String: Item].parse(json: #"{"x": {"sku": "s", "quantity": 2}}"#)
        #expect(byName["x"] == Item(sku: "s", quantity: 2))
    }

    @Test("integers are exact: overflow is an issue, never a wrap",
          arguments: ["128", "-129", "1e3", "1.5"])
    func int8Range(literal: String) throws {
        let diagnosis = Int8.diagnose(json: literal)
        #expect(diagnosis.value == nil)
        #expect([DiagnosticCode.numberOutOfRange, .notAnInteger].contains(diagnosis.issues.first?.code))
    }

    @Test("whole numbers written with an exponent or fraction convert to integers",
          arguments: [("1e2", 100), ("1.0", 1), ("-0", 0), ("100e-2", 1)])
    func wholeNumbers(literal: String, expected: Int) throws {
        #expect(try Int.parse(json: literal) == expected)
    }

    @Test("scalars of every standard type decode")
    func scalars() throws {
        #expect(try Double.parse(json: "-0.5e1") == -5)
        #expect(try Float.parse(json: "0.25") == 0.25)
        #expect(try Bool.parse(json: "true"))
        #expect(try String.parse(json: #""a\nb""#) == "a\nb")
        #expect(try UInt64.parse(json: "18446744073709551615") == .max)
        #expect(try Int64.parse(json: "-9223372036854775808") == .min)
        #expect(try [Int?].parse(json: "[1, null]") == [1, nil])
        #expect(try RawValue.parse(json: #"{"a": [true]}"#) == ["a": [true]])
        #expect(Bool.diagnose(json: "1").issues.first?.code == .typeMismatch)
    }

    @Test("Open is Equatable and Hashable and keeps the unknown spelling")
    func openEnum() throws {
        let values = try [Open<Color>].parse(json: #"["red", "purple"]"#)
        #expect(values == [.known(.red), .unknown("purple")])
        #expect(Set(values).count == 2)
        #expect(values[1].rawText == "purple")
    }
}

@Suite("Wide and narrow numeric types")
struct NumericTypeTests {
    @Test("128-bit integers decode beyond the 64-bit range, exactly")
    @available(SwiftStdlib 6.0, *)
    func int128() throws {
        #expect(try Int128.parse(json: "-170141183460469231731687303715884105728") == .min)
        #expect(try UInt128.parse(json: "340282366920938463463374607431768211455") == .max)
        #expect(UInt128.diagnose(json: "340282366920938463463374607431768211456").issues.first?.code
            == .numberOutOfRange)
    }

    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
    @Test("Float16 rounds from the text and refuses what it cannot hold")
    @available(SwiftStdlib 5.3, *)
    func float16() throws {
        #expect(try Float16.parse(json: "0.1") == Float16("0.1"))
        #expect(Float16.diagnose(json: "70000").issues.first?.code == .numberOutOfRange)
    }
    #endif
}

@Suite("Looking before reading")
struct ContainsTests {
    struct Versioned: Schema {
        var value: String
        init(from json: inout ObjectReader) throws {
            // The document says which shape it has; look before choosing what to read.
            if try json.contains("v2") {
                value = try json.decode("v2")
            } else {
                value = try json.decode("v1")
            }
        }
    }

    @Test("contains finds a member anywhere without reading it, and misses absent ones",
          arguments: [(#"{"v1": "a"}"#, "a"), (#"{"x": 1, "v2": "b", "v1": "a"}"#, "b"),
                      (#"{"v2": "b"}"#, "b")])
    func contains(json: String, expected: String) throws {
        #expect(try Versioned.parse(json: json).value == expected)
    }
}

@Suite("Duplicate keys out of order")
struct DuplicateKeyOrderTests {
    struct Pair: Schema {
        var b: Int
        var a: Int
        init(from json: inout ObjectReader) throws {
            b = try json.decode("b")
            a = try json.decode("a")
        }
    }

    struct Triple: Schema {
        var z: Int
        var b: Int
        var a: Int
        init(from json: inout ObjectReader) throws {
            z = try json.decode("z")
            b = try json.decode("b")
            a = try json.decode("a")
        }
    }

    @Test("a key read out of document order still gives its first value",
          arguments: [#"{"a": 1, "b": 2, "a": 3}"#, #"{"x": 0, "a": 1, "a": 3, "b": 2}"#])
    func firstWins(json: String) throws {
        let pair = try Pair.parse(json: json)
        #expect(pair.a == 1 && pair.b == 2)
    }

    @Test("a duplicate found after reading a later member from the index is still the first")
    func firstWinsAfterIndexedRead() throws {
        let triple = try Triple.parse(json: #"{"a": 1, "b": 2, "a": 3, "z": 0}"#)
        #expect(triple.a == 1 && triple.b == 2 && triple.z == 0)
    }
}

@Suite("Concurrent decodes")
struct ConcurrencyTests {
    @Test("decodes on many tasks at once share the scratch pool safely and agree")
    func manyTasks() async throws {
        let json = "[" + (0..<200).map {
            #"{"name":"person number \#($0)","age":\#($0),"email":"p\#($0)@example.com","color":"red"}"#
        }.joined(separator: ",") + "]"
        let expected = try [Person].parse(json: json)
        try await withThrowingTaskGroup(of: [Person].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    var last: [Person] = []
                    for _ in 0..<50 { last = try [Person].parse(json: json) }
                    return last
                }
            }
            for try await result in group {
                #expect(result == expected)
            }
        }
    }
}

/// Scratch space stays with the thread that decoded: a decode inside a decode on the same
/// thread, and threads that end, must each get and give back their own.
@Suite("Scratch space per thread")
struct ScratchPerThreadTests {
    /// Reads `tags`, then parses the document in `inner` while its own arrays are still being
    /// read (out of order: `more` is before `inner` in the text, after it in the init).
    struct Outer: Schema, Equatable {
        var tags: [String]
        var inner: [[Int]]
        var more: [String]

        init(tags: [String], inner: [[Int]], more: [String]) {
            self.tags = tags
            self.inner = inner
            self.more = more
        }

        init(from json: inout ObjectReader) throws {
            tags = try json.decode("tags")
            let text: String = try json.decode("inner")
            inner = try [[Int]].parse(json: text)
            more = try json.decode("more")
        }
    }

    @Test("a decode inside a decode on the same thread keeps both decodes' arrays apart")
    func nestedDecode() throws {
        let json = #"{"tags": ["a", "b", "c"], "more": ["x", "y"], "inner": "[[1, 2], [3], [4, 5, 6]]"}"#
        let expected = Outer(tags: ["a", "b", "c"], inner: [[1, 2], [3], [4, 5, 6]], more: ["x", "y"])
        for _ in 0..<3 {
            #expect(try [Outer].parse(json: "[\(json), \(json)]") == [expected, expected])
            #expect(try Outer.parse(json: json) == expected)
        }
    }

    @Test("threads that decode and end free their scratch and leave later decodes right")
    func threadsThatEnd() throws {
        let json = "[" + (0..<300).map { "[\($0), \($0 + 1)]" }.joined(separator: ",") + "]"
        let expected = try [[Int]].parse(json: json)
        let results = ThreadResults(count: 8)
        let finished = DispatchGroup()
        for index in 0..<8 {
            finished.enter()
            // A thread of its own, which ends after its decode (Dispatch's threads live on).
            let thread = Thread {
                results.store(try? [[Int]].parse(json: json), at: index)
                finished.leave()
            }
            thread.start()
        }
        finished.wait()
        for index in 0..<8 { #expect(results.value(at: index) == expected) }
        #expect(try [[Int]].parse(json: json) == expected)
    }
}

/// One result slot per thread, written before the thread is joined.
private final class ThreadResults: @unchecked Sendable {
    // @unchecked: slot `i` is written by thread `i` only, read after every thread is done.
    private let slots: UnsafeMutableBufferPointer<[[Int]]?>
    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }
    deinit {
        slots.deinitialize()
        slots.deallocate()
    }
    func store(_ value: [[Int]]?, at index: Int) { slots[index] = value }
    func value(at index: Int) -> [[Int]]? { slots[index] }
}

@Suite("Strings read from the member index")
struct IndexedStringTests {
    /// Every field asked for after the member it follows: each is read from the index, where
    /// its string was kept when it was scanned past.
    struct Reversed: Schema, Equatable {
        var plain: String
        var escaped: String
        var optional: String?
        var missing: String?
        var number: Int
        var withFallback: String
        init(from json: inout ObjectReader) throws {
            number = try json.decode("last")
            withFallback = try json.decode("f", fallback: "-")
            missing = try json.decode("absent")
            optional = try json.decode("o")
            escaped = try json.decode("e")
            plain = try json.decode("p")
        }
    }

    @Test("plain, escaped, optional and fallback strings read from the index as scanned")
    func fromIndex() throws {
        let json = #"{"p": "plain text", "e": "a long prefix caf\u00e9 \"q\" \ud83d\ude00 é", "o": "x", "f": 5, "last": 1}"#
        let d = Reversed.diagnose(json: json)
        let value = try #require(d.value, "\(d.issues)")
        #expect(value.plain == "plain text")
        #expect(value.escaped == "a long prefix café \"q\" 😀 é")
        #expect(value.optional == "x")
        #expect(value.missing == nil)
        #expect(value.number == 1)
        #expect(value.withFallback == "-")
        #expect(d.warnings.map(\.code) == [.fallbackApplied])
    }

    @Test("a string that is not valid is refused when it is scanned past, as before")
    func invalidWhenPassed() throws {
        let d = Reversed.diagnose(json: #"{"p": "bad \x", "last": 1}"#)
        #expect(d.issues.map(\.code) == [.invalidJSON])
    }
}

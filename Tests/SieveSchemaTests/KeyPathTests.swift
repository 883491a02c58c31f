// Key paths: every presence form, the level a failure is reported at, shared prefixes, and
// the first key counting as read for the object's policy.

import Sieve
import Testing

private struct Deep: Schema, Sendable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var name: String?
    var city: String
    var second: Int?
    var count: Int
    var zip: String
    init(from json: inout ObjectReader) throws {
        name   = try json.decode(path: "user.profile.name")
        city   = try json.decode(path: "user.address.city", default: "nowhere")
        second = try json.decode(path: "user.scores[1]")
        count  = try json.decode(path: "user.stats.count", fallback: -1)
        zip    = try json.decode(path: "user.address.zip", fallback: "00000")
    }
}

private struct Nested: Schema, Sendable {
    var cell: Int
    init(from json: inout ObjectReader) throws { cell = try json.decode(path: "grid[1][0].v") }
}

private struct Required2: Schema, Sendable {
    var tag: String
    init(from json: inout ObjectReader) throws { tag = try json.decode(path: "meta.tags[2]") }
}

@Suite("Key paths")
struct KeyPathTests {
    @Test("every level present: each form reads its value, nothing is reported")
    func present() throws {
        let d = Deep.diagnose(json: #"""
        {"user": {"profile": {"name": "Ann"}, "address": {"city": "Oslo", "zip": "0150"},
                  "scores": [3, 4], "stats": {"count": 9}}}
        """#)
        let value = try #require(d.value, "\(d.issues)")
        #expect(value.name == "Ann")
        #expect(value.city == "Oslo")
        #expect(value.second == 4)
        #expect(value.count == 9)
        #expect(value.zip == "0150")
        #expect(d.warnings.isEmpty, "\(d.warnings)")
    }

    @Test("missing levels: nil for an optional, the default silently, the fallback with a warning")
    func missing() throws {
        let d = Deep.diagnose(json: #"{"user": {"scores": [1]}}"#)
        let value = try #require(d.value, "\(d.issues)")
        #expect(value.name == nil)
        #expect(value.city == "nowhere")
        #expect(value.second == nil)
        #expect(value.count == -1)
        #expect(value.zip == "00000")
        #expect(d.warnings.map(\.code) == [.fallbackApplied, .fallbackApplied])
        #expect(d.warnings.map(\.path.description) == ["user.stats", "user.address"])
        #expect(d.warnings.map { $0.parameters["reason"] } == ["missing", "missing"])
    }

    @Test("null and the wrong kind of level: nil for an optional; fallback reasons; issues otherwise")
    func nullAndMismatch() throws {
        let d = Deep.diagnose(json: #"{"user": {"profile": null, "address": {"city": "c", "zip": null}, "scores": 5, "stats": "x"}}"#)
        #expect(d.value == nil)
        // profile null: nil. scores 5 is not an array: an issue even for an optional.
        #expect(d.issues.map(\.code) == [.typeMismatch])
        #expect(d.issues.map(\.path.description) == ["user.scores"])
        #expect(d.issues.first?.parameters["expected"] == "an array")
        #expect(d.warnings.map(\.path.description) == ["user.address.zip", "user.stats"])
        #expect(d.warnings.map { $0.parameters["reason"] } == ["null", "invalid"])
        let required = Required2.diagnose(json: #"{"meta": null}"#)
        #expect(required.issues.map(\.code) == [.nullValue])
        #expect(required.issues.map(\.path.description) == ["meta"])
    }

    @Test("an invalid end value is an issue at the full path")
    func invalidEnd() throws {
        let d = Deep.diagnose(json: #"{"user": {"profile": {"name": 7}, "address": {"city": "c", "zip": "z"}, "stats": {"count": "many"}}}"#)
        #expect(d.issues.map(\.code) == [.typeMismatch])
        #expect(d.issues.map(\.path.description) == ["user.profile.name"])
        #expect(d.warnings.map(\.path.description) == ["user.stats.count"])
        #expect(d.warnings.first?.parameters["cause"] == "type_mismatch")
    }

    @Test("an index past the end is index_out_of_range at the array; nested indexes work")
    func indexes() throws {
        let d = Required2.diagnose(json: #"{"meta": {"tags": ["a", "b"]}}"#)
        #expect(d.issues.map(\.code) == [.indexOutOfRange])
        #expect(d.issues.first?.path.description == "meta.tags")
        #expect(d.issues.first?.parameters["count"] == "2")
        #expect(d.issues.first?.message == "meta.tags has 2 elements; there is no [2]")
        #expect(try Nested.parse(json: #"{"grid": [[{"v": 1}], [{"v": 2}, {"v": 3}]]}"#).cell == 2)
        let empty = Required2.diagnose(json: #"{"meta": {"tags": []}}"#)
        #expect(empty.issues.first?.parameters["count"] == "0")
    }

    @Test("a path finds its first key after a field read that member in place")
    func afterFieldInPlace() throws {
        struct Both: Schema {
            var meta: RawValue
            var name: String?
            init(from json: inout ObjectReader) throws {
                meta = try json.decode("meta")
                name = try json.decode(path: "meta.name")
            }
        }
        let value = try Both.parse(json: #"{"meta": {"name": "a"}, "x": 1}"#)
        #expect(value.name == "a")
        #expect(value.meta == ["name": "a"])
    }

    @Test("a fallback at an index is warned at the element's path")
    func fallbackAtIndex() throws {
        struct First: Schema {
            var n: Int
            init(from json: inout ObjectReader) throws { n = try json.decode(path: "a[0]", fallback: -1) }
        }
        let d = First.diagnose(json: #"{"a": ["x"]}"#)
        #expect(d.value?.n == -1)
        #expect(d.warnings.map(\.path.description) == ["a[0]"])
        #expect(d.warnings.first?.parameters["cause"] == "type_mismatch")
    }

    @Test("the first key counts as read: no unknown_key for it, and not in extras")
    func headIsRead() throws {
        struct WithExtras: Schema {
            static let unknownKeyPolicy = UnknownKeyPolicy.reject
            var id: Int
            var name: String
            var rest: [String: RawValue]
            init(from json: inout ObjectReader) throws {
                name = try json.decode(path: "meta.name")
                id = try json.decode("id")
                rest = try json.extras()
            }
        }
        // The path's key comes after `id`: `id` is passed and indexed, then read from there.
        let value = try WithExtras.parse(json: #"{"id": 1, "meta": {"name": "n", "other": 2}, "x": true}"#)
        #expect(value.id == 1)
        #expect(value.name == "n")
        #expect(value.rest == ["x": true])
    }

    @Test("several paths through one object: the first duplicate wins, every path sees it")
    func sharedPrefix() throws {
        struct Two: Schema {
            var a: Int
            var b: Int
            var c: Int
            init(from json: inout ObjectReader) throws {
                a = try json.decode(path: "m.n.a")
                b = try json.decode(path: "m.n.b")
                c = try json.decode("c")
            }
        }
        let value = try Two.parse(json: #"{"m": {"n": {"b": 2, "a": 1, "a": 9}, "n": {"a": 5}}, "c": 3}"#)
        #expect(value.a == 1)
        #expect(value.b == 2)
        #expect(value.c == 3)
    }

    @Test("paths inside an array of objects each read their own element")
    func inArrays() throws {
        struct Row: Schema, Equatable {
            var name: String
            init(from json: inout ObjectReader) throws { name = try json.decode(path: "who.name") }
        }
        let rows = try [Row].parse(json: #"[{"who": {"name": "a"}}, {"who": {"name": "b"}}, {"who": {"name": "c"}}]"#)
        #expect(rows.map(\.name) == ["a", "b", "c"])
    }

    @Test("a path through invalid JSON is invalid_json, not a crash")
    func invalidJSON() throws {
        let d = Required2.diagnose(json: #"{"meta": {"tags": ["a", "b", 01]}}"#)
        #expect(d.issues.map(\.code) == [.invalidJSON])
        let truncated = Required2.diagnose(json: #"{"meta": {"tags": ["a""#)
        #expect(truncated.issues.map(\.code) == [.invalidJSON])
    }

    @Test("a malformed path is a mistake in the schema: it stops with the path and the reason")
    func malformedPath() async throws {
        struct Bad: Schema {
            var v: Int
            init(from json: inout ObjectReader) throws { v = try json.decode(path: "a..b") }
        }
        await #expect(processExitsWith: .failure) {
            _ = Bad.diagnose(json: #"{"a": {"b": 1}}"#)
        }
        struct Unclosed: Schema {
            var v: Int
            init(from json: inout ObjectReader) throws { v = try json.decode(path: "a[0") }
        }
        await #expect(processExitsWith: .failure) {
            _ = Unclosed.diagnose(json: #"{"a": [1]}"#)
        }
        struct NoDot: Schema {
            var v: Int
            init(from json: inout ObjectReader) throws { v = try json.decode(path: "a[0]b") }
        }
        await #expect(processExitsWith: .failure) {
            _ = NoDot.diagnose(json: #"{"a": [{"b": 1}]}"#)
        }
    }
}

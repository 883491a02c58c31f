// Unions in all four forms — internally, adjacently and externally tagged, and untagged — and
// what each leaves behind: values, warnings, issues, and a reader that can go on.

import Sieve
import Testing

// MARK: - Models

/// A variant that warns on its way to failing: its warning must not leak.
private struct Loud: Sendable, Equatable {
    var code: Int
}
extension Loud: Schema {
    init(from json: inout ObjectReader) throws {
        _ = try json.decode("legacy", fallback: 0)        // warns fallback_applied when missing
        code = try json.decode("code")
    }
}
private struct Quiet: Sendable, Equatable {
    var name: String
}
extension Quiet: Schema {
    init(from json: inout ObjectReader) throws { name = try json.decode("name") }
}
private enum Either: SchemaValue, Sendable, Equatable {
    case loud(Loud), quiet(Quiet), number(Int), text(String)
    static func decode(from reader: inout ValueReader) throws -> Either {
        try reader.untagged(
            { .loud(try Loud.decode(from: &$0)) },
            { .quiet(try Quiet.decode(from: &$0)) },
            { .number(try Int.decode(from: &$0)) },
            { .text(try String.decode(from: &$0)) })
    }
}
private struct Holder: Schema, Sendable {
    var items: [Either]
    var after: String
    init(from json: inout ObjectReader) throws {
        items = try json.decode("items")
        after = try json.decode("after")
    }
}

/// A variant that throws an error of its own.
private struct Positive: SchemaValue, Sendable, Equatable {
    struct NotPositive: Error, CustomStringConvertible { var description: String { "not positive" } }
    var value: Int
    static func decode(from reader: inout ValueReader) throws -> Positive {
        let value = try Int.decode(from: &reader)
        guard value > 0 else { throw NotPositive() }
        return Positive(value: value)
    }
}
private enum Sign: SchemaValue, Sendable, Equatable {
    case positive(Positive), other(Bool)
    static func decode(from reader: inout ValueReader) throws -> Sign {
        try reader.untagged(variants: [
            { .positive(try Positive.decode(from: &$0)) },
            { .other(try Bool.decode(from: &$0)) },
        ])
    }
}

/// Adjacently tagged: {"type": "text", "data": {...}}.
private enum Adjacent: Schema, Sendable, Equatable {
    case text(TextBlock), image(ImageBlock), unknown(String)
    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as Open<BlockKind> {
        case .known(.text): self = .text(try json.decode("data"))
        case .known(.image): self = .image(try json.decode("data"))
        case .unknown(let tag): self = .unknown(tag)
        }
    }
}

/// Externally tagged: {"text": {...}}.
private enum External: Schema, Sendable, Equatable {
    case text(TextBlock), image(ImageBlock), unknown(String)
    init(from json: inout ObjectReader) throws {
        switch try json.singleKey(as: BlockKind.self) {
        case .known(.text): self = .text(try json.decode("text"))
        case .known(.image): self = .image(try json.decode("image"))
        case .unknown(let key): self = .unknown(key)
        }
    }
}
private struct WatchedExternal: Schema, Sendable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var block: External
    init(from json: inout ObjectReader) throws { block = try External(from: &json) }
}

/// A tagged union whose unknown case keeps the object, under a strict key policy.
private enum Kept: Schema, Sendable, Equatable {
    static let unknownKeyPolicy = UnknownKeyPolicy.reject
    case text(TextBlock), other(RawValue)
    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as Open<BlockKind> {
        case .known(.text): self = .text(try TextBlock(from: &json))
        default: self = .other(try json.wholeObject())
        }
    }
}

// MARK: - Tests

@Suite("Unions")
struct UnionTests {
    @Test("untagged: the first variant that decodes wins, and the reader goes on")
    func firstWins() throws {
        let d = Holder.diagnose(json: #"{"items": [{"code": 1, "legacy": 2}, {"name": "n"}, 7, "s"], "after": "ok"}"#)
        let value = try #require(d.value, "\(d.issues)")
        #expect(value.items == [.loud(Loud(code: 1)), .quiet(Quiet(name: "n")), .number(7), .text("s")])
        #expect(value.after == "ok")
        #expect(d.warnings.isEmpty, "\(d.warnings)")
    }

    @Test("untagged: a variant that fails leaves neither its warnings nor its issues")
    func losersLeaveNothing() throws {
        // Loud warns about its missing `legacy` and then fails on `code`: neither is kept.
        let d = Holder.diagnose(json: #"{"items": [{"name": "n"}], "after": "ok"}"#)
        #expect(d.value?.items == [.quiet(Quiet(name: "n"))])
        #expect(d.warnings.isEmpty, "\(d.warnings)")
        #expect(d.issues.isEmpty, "\(d.issues)")
    }

    @Test("untagged: the winner's own warnings are kept")
    func winnersWarningsKept() throws {
        let d = Holder.diagnose(json: #"{"items": [{"code": 3}], "after": "ok"}"#)
        #expect(d.value?.items == [.loud(Loud(code: 3))])
        #expect(d.warnings.map(\.code) == [.fallbackApplied])
        #expect(d.warnings.map(\.path.description) == ["items[0].legacy"])
    }

    @Test("untagged: when a later variant decodes too, ambiguous_union names both")
    func ambiguous() throws {
        let d = Holder.diagnose(json: #"{"items": [{"code": 3, "legacy": 1, "name": "x"}], "after": "ok"}"#)
        #expect(d.value?.items == [.loud(Loud(code: 3))])
        #expect(d.warnings.map(\.code) == [.ambiguousUnion])
        #expect(d.warnings.first?.parameters["chosen"] == "loud")
        #expect(d.warnings.first?.parameters["also"] == "quiet")
        #expect(d.warnings.first?.path.description == "items[0]")
        #expect(d.warnings.first?.message.contains("loud, listed first, was used") == true)
    }

    @Test("untagged: no variant matched is one issue with each failure, and the next field reads")
    func noneMatched() throws {
        let d = Holder.diagnose(json: #"{"items": [true], "after": "ok"}"#)
        #expect(d.issues.map(\.code) == [.noVariantMatched])
        let issue = try #require(d.issues.first)
        #expect(issue.path.description == "items[0]")
        #expect(issue.parameters["variants"] == "variant 1, variant 2, variant 3, variant 4")
        #expect(
            issue.parameters["failures"]
                == "variant 1: expected an object, found a boolean; variant 2: expected an object,"
                + " found a boolean; variant 3: expected an integer, found a boolean; variant 4:"
                + " expected a string, found a boolean")
        #expect(d.issues.count == 1)
    }

    @Test("untagged: a variant's own error is its failure; the array form works")
    func ownError() throws {
        let good = [Sign].diagnose(json: "[5, false]")
        #expect(good.value == [.positive(Positive(value: 5)), .other(false)])
        let bad = [Sign].diagnose(json: "[-1]")
        #expect(bad.issues.map(\.code) == [.noVariantMatched])
        #expect(bad.issues.first?.parameters["failures"]?.hasPrefix("variant 1: not positive") == true)
    }

    @Test("internally tagged with the tag last: read out of order, same value")
    func tagLast() throws {
        let first = try [Block].parse(json: #"[{"type": "image", "url": "u", "width": 3}]"#)
        let last = try [Block].parse(json: #"[{"url": "u", "width": 3, "type": "image"}]"#)
        #expect(first == last)
        #expect(last == [.image(ImageBlock(url: "u", width: 3))])
    }

    @Test("internally tagged: issue paths stay relative to the object")
    func flattenedPaths() throws {
        let d = [Block].diagnose(json: #"[{"type": "text"}, {"type": "image", "url": "u", "width": "w"}]"#)
        #expect(d.issues.map(\.path.description) == ["[0].text", "[1].width"])
        #expect(d.issues.map(\.code) == [.missingKey, .typeMismatch])
    }

    @Test("adjacently tagged: the tag, then the case's value under data")
    func adjacent() throws {
        let d = [Adjacent].diagnose(json: #"[{"type": "text", "data": {"text": "t"}}, {"data": {"url": "u", "width": 1}, "type": "image"}, {"type": "x", "data": 1}]"#)
        #expect(d.value == [.text(TextBlock(text: "t")), .image(ImageBlock(url: "u", width: 1)), .unknown("x")])
        #expect(d.warnings.map(\.code) == [.unknownCase])
        #expect(d.warnings.map(\.path.description) == ["[2].type"])
    }

    @Test("externally tagged: the single member's key names the case")
    func external() throws {
        let d = [External].diagnose(json: #"[{"text": {"text": "t"}}, {"image": {"url": "u", "width": 1}}, {"video": {}}]"#)
        #expect(d.value == [.text(TextBlock(text: "t")), .image(ImageBlock(url: "u", width: 1)), .unknown("video")])
        #expect(d.warnings.map(\.code) == [.unknownCase])
        #expect(d.warnings.first?.path.description == "[2].video")
        #expect(d.warnings.first?.parameters["raw"] == "video")
    }

    @Test("externally tagged: an empty object is an issue; extra members follow the policy")
    func externalShapes() throws {
        let empty = [External].diagnose(json: "[{}]")
        #expect(empty.issues.map(\.code) == [.typeMismatch])
        #expect(empty.issues.first?.parameters["expected"] == "an object with one member")
        let extra = WatchedExternal.diagnose(json: #"{"text": {"text": "t"}, "image": 1}"#)
        #expect(extra.value?.block == .text(TextBlock(text: "t")))
        #expect(extra.warnings.map(\.code) == [.unknownKey])
        #expect(extra.warnings.first?.path.description == "image")
        let escaped = try [External].parse(json: #"[{"t\u0065xt": {"text": "t"}}]"#)
        #expect(escaped == [.text(TextBlock(text: "t"))])
    }

    @Test("wholeObject keeps every member in document order, and does not move the reader")
    func wholeObject() throws {
        struct Both: Schema {
            var raw: RawValue
            var name: String
            init(from json: inout ObjectReader) throws {
                raw = try json.wholeObject()
                name = try json.decode("name")
            }
        }
        let value = try Both.parse(json: #"{"name": "a", "x": [1, {"y": null}], "name": "b"}"#)
        #expect(value.name == "a")
        guard case .object(let object) = value.raw else {
            Issue.record("not an object: \(value.raw)")
            return
        }
        #expect(object.keys == ["name", "x", "name"])
        #expect(object.members[1].value == [1, ["y": .null]])
    }

    @Test("members kept by wholeObject are not unknown keys, even under .reject")
    func wholeObjectKeeps() throws {
        let d = [Kept].diagnose(json: #"[{"type": "video", "src": "v"}, {"type": "text", "text": "t"}]"#)
        #expect(d.issues.isEmpty, "\(d.issues)")
        #expect(d.value == [.other(["type": "video", "src": "v"]), .text(TextBlock(text: "t"))])
        let strict = [Kept].diagnose(json: #"[{"type": "text", "text": "t", "extra": 1}]"#)
        #expect(strict.issues.map(\.code) == [.unknownKey])
    }

    @Test("flattening: keys read by the inner type count as read for the outer policy and extras")
    func flatteningCountsKeys() throws {
        struct Outer: Schema {
            static let unknownKeyPolicy = UnknownKeyPolicy.warn
            var page: Pagination
            var rest: [String: RawValue]
            init(from json: inout ObjectReader) throws {
                page = try Pagination(from: &json)
                rest = try json.extras()
            }
        }
        let d = Outer.diagnose(json: #"{"per_page": 5, "q": "x", "page": 1}"#)
        let value = try #require(d.value)
        #expect(value.page == Pagination(page: 1, perPage: 5))
        #expect(value.rest == ["q": "x"])
        #expect(d.warnings.isEmpty, "\(d.warnings)")
    }
}

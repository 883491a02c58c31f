// One page schema, written as an application writes it, that uses together tagged and
// untagged unions, flattening, key paths and recursion: the page decodes with every tolerance
// a warning, and each strict form fails with its issue where it belongs. Its spellings are the
// public API's contract.
//
// `no_variant_matched` names each variant's failure by position (`variant 1: last4 is
// missing; variant 2: iban is missing`), since the untagged variants are closures with no
// names; the enum case names (`card`, `bank`) are known only for a variant that decoded, which
// is how `ambiguous_union` names them.

import Sieve
import Testing

struct TextBlock: Schema, Sendable, Equatable {
    var text: String
    init(from json: inout ObjectReader) throws { text = try json.decode("text") }
}
struct ImageBlock: Schema, Sendable, Equatable {
    var url: String
    var width: Int
    init(from json: inout ObjectReader) throws {
        url   = try json.decode("url")
        width = try json.decode("width")
    }
}
enum BlockKind: String, CaseIterable, Sendable, SchemaValue { case text, image }

/// Internally tagged: {"type": "image", "url": "…", "width": 3}
enum Block: Schema, Sendable, Equatable {
    case text(TextBlock)
    case image(ImageBlock)
    case unknown(tag: String, object: RawValue)

    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as Open<BlockKind> {            // unknown tag → unknown_case
        case .known(.text):  self = .text(try TextBlock(from: &json))  // the case reads the same object
        case .known(.image): self = .image(try ImageBlock(from: &json))
        case .unknown(let tag): self = .unknown(tag: tag, object: try json.wholeObject())
        }
    }
}

/// Strict variant: an unknown tag is an issue at `type`, listing the allowed values.
enum StrictBlock: Schema, Sendable {
    case text(TextBlock), image(ImageBlock)
    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as BlockKind {
        case .text:  self = .text(try TextBlock(from: &json))
        case .image: self = .image(try ImageBlock(from: &json))
        }
    }
}

struct Card: Schema, Sendable, Equatable {
    var last4: String
    init(from json: inout ObjectReader) throws { last4 = try json.decode("last4") }
}
struct Bank: Schema, Sendable, Equatable {
    var iban: String
    init(from json: inout ObjectReader) throws { iban = try json.decode("iban") }
}
/// Untagged: no discriminator on the wire; variants tried in order.
enum Payment: SchemaValue, Sendable, Equatable {
    case card(Card), bank(Bank)
    static func decode(from reader: inout ValueReader) throws -> Payment {
        try reader.untagged(
            { .card(try Card.decode(from: &$0)) },
            { .bank(try Bank.decode(from: &$0)) })
    }
}

struct Pagination: Schema, Sendable, Equatable {
    var page: Int
    var perPage: Int
    init(from json: inout ObjectReader) throws {
        page    = try json.decode("page")
        perPage = try json.decode("per_page")
    }
}

final class Comment: Schema, @unchecked Sendable {
    let body: String
    let replies: [Comment]            // recursion through an array
    let parent: Indirect<Comment>?     // recursion through a single value
    init(from json: inout ObjectReader) throws {
        body    = try json.decode("body")
        replies = try json.decode("replies", default: [])
        parent  = try json.decode("parent")
    }
}

struct Page: Schema, Sendable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var blocks: [Block]
    var payments: [Payment]
    var pagination: Pagination        // flattened: its keys live in this object
    var authorName: String            // nested key path
    var firstTag: String?
    init(from json: inout ObjectReader) throws {
        blocks     = try json.decode("blocks")
        payments   = try json.decode("payments")
        pagination = try Pagination(from: &json)
        authorName = try json.decode(path: "meta.author.display_name")
        firstTag   = try json.decode(path: "meta.tags[0]")
    }
}

// Around the schema: values to compare with (a custom initializer hides the memberwise one).
extension TextBlock { init(text: String) { self.text = text } }
extension ImageBlock { init(url: String, width: Int) { self.url = url; self.width = width } }
extension Card { init(last4: String) { self.last4 = last4 } }
extension Bank { init(iban: String) { self.iban = iban } }
extension Pagination { init(page: Int, perPage: Int) { self.page = page; self.perPage = perPage } }

/// A strict tag whose failure ends the object: CaseIterable for the allowed list, and no
/// placeholder.
enum TagWithoutPlaceholder: String, CaseIterable, Sendable, SchemaValue {
    case text, image
    static var placeholderForIssues: TagWithoutPlaceholder? { nil }
}
enum OnlyTagged: Schema, Sendable {
    case text(TextBlock), image(ImageBlock)
    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as TagWithoutPlaceholder {
        case .text:  self = .text(try TextBlock(from: &json))
        case .image: self = .image(try ImageBlock(from: &json))
        }
    }
}

@Suite("A page schema end to end: unions, flattening, key paths, recursion")
struct PageEndToEndTests {
    @Test("the page: unions, flattening and key paths, with every tolerance a warning")
    func page() throws {
        let page = Page.diagnose(json: #"""
        {"blocks": [{"type": "text", "text": "hi"}, {"type": "image", "url": "u", "width": 3},
                    {"type": "video", "src": "v.mp4"}],
         "payments": [{"last4": "4242"}, {"iban": "DE89"}, {"last4": "1111", "iban": "FR76"}],
         "page": 2, "per_page": 50,
         "meta": {"author": {"display_name": "Ann"}, "tags": []}}
        """#)
        // page.value: blocks [.text, .image, .unknown(tag: "video", object: {"type":"video","src":"v.mp4"})],
        // payments [.card(4242), .bank(DE89), .card(1111)], pagination (2, 50), authorName "Ann", firstTag nil
        let value = try #require(page.value, "\(page.issues)")
        let video: RawValue = ["type": "video", "src": "v.mp4"]
        #expect(
            value.blocks == [
                .text(TextBlock(text: "hi")), .image(ImageBlock(url: "u", width: 3)),
                .unknown(tag: "video", object: video),
            ])
        #expect(
            value.payments == [
                .card(Card(last4: "4242")), .bank(Bank(iban: "DE89")), .card(Card(last4: "1111")),
            ])
        #expect(value.pagination == Pagination(page: 2, perPage: 50))
        #expect(value.authorName == "Ann")
        #expect(value.firstTag == nil)
        // warnings, in document order: unknown_case (blocks[2].type, raw "video"),
        // ambiguous_union (payments[2]: card and bank both match; the first listed wins).
        // No unknown_key warning: page and per_page were read by Pagination, meta by the key paths.
        #expect(page.warnings.map(\.code) == [.unknownCase, .ambiguousUnion])
        #expect(page.warnings.map(\.path.description) == ["blocks[2].type", "payments[2]"])
        #expect(page.warnings[0].parameters["raw"] == "video")
        #expect(page.warnings[1].parameters["chosen"] == "card")
        #expect(page.warnings[1].parameters["also"] == "bank")
        #expect(page.warnings[1].location.line == 3)
        #expect(page.issues.isEmpty)
    }

    @Test("a strict tag: an unknown one is an issue at type, listing the allowed values")
    func strict() throws {
        let strict = [StrictBlock].diagnose(json: #"[{"type": "video"}]"#)
        // issue invalid_case at [0].type listing "text", "image"
        #expect(strict.value == nil)
        let issue = try #require(strict.issues.first { $0.code == .invalidCase })
        #expect(issue.path.description == "[0].type")
        #expect(issue.parameters["allowed"] == "text, image")
        // Beside the invalid_case: every issue is collected, and a closed enum that
        // fails gives its placeholder (its first case) so the decode goes on; the `.text` case
        // then misses its `text`. A tag enum that declares no placeholder ends the object at
        // the tag instead (`TagWithoutPlaceholder` below): one issue.
        #expect(strict.issues.map(\.code) == [.missingKey, .invalidCase])
        #expect(strict.issues.map(\.path.description) == ["[0].text", "[0].type"])
    }

    @Test("a tag enum without a placeholder ends the object at the tag: one issue")
    func strictWithoutPlaceholder() throws {
        let strict = [OnlyTagged].diagnose(json: #"[{"type": "video"}, {"type": "text", "text": "t"}]"#)
        #expect(strict.issues.map(\.code) == [.invalidCase])
        #expect(strict.issues.first?.path.description == "[0].type")
        #expect(strict.issues.first?.parameters["allowed"] == "text, image")
    }

    @Test("no variant matched: one issue, with each variant's own failure")
    func noVariant() throws {
        let none = [Payment].diagnose(json: #"[{"routing": "x"}]"#)
        // issue no_variant_matched at [0], with each variant's own failure (card: missing last4; bank: missing iban)
        #expect(none.value == nil)
        #expect(none.issues.map(\.code) == [.noVariantMatched])
        let issue = try #require(none.issues.first)
        #expect(issue.path.description == "[0]")
        #expect(issue.parameters["failures"] == "variant 1: last4 is missing; variant 2: iban is missing")
        #expect(none.warnings.isEmpty)
    }

    @Test("a missing level of a key path is reported at the first level that is missing")
    func missingLevel() throws {
        let path = Page.diagnose(json: #"{"blocks": [], "payments": [], "page": 1, "per_page": 1, "meta": {}}"#)
        // issue missing_key at meta.author (the first missing level of meta.author.display_name)
        #expect(path.value == nil)
        #expect(path.issues.map(\.code) == [.missingKey])
        #expect(path.issues.map(\.path.description) == ["meta.author"])
    }

    @Test("recursion through an array and through an Indirect")
    func recursion() throws {
        let thread = try Comment.parse(json: #"{"body": "a", "replies": [{"body": "b", "replies": [{"body": "c"}]}], "parent": {"body": "root"}}"#)
        #expect(thread.body == "a")
        #expect(thread.replies.map(\.body) == ["b"])
        #expect(thread.replies[0].replies.map(\.body) == ["c"])
        #expect(thread.replies[0].replies[0].replies.isEmpty)
        #expect(thread.parent?.value.body == "root")
        #expect(thread.parent?.value.parent == nil)
    }
}

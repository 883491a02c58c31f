// Shape 11 of Corpus/README.md, tagged content blocks (`blocks-tag-first-*.json`,
// `blocks-tag-last-*.json`): a CMS document whose blocks are an internally tagged union, the
// `type` member beside the members it decides. The `unions` pass reads them.
//
// Sieve reads these types, Foundation their twins (Models/Synthesized), declared alike.
// Sieve: `Block.init(from:)` reads the tag as an
// `Open<BlockKind>` and hands the same object reader to the case's struct, which reads the
// block's other members (the case is flattened into the tagged object). Foundation: the
// discriminator pattern apps write, `type` from a keyed container, then the case's struct from
// the same decoder. A tag the model does not know (`embed`, in the corpus) is `.unknown(tag)`
// on both sides, and the block's other members are skipped (by Sieve with a warning
// `unknown_case`, which `parse` records and does not render).
//
// With the tag first, Sieve reads every member of a block in place; with the tag last, asking
// for `type` first indexes the block's members once and the case's struct reads them from the
// index. Foundation builds a dictionary of every object either way.

import Sieve

/// A CMS document: its content, block by block.
struct BlockDocument: Schema, Decodable, Equatable {
    var blocks: [Block]

    init(from json: inout ObjectReader) throws {
        blocks = try json.decode("blocks")
    }
}

/// The kinds of block the model knows, by their tags.
enum BlockKind: String, CaseIterable, Sendable, SchemaValue {
    case text, heading, image, quote, code
}

/// One content block: the kind its `type` member names, with that kind's members.
enum Block: Schema, Decodable, Equatable {
    case text(TextBlock)
    case heading(HeadingBlock)
    case image(ImageBlock)
    case quote(QuoteBlock)
    case code(CodeBlock)
    /// A kind the model does not know, by its tag; its other members are not read.
    case unknown(String)

    init(from json: inout ObjectReader) throws {
        switch try json.decode("type") as Open<BlockKind> {
        case .known(.text): self = .text(try TextBlock(from: &json))
        case .known(.heading): self = .heading(try HeadingBlock(from: &json))
        case .known(.image): self = .image(try ImageBlock(from: &json))
        case .known(.quote): self = .quote(try QuoteBlock(from: &json))
        case .known(.code): self = .code(try CodeBlock(from: &json))
        case .unknown(let tag): self = .unknown(tag)
        }
    }

    /// The member that names the kind.
    private enum TagKey: String, CodingKey {
        case type
    }

    init(from decoder: any Decoder) throws {
        let tag = try decoder.container(keyedBy: TagKey.self).decode(String.self, forKey: .type)
        switch BlockKind(rawValue: tag) {
        case .text: self = .text(try TextBlock(from: decoder))
        case .heading: self = .heading(try HeadingBlock(from: decoder))
        case .image: self = .image(try ImageBlock(from: decoder))
        case .quote: self = .quote(try QuoteBlock(from: decoder))
        case .code: self = .code(try CodeBlock(from: decoder))
        case nil: self = .unknown(tag)
        }
    }
}

/// A paragraph of running text.
struct TextBlock: Schema, Decodable, Equatable {
    var text: String
    /// `plain` or `markdown`.
    var format: String

    init(from json: inout ObjectReader) throws {
        text = try json.decode("text")
        format = try json.decode("format")
    }
}

/// A section heading and the anchor that links to it.
struct HeadingBlock: Schema, Decodable, Equatable {
    /// 1 to 4.
    var level: Int
    var text: String
    var anchor: String

    init(from json: inout ObjectReader) throws {
        level = try json.decode("level")
        text = try json.decode("text")
        anchor = try json.decode("anchor")
    }
}

/// An image, its size in pixels, and the text that stands for it.
struct ImageBlock: Schema, Decodable, Equatable {
    var url: String
    var width: Int
    var height: Int
    var alt: String
    var caption: String?

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        width = try json.decode("width")
        height = try json.decode("height")
        alt = try json.decode("alt")
        caption = try json.decode("caption")
    }
}

/// A quotation and whom it is from, when known.
struct QuoteBlock: Schema, Decodable, Equatable {
    var text: String
    var attribution: String?

    init(from json: inout ObjectReader) throws {
        text = try json.decode("text")
        attribution = try json.decode("attribution")
    }
}

/// A listing: its language, its lines, and whether they are numbered.
struct CodeBlock: Schema, Decodable, Equatable {
    var language: String
    var source: String
    var lineNumbers: Bool

    enum CodingKeys: String, CodingKey {
        case language, source
        case lineNumbers = "line_numbers"
    }

    init(from json: inout ObjectReader) throws {
        language = try json.decode("language")
        source = try json.decode("source")
        lineNumbers = try json.decode("line_numbers")
    }
}

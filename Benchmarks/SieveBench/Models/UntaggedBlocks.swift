// The content blocks of corpus shape 11 read as an *untagged* union: the `type` member is not
// consulted, each kind is tried in turn on every block until one fits, as apps do when the
// wire has no tag. It measures what an untagged union costs against the tagged `Block` of the
// `unions` pass over the same file (the `shapes` pass).
//
// Sieve: `ValueReader.untagged`, which also tries the kinds after the winner to warn of
// ambiguity (a text block fits the quote kind too). Foundation: the `try?` chain apps write.
// Both sides give the same kind for every block: the first that fits.

import Sieve

/// A CMS document whose blocks are told apart by their shape alone.
struct UntaggedBlockDocument: Schema, Decodable, Equatable {
    var blocks: [UntaggedBlock]

    init(from json: inout ObjectReader) throws {
        blocks = try json.decode("blocks")
    }
}

/// A content block, whichever kind's members it has; `other` when none fits.
enum UntaggedBlock: SchemaValue, Decodable, Equatable {
    case text(TextBlock)
    case heading(HeadingBlock)
    case image(ImageBlock)
    case quote(QuoteBlock)
    case code(CodeBlock)
    case other(BlockTagOnly)

    static func decode(from reader: inout ValueReader) throws -> UntaggedBlock {
        try reader.untagged(variants: [
            { .text(try TextBlock.decode(from: &$0)) },
            { .heading(try HeadingBlock.decode(from: &$0)) },
            { .image(try ImageBlock.decode(from: &$0)) },
            { .quote(try QuoteBlock.decode(from: &$0)) },
            { .code(try CodeBlock.decode(from: &$0)) },
            { .other(try BlockTagOnly.decode(from: &$0)) },
        ])
    }

    init(from decoder: any Decoder) throws {
        if let block = try? TextBlock(from: decoder) {
            self = .text(block)
        } else if let block = try? HeadingBlock(from: decoder) {
            self = .heading(block)
        } else if let block = try? ImageBlock(from: decoder) {
            self = .image(block)
        } else if let block = try? QuoteBlock(from: decoder) {
            self = .quote(block)
        } else if let block = try? CodeBlock(from: decoder) {
            self = .code(block)
        } else {
            self = .other(try BlockTagOnly(from: decoder))
        }
    }
}

/// A block of a kind no variant fits: its tag alone.
struct BlockTagOnly: Schema, Decodable, Equatable {
    var type: String

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
    }
}

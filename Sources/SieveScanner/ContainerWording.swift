// The words a container error uses for what was expected. The grammar is written once
// (`JSONScanner+Containers.swift`), but before it was, each reader had chosen its own words
// for a few of its errors, mostly at the end of input: the same document and offset say
// "expected ',' or '}'" when read and "expected '"' or '}'" when skipped. Those texts are
// kept, reader by reader, in this one table, so that no reader's messages change with the
// move; making them one wording is a change to this file alone.
//
// Only the text differs: the code (`unexpected_end` / `unexpected_character`) and the offset
// of every error are the grammar's and the same for every reader.

/// Which reader's words a container error uses.
@usableFromInline
package enum ContainerWording: Sendable {
    /// The structural skip (`skipValue`, `validateDocument`, `sieve check`).
    case skipping
    /// `RawValue` parsing and the schema layer's `ValueReader` containers.
    case reading
    /// The schema layer's `ObjectReader`.
    case objectReader
    /// The drop-in decoder's keyed containers and arrays.
    case decoding
    /// The drop-in decoder's `[String: V]`.
    case decodingDictionary
}

/// A place in the container grammar where an error can arise.
@usableFromInline
package enum ContainerPlace: Sendable {
    /// Just past `{`: a key or `}`.
    case objectStart
    /// Just past a `,` in an object: a key.
    case keyAfterComma
    /// After a member's value: `,` or `}`.
    case afterMember
    /// Just past `[`: a value or `]`.
    case arrayStart
    /// Just past a `,` in an array: a value.
    case elementAfterComma
    /// After an element: `,` or `]`.
    case afterElement
}

extension ContainerWording {
    /// What was expected at `place`, at the end of input (`atEnd`) or at a byte that does not
    /// fit.
    @usableFromInline
    func expected(at place: ContainerPlace, atEnd: Bool) -> String {
        switch place {
        case .objectStart:
            switch self {
            case .skipping: return atEnd ? "'\"' or '}'" : "'\"' to start a key"
            case .reading: return "'\"' to start a key"
            case .objectReader: return "'\"' to start a key, or '}'"
            case .decoding, .decodingDictionary: return "'\"' or '}'"
            }
        case .keyAfterComma:
            guard atEnd else { return "'\"' to start a key" }
            switch self {
            case .skipping: return "'\"'"
            case .decoding: return "'\"' or '}'"
            case .reading, .objectReader, .decodingDictionary: return "'\"' to start a key"
            }
        case .afterMember:
            return atEnd && self == .skipping ? "'\"' or '}'" : "',' or '}'"
        case .arrayStart:
            return self == .reading ? "a value" : "a value or ']'"
        case .elementAfterComma:
            return "a value"
        case .afterElement:
            return atEnd && self == .skipping ? "a value or ']'" : "',' or ']'"
        }
    }
}

// The words a container error uses for what was expected. The grammar has one home
// (`JSONScanner+Containers.swift`), but before it had, each reader had chosen its own words
// for a few errors, mostly at the end of input. They are kept, reader by reader, in this one
// table, except the skip's words for input that ends after a member or an element, which were
// wrong (`{"a": 1` "expected '"' or '}'"; the drop-in decoder validates each document with the
// skip first, so its issues said so too). The code and offset of every error are the
// grammar's, the same for every reader.

/// Which reader's words a container error uses.
@usableFromInline
package enum ContainerWording: Sendable {
    /// The structural skip (`skipValue`, `validateDocument`, `sieve check`).
    case skipping
    /// `RawValue` parsing, `ValueReader`'s containers and `PathFinder`.
    case reading
    /// The schema layer's `ObjectReader`.
    case objectReader
    /// The drop-in decoder's keyed containers and arrays, and its `[String: V]`.
    case decoding, decodingDictionary
}

/// A place in the container grammar where an error can arise: just past `{` or `[`, just
/// past a `,` in an object or an array, or after a member's or an element's value.
@usableFromInline
package enum ContainerPlace: Sendable {
    case objectStart, keyAfterComma, afterMember, arrayStart, elementAfterComma, afterElement
}

extension ContainerWording {
    /// What was expected at `place`, at the end of input (`atEnd`) or at a byte that does not
    /// fit.
    @usableFromInline
    func expected(at place: ContainerPlace, atEnd: Bool) -> String {
        switch (place, self) {
        case (.objectStart, .skipping): return atEnd ? "'\"' or '}'" : "'\"' to start a key"
        case (.objectStart, .reading): return "'\"' to start a key"
        case (.objectStart, .objectReader): return "'\"' to start a key, or '}'"
        case (.objectStart, _): return "'\"' or '}'"
        case (.keyAfterComma, .skipping) where atEnd: return "'\"'"
        case (.keyAfterComma, .decoding) where atEnd: return "'\"' or '}'"
        case (.keyAfterComma, _): return "'\"' to start a key"
        case (.afterMember, _): return "',' or '}'"
        case (.arrayStart, .reading): return "a value"
        case (.arrayStart, _): return "a value or ']'"
        case (.elementAfterComma, _): return "a value"
        case (.afterElement, _): return "',' or ']'"
        }
    }
}

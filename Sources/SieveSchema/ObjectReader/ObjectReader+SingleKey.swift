// Externally tagged unions (`{"text": {...}}`): the key of the object's one member names the
// case. A key of up to 15 bytes becomes an inline `String` (no allocation) for the enum's own
// `init(rawValue:)`; a longer one is compared with the raw values byte for byte in the
// document. Either way a known key makes no heap `String`; an unknown one is kept as text.

import SieveScanner

extension ObjectReader {
    /// The key of the object's first member, as a case of `Tag`: for a union tagged by its
    /// only member's key, `{"image": {"url": "…"}}`.
    ///
    /// ```swift
    /// switch try json.singleKey(as: BlockKind.self) {
    /// case .known(.text):  self = .text(try json.decode("text"))
    /// case .known(.image): self = .image(try json.decode("image"))
    /// case .unknown(let key): self = .unknown(key)
    /// }
    /// ```
    ///
    /// - A key with no case is `.unknown` with a warning `unknown_case` at that member.
    /// - An empty object is an issue `type_mismatch` (expected an object with one member),
    ///   and `.unknown("")`.
    /// - The reader does not move: read the member with `decode` as usual. Members after the
    ///   first follow the type's `unknownKeyPolicy` (`.warn` reports them).
    public mutating func singleKey<Tag: RawRepresentable & CaseIterable>(
        as type: Tag.Type = Tag.self
    ) throws -> Open<Tag> where Tag.RawValue == String {
        if state == .placeholder { return .unknown("") }
        var scanner = scannerAtBrace()
        guard try scanner.openContainer(inObject: true, Dialect.self, .objectReader) else {
            try reader.context.pointee.fail(
                .typeMismatch(expected: "an object with one member", found: "an empty object"),
                anchor: objectOffset, field: nil, valueOffset: objectOffset)
            return .unknown("")
        }
        let keyOffset = scanner.offset
        let key = try scanner.scanString()
        if !key.hasEscapes {
            let bytes = key.rawBytes
            if bytes.count <= 15 {
                // Up to 15 bytes a `String` is stored inline: making one allocates nothing.
                if let tag = Tag(rawValue: JSONScanner.makeString(key)) { return .known(tag) }
            } else {
                for tag in Tag.allCases {
                    var raw = tag.rawValue
                    let matches = raw.withUTF8 { candidate in
                        candidate.count == bytes.count
                            && memcmpBytes(candidate.baseAddress!, bytes.baseAddress!, bytes.count)
                    }
                    if matches { return .known(tag) }
                }
            }
        }
        let text = JSONScanner.makeString(key)
        if let tag = Tag(rawValue: text) { return .known(tag) }
        reader.context.pointee.warn(
            .unknownCase(raw: text, type: String(describing: Tag.self)), anchor: objectOffset,
            field: text, valueOffset: keyOffset)
        return .unknown(text)
    }
}

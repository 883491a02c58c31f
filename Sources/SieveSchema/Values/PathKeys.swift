// The `CodingKey`s Sieve puts into coding paths, spelled as Foundation spells them: by the
// drop-in decoder and encoder, and in the paths of the schema writer's errors.

/// The key of an array element in a coding path: `"Index 2"`, integer value 2.
@usableFromInline
package struct IndexKey: CodingKey {
    @usableFromInline package let index: Int

    @inlinable package init(_ index: Int) { self.index = index }
    @inlinable package init?(stringValue: String) { return nil }
    @inlinable package init?(intValue: Int) { self.index = intValue }

    @inlinable package var stringValue: String { "Index \(index)" }
    @inlinable package var intValue: Int? { index }

    /// The index, when `key` is an `IndexKey`: a comparison of metadata, not a dynamic cast.
    @inline(__always)
    package static func index(of key: any CodingKey) -> Int? {
        type(of: key) == IndexKey.self ? key.intValue : nil
    }
}

/// A key made from a string: `superDecoder()`'s `"super"`, the custom key strategy's, an
/// object member's in a write error's path.
@usableFromInline
package struct StringKey: CodingKey {
    @usableFromInline package let stringValue: String

    @inlinable package init(_ stringValue: String) { self.stringValue = stringValue }
    @inlinable package init?(stringValue: String) { self.stringValue = stringValue }
    @inlinable package init?(intValue: Int) { self.stringValue = String(intValue) }

    @inlinable package var intValue: Int? { nil }

    package static let `super` = StringKey("super")
}

/// The key of a `[String: V]` entry, as the standard library's dictionary decoding makes it:
/// a key that spells an integer also has that integer value.
package struct DictionaryKey: CodingKey {
    package let stringValue: String
    package let intValue: Int?

    package init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = Int(stringValue)
    }

    package init?(stringValue: String) { self.init(stringValue) }

    package init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

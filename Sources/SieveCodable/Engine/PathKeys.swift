// The `CodingKey`s Sieve puts into coding paths, spelled as Foundation spells them.

/// The key of an array element in a coding path: `"Index 2"`, integer value 2.
struct IndexKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.index = intValue }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }

    /// The index, when `key` is an `IndexKey`: a comparison of metadata, not a dynamic cast.
    @inline(__always)
    static func index(of key: any CodingKey) -> Int? {
        type(of: key) == IndexKey.self ? key.intValue : nil
    }
}

/// A key made from a string, for `superDecoder()` (`"super"`) and the custom key strategy.
struct StringKey: CodingKey {
    let stringValue: String

    init(_ stringValue: String) { self.stringValue = stringValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue) }

    var intValue: Int? { nil }

    static let `super` = StringKey("super")
}

/// The key of a `[String: V]` entry, as the standard library's dictionary decoding makes it:
/// a key that spells an integer also has that integer value.
struct DictionaryKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ stringValue: String) {
        self.stringValue = stringValue
        self.intValue = Int(stringValue)
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

// Keys of lenient dictionaries: a JSON member name converts to a key, or the entry is dropped.

/// A dictionary key a lenient wrapper can make from a JSON member name.
///
/// `String` and `Int` conform, and so does any `RawRepresentable` with a `String` or `Int` raw
/// value once you declare it:
///
/// ```swift
/// enum Subject: String, Codable { case math, science }
/// extension Subject: LenientDictionaryKey {}
/// ```
///
/// Returning `nil` drops that entry (with a warning `key_dropped` under `SieveDecoder`); the
/// rest of the dictionary survives. The conversion need not be one-to-one: when two member
/// names convert to the same key (`"7"` and `"07"` as `Int`), the first member is kept and
/// the other dropped (with a warning `key_collision`).
public protocol LenientDictionaryKey: Hashable {
    /// The key for a JSON member name, or `nil` when the name is not a valid key.
    init?(lenientKeyString: String)
}

extension String: LenientDictionaryKey {
    /// Every member name is a `String` key.
    public init?(lenientKeyString: String) { self = lenientKeyString }
}

extension Int: LenientDictionaryKey {
    /// A member name that spells an integer (`"7"`, `"-2"`).
    public init?(lenientKeyString: String) { self.init(lenientKeyString) }
}

extension LenientDictionaryKey where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is the member name.
    public init?(lenientKeyString: String) { self.init(rawValue: lenientKeyString) }
}

extension LenientDictionaryKey where Self: RawRepresentable, RawValue == Int {
    /// The case whose raw value is the integer the member name spells.
    public init?(lenientKeyString: String) {
        guard let raw = Int(lenientKeyString) else { return nil }
        self.init(rawValue: raw)
    }
}

// `Extras` as a property of a `Codable` model: filled by `SieveDecoder` with the members the
// model does not name, and never a reason for any decoder to fail.

import SieveRawValue

extension KeyedDecodingContainer {
    /// Decodes an `Extras` property.
    ///
    /// Under `SieveDecoder`: every member of this object that no key of `Key` names (nor an
    /// alias of one), in document order, duplicates kept, under their keys as written. Taking
    /// them is what the model asks for, so it records no warning, and the object has no
    /// unknown keys.
    ///
    /// Under any other decoder, which cannot know them: the object stored under the
    /// property's own key when there is one (as `JSONEncoder` writes an `Extras`), else
    /// empty. It never fails the decode.
    @inlinable
    public func decode(_ type: Extras.Type, forKey key: Key) throws -> Extras {
        // `SieveDecoder`'s containers answer this with the extras, whatever the key.
        (try? decodeIfPresent(Extras.self, forKey: key)).flatMap { $0 } ?? Extras()
    }
}

// The container type of each coding-key type, found once per decode.
//
// `container(keyedBy:)` is generic over a key type it learns at run time, so naming
// `KeyedContainer<Key>` there asks the runtime for that type's metadata and for its
// conformance to `KeyedDecodingContainerProtocol`: two hash-table lookups, about 600
// instructions, for every object a model decodes (callgrind, google_maps_api_response.json
// with its narrow models: a tenth of the decode). The first container of a key type makes a `KeyedContainerType<Key>` that holds
// the type with its conformance as a constrained existential; every later one finds it in a
// short list by the key type's identity and opens it, which passes both along as they are.
// (The standard library's own lookup of its box type, inside `KeyedDecodingContainer.init`,
// remains.)
//
// Invariant: the entry for a key type `K` is a `KeyedContainerType<K>`, which is what lets
// `type(for:)` downcast it without a check.

/// A container type that the decoder can make from an object it opened.
protocol DecoderKeyedContainer<Key>: KeyedDecodingContainerProtocol {
    init(impl: DecoderImpl, ref: FrameRef)
}

extension KeyedContainer: DecoderKeyedContainer {}

/// `KeyedContainer<Key>` with its conformances, made once per key type and decode.
final class KeyedContainerType<Key: CodingKey> {
    let type: any DecoderKeyedContainer<Key>.Type = KeyedContainer<Key>.self
}

/// The key types met so far in one decode, each with its `KeyedContainerType`.
struct KeyedContainerTypes {
    private struct Entry {
        let key: ObjectIdentifier
        let type: AnyObject
    }

    private var entries: [Entry] = []

    /// `KeyedContainer<Key>` with its conformances, found or made.
    @inline(__always)
    mutating func type<Key: CodingKey>(
        for key: Key.Type
    ) -> any DecoderKeyedContainer<Key>.Type {
        let id = ObjectIdentifier(Key.self)
        let found = entries.withUnsafeBufferPointer { entries -> AnyObject? in
            for entry in entries where entry.key == id { return entry.type }
            return nil
        }
        if let found { return unsafeDowncast(found, to: KeyedContainerType<Key>.self).type }
        return add(Key.self)
    }

    @inline(never)
    private mutating func add<Key: CodingKey>(
        _ key: Key.Type
    ) -> any DecoderKeyedContainer<Key>.Type {
        let made = KeyedContainerType<Key>()
        entries.append(Entry(key: ObjectIdentifier(Key.self), type: made))
        return made.type
    }
}

extension DecoderImpl {
    /// A keyed container over the object `ref` opened: what every `container(keyedBy:)` and
    /// `nestedContainer(keyedBy:)` of this decoder hands out.
    @inline(__always)
    func keyedContainer<Key: CodingKey>(
        _ key: Key.Type, over ref: FrameRef
    ) -> KeyedDecodingContainer<Key> {
        Self.make(state.pointee.keyedContainerTypes.type(for: Key.self), impl: self, ref: ref)
    }

    /// A keyed container of type `C`, whose metadata and conformance come in with it.
    @inline(__always)
    private static func make<C: DecoderKeyedContainer>(
        _ type: C.Type, impl: DecoderImpl, ref: FrameRef
    ) -> KeyedDecodingContainer<C.Key> {
        KeyedDecodingContainer(C(impl: impl, ref: ref))
    }
}

// The container type of each coding-key type, found once per decode, and the last container
// made for it, handed out again once nothing else holds it.
//
// `container(keyedBy:)` is generic over a key type it learns at run time, so naming
// `KeyedContainer<Key>` there asks the runtime for that type's metadata and for its
// conformance to `KeyedDecodingContainerProtocol`: two hash-table lookups, about 600
// instructions, for every object a model decodes (callgrind, google_maps_api_response.json
// with its narrow models: a tenth of the decode). The first container of a key type makes a
// `KeyedContainerType` that holds the type with its conformance as a constrained
// existential; every later one finds it in a short list by the key type's identity and opens
// it, which passes both along as they are.
//
// The standard library's `KeyedDecodingContainer.init` then asks the runtime for its box type,
// `_KeyedDecodingContainerBox<KeyedContainer<Key>>`: one more lookup, about 430 instructions,
// and an allocation, per object (callgrind, the same file: another tenth). So the
// `KeyedContainerType` keeps the last container it made, whose `KeyedContainerSlot` says which
// object it reads. When only the `KeyedContainerType` still holds that container's box (the
// init that used it has returned, and kept no copy), the slot is pointed at the next object
// and the same container is handed out: no lookup, no allocation. A container some code still
// holds (an enclosing object of the same type, a container kept past its init) is never
// repointed: a new one is made, and kept instead.
//
// A copy of the `KeyedContainer` inside a box, taken out by reflection (`Mirror`), is not
// counted by that check, and is repointed with its box: such copies are not supported.
//
// The slot is `KeyedContainerSlot.swift`, the entry and its spare `KeyedContainerType.swift`.
//
// Invariants:
// - The entry for a key type `K` is a `KeyedContainerType<K, KeyedDecodingContainer<K>>`,
//   which is what lets `type(for:)` downcast it without a check.
// - A spare container's slot is written only while the spare's box is uniquely referenced.
// - The spares hold the decoder (a container holds its `DecoderImpl`), which holds them:
//   `DecoderImpl.end()` empties the list, so the decoder is freed.

import SieveSchema

/// A container type that the decoder can make from an object it opened.
protocol DecoderKeyedContainer<Key>: KeyedDecodingContainerProtocol {
    init(slot: KeyedContainerSlot)
}

extension KeyedContainer: DecoderKeyedContainer {}

/// A keyed container of type `C`, whose metadata and conformance come in with it.
@inline(__always)
func boxed<C: DecoderKeyedContainer>(
    _ type: C.Type, slot: KeyedContainerSlot
) -> KeyedDecodingContainer<C.Key> {
    KeyedDecodingContainer(C(slot: slot))
}

/// The key types met so far in one decode, each with its `KeyedContainerType`.
struct KeyedContainerTypes {
    private struct Entry {
        let key: ObjectIdentifier
        let type: AnyObject
    }

    private var entries: [Entry] = []

    /// `KeyedContainer<Key>` with its conformances and spare, found or made.
    @inline(__always)
    mutating func type<Key: CodingKey>(
        for key: Key.Type, policy: UnknownKeyPolicy
    ) -> KeyedContainerType<Key, KeyedDecodingContainer<Key>> {
        let id = ObjectIdentifier(Key.self)
        let found = entries.withUnsafeBufferPointer { entries -> AnyObject? in
            for entry in entries where entry.key == id { return entry.type }
            return nil
        }
        guard let found else { return add(Key.self, policy: policy) }
        return unsafeDowncast(found, to: KeyedContainerType<Key, KeyedDecodingContainer<Key>>.self)
    }

    @inline(never)
    private mutating func add<Key: CodingKey>(
        _ key: Key.Type, policy: UnknownKeyPolicy
    ) -> KeyedContainerType<Key, KeyedDecodingContainer<Key>> {
        let made = KeyedContainerType<Key, KeyedDecodingContainer<Key>>(
            drift: KeyTypeDrift.make(for: Key.self, decoderPolicy: policy))
        entries.append(Entry(key: ObjectIdentifier(Key.self), type: made))
        return made
    }
}

extension DecoderImpl {
    /// A keyed container over the object `ref` opened: what every `container(keyedBy:)` and
    /// `nestedContainer(keyedBy:)` of this decoder hands out.
    @inline(__always)
    func keyedContainer<Key: CodingKey>(
        _ key: Key.Type, over ref: FrameRef
    ) -> KeyedDecodingContainer<Key> {
        let type = state.pointee.keyedContainerTypes.type(
            for: Key.self, policy: options.unknownKeyPolicy)
        if let drift = type.drift {
            noteDriftCheck(ref, drift, keyType: ObjectIdentifier(Key.self))
        }
        return type.container(impl: self, over: ref)
    }
}

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
// Invariants:
// - The entry for a key type `K` is a `KeyedContainerType<K, KeyedDecodingContainer<K>>`,
//   which is what lets `type(for:)` downcast it without a check.
// - A spare container's slot is written only while the spare's box is uniquely referenced.
// - The spares hold the decoder (a container holds its `DecoderImpl`), which holds them:
//   `DecoderImpl.end()` empties the list, so the decoder is freed.

/// A container type that the decoder can make from an object it opened.
protocol DecoderKeyedContainer<Key>: KeyedDecodingContainerProtocol {
    init(slot: KeyedContainerSlot)
}

extension KeyedContainer: DecoderKeyedContainer {}

/// The decode and the object a `KeyedContainer` reads, in a class so that a container no code
/// holds any more can be pointed at the next object.
final class KeyedContainerSlot {
    let impl: DecoderImpl
    /// The object. Written only while no code but the decoder holds the container.
    @exclusivity(unchecked) var ref: FrameRef

    init(impl: DecoderImpl, ref: FrameRef) {
        self.impl = impl
        self.ref = ref
    }
}

/// `KeyedContainer<Key>` with its conformances, made once per key type and decode, and the
/// last container made of it.
///
/// `Container` is always `KeyedDecodingContainer<Key>`. Named as a parameter of the class, its
/// metadata comes with the instance: a method copying a container finds it there, where code
/// naming `KeyedDecodingContainer<Key>` would ask the runtime for it (a hash-table lookup per
/// copy, since the standard library's type is resilient and copied through its metadata).
final class KeyedContainerType<Key: CodingKey, Container> {
    let type: any DecoderKeyedContainer<Key>.Type = KeyedContainer<Key>.self

    /// The last container made, as the one reference it is (`isOneReference`), and its slot.
    @exclusivity(unchecked) private var spare: AnyObject?
    @exclusivity(unchecked) private var spareSlot: KeyedContainerSlot?

    /// True when `Container` is one reference, its box, as the standard library writes
    /// `KeyedDecodingContainer`: then the box's references can be counted. Otherwise no
    /// container is handed out twice.
    private let isOneReference =
        MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size
        && MemoryLayout<Container>.stride == MemoryLayout<AnyObject>.stride
        && MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment

    /// A container over the object `ref`: the spare, pointed at `ref`, when nothing else
    /// holds it; else a new one, which becomes the spare.
    ///
    /// Not inlined: inlined into a caller generic over `Key`, it would ask the runtime for
    /// `Container`'s metadata instead of reading it from this instance.
    @inline(never)
    func container(impl: DecoderImpl, over ref: FrameRef) -> Container {
        if let slot = spareSlot, isKnownUniquelyReferenced(&spare) {
            slot.ref = ref
            return unsafeBitCast(spare.unsafelyUnwrapped, to: Container.self)
        }
        return make(impl: impl, over: ref)
    }

    @inline(never)
    private func make(impl: DecoderImpl, over ref: FrameRef) -> Container {
        let slot = KeyedContainerSlot(impl: impl, ref: ref)
        let made: KeyedDecodingContainer<Key> = boxed(self.type, slot: slot)
        // `Container` is `KeyedDecodingContainer<Key>`: `KeyedContainerTypes` makes no other.
        let container = unsafeBitCast(made, to: Container.self)
        guard isOneReference else { return container }
        spare = unsafeBitCast(container, to: AnyObject.self)
        spareSlot = slot
        return container
    }
}

/// A keyed container of type `C`, whose metadata and conformance come in with it.
@inline(__always)
private func boxed<C: DecoderKeyedContainer>(
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
        for key: Key.Type
    ) -> KeyedContainerType<Key, KeyedDecodingContainer<Key>> {
        let id = ObjectIdentifier(Key.self)
        let found = entries.withUnsafeBufferPointer { entries -> AnyObject? in
            for entry in entries where entry.key == id { return entry.type }
            return nil
        }
        guard let found else { return add(Key.self) }
        return unsafeDowncast(found, to: KeyedContainerType<Key, KeyedDecodingContainer<Key>>.self)
    }

    @inline(never)
    private mutating func add<Key: CodingKey>(
        _ key: Key.Type
    ) -> KeyedContainerType<Key, KeyedDecodingContainer<Key>> {
        let made = KeyedContainerType<Key, KeyedDecodingContainer<Key>>()
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
        state.pointee.keyedContainerTypes.type(for: Key.self).container(impl: self, over: ref)
    }
}

// A key type's container type and the last container made of it, for the drop-in decoder
// (`KeyedContainerTypes.swift` says why and when a container is handed out again).

/// `KeyedContainer<Key>` with its conformances, made once per key type and decode, and the
/// last container made of it.
///
/// `Container` is always `KeyedDecodingContainer<Key>`. Named as a parameter of the class, its
/// metadata comes with the instance: a method copying a container finds it there, where code
/// naming `KeyedDecodingContainer<Key>` would ask the runtime for it (a hash-table lookup per
/// copy, since the standard library's type is resilient and copied through its metadata).
final class KeyedContainerType<Key: CodingKey, Container> {
    let type: any DecoderKeyedContainer<Key>.Type = KeyedContainer<Key>.self
    /// The key type's aliases and unknown-key policy, when it has either.
    let drift: KeyTypeDrift?

    /// The last container made, as the one reference it is (`isOneReference`), and its slot.
    /// Only this entry's methods touch them, one at a time on the decode's thread, and they
    /// call out to nothing while they do: no access overlaps another.
    @exclusivity(unchecked) private var spare: AnyObject?
    @exclusivity(unchecked) private var spareSlot: KeyedContainerSlot?

    /// True when `Container` is one reference, its box, as the standard library writes
    /// `KeyedDecodingContainer`: then the box's references can be counted. Otherwise no
    /// container is handed out twice.
    private let isOneReference =
        MemoryLayout<Container>.size == MemoryLayout<AnyObject>.size
        && MemoryLayout<Container>.stride == MemoryLayout<AnyObject>.stride
        && MemoryLayout<Container>.alignment == MemoryLayout<AnyObject>.alignment
        && !_isPOD(Container.self)

    init(drift: KeyTypeDrift?) {
        self.drift = drift
        assert(Container.self == KeyedDecodingContainer<Key>.self, "only KeyedContainerTypes")
    }

    /// A container over the object `ref`: the spare, pointed at `ref`, when nothing else
    /// holds it; else a new one, which becomes the spare.
    ///
    /// Not inlined: inlined into a caller generic over `Key`, it would ask the runtime for
    /// `Container`'s metadata instead of reading it from this instance.
    @inline(never)
    func container(impl: DecoderImpl, over ref: FrameRef) -> Container {
        if let slot = spareSlot, isKnownUniquelyReferenced(&spare) {
            slot.ref = ref
            // `spare` is set (the check is false for `nil`), and only when `isOneReference`:
            // it is the container's one reference, so it is the container.
            return unsafeBitCast(spare.unsafelyUnwrapped, to: Container.self)
        }
        return make(impl: impl, over: ref)
    }

    @inline(never)
    private func make(impl: DecoderImpl, over ref: FrameRef) -> Container {
        let slot = KeyedContainerSlot(impl: impl, ref: ref, drift: drift)
        let made: KeyedDecodingContainer<Key> = boxed(self.type, slot: slot)
        // `Container` is `KeyedDecodingContainer<Key>`: `KeyedContainerTypes` makes no other.
        let container = unsafeBitCast(made, to: Container.self)
        guard isOneReference else { return container }
        spare = unsafeBitCast(container, to: AnyObject.self)
        spareSlot = slot
        return container
    }
}

// The object a drop-in keyed container reads, in a class so that the decoder can point a
// container that no code holds any more at the next object (`KeyedContainerTypes.swift`).

/// The decode and the object a `KeyedContainer` reads, in a class so that a container no code
/// holds any more can be pointed at the next object.
final class KeyedContainerSlot {
    let impl: DecoderImpl
    /// The object. Written only while no code but the decoder holds the container, so no read
    /// through a container overlaps the write: the check is not needed.
    @exclusivity(unchecked) var ref: FrameRef

    init(impl: DecoderImpl, ref: FrameRef) {
        self.impl = impl
        self.ref = ref
    }
}

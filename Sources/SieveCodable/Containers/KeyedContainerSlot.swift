// The object a drop-in keyed container reads, in a class so that the decoder can point a
// container that no code holds any more at the next object (`KeyedContainerTypes.swift`).

/// The decode and the object a `KeyedContainer` reads, in a class so that a container no code
/// holds any more can be pointed at the next object.
final class KeyedContainerSlot {
    let impl: DecoderImpl
    /// The object. Written only while no code but the decoder holds the container, so no read
    /// through a container overlaps the write: the check is not needed.
    @exclusivity(unchecked) var ref: FrameRef
    /// The key type's aliases and unknown-key policy, when it has either.
    let drift: KeyTypeDrift?
    /// True when some key of the key type has aliases: its lookups try them.
    let hasAliases: Bool

    init(impl: DecoderImpl, ref: FrameRef, drift: KeyTypeDrift?) {
        self.impl = impl
        self.ref = ref
        self.drift = drift
        self.hasAliases = drift?.hasAliases ?? false
    }
}

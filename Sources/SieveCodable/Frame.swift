// The scratch state of one open container, kept in a slot of `DecoderImpl.frames` that is
// reused by the next container at the same stack position (its arrays keep their capacity).

/// Where a container is in its object or array.
enum FrameState: UInt8 {
    /// Just after `{` or `[`.
    case open
    /// Just after a `,`: a member or element must follow.
    case afterComma
    /// An object member's head is indexed and its value, at the frontier, is being read.
    case pending
    /// The closing byte has been read; `end` is one past it.
    case complete
}

/// One member of an object, indexed once its head has been scanned.
struct MemberEntry {
    /// The first byte of the raw key, after its opening quote.
    var keyStart: BytePointer
    /// The length of the raw key, and whether it has escapes.
    var rawKeyCount: Int
    var rawKeyHasEscapes: Bool
    /// The length of the key as matched (after escapes and key conversion).
    var keyCount: Int
    /// The first eight bytes of the key as matched, zero-padded, for a quick compare.
    var prefix: UInt64
    /// Where the key as matched starts in `Frame.matchedKeys`, or -1 when it is the raw key.
    var matchedOffset: Int
    /// The first byte of the value.
    var valueStart: BytePointer
    /// One past the value, once known.
    var valueEnd: BytePointer?
    /// True for a later duplicate of a key: the first occurrence wins, as in Foundation.
    var isShadowed: Bool
}

/// The state of one open object or array.
struct Frame {
    var generation = 0
    var isObject = true
    /// The `{` or `[`.
    var start: BytePointer
    /// The depth of the values inside (the container's own depth plus one).
    var depth = 0
    /// Objects: where the next member's head starts. Arrays: the furthest element reached.
    var frontier: BytePointer
    var state = FrameState.open
    /// One past the closing byte, once `state == .complete`.
    var end: BytePointer
    /// Arrays: the index of the element at `frontier`.
    var index = 0
    /// Objects: the members indexed so far, in document order.
    var entries: [MemberEntry] = []
    /// Objects: the bytes of keys whose matched form differs from their raw bytes.
    var matchedKeys: [UInt8] = []
    /// True once later duplicates are marked, so a lookup may start after the last hit.
    var duplicatesMarked = false
    var lastHit = -1
    /// One bit per key indexed (a one-word Bloom filter), so a lookup of an absent key in a
    /// complete object usually fails at once.
    var bloom: UInt64 = 0
    /// True while the keys indexed are known to be distinct, so a lookup may start after the
    /// last hit (the first match is then the only one).
    var distinct = true
    /// The container's own coding path.
    var path = PathRef.root

    init(start: BytePointer) {
        self.start = start
        self.frontier = start
        self.end = start
    }
}

/// A container's claim on a frame slot.
struct FrameRef {
    var index: Int
    var generation: Int
    /// Enough to re-create the frame if the slot was reused.
    var start: BytePointer
    var depth: Int
    var path: PathRef
}

// The scratch state of one open container, kept in a slot of `DecoderImpl.frames` that is
// reused by the next container at the same stack position (its arrays keep their capacity).

import SieveScanner

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

/// The state of one open object or array. Not copyable: it owns its member table.
struct Frame: ~Copyable {
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
    /// Objects: the members indexed so far, in document order, and their lookup state.
    var members = MemberTable()
    var window = MemberWindow.empty
    /// The container's own coding path.
    var path = PathRef.root

    init(start: BytePointer) {
        self.start = start
        self.frontier = start
        self.end = start
    }
}

extension Frame {
    // The object's member table and its window are two stored properties of the frame, so
    // these reach both in one access to the frame's slot.

    /// The first entry whose key is `key` (`MemberTable.find`).
    mutating func findMember(_ key: MemberKey) -> Int? { members.find(key, in: &window) }

    /// Enters a member matched by its text; returns its position.
    mutating func appendMember(
        _ key: StringToken, value: BytePointer, readableTo end: BytePointer
    ) -> Int {
        members.append(key, value: value, readableTo: end, in: &window)
    }

    /// Enters a member matched by the bytes `matchedForm` appends; returns its position.
    mutating func appendMember(
        _ key: StringToken, value: BytePointer, matchedForm: (inout [UInt8]) -> Void
    ) -> Int {
        members.append(key, value: value, in: &window, matchedForm: matchedForm)
    }

    /// Marks later duplicates of a key, once.
    mutating func markDuplicates() {
        if !window.duplicatesMarked { members.markDuplicates(in: &window) }
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

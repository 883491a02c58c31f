// Undoing a partial write: a value whose encoding throws after some of its text is written
// leaves nothing behind, so a caller that catches the error goes on from a consistent text.

import SieveScanner

extension JSONWriter {
    /// A position in the text to come back to.
    @usableFromInline package struct Mark {
        @usableFromInline let count: Int
        /// The number of containers open.
        @usableFromInline package let depth: Int
        @usableFromInline let elementCount: Int
        @usableFromInline let membersCount: Int
        @usableFromInline let exceededMaximumDepth: Bool

        @inlinable
        init(count: Int, depth: Int, elementCount: Int, membersCount: Int, exceededMaximumDepth: Bool) {
            self.count = count
            self.depth = depth
            self.elementCount = elementCount
            self.membersCount = membersCount
            self.exceededMaximumDepth = exceededMaximumDepth
        }
    }

    /// The current position.
    @inlinable
    package var mark: Mark {
        Mark(
            count: count, depth: frames.count,
            elementCount: frames.isEmpty ? 0 : frames[frames.count &- 1].count,
            membersCount: members.count, exceededMaximumDepth: exceededMaximumDepth)
    }

    /// Drops everything written since `mark`, closing nothing: containers opened since are
    /// forgotten. The containers open at the mark must still be open (a writer only closes
    /// what it opened; `SieveEncoder`'s session checks its own before it rolls back).
    @usableFromInline package func rollBack(to mark: Mark) {
        assert(frames.count >= mark.depth, "a container open at the mark was closed")
        exceededMaximumDepth = mark.exceededMaximumDepth
        count = mark.count
        if frames.count > mark.depth { frames.removeLast(frames.count - mark.depth) }
        if !frames.isEmpty { frames[frames.count - 1].count = mark.elementCount }
        if members.count > mark.membersCount { members.removeSubrange(mark.membersCount...) }
    }

    /// True when the innermost open container is an object.
    @usableFromInline package var isInObject: Bool { frames.last?.isObject ?? false }
}

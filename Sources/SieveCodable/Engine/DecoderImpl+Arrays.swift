// Arrays: opening an unkeyed container and stepping from one element to the next.
//
// Invariant: an unkeyed container's position is at the first byte of its next element
// (whitespace skipped), or the container is at its end. The frame records the furthest
// element any copy of the container reached, so the array's end can be found without
// reading its elements twice.

import SieveScanner

extension DecoderImpl {
    /// Opens the array at `pointer` (whose value sits at `depth`) as an unkeyed container.
    func openArray(
        at pointer: BytePointer, depth: Int, path: PathRef
    ) throws(ValueFailure) -> FrameRef {
        let byte = pointer.pointee
        guard byte == .openBracket else {
            if byte == .lowercaseN, readNull(at: pointer) != nil {
                throw ValueFailure(.nullContainer(keyed: false))
            }
            throw mismatch([Any].self, at: pointer, depth: depth)
        }
        try checkDepth(depth + 1, at: pointer)
        let ref = pushFrame(isObject: false, start: pointer, depth: depth + 1, path: path)
        try openArrayContents(ref.index)
        return ref
    }

    /// Reads past `[` to the first element, or to `]` for an empty array.
    func openArrayContents(_ index: Int) throws(ValueFailure) {
        guard let first = try firstItem(after: frames[index].start, inObject: false, .decoding)
        else {
            frames[index].state = .complete
            frames[index].end = scanner.cursor
            frames[index].frontier = scanner.cursor
            return
        }
        frames[index].frontier = first
    }

    /// The first item of the array (or `[String: V]` object) whose opening byte is at
    /// `pointer`, or `nil` when it is empty (then the scanner's cursor is one past its close).
    @inline(__always)
    func firstItem(
        after pointer: BytePointer, inObject: Bool, _ wording: ContainerWording
    ) throws(ValueFailure) -> BytePointer? {
        var p = pointer + 1
        let hasItem = try grammar { () throws(ScanError) in
            try scanner.itemStart(&p, inObject: inObject, afterComma: false, Dialect.self, wording)
        }
        scanner.cursor = p
        return hasItem ? p : nil
    }

    /// The next item after an element (or a `[String: V]` member) that ends at `end`, or
    /// `nil` when the container closes there; the scanner's cursor is then one past the close.
    @inline(__always)
    func step(
        after end: BytePointer, inObject: Bool = false, _ wording: ContainerWording = .decoding
    ) throws(ValueFailure) -> BytePointer? {
        var p = end
        let hasNext = try grammar { () throws(ScanError) in
            try scanner.nextItem(&p, inObject: inObject, Dialect.self, wording)
        }
        scanner.cursor = p
        return hasNext ? p : nil
    }

    /// `step` in a loop that reads the whole container at `start`: when it closes, the
    /// container is the value read last.
    @inline(__always)
    func step(
        after end: BytePointer, closing start: BytePointer, inObject: Bool = false,
        _ wording: ContainerWording = .decoding
    ) throws(ValueFailure) -> BytePointer? {
        guard let next = try step(after: end, inObject: inObject, wording) else {
            lastStart = start
            lastEnd = scanner.cursor
            return nil
        }
        return next
    }

    /// Records that a container of frame `ref` reached element `index` (or the end).
    @inline(__always)
    func recordProgress(_ ref: FrameRef, position: BytePointer, index: Int, end: BytePointer?) {
        guard ref.index < frames.count, frames[ref.index].generation == ref.generation,
            index > frames[ref.index].index
        else { return }
        frames[ref.index].index = index
        frames[ref.index].frontier = position
        if let end {
            frames[ref.index].state = .complete
            frames[ref.index].end = end
        }
    }

    /// Finds the end of the array of frame `index`, skipping elements not read yet.
    func finishArray(_ index: Int) throws(ValueFailure) -> BytePointer {
        var position = frames[index].frontier
        while frames[index].state != .complete {
            let end = try skip(at: position, depth: frames[index].depth)
            frames[index].index += 1
            if let next = try step(after: end) {
                position = next
                frames[index].frontier = next
            } else {
                frames[index].state = .complete
                frames[index].end = scanner.cursor
            }
        }
        return frames[index].end
    }

    /// The number of elements from `position` (element `index`) to the end of the array.
    func countElements(
        _ ref: FrameRef, from position: BytePointer, index: Int
    ) throws(ValueFailure) -> Int {
        var position = position
        var count = index
        while true {
            let end = try skip(at: position, depth: ref.depth)
            count += 1
            guard let next = try step(after: end) else {
                let arrayEnd = scanner.cursor
                recordProgress(ref, position: arrayEnd, index: count, end: arrayEnd)
                return count
            }
            position = next
        }
    }
}

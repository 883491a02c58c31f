// Arrays: opening an unkeyed container and stepping from one element to the next.
//
// Invariant: an unkeyed container's position is at the first byte of its next element
// (whitespace skipped), or the container is at its end. The frame records the furthest
// element any copy of the container reached, so the array's end can be found without
// reading its elements twice.

import SieveScanner

/// Where an array continues after an element.
enum ArrayStep {
    /// The next element starts here.
    case element(BytePointer)
    /// The array closed; this is one past its `]`.
    case end(BytePointer)
}

extension DecoderImpl {
    /// Opens the array at `pointer` (whose value sits at `depth`) as an unkeyed container.
    func openArray(
        at pointer: BytePointer, depth: Int, path: PathRef
    ) throws(ValueFailure) -> FrameRef {
        let byte = pointer.pointee
        guard byte == .openBracket else {
            if byte == .lowercaseN, readNull(at: pointer) != nil {
                throw ValueFailure(.nullContainer(keyed: false), offset: offset(of: pointer))
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
        scanner.cursor = frames[index].start + 1
        guard let byte = scanner.skipWhitespace() else {
            throw invalid(scanner.unexpected(expected: "a value or ']'"))
        }
        if byte == .closeBracket {
            frames[index].state = .complete
            frames[index].end = scanner.cursor + 1
        }
        frames[index].frontier = scanner.cursor
    }

    /// Reads the `,` or `]` after an element that ends at `end`.
    @inline(__always)
    func step(after end: BytePointer) throws(ValueFailure) -> ArrayStep {
        scanner.cursor = end
        let byte = scanner.skipWhitespace()
        if byte == .comma {
            scanner.cursor += 1
            let next = scanner.skipWhitespace()
            guard next != nil, next != .closeBracket else {
                throw invalid(scanner.unexpected(expected: "a value"))
            }
            return .element(scanner.cursor)
        }
        if byte == .closeBracket { return .end(scanner.cursor + 1) }
        throw invalid(scanner.unexpected(expected: "',' or ']'"))
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
            switch try step(after: end) {
            case .element(let next):
                position = next
                frames[index].index += 1
                frames[index].frontier = next
            case .end(let arrayEnd):
                frames[index].index += 1
                frames[index].state = .complete
                frames[index].end = arrayEnd
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
            switch try step(after: end) {
            case .element(let next):
                position = next
            case .end(let arrayEnd):
                recordProgress(ref, position: arrayEnd, index: count, end: arrayEnd)
                return count
            }
        }
    }
}

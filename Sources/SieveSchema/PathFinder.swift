// Paths from offsets. Decoding records only the byte offset a diagnostic is anchored at; when
// a diagnosis has anything to report, one walk over the document from the start turns every
// such offset into its path (`orders[1].quantity`). The happy path never keeps a path.

import SieveScanner

enum PathFinder {
    /// The path of the value starting at each offset in `targets`.
    ///
    /// - Complexity: one pass over the document up to the largest target.
    static func paths(for targets: [Int], in bytes: UnsafeRawBufferPointer) -> [Int: JSONPath] {
        let sorted = Array(Set(targets)).sorted()
        guard let last = sorted.last else { return [:] }
        var found: [Int: JSONPath] = [:]
        var next = 0
        var limits = Limits()
        limits.maxDepth = .max
        var scanner = JSONScanner(bytes: bytes, limits: limits)
        // The open containers: the key or index of the member being visited in each.
        var path: [JSONPath.Component] = []
        var isObject: [Bool] = []

        func visit(_ offset: Int) {
            while next < sorted.count && sorted[next] < offset { next += 1 }
            if next < sorted.count && sorted[next] == offset {
                found[offset] = JSONPath(path)
                next += 1
            }
        }

        do {
            try scanner.beginDocument()
            var atValue = true
            while next < sorted.count && scanner.offset <= last {
                if atValue {
                    guard let byte = scanner.peek() else { break }
                    visit(scanner.offset)
                    let inObject = byte == .openBrace
                    guard inObject || byte == .openBracket else {
                        try scanner.skipValue()
                        atValue = false
                        continue
                    }
                    if try scanner.openContainer(inObject: inObject, StrictDialect.self, .reading) {
                        isObject.append(inObject)
                        path.append(
                            inObject ? .key(try scanner.readMemberKey(StrictDialect.self)) : .index(0))
                    } else {
                        atValue = false
                    }
                    continue
                }
                // After a value: the next member or element, or the end of the container.
                guard let inObject = isObject.last else { break }
                guard try scanner.nextItem(inObject: inObject, StrictDialect.self, .reading) else {
                    isObject.removeLast()
                    path.removeLast()
                    continue
                }
                if inObject {
                    path[path.count - 1] = .key(try scanner.readMemberKey(StrictDialect.self))
                } else if case .index(let index) = path[path.count - 1] {
                    path[path.count - 1] = .index(index + 1)
                }
                atValue = true
            }
        } catch {
            // The document is invalid past this point; offsets beyond it have no path.
        }
        return found
    }
}

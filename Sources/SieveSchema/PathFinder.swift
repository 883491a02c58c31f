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
                    switch byte {
                    case .openBrace:
                        if try scanner.enterObject(StrictDialect.self, .reading) {
                            isObject.append(true)
                            path.append(.key(try scanner.readMemberKey(StrictDialect.self)))
                        } else {
                            atValue = false
                        }
                    case .openBracket:
                        if try scanner.enterArray(StrictDialect.self, .reading) {
                            isObject.append(false)
                            path.append(.index(0))
                        } else {
                            atValue = false
                        }
                    default:
                        try scanner.skipValue()
                        atValue = false
                    }
                    continue
                }
                // After a value: the next member or element, or the end of the container.
                guard let inObject = isObject.last else { break }
                if inObject {
                    if try scanner.nextMember(StrictDialect.self, .reading) {
                        path[path.count - 1] = .key(try scanner.readMemberKey(StrictDialect.self))
                        atValue = true
                        continue
                    }
                } else if try scanner.nextElement(StrictDialect.self, .reading) {
                    if case .index(let index) = path[path.count - 1] {
                        path[path.count - 1] = .index(index + 1)
                    }
                    atValue = true
                    continue
                }
                isObject.removeLast()
                path.removeLast()
            }
        } catch {
            // The document is invalid past this point; offsets beyond it have no path.
        }
        return found
    }
}

// Paths from offsets. Decoding records only the byte offset a diagnostic is anchored at; when
// a diagnosis has anything to report, one walk over the document from the start turns every
// such offset into its path (`orders[1].quantity`). The happy path never keeps a path.

import SieveScanner

enum PathFinder {
    /// The grammar of the walk: diagnostics are made for documents read strictly.
    typealias Dialect = StrictDialect

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
        // The decode accepted the document up to every target, in its syntax; the most
        // lenient one reads the same paths.
        var scanner = JSONScanner(bytes: bytes, limits: limits, syntax: .trailingCommas)
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
                    // One call site per kind, so each step specializes to its container.
                    let entered: Bool
                    switch byte {
                    case .openBrace:
                        entered = try scanner.openContainer(inObject: true, Dialect.self, .reading)
                        if entered { path.append(.key(try scanner.readMemberKey(Dialect.self))) }
                    case .openBracket:
                        entered = try scanner.openContainer(inObject: false, Dialect.self, .reading)
                        if entered { path.append(.index(0)) }
                    default:
                        try scanner.skipValue()
                        entered = false
                    }
                    if entered { isObject.append(byte == .openBrace) } else { atValue = false }
                    continue
                }
                // After a value: the next member or element, or the end of the container.
                guard let inObject = isObject.last else { break }
                let hasNext =
                    inObject
                    ? try scanner.nextItem(inObject: true, Dialect.self, .reading)
                    : try scanner.nextItem(inObject: false, Dialect.self, .reading)
                guard hasNext else {
                    isObject.removeLast()
                    path.removeLast()
                    continue
                }
                if inObject {
                    path[path.count - 1] = .key(try scanner.readMemberKey(Dialect.self))
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

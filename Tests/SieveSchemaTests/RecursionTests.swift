// Recursive schemas: through arrays, `Indirect` and classes, bounded by `Limits.maxDepth`;
// and open enums over integer raw values.

import Sieve
import Testing

private struct Node: Schema, Sendable, Equatable, Hashable {
    var name: String
    var next: Indirect<Node>?
    init(name: String, next: Indirect<Node>?) {
        self.name = name
        self.next = next
    }
    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        next = try json.decode("next")
    }
}

private enum Priority: Int, CaseIterable, Sendable, SchemaValue { case low = 1, high = 2 }

@Suite("Recursion")
struct RecursionTests {
    /// A chain of `depth` nodes, each the `next` of the one before.
    static func chain(_ depth: Int) -> String {
        String(repeating: #"{"name": "n", "next": "#, count: depth - 1) + #"{"name": "n"}"#
            + String(repeating: "}", count: depth - 1)
    }

    @Test("a struct holds itself through Indirect; equal, hashable, with value semantics")
    func indirect() throws {
        let node = try Node.parse(json: #"{"name": "a", "next": {"name": "b", "next": {"name": "c"}}}"#)
        #expect(node.next?.value.next?.value.name == "c")
        var copy = node
        copy.next?.value.name = "z"
        #expect(node.next?.value.name == "b")
        #expect(copy != node)
        #expect(Set([node, node]).count == 1)
    }

    @Test("nesting at the depth limit decodes; one level past it is an issue, not a crash")
    func depthLimit() throws {
        var limits = Limits()
        limits.maxDepth = 64
        // Each node is one level: a chain of 64 objects reaches depth 64.
        let atLimit = Node.diagnose(json: Self.chain(64), limits: limits)
        #expect(atLimit.issues.isEmpty, "\(atLimit.issues.prefix(2))")
        let past = Node.diagnose(json: Self.chain(65), limits: limits)
        #expect(past.value == nil)
        #expect(past.issues.map(\.code) == [.invalidJSON])
        #expect(past.issues.first?.parameters["cause"] == "depth_limit_exceeded")
    }

    @Test("the default limit holds for a deep recursive document")
    func defaultLimit() throws {
        let deep = Node.diagnose(json: Self.chain(10_000))
        #expect(deep.issues.first?.parameters["cause"] == "depth_limit_exceeded")
        let fine = Node.diagnose(json: Self.chain(500))
        #expect(fine.issues.isEmpty)
    }

    @Test("Open over integer raw values, and [Open<E>] keeps unknown values in place")
    func openIntegers() throws {
        let d = [Open<Priority>].diagnose(json: "[1, 3, 2, 9]")
        #expect(d.value == [.known(.low), .unknown("3"), .known(.high), .unknown("9")])
        #expect(d.warnings.map(\.code) == [.unknownCase, .unknownCase])
        #expect(d.warnings.map(\.path.description) == ["[1]", "[3]"])
        let bad = [Open<Priority>].diagnose(json: #"[1, "x"]"#)
        #expect(bad.issues.map(\.code) == [.typeMismatch])
    }
}

// A RawValue as deep as `Limits` allows: built, compared, hashed, printed and destroyed without
// overflowing the stack (`==`, `hash` and serialization keep their own stacks; destruction is
// the standard library's, bounded by `Limits.maxDepthCeiling`).

import SieveRawValue
import SieveScanner
import Testing

@Suite("Deep values")
struct DeepValueTests {
    static let limits = Limits(maxDepth: Limits.maxDepthCeiling)
    static let depth = Limits.maxDepthCeiling

    static func arrays(_ depth: Int, leaf: String = "1") -> String {
        String(repeating: "[", count: depth - 1) + "[" + leaf + "]" + String(repeating: "]", count: depth - 1)
    }
    static func objects(_ depth: Int, leaf: String = "1") -> String {
        String(repeating: #"{"a":"#, count: depth) + leaf + String(repeating: "}", count: depth)
    }

    @Test("arrays and objects 10,000 deep: equal, hashed alike, printed back, destroyed")
    func deepest() throws {
        for text in [Self.arrays(Self.depth), Self.objects(Self.depth)] {
            let value = try RawValue(parsing: text, limits: Self.limits)
            let again = try RawValue(parsing: text, limits: Self.limits)
            #expect(value == again)
            #expect(value.hashValue == again.hashValue)
            #expect(Set([value, again]).count == 1)
            #expect(value.description == text)
        }
    }

    @Test("a difference at the bottom of 10,000 levels is seen by == and, almost surely, hash")
    func deepDifference() throws {
        for (a, b) in [
            (Self.arrays(Self.depth, leaf: "1"), Self.arrays(Self.depth, leaf: "2")),
            (Self.objects(Self.depth, leaf: "1"), Self.objects(Self.depth, leaf: "true")),
        ] {
            let one = try RawValue(parsing: a, limits: Self.limits)
            let other = try RawValue(parsing: b, limits: Self.limits)
            #expect(one != other)
            #expect(one.hashValue != other.hashValue)
        }
    }

    @Test("== and hash mean what the synthesized ones would")
    func semantics() throws {
        let cases = [
            "null", "true", "false", "1", "1.0", #""a""#, "[]", "{}", "[1,2]", "[2,1]", #"{"a":1,"b":2}"#,
            #"{"b":2,"a":1}"#, #"{"a":1,"a":1}"#, #"[[]]"#, #"[{}]"#, #"{"a":[]}"#, #"{"a":{}}"#,
        ]
        let values = try cases.map { try RawValue(parsing: $0) }
        for (i, x) in values.enumerated() {
            for (j, y) in values.enumerated() {
                // Each text is a different value (numbers keep their text; members their order).
                #expect((x == y) == (i == j), "\(cases[i]) vs \(cases[j])")
                if x == y { #expect(x.hashValue == y.hashValue) }
            }
        }
        #expect(try RawValue(parsing: #"{"\u00e9":1}"#) == RawValue(parsing: #"{"e\u0301":1}"#))
    }
}

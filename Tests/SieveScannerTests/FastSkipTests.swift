// The structural skip runs two loops over the same bytes: the C loop (`sieve_skip_container`),
// which decides fast, and the Swift loop, which names errors and decides whatever the C loop
// refuses. These tests hold the C loops this machine runs to the Swift one, through the
// vectors of SkipVectors.swift: on valid input a C loop must accept and end where the Swift
// loop ends (a refusal would only be slow, so nothing else would notice); on damaged input it
// must never accept what the Swift loop refuses. The same vectors are replayed against the
// NEON and portable loops under emulation (Tests/SkipReplay).

import Testing

@Suite("Fast skip")
struct FastSkipTests {
    /// Every loop of this machine against every vector of `vectors`.
    private func hold(_ vectors: [SkipVector]) {
        #expect(!vectors.isEmpty)
        for vector in vectors {
            for loop in FastLoop.allCases {
                let answer = loop.answer(vector)
                #expect(
                    vector.admits(answer),
                    "\(loop) gave \(answer.map(String.init) ?? "a refusal"), wanted \(vector.end.map(String.init) ?? "a refusal")\(vector.mayRefuse ? " or a refusal" : ""): \(vector.text)")
            }
        }
    }

    /// Each family of SkipVectors.swift (its doc comment says what it asks), the same list
    /// the replay exports: a family added there is held here too. By default the generated
    /// families hold a fifth of their documents (long: all of them run with
    /// SIEVE_LONG_TESTS=1; `SkipVectors.complete`).
    @Test(
        "every family of vectors: this machine's C loops give the Swift loop's answers",
        arguments: SkipVectors.families.map(\.name))
    func holds(family: String) throws {
        let make = try #require(SkipVectors.families.first { $0.name == family }?.make)
        hold(make())
    }

    @Test(
        "every valid container of every family: the bracket count ends where validation ends",
        arguments: SkipVectors.families.map(\.name))
    func findsTheEnd(family: String) throws {
        let make = try #require(SkipVectors.families.first { $0.name == family }?.make)
        let valid = make().filter { $0.end != nil }
        for vector in valid {
            for loop in FastLoop.allCases {
                #expect(
                    loop.end(vector) == vector.end,
                    "\(loop) found \(loop.end(vector).map(String.init) ?? "no end"), wanted \(vector.end!): \(vector.text)")
            }
        }
    }

    @Test("the damaged family holds valid containers with only whitespace after to an exact end")
    func damagedVectorsAreNotAllOptional() {
        // Guards the replay's strength: most damaged documents are refused outright, and the
        // ones still valid must be accepted wherever nothing follows them (over 1,000 refused
        // of the whole family, the replay's; over 200 of its default fifth).
        let vectors = SkipVectors.Built.damaged
        #expect(vectors.filter { $0.end == nil }.count > SkipVectors.generated(1_000))
        #expect(vectors.contains { $0.end != nil && !$0.mayRefuse })
    }
}

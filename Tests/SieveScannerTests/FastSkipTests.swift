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

    @Test("valid documents: the C loop accepts them and ends where the Swift loop does")
    func acceptsValidDocuments() { hold(SkipVectors.valid()) }

    @Test("damaged documents: the C loop never accepts what the Swift loop refuses")
    func neverAcceptsWhatSwiftRefuses() { hold(SkipVectors.damaged()) }

    @Test("every token at every offset of a block, and across the boundary")
    func tokensAtEveryOffset() { hold(SkipVectors.tokensAtEveryOffset()) }

    @Test("every invalid token at every offset of a block: refused by every loop")
    func refusesInvalidTokensAtEveryOffset() { hold(SkipVectors.invalidTokensAtEveryOffset()) }

    @Test("a container followed by more JSON in the block where it ends is accepted")
    func acceptsWhatFollowsInItsBlock() { hold(SkipVectors.whatFollowsInItsBlock()) }

    @Test("beyond the loop's own limits it refuses, and the Swift loop decides")
    func limitsAreLeftToSwift() { hold(SkipVectors.limits()) }

    @Test("strings longer than the limit are refused; a long input of short strings is not")
    func measuresStringsAcrossBlocks() { hold(SkipVectors.longStrings()) }

    @Test("every edge of UTF-8 at every offset of a block")
    func holdsUTF8Edges() { hold(SkipVectors.utf8Sequences()) }

    @Test("every byte value in every place a class decides, at every offset of a block")
    func holdsEveryByte() { hold(SkipVectors.everyByte()) }

    @Test("nesting around the saved levels and the depth limit")
    func holdsDepths() { hold(SkipVectors.depths()) }

    @Test("the damaged family holds valid containers with only whitespace after to an exact end")
    func damagedVectorsAreNotAllOptional() {
        // Guards the replay's strength: most damaged documents are refused outright, and the
        // ones still valid must be accepted wherever nothing follows them.
        let vectors = SkipVectors.damaged()
        #expect(vectors.filter { $0.end == nil }.count > 1_000)
        #expect(vectors.contains { $0.end != nil && !$0.mayRefuse })
    }
}

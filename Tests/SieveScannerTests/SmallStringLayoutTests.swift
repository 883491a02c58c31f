// The layout the scanner writes short strings in is checked without a lazy global; these
// tests hold it to the standard library's own constructor for every short length.

import Testing
@testable import SieveScanner

@Suite("Short string layout")
struct SmallStringLayoutTests {
    @Test("the literal check and the full comparison with String(decoding:as:) agree")
    func layoutMatchesTheStandardLibrary() {
        #expect(SmallStringFactory.isAvailable == SmallStringFactory.verify())
    }
}

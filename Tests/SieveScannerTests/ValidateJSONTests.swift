// The public way to validate a document, `validateJSON(limits:)`, decides as the scanner's
// structural skip does and reports where, with a line and column.

import SieveScanner
import Testing

@Suite("validateJSON")
struct ValidateJSONTests {
    @Test(
        "a valid document passes, from every kind of input",
        arguments: [#"{"id": 1, "tags": ["a", "b"], "note": null}"#, "[]", " 0 ", "\u{FEFF}true"])
    func validDocument(text: String) throws {
        try text.validateJSON()
        try Array(text.utf8).validateJSON()
        try text[...].validateJSON()
    }

    @Test(
        "an invalid document fails as the skip fails, located",
        arguments: ["{\"a\": 01}", "[1,]", "\"\\x\"", "", "[1] 2", "[\"a\nb\"]", "{\"a\" 1}"])
    func invalidDocument(text: String) {
        let skipped = ScanRoute.skip.error(for: text)
        #expect(skipped != nil)
        do throws(ScanError) {
            try text.validateJSON()
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.code == skipped?.code)
            #expect(error.offset == skipped?.offset)
            #expect(error.message == skipped?.message)
            #expect(error.location != nil, "the error carries its line and column")
        }
    }

    @Test("the limits given are the limits enforced")
    func limits() {
        let deep = String(repeating: "[", count: 20) + String(repeating: "]", count: 20)
        #expect(throws: ScanError.self) {
            try deep.validateJSON(limits: Limits(maxDepth: 10))
        }
        #expect((try? deep.validateJSON(limits: Limits(maxDepth: 20))) != nil)
    }
}

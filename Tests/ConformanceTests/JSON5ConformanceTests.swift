// JSON5 through every entry point, over the JSON5 project's parse test suite: SieveDecoder
// with `allowsJSON5` against JSONDecoder with it (the decision the file's extension states,
// and the same value), and the schema layer, `RawValue` and `validateJSON` in `.json5`.

import Foundation
import Sieve
import Testing

@Suite("JSON5")
struct JSON5ConformanceTests {
    @Test("the suite is there: its 113 cases")
    func suiteIsThere() {
        #expect(JSON5Suite.cases.count == 113)
        #expect(JSON5Suite.cases.filter(JSON5Suite.mustAccept).count == 82)
    }

    @Test(
        "SieveDecoder decides every case as its extension states, with JSONDecoder's value",
        arguments: JSON5Suite.cases)
    @available(SwiftStdlib 5.5, *)
    func dropIn(path: String) throws {
        let bytes = try JSON5Suite.bytes(of: path)
        let foundation = JSONDecoder()
        foundation.allowsJSON5 = true
        let sieve = SieveDecoder()
        sieve.allowsJSON5 = true
        let expected = outcome({ try foundation.decode(DecodedJSON.self, from: $0) }, bytes)
        let actual = outcome({ try sieve.decode(DecodedJSON.self, from: $0) }, bytes)
        #expect((expected != nil) == JSON5Suite.mustAccept(path), "Foundation on \(path)")
        #expect((actual != nil) == JSON5Suite.mustAccept(path), "Sieve on \(path)")
        #expect(actual == expected, "\(path): Foundation \(String(describing: expected)), Sieve \(String(describing: actual))")
    }

    @Test(
        "the schema layer, RawValue and validateJSON decide every case in .json5",
        arguments: JSON5Suite.cases)
    func otherEntryPoints(path: String) throws {
        let bytes = try JSON5Suite.bytes(of: path)
        let accept = JSON5Suite.mustAccept(path)
        let raw = try? RawValue(parsing: bytes, syntax: .json5)
        #expect((raw != nil) == accept, "RawValue on \(path)")
        #expect(((try? bytes.validateJSON(syntax: .json5)) != nil) == accept, "validateJSON on \(path)")
        let diagnosis = RawValue.diagnose(json: bytes, syntax: .json5)
        #expect(diagnosis.issues.isEmpty == accept, "diagnose on \(path): \(diagnosis.issues)")
        #expect(diagnosis.value == raw, "diagnose and RawValue on \(path)")
        // Strict refuses every case that uses JSON5's own syntax.
        if path.hasSuffix(".json5") {
            #expect((try? RawValue(parsing: bytes)) == nil, "strict RawValue on \(path)")
        }
    }
}

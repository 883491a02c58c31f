// Every corpus file, decoded by both decoders into the reference models: equal values for the
// positive files, the same error (or a pinned deviation) for the drift and negative files.

import Foundation
import Sieve
import Testing

/// `Corpus/`, found from this file's path.
let corpusDirectory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Corpus")

/// How to decode one corpus file, chosen from its name.
func corpusCheck(_ name: String) -> ((Data) -> (foundation: String, sieve: String))? {
    let iso = DecoderSetup(date: .iso8601)
    func compare<T: Decodable & Equatable>(_ type: T.Type, _ setup: DecoderSetup = iso)
        -> (Data) -> (foundation: String, sieve: String)
    {
        { data in
            let f = foundationOutcome(T.self, data, setup)
            let s = sieveOutcome(T.self, data, setup)
            return (f.description, s == f ? f.description : s.description)
        }
    }
    switch true {
    case name.hasPrefix("api-payload"), name.hasPrefix("n_") && !name.contains("type-mismatch"):
        return compare(APIPayload.self)
    case name.hasPrefix("wide-objects"): return compare([NarrowWide].self)
    case name.hasPrefix("geo-coordinates"): return compare(FeatureCollection.self)
    case name.hasPrefix("integer-array"): return compare([Int64].self)
    case name.hasPrefix("escaped-strings"): return compare([Message].self)
    case name.hasPrefix("deep-nesting"): return compare([Node].self)
    case name.hasPrefix("dict-records"): return compare([String: Product].self)
    case name.hasPrefix("dict-ints"): return compare([String: Int].self)
    case name.hasPrefix("optional-fields"): return compare([Contact].self)
    case name.hasPrefix("drift-customers"): return compare([Customer].self)
    case name.hasPrefix("drift-orders"): return compare([CorpusOrder].self)
    case name.hasPrefix("n_type-mismatch"): return compare([LineItem].self)
    case name.hasPrefix("blocks-tag-"): return compare(ContentDocument.self)
    default: return nil
    }
}

let corpusFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
}()

@Suite("Corpus decodes as with JSONDecoder")
struct CorpusDifferentialTests {
    @Test("the corpus is there and every file has a model")
    func corpusIsComplete() {
        #expect(corpusFiles.count >= 50)
        for name in corpusFiles { #expect(corpusCheck(name) != nil, "\(name)") }
    }

    @Test(
        "a corpus file decodes to Foundation's value, or fails as Foundation fails",
        arguments: corpusFiles)
    func corpusFile(_ name: String) throws {
        let data = try Data(contentsOf: corpusDirectory.appendingPathComponent(name))
        let check = try #require(corpusCheck(name))
        let (foundation, sieve) = check(data)
        if name == "n_trailing-comma-512b.json" {
            // Invalid RFC 8259 that Foundation accepts, and so does SieveDecoder by default
            // (`TrailingCommaTests` covers `.strict`).
            #expect(foundation.hasPrefix("value"))
            #expect(sieve == foundation)
        } else if name.hasPrefix("n_") {
            #expect(foundation.hasPrefix("failure"))
            #expect(sieve == foundation)
        } else {
            if !name.hasPrefix("drift-") || name.contains("clean") {
                #expect(foundation.hasPrefix("value"), "Foundation failed on \(name)")
            }
            #expect(sieve == foundation)
        }
    }
}

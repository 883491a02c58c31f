// The fuzz targets in a normal build: every input a fuzz run ever failed on
// (Tests/Fuzz/Regressions/TARGET/) replayed through its target, and the conformance suite
// through every target, so the oracles are known to hold where the answers are known. An
// oracle that fails stops the test process, which fails the run.

import Foundation
import Sieve
import Testing

@testable import SieveFuzz

private let package = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The files in the package folder `path`, sorted, or none when it does not exist.
private func files(in path: String) -> [URL] {
    let folder = package.appendingPathComponent(path)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
}

@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("every kept failing input holds its target's oracles now", arguments: FuzzTarget.allCases)
    func regressions(target: FuzzTarget) throws {
        for file in files(in: "Tests/Fuzz/Regressions/\(target.rawValue)") {
            let data = try Data(contentsOf: file)
            data.withUnsafeBytes { target.run($0) }
        }
    }

    @Test("the regression folders hold inputs, each for a target that exists")
    func regressionFolders() {
        let folders = files(in: "Tests/Fuzz/Regressions").map(\.lastPathComponent)
        #expect(!folders.isEmpty)
        for folder in folders {
            #expect(FuzzTarget(rawValue: folder) != nil, "\(folder) names no target")
            #expect(!files(in: "Tests/Fuzz/Regressions/\(folder)").isEmpty)
        }
    }

    @Test("every JSONTestSuite parsing case holds every target's oracles", arguments: FuzzTarget.allCases)
    func conformance(target: FuzzTarget) throws {
        let cases = files(in: "Tests/Fixtures/JSONTestSuite/test_parsing")
        #expect(cases.count > 300)
        for file in cases {
            let data = try Data(contentsOf: file)
            data.withUnsafeBytes { target.run($0) }
        }
    }

    @Test("the documented choices are narrow: an ordinary document takes none of them")
    func narrowChoices() throws {
        let text = #"{"id": 12, "name": "Ann", "tags": ["a", "b"], "price": 1.5, "when": 3}"#
        let value = try RawValue(parsing: text)
        #expect(!DocumentedChoices.foundationRefusesWhatSieveReads(value))
        #expect(!DocumentedChoices.sieveRefusesWhatFoundationReads(Array("[1 2]".utf8)))
        #expect(!DocumentedChoices.foundationReadsAnotherEncoding(Array(text.utf8)))
        #expect(!DocumentedChoices.decodersMayDiffer(Data(text.utf8)))
        #expect(!DocumentedChoices.crashesFoundation(Data(text.utf8)))
        // And each one is taken where it is documented.
        #expect(DocumentedChoices.foundationRefusesWhatSieveReads(try RawValue(parsing: "[1e400]")))
        #expect(DocumentedChoices.sieveRefusesWhatFoundationReads(Array("[1,]".utf8)))
        #expect(DocumentedChoices.decodersMayDiffer(Data("[9007199254740993.5]".utf8)))
        #expect(DocumentedChoices.crashesFoundation(Data(String(repeating: "[", count: 513).utf8)))
    }
}

// Every file of JSONTestSuite's test_parsing/ through the public API: y_ accepted, n_ refused,
// i_ as ImplementationDefinedDecisions.swift says.

import Sieve
import Testing

/// What `RawValue(parsing:)` does with `bytes`.
func parsingDecision(for bytes: [UInt8]) -> Decision {
    do {
        _ = try RawValue(parsing: bytes)
        return .accept
    } catch {
        return .reject(error.code)
    }
}

/// The error `JSONScanner.validateDocument()` throws for `bytes`, or `nil` when it is valid.
func validationError(for bytes: [UInt8], limits: Limits = .default) -> ScanError? {
    bytes.withJSONBytes { buffer in
        var scanner = JSONScanner(bytes: buffer, limits: limits)
        do throws(ScanError) {
            try scanner.validateDocument()
            return nil
        } catch {
            return error
        }
    }
}

@Suite("JSONTestSuite test_parsing")
struct TestParsingTests {
    @Test("the suite holds 95 y_, 188 n_ and 35 i_ files")
    func fileCounts() throws {
        let folder = JSONTestSuite.parsing
        #expect(try JSONTestSuite.requireFileNames(in: folder, prefix: "y_").count == 95)
        #expect(try JSONTestSuite.requireFileNames(in: folder, prefix: "n_").count == 188)
        #expect(try JSONTestSuite.requireFileNames(in: folder, prefix: "i_").count == 35)
        #expect(try JSONTestSuite.requireFileNames(in: folder).count == 318)
    }

    @Test("every i_ file has a decision in the table, and every decision a file")
    func decisionTableMatchesFolder() throws {
        let names = try JSONTestSuite.requireFileNames(in: JSONTestSuite.parsing, prefix: "i_")
        #expect(Set(names) == Set(implementationDefinedDecisions.keys))
    }

    @Test(
        "every y_ file is accepted",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing, prefix: "y_"))
    func mustAccept(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        #expect(parsingDecision(for: bytes) == .accept)
    }

    @Test(
        "every n_ file is refused, with a location inside the file",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing, prefix: "n_"))
    func mustRefuse(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        do {
            let value = try RawValue(parsing: bytes)
            Issue.record("accepted as \(value)")
        } catch {
            #expect(error.offset >= 0 && error.offset <= bytes.count)
            let location = try #require(error.location)
            #expect(location.line >= 1 && location.column >= 1)
        }
    }

    @Test(
        "every i_ file gets the decision in the table",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing, prefix: "i_"))
    func implementationDefined(name: String) throws {
        let expected = try #require(implementationDefinedDecisions[name], "no decision for \(name)")
        let bytes = try JSONTestSuite.bytes(of: name)
        #expect(parsingDecision(for: bytes) == expected)
    }

    @Test(
        "validating without building a value decides every file the same way, at the same byte",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing))
    func validationAgreesWithParsing(name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name)
        let skipped = validationError(for: bytes)
        var parsed: ScanError?
        do { _ = try RawValue(parsing: bytes) } catch { parsed = error }
        #expect(skipped?.code == parsed?.code)
        #expect(skipped?.offset == parsed?.offset)
    }

    @Test(
        "every accepted file survives serializing and re-parsing",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing).filter {
            $0.hasPrefix("y_") || implementationDefinedDecisions[$0] == .accept
        })
    func roundTrip(name: String) throws {
        let value = try RawValue(parsing: try JSONTestSuite.bytes(of: name))
        let text = value.description
        let reparsed = try RawValue(parsing: text)
        #expect(reparsed == value)
        #expect(reparsed.description == text, "serializing is stable")
    }
}

// No type's `init(from:)` runs on a document that is not valid JSON or exceeds `Limits`: the
// decoder validates the whole document first, as `JSONDecoder` parses it whole first. Each
// input here is one that a decoder reading as it goes would hand to user code before finding
// the problem.

import Foundation
import Sieve
import Testing

/// Counts the `init(from:)` calls of one decode; handed to the types through `userInfo`.
final class InitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    func record() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }

    static let key = CodingUserInfoKey(rawValue: "InitLog")!

    static func record(_ decoder: any Decoder) {
        (decoder.userInfo[key] as? InitLog)?.record()
    }
}

/// A top-level array that counts its elements the way user code does, with `count!`.
struct CountedList: Decodable {
    var count: Int
    init(from decoder: any Decoder) throws {
        InitLog.record(decoder)
        let container = try decoder.unkeyedContainer()
        count = container.count!
    }
}

/// An object that reads only `a`, so the rest of the document is never read by it.
struct OnlyA: Decodable {
    var a: Int
    enum CodingKeys: String, CodingKey { case a }
    init(from decoder: any Decoder) throws {
        InitLog.record(decoder)
        a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
    }
}

@Suite("The document is validated before any init(from:) runs")
struct ValidationFirstTests {
    /// Decodes `T` with `decoder` and a fresh log; the error, and how many inits ran.
    func outcome<T: Decodable>(
        _ type: T.Type, _ bytes: [UInt8], _ decoder: SieveDecoder = SieveDecoder()
    ) -> (error: DecodingError?, inits: Int) {
        let log = InitLog()
        decoder.userInfo[InitLog.key] = log
        do {
            _ = try decoder.decode(T.self, from: Data(bytes))
            return (nil, log.count)
        } catch let error as DecodingError {
            return (error, log.count)
        } catch {
            Issue.record("not a DecodingError: \(error)")
            return (nil, log.count)
        }
    }

    @Test("513 nested arrays: dataCorrupted at [] before init(from:), as in JSONDecoder")
    func deepNesting() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "["), count: 513)
            + [UInt8](repeating: UInt8(ascii: "]"), count: 513)
        let foundationLog = InitLog()
        let foundation = JSONDecoder()
        foundation.userInfo[InitLog.key] = foundationLog
        #expect(throws: DecodingError.self) {
            try foundation.decode(CountedList.self, from: Data(bytes))
        }
        #expect(foundationLog.count == 0)
        let (error, inits) = outcome(CountedList.self, bytes)
        #expect(inits == 0)
        guard case .dataCorrupted(let context) = try #require(error) else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.hasPrefix("The given data was not valid JSON."))
        // 512 levels are within the limit: the model runs and counts its one element.
        let deepest = [UInt8](repeating: UInt8(ascii: "["), count: 512)
            + [UInt8](repeating: UInt8(ascii: "]"), count: 512)
        #expect(try SieveDecoder().decode(CountedList.self, from: Data(deepest)).count == 1)
    }

    @Test(
        "invalid JSON anywhere, read or not, stops the decode before init(from:)",
        arguments: [
            #"{"a": 1, "b": tru}"#,                 // a bad literal after the member read
            #"{"a": 1, "b": [1, 2,, 3]}"#,          // a bad array nobody reads
            #"{"a": 1, "b": "\q"}"#,                // a bad escape nobody reads
            #"{"a": 1, "b": 01}"#,                  // a leading zero nobody reads
            #"{"a": 1} x"#,                         // trailing characters
            #"{"a": 1, "b": {"c": 1}"#,             // truncated
            #"{"a": 1, "b": [[[[[[1]]]]]]}"#,        // deeper than the limit set below
        ])
    func invalidAnywhere(json: String) throws {
        let decoder = SieveDecoder()
        decoder.limits.maxDepth = 5
        let (error, inits) = outcome(OnlyA.self, Array(json.utf8), decoder)
        #expect(inits == 0)
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.codingPath.isEmpty)
    }

    @Test("invalid UTF-8 and an over-long string in a member nobody reads stop it too")
    func invalidText() throws {
        let badUTF8 = Array(#"{"a": 1, "b": ""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect(outcome(OnlyA.self, badUTF8).inits == 0)
        let decoder = SieveDecoder()
        decoder.limits.maxStringLength = 8
        let long = Array(#"{"a": 1, "b": "0123456789"}"#.utf8)
        let (error, inits) = outcome(OnlyA.self, long, decoder)
        #expect(inits == 0)
        #expect(error != nil)
    }

    @Test("diagnose and records report the invalid document without running init(from:)")
    func diagnoseAndRecords() throws {
        let log = InitLog()
        let decoder = SieveDecoder()
        decoder.userInfo[InitLog.key] = log
        let diagnosis = decoder.diagnose(OnlyA.self, from: #"{"a": 1, "b": tru}"#)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.invalidJSON])
        let records = decoder.records(OnlyA.self, in: "{\"a\": 1}\n{\"a\": 2, \"b\": [,]}\n")
            .map { $0.value?.a }
        #expect(records == [1, nil])
        #expect(log.count == 1)
    }

    @Test("a valid document reads the same with the members skipped by their brackets")
    func skippedMembers() throws {
        // Strings with brackets, escaped quotes and backslash runs, across 64-byte blocks.
        let filler = String(repeating: #"x\\\"]}"#, count: 40)
        let json = #"{"b": {"s": "\#(filler)", "t": [{"u": "]]}}"}, [[]]]}, "a": 7, "c": [1]}"#
        #expect(try SieveDecoder().decode(OnlyA.self, from: json).a == 7)
        #expect(try JSONDecoder().decode(OnlyA.self, from: Data(json.utf8)).a == 7)
    }
}

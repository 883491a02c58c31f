// Memory stays bounded by the input's size times a stated factor: each hostile shape decoded by
// each entry point in a process of its own (`sieve-fuzz peak-memory`), its peak above what the
// process held before held to the bound docs/RELIABILITY.md states.
//
// Measuring every shape at the documented sizes, 20 MB to 100 MB, takes about a minute in a
// debug build, so that test is long: it runs with SIEVE_LONG_TESTS=1, as CI runs the suite.
// The others run in every form; the cap on warnings by default on a key repeated 100,000 times
// instead of a million.

import Foundation
import SieveTestSupport
import Testing

@testable import SieveFuzz

/// The most memory each decode may add, as a multiple of the input's size (or, for a refused
/// deep document, in bytes). Measured factors, in docs/RELIABILITY.md, are a little below.
private let bounds: [String: Double] = [
    "tiny-elements raw-value": 22, "tiny-elements schema": 16, "tiny-elements drop-in": 8,
    "long-string raw-value": 1.1, "long-string schema": 1.1, "long-string drop-in": 1.1,
    "escapes raw-value": 1.1, "escapes schema": 1.1, "escapes drop-in": 1.1,
    "repeated-key raw-value": 8, "repeated-key schema": 12.5, "repeated-key drop-in": 12,
]

/// Runs `sieve-fuzz peak-memory` beside this test bundle on an input `divisor` times smaller
/// than the documented one; returns its JSON line, parsed.
private func measure(
    _ shape: PeakMemory.Shape, _ entry: PeakMemory.Entry, divisor: Int = 1
) throws -> [String: Any] {
    let run = try ProductRun(
        "sieve-fuzz", ["peak-memory", shape.rawValue, entry.rawValue, "\(divisor)"])
    try #require(run.status == 0, "sieve-fuzz peak-memory \(shape) \(entry): \(run.errorText)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
}

/// A sanitizer's shadow memory would count: these run only in an ordinary build.
private let unsanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil
    && ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil

@Suite(
    "Peak memory", .serialized, .enabled(if: unsanitized),
    .enabled(if: PeakMemory.isAvailable, "the peak is read from /proc: Linux only"))
struct PeakMemoryTests {
    @Test(
        "each shape through each entry point stays within its factor of the input",
        .enabled(if: LongTests.enabled, "long: runs with SIEVE_LONG_TESTS=1"),
        arguments: [PeakMemory.Shape.tinyElements, .longString, .escapes, .repeatedKey])
    func factors(shape: PeakMemory.Shape) throws {
        for entry in PeakMemory.Entry.allCases {
            let result = try measure(shape, entry)
            let input = try #require(result["input_bytes"] as? Int)
            let added = try #require(result["peak_added_bytes"] as? Int)
            let bound = try #require(bounds["\(shape.rawValue) \(entry.rawValue)"])
            let factor = Double(added) / Double(input)
            #expect(factor <= bound, "\(shape.rawValue) through \(entry.rawValue): \(factor)× the input")
            #expect(result["outcome"] as? String != "error", "\(result)")
        }
    }

    @Test(
        "writing 100 MB of text adds memory proportional to the text, by every writer",
        .enabled(if: LongTests.enabled, "long: runs with SIEVE_LONG_TESTS=1"),
        arguments: PeakMemory.Writer.allCases)
    func writing(writer: PeakMemory.Writer) throws {
        let run = try ProductRun("sieve-fuzz", ["peak-memory", "write", writer.rawValue])
        try #require(run.status == 0, "sieve-fuzz peak-memory write \(writer): \(run.errorText)")
        let result = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let output = try #require(result["output_bytes"] as? Int)
        let added = try #require(result["peak_added_bytes"] as? Int)
        #expect(output > 100_000_000, "\(result)")
        // The buffer doubles as it grows: at most the text, the buffer it outgrew (half as
        // large) and the growth's slack; a copy into an array for `[UInt8]` results adds one text.
        let bound = writer == .encoder ? 2.6 : 3.6
        #expect(Double(added) / Double(output) <= bound, "\(writer.rawValue): \(Double(added) / Double(output))× the text")
    }

    @Test("1,000,000 nested [ is refused in a few MiB by every entry point")
    func deepNesting() throws {
        for entry in PeakMemory.Entry.allCases {
            let result = try measure(.deepNesting, entry)
            let added = try #require(result["peak_added_bytes"] as? Int)
            #expect(added <= 4 << 20, "\(entry.rawValue): \(added) bytes")
            #expect(result["outcome"] as? String != "value")
        }
    }

    @Test("the cap on warnings holds: a key repeated a million times (100,000 by default) keeps 1,000 warnings")
    func warningsCapped() throws {
        // long: a million with SIEVE_LONG_TESTS=1; every duplicate counted, 1,000 kept.
        let divisor = LongTests.size(10, long: 1)
        let result = try measure(.repeatedKey, .schema, divisor: divisor)
        #expect(result["outcome"] as? String == "1000 warnings kept of \(1_000_000 / divisor - 1)")
    }
}

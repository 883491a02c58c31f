// Memory stays bounded by the input's size times a stated factor: each hostile shape decoded by
// each entry point in a process of its own (`sieve-fuzz peak-memory`), its peak above what the
// process held before held to the bound docs/RELIABILITY.md states.
//
// The long form (`SIEVE_LONG_TESTS=1`, as CI runs it) measures the documented inputs, 20 MB to
// 100 MB, where the factor alone is the bound. By default the inputs are ten times smaller and
// the bound allows the few MiB that any decode adds whatever its input (code and runtime pages
// touched for the first time, which the full sizes make negligible): a decode that kept a
// second copy of its input, or grew by more than its factor, still fails.

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

/// How many times smaller than the documented inputs this run's are.
private let divisor = LongTests.size(10, long: 1)

/// What any decode may add whatever its input: nothing in the long form.
private let allowance = LongTests.size(4 << 20, long: 0)

/// Runs `sieve-fuzz peak-memory` beside this test bundle on this run's inputs; returns its
/// JSON line, parsed.
private func measure(_ shape: PeakMemory.Shape, _ entry: PeakMemory.Entry) throws -> [String: Any] {
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
        arguments: [PeakMemory.Shape.tinyElements, .longString, .escapes, .repeatedKey])
    func factors(shape: PeakMemory.Shape) throws {
        for entry in PeakMemory.Entry.allCases {
            let result = try measure(shape, entry)
            let input = try #require(result["input_bytes"] as? Int)
            let added = try #require(result["peak_added_bytes"] as? Int)
            let bound = try #require(bounds["\(shape.rawValue) \(entry.rawValue)"])
            let factor = Double(added) / Double(input)
            #expect(
                Double(added) <= bound * Double(input) + Double(allowance),
                "\(shape.rawValue) through \(entry.rawValue): \(factor)× the input of \(input) bytes")
            #expect(result["outcome"] as? String != "error", "\(result)")
        }
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

    @Test("the cap on warnings holds: a key repeated a million times keeps 1,000 warnings")
    func warningsCapped() throws {
        // A million in the long form, 100,000 by default: every duplicate counted, 1,000 kept.
        let result = try measure(.repeatedKey, .schema)
        #expect(result["outcome"] as? String == "1000 warnings kept of \(1_000_000 / divisor - 1)")
    }
}

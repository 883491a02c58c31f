// Memory stays bounded by the input's size times a stated factor: each hostile shape decoded by
// each entry point in a process of its own (`sieve-fuzz peak-memory`), its peak above what the
// process held before held to the bound docs/RELIABILITY.md states.

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

/// Runs `sieve-fuzz peak-memory` beside this test bundle; returns its JSON line, parsed.
private func measure(_ shape: PeakMemory.Shape, _ entry: PeakMemory.Entry) throws -> [String: Any] {
    let run = try ProductRun("sieve-fuzz", ["peak-memory", shape.rawValue, entry.rawValue])
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
            #expect(factor <= bound, "\(shape.rawValue) through \(entry.rawValue): \(factor)× the input")
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

    @Test("the cap on warnings holds: a million duplicated keys keep 1,000 warnings")
    func warningsCapped() throws {
        let result = try measure(.repeatedKey, .schema)
        #expect(result["outcome"] as? String == "1000 warnings kept of 999999")
    }
}

// Reading a JSON Lines file through `records(contentsOf:)` holds one chunk and the largest
// record, not the file: a 1 GiB file generated and read by `sieve-fuzz records-memory`, each in
// a process of its own, its peak resident memory above the baseline held to 64 MiB plus the
// largest record.

import Foundation
import SieveTestSupport
import Testing

@testable import SieveFuzz

/// Runs `sieve-fuzz records-memory ARGUMENTS` beside this test bundle; returns its JSON line,
/// parsed.
private func recordsMemory(_ arguments: [String]) throws -> [String: Any] {
    let run = try ProductRun("sieve-fuzz", ["records-memory"] + arguments)
    try #require(run.status == 0, "sieve-fuzz records-memory \(arguments): \(run.errorText)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
}

/// A sanitizer's shadow memory would count: this runs only in an ordinary build.
private let unsanitized = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil
    && ProcessInfo.processInfo.environment["TSAN_OPTIONS"] == nil

@Suite("Records memory", .serialized, .enabled(if: unsanitized))
struct RecordsMemoryTests {
    /// The file's size: 1 GiB.
    static let size = 1 << 30
    /// The mean length of each record's skipped `note`: records of about 4 KiB (some 250,000
    /// of them), so that a debug build writes and reads the file in about 20 seconds; small
    /// records would take minutes there.
    static let padding = 4 << 10

    @Test("a 1 GiB JSON Lines file is read in 64 MiB plus its largest record")
    func gigabyte() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sieve-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("customers.jsonl").path

        let generated = try recordsMemory(["generate", path, "\(Self.size)", "\(Self.padding)"])
        let records = try #require(generated["records"] as? Int)
        let drifted = try #require(generated["drifted"] as? Int)
        #expect(try #require(generated["bytes"] as? Int) >= Self.size)

        let read = try recordsMemory(["read", path])
        #expect(read["records"] as? Int == records)
        #expect(read["bad"] as? Int == drifted)
        #expect(read["values"] as? Int == records - drifted)
        let peak = try #require(read["peak_rss_bytes"] as? Int)
        let baseline = try #require(read["baseline_rss_bytes"] as? Int)
        let largest = try #require(read["largest_record_bytes"] as? Int)
        #expect(peak - baseline < 64 << 20 + largest, "\(read)")
    }
}

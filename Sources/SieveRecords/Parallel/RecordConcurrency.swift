// How many cores a batch decode uses.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How many cores `diagnoseRecords(in:concurrency:)` decodes on.
public struct RecordConcurrency: Sendable, Hashable, CustomStringConvertible {
    /// The number of workers; 1 decodes on the calling thread.
    public let workers: Int

    /// Decodes on `count` cores at most (at least 1).
    public static func cores(_ count: Int) -> RecordConcurrency {
        RecordConcurrency(workers: max(count, 1))
    }

    /// Decodes on every core the process may run on.
    public static var allCores: RecordConcurrency {
        .cores(ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Decodes on the calling thread alone.
    public static let serial = RecordConcurrency(workers: 1)

    /// `"4 cores"`, `"1 core"`.
    public var description: String { workers == 1 ? "1 core" : "\(workers) cores" }
}

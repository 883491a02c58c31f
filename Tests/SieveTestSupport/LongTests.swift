// The long tests: what runs only, or only at full size, with `SIEVE_LONG_TESTS=1` (which
// .ci/run sets for its first `swift test`). Without it, a plain `swift test` stays a few
// minutes long on two cores:
//
// - a test that is long as a whole is skipped, and says so in its trait:
//   `.enabled(if: LongTests.enabled, "long: runs with SIEVE_LONG_TESTS=1")`;
// - a stress test whose claim is made at a size (gigabyte files, hundred-megabyte strings, a
//   hundred thousand dates per format) runs a smaller form that goes through the same paths,
//   `LongTests.size(short, long: full)`, and its comment says `long:`.

import Foundation

/// The switch between the default form of the long tests and their long form.
///
/// ```swift
/// @Test("…", .enabled(if: LongTests.enabled, "long: runs with SIEVE_LONG_TESTS=1"))
/// let count = LongTests.size(10_000, long: 100_000)
/// ```
public enum LongTests {
    /// True when the environment sets `SIEVE_LONG_TESTS=1`.
    public static let enabled = ProcessInfo.processInfo.environment["SIEVE_LONG_TESTS"] == "1"

    /// `long` when the long tests run, `short` otherwise.
    public static func size<Value>(_ short: Value, long: Value) -> Value {
        enabled ? long : short
    }
}

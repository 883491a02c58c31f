// Which size the stress tests run at. `SIEVE_LONG_TESTS=1` (which .ci/run sets) runs them
// at the sizes their claims are made at: gigabyte files, hundred-megabyte strings, a hundred
// thousand dates per format, every seed. Without it they run a smaller form that checks the
// same behaviour, so a plain `swift test` stays a few minutes long on two cores.

import Foundation

/// The switch between the default form of a stress test and its long form.
///
/// ```swift
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

// A command line sieve-bench cannot run; main prints its message and the usage, exit status 2.

/// A command line sieve-bench cannot run.
struct UsageError: Error {
    var message: String
}

// What Sieve does with a JSONTestSuite file: accept it, or refuse it with a given error code.

import Sieve

/// The outcome the conformance tests assert for one file.
enum Decision: Sendable, Equatable, CustomStringConvertible {
    /// The document parses.
    case accept
    /// The document is refused with this code.
    case reject(ScanError.Code)

    var description: String {
        switch self {
        case .accept: return "accept"
        case .reject(let code): return "reject (\(code))"
        }
    }
}

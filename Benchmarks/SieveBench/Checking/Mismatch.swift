// The error that stops a run: Sieve and Foundation disagree about a value.

/// A value on which the two decoders disagree, or a decode that failed where it must not.
struct Mismatch: Error, CustomStringConvertible {
    /// Where, as a path of Swift property names and indices from the root (`$.users[3].bio`).
    var path: String
    /// What Foundation produced.
    var foundation: String
    /// What Sieve produced.
    var sieve: String

    /// `at PATH: Foundation has …, Sieve has …`.
    var description: String {
        "at \(path): Foundation has \(foundation), Sieve has \(sieve)"
    }

    /// A short rendering of a value for a mismatch message.
    static func render(_ value: Any) -> String {
        let text = String(reflecting: value)
        return text.count > 120 ? String(text.prefix(117)) + "…" : text
    }
}

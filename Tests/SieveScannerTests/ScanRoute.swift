// The two ways a document reaches the scanner in these tests: validated by a structural skip
// (`JSONScanner.validateDocument()`, what `sieve check` runs), or read into a value
// (`RawValue(parsing:)`). Every rule about what is valid JSON must hold on both.

import SieveRawValue
import SieveScanner
import Testing

/// A way of scanning a whole document.
enum ScanRoute: CaseIterable, Sendable, CustomTestStringConvertible {
    /// `JSONScanner.validateDocument()`: skip the value, build nothing.
    case skip
    /// `RawValue(parsing:)`: read the value.
    case read

    var testDescription: String { self == .skip ? "skip" : "read" }

    /// The error this route throws for `bytes`, or `nil` when it accepts them.
    func error(for bytes: [UInt8], limits: Limits = .default) -> ScanError? {
        switch self {
        case .skip:
            return bytes.withJSONBytes { buffer in
                var scanner = JSONScanner(bytes: buffer, limits: limits)
                do throws(ScanError) {
                    try scanner.validateDocument()
                    return nil
                } catch {
                    return error
                }
            }
        case .read:
            do {
                _ = try RawValue(parsing: bytes, limits: limits)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The error this route throws for the UTF-8 of `text`, or `nil` when it accepts it.
    func error(for text: String, limits: Limits = .default) -> ScanError? {
        error(for: Array(text.utf8), limits: limits)
    }
}

/// `text` as UTF-8 bytes with `raw` spliced in where `marker` appears, for inputs that hold
/// bytes no Swift string can: `splice(#"["~"]"#, [0xC0, 0x80])`.
func splice(_ text: String, _ raw: [UInt8], at marker: Character = "~") -> [UInt8] {
    let parts = text.split(separator: marker, omittingEmptySubsequences: false)
    var bytes: [UInt8] = []
    for (index, part) in parts.enumerated() {
        if index > 0 { bytes += raw }
        bytes += Array(part.utf8)
    }
    return bytes
}

// What `allowsJSON5` does until Sieve reads JSON5: nothing pretends. A document is read as
// standard JSON (so plain JSON decodes as before); when that fails with a syntax error, the
// error says JSON5 syntax is not supported yet, instead of only "not valid JSON". Checked on
// the error path only, once per failed decode.

import Foundation
import SieveScanner

extension DecodingError {
    /// The text an invalid-JSON error gets when `allowsJSON5` is set.
    static let json5NotSupportedDescription =
        "The given data was not valid JSON, and SieveDecoder does not support JSON5 syntax yet"
        + " (allowsJSON5 is set, but only standard JSON is read)."

    /// This error, with its description saying that JSON5 is not supported, when it is a
    /// syntax error; otherwise unchanged. Invalid UTF-8 and the `Limits` bounds are not
    /// syntax: they are errors in JSON5 too.
    func json5NotSupported() -> DecodingError {
        guard case .dataCorrupted(let context) = self,
            let scanError = position?.invalidJSON, Self.isSyntax(scanError.code)
        else { return self }
        return .dataCorrupted(
            Context(
                codingPath: context.codingPath,
                debugDescription: Self.json5NotSupportedDescription,
                underlyingError: context.underlyingError))
    }

    /// True for the scanner's codes that JSON5 could have accepted.
    static func isSyntax(_ code: ScanError.Code) -> Bool {
        code != .invalidUTF8 && code != .depthLimitExceeded && code != .inputTooLarge
            && code != .stringTooLong
    }
}

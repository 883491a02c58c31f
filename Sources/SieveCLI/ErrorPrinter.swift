// Rendering a scan error the way compilers do, so editors and terminals can jump to it:
//
//   data.json:3:11: error: expected ',' or ']', found '2'
//     "b": [1 2]
//             ^

import Sieve
import SieveSchema

/// Renders `ScanError`s for people reading a terminal.
enum ErrorPrinter {
    /// `path:line:col: error: message`, then the offending line and a caret under the byte, each
    /// line ending in a newline. The source line is left out when it is empty.
    ///
    /// - Parameters:
    ///   - error: The error, with or without its location.
    ///   - path: The file name to print.
    ///   - bytes: The whole input the error came from.
    static func render(
        _ error: ScanError, path: String, in bytes: UnsafeRawBufferPointer
    ) -> String {
        let location = error.location ?? SourceLocation(offset: error.offset, in: bytes)
        let text = "\(path):\(location.line):\(location.column): error: \(error.message)\n"
        return text + CaretLine.render(SourceExcerpt(around: error.offset, in: bytes), indent: "  ")
    }
}

extension ErrorPrinter {
    /// `path:line:col: error: message`, then the issue's source line and a caret, as for a
    /// scan error: the form `sieve check --lines` reports a bad record in. An `invalid_json`
    /// issue reads as the scan error it is (its `message` parameter), exactly as a document's.
    ///
    /// - Parameters:
    ///   - issue: The issue, located in the whole file.
    ///   - path: The file name to print.
    static func render(_ issue: Issue, path: String) -> String {
        let location = issue.location
        let message =
            issue.code == .invalidJSON ? issue.parameters["message"] ?? issue.message : issue.message
        let text = "\(path):\(location.line):\(location.column): error: \(message)\n"
        guard let excerpt = issue.excerpt else { return text }
        return text + CaretLine.render(excerpt, indent: "  ")
    }
}

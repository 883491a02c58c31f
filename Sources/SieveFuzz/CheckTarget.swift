// `check`: what `sieve check` runs on a file, in every syntax: validation in place, and, for
// an error, its location and the source line with its caret, which must point into the input.

import Sieve
import SieveSchema

enum CheckTarget {
    static func run(_ input: [UInt8]) {
        for syntax in [JSONSyntax.strict, .trailingCommas, .json5] {
            input.withUnsafeBytes { bytes in
                do throws(ScanError) {
                    try bytes.validateJSON(syntax: syntax)
                    // Valid in a syntax means it reads in that syntax.
                    guard (try? RawValue(parsing: input, syntax: syntax)) != nil else {
                        oracleFailed("validates but does not read (\(syntax))", input)
                    }
                } catch {
                    guard error.offset <= input.count else {
                        oracleFailed("error offset \(error.offset) past the end", input)
                    }
                    let location = SourceLocation(offset: error.offset, in: bytes)
                    guard location.line >= 1, location.column >= 1 else {
                        oracleFailed("location \(location) of \(error)", input)
                    }
                    let line = SourceLocation.sourceLine(around: error.offset, in: bytes)
                    let caret = CaretLine.render(
                        SourceExcerpt(line: line.text, caretColumn: line.caretColumn), indent: "  ")
                    guard !caret.isEmpty || line.text.isEmpty, !error.message.isEmpty else {
                        oracleFailed("no caret line for \(error)", input)
                    }
                    // Reading refuses it too, with the same code.
                    do {
                        _ = try RawValue(parsing: input, syntax: syntax)
                        oracleFailed("does not validate (\(error)) but reads (\(syntax))", input)
                    } catch {
                        _ = error
                    }
                }
            }
        }
    }
}

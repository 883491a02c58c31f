// Rendering a scan error the way compilers do, so editors and terminals can jump to it:
//
//   data.json:3:11: error: expected ',' or ']', found '2'
//     "b": [1 2]
//             ^

import Sieve

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
        var text = "\(path):\(location.line):\(location.column): error: \(error.message)\n"
        let line = SourceLocation.sourceLine(around: error.offset, in: bytes)
        guard !line.text.isEmpty else { return text }
        let shown = visible(line.text)
        let before = shown.unicodeScalars.prefix(line.caretColumn - 1)
        let padding = before.reduce(0) { $0 + displayWidth(of: $1) }
        text += "  " + shown + "\n"
        text += "  " + String(repeating: " ", count: padding) + "^\n"
        return text
    }

    /// The columns `scalar` takes in a terminal: 0 for combining marks, 2 for wide East Asian
    /// characters and emoji, 1 otherwise. An approximation of `wcwidth` that needs no locale.
    static func displayWidth(of scalar: UnicodeScalar) -> Int {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// `text` with control characters shown as their Unicode control pictures (U+2400...), so
    /// a raw control byte in a string cannot move the cursor or recolour the terminal, and each
    /// still takes exactly one column.
    static func visible(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: result.append(UnicodeScalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0x80..<0xA0: result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}

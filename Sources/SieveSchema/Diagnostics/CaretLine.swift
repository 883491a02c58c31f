// The one way a diagnostic's source line and caret are printed, for `Diagnosis.render` and
// for `sieve check`: the line made safe for a terminal, and a caret under the column, padded
// by the width each character takes on screen.

/// Printing a source line with a caret under one column.
package enum CaretLine {
    /// Two lines, each ending in a newline: `indent` + the source line, and `indent` + spaces
    /// + `caret`. Empty when the line is empty.
    ///
    /// - Parameters:
    ///   - excerpt: The line and the 1-based column of the caret, in Unicode scalars.
    ///   - indent: What starts both lines.
    ///   - caret: The caret, with any colour codes around it.
    package static func render(
        _ excerpt: SourceExcerpt, indent: String, caret: String = "^"
    ) -> String {
        guard !excerpt.line.isEmpty else { return "" }
        let shown = visible(excerpt.line)
        let before = shown.unicodeScalars.prefix(max(0, excerpt.caretColumn - 1))
        let padding = before.reduce(0) { $0 + displayWidth(of: $1) }
        return indent + shown + "\n" + indent + String(repeating: " ", count: padding) + caret
            + "\n"
    }

    /// The columns `scalar` takes in a terminal: 0 for combining marks, 2 for wide East Asian
    /// characters and emoji, 1 otherwise. An approximation of `wcwidth` that needs no locale.
    package static func displayWidth(of scalar: UnicodeScalar) -> Int {
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
    package static func visible(_ text: String) -> String {
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

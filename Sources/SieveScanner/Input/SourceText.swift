// The caller's document behind the text a reader reads: the same bytes, or the input of a
// `JSON5Translation`, whose offsets the translation maps back. Every location a reader
// reports (an error's `line:col`, a diagnostic's excerpt) is computed here, in the caller's
// bytes.

/// The text a decode read, and the caller's document it came from.
@usableFromInline
package struct SourceText {
    /// The caller's document.
    package let input: UnsafeRawBufferPointer
    /// The translation the decode read, when the input is JSON5; `nil` when it read `input`.
    package let translation: JSON5Translation?

    package init(_ input: UnsafeRawBufferPointer, translation: JSON5Translation? = nil) {
        self.input = input
        self.translation = translation
    }

    /// The offset of the input that `offset` of the text read came from.
    package func inputOffset(_ offset: Int) -> Int {
        guard let translation else { return offset }
        return min(max(translation.inputOffset(offset), 0), input.count)
    }

    /// The line and column, in the input, of `offset` of the text read.
    package func location(_ offset: Int) -> SourceLocation {
        SourceLocation(offset: inputOffset(offset), in: input)
    }

    /// `error`, found in the text read, at its offset and location in the input.
    package func located(_ error: ScanError) -> ScanError {
        var moved = error
        moved.offset = inputOffset(error.offset)
        return moved.located(in: input)
    }

    /// Calls `body` with the text a reader of `syntax` reads for `input`, and where it came
    /// from: `input` itself, or its JSON5 translation (read in `JSONSyntax.json5`).
    ///
    /// - Throws: the translation's `ScanError`, located in `input`.
    package static func reading<R>(
        _ input: UnsafeRawBufferPointer, limits: Limits, syntax: JSONSyntax,
        membersWithoutBraces: Bool = false,
        _ body: (UnsafeRawBufferPointer, SourceText) throws(ScanError) -> R
    ) throws(ScanError) -> R {
        guard syntax.allowsJSON5 else { return try body(input, SourceText(input)) }
        let translation: JSON5Translation
        do throws(ScanError) {
            translation = try JSON5Translation(
                translating: input, limits: limits, membersWithoutBraces: membersWithoutBraces)
        } catch {
            throw error.located(in: input)
        }
        let source = SourceText(input, translation: translation)
        let result: Result<R, ScanError> = translation.text.withUnsafeBytes { text in
            do throws(ScanError) { return .success(try body(text, source)) } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

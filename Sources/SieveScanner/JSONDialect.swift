// The dialect of a decode: where the container grammar (`JSONScanner+Containers.swift`) may
// bend. A reader names its dialect once, as a generic parameter of its loop, so each loop is
// specialized for one dialect at compile time and a strict decode pays nothing for a lenient
// one. The C block loop of the skip accepts only what every dialect accepts; where it refuses,
// the Swift loop decides in the decode's dialect.
//
// Hook points (only `StrictDialect` exists today): `isSignificant` / `endOfTrivia`, what
// counts as trivia between tokens (JSON5 comments start with `/`, which a dialect with
// comments must send to `endOfTrivia`). Trailing commas are not a dialect: they are read at
// one place, where the strict grammar would throw, so they are a field of the scanner
// (`JSONSyntax`), at no cost to a valid document.

/// A variant of the JSON grammar, chosen once per decode as a generic parameter.
@usableFromInline
package protocol JSONDialect {
    /// True when `byte` (not at the end of input) cannot begin trivia: the fast test made at
    /// every token boundary, inlined.
    static func isSignificant(_ byte: UInt8) -> Bool

    /// The first byte at or after `pointer` that is not trivia, or `scanner.end`; reached only
    /// when `isSignificant` was false for the byte at `pointer`.
    ///
    /// - Throws: `ScanError` for trivia that is not well formed (an unclosed comment).
    static func endOfTrivia(
        from pointer: UnsafePointer<UInt8>, in scanner: JSONScanner
    ) throws(ScanError) -> UnsafePointer<UInt8>
}

/// RFC 8259: whitespace is the only trivia, and a comma always separates two values.
@usableFromInline
package enum StrictDialect: JSONDialect {
    @inlinable @inline(__always)
    package static func isSignificant(_ byte: UInt8) -> Bool { byte > .space }

    @inlinable
    package static func endOfTrivia(
        from pointer: UnsafePointer<UInt8>, in scanner: JSONScanner
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        JSONScanner.endOfWhitespace(from: pointer, end: scanner.end)
    }
}

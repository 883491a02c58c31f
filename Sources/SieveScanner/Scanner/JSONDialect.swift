// The dialect of a decode: where the container grammar (`JSONScanner+Containers.swift`) may
// bend. A reader names its dialect once, as a generic parameter of its loop, so each loop is
// specialized for one dialect at compile time and a strict decode pays nothing for a lenient
// one. The C block loop of the skip accepts only what every dialect accepts; where it refuses,
// the Swift loop decides in the decode's dialect.
//
// Hook points: `isSignificant` / `endOfTrivia`, what counts as trivia between tokens (JSON5
// comments start with `/`, which `JSON5Dialect` sends to `endOfTrivia`); `startsBareKey`, a
// key that does not start with `"` (JSON5's unquoted and single-quoted keys; the reader reads
// the key itself). Two dialects: `StrictDialect`, which every reader of RFC 8259 text uses,
// and `JSON5Dialect`, which only `JSON5Translation` uses. Trailing commas are not a dialect:
// they are read at one place, where the strict grammar would throw, so they are a field of the
// scanner (`JSONSyntax`), at no cost to a valid document.

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

    /// True when `byte`, where an object's key is due, starts a key other than a `"` string;
    /// the reader then reads that key itself.
    static func startsBareKey(_ byte: UInt8) -> Bool
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

    @inlinable @inline(__always)
    package static func startsBareKey(_ byte: UInt8) -> Bool { false }
}

/// JSON5 as Foundation reads it: whitespace is RFC 8259's plus vertical tab and form feed,
/// `//` comments run to a line break, `/* */` comments must close, and a key may be unquoted
/// or single-quoted.
package enum JSON5Dialect: JSONDialect {
    @inlinable @inline(__always)
    package static func isSignificant(_ byte: UInt8) -> Bool {
        byte > .space && byte != .slash
    }

    package static func endOfTrivia(
        from pointer: UnsafePointer<UInt8>, in scanner: JSONScanner
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        let end = scanner.end
        var p = pointer
        while p < end {
            switch p.pointee {
            case .space, .tab, .newline, .carriageReturn, .verticalTab, .formFeed:
                p += 1
            case .slash where end - p >= 2 && p[1] == .slash:
                p += 2
                while p < end && p.pointee != .newline && p.pointee != .carriageReturn { p += 1 }
            case .slash where end - p >= 2 && p[1] == .asterisk:
                let opening = p
                p += 2
                while true {
                    guard end - p >= 2 else {
                        throw ScanError(
                            .unterminatedComment, offset: opening - scanner.start,
                            byte: .slash, expected: "'*/'")
                    }
                    if p.pointee == .asterisk && p[1] == .slash { break }
                    p += 1
                }
                p += 2
            default:
                return p
            }
        }
        return p
    }

    @inlinable @inline(__always)
    package static func startsBareKey(_ byte: UInt8) -> Bool {
        byte == .singleQuote || byte == .backslash || byte == .dollar || byte == .underscore
            || byte | 0x20 >= .lowercaseA && byte | 0x20 <= .lowercaseZ || byte >= 0x80
    }
}

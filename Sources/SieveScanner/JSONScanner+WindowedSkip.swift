// The skip loop's string and number steps over a `ByteClassWindow`: where the window covers
// the token, its end is found from the byte classes without touching the bytes in between.
// Anything the window cannot settle (a token running past it, an escape, non-ASCII text, an
// exponent's sign, an invalid number) goes to the byte-level routines, which validate exactly
// and name the error; near the end of the input, where no full window fits, they do all of it.

extension JSONScanner {
    /// Moves past a string whose text starts at `text` (just after the opening quote),
    /// validating it; returns the position after the closing quote.
    @inline(__always)
    func skipStringBody(
        from text: UnsafePointer<UInt8>, in window: inout ByteClassWindow
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        if let offset = window.offset(of: text) {
            let stops = window.stringStops &>> UInt64(offset)
            if stops != 0 {
                let stop = text + stops.trailingZeroBitCount
                if _fastPath(stop.pointee == .quote && stop - text <= maxStringLength) {
                    return stop + 1
                }
                // The byte path decides the rest, and refuses a string over the limit.
                return try skipStringBodySlow(from: text, at: stop)
            }
        }
        let (next, moved) = try skipLongStringBody(from: text, window: window)
        window = moved
        return next
    }

    /// The string step when the window ends before the string does: moves the window along
    /// the string until something needs attention. (Values in and out rather than `inout`,
    /// so that the caller's loop keeps its window in registers.)
    @inline(never)
    func skipLongStringBody(
        from text: UnsafePointer<UInt8>, window: ByteClassWindow
    ) throws(ScanError) -> (UnsafePointer<UInt8>, ByteClassWindow) {
        var window = window
        var p = text
        while end - p >= ByteClassWindow.width {
            window.classify(at: p)
            let stops = window.stringStops
            if stops != 0 {
                // The byte path checks the closing quote and the length limit.
                let next = try skipStringBodySlow(from: text, at: p + stops.trailingZeroBitCount)
                return (next, window)
            }
            p += ByteClassWindow.width
        }
        return (try skipStringBodySlow(from: text, at: p), window)
    }

    /// Moves `pointer` past the number there, validating it.
    @inline(__always)
    func skipNumber(
        _ pointer: inout UnsafePointer<UInt8>, in window: inout ByteClassWindow
    ) throws(ScanError) {
        if let next = plainNumberEnd(from: pointer, in: window) {
            pointer = next
            return
        }
        let (next, moved) = try skipNumberAfterWindowMiss(from: pointer, window: window)
        pointer = next
        window = moved
    }

    /// The number step when the window did not settle the number: moves the window to it
    /// once, and otherwise leaves it to the byte path.
    @inline(never)
    func skipNumberAfterWindowMiss(
        from start: UnsafePointer<UInt8>, window: ByteClassWindow
    ) throws(ScanError) -> (UnsafePointer<UInt8>, ByteClassWindow) {
        var window = window
        if window.base != start && end - start >= ByteClassWindow.width {
            window.classify(at: start)
            if let next = plainNumberEnd(from: start, in: window) { return (next, window) }
        }
        var p = start
        try skipNumber(&p)
        return (p, window)
    }

    /// The end of the number at `start` when the window holds all of it and it is valid;
    /// `nil` otherwise, for the byte path to decide.
    @inline(__always)
    func plainNumberEnd(
        from start: UnsafePointer<UInt8>, in window: ByteClassWindow
    ) -> UnsafePointer<UInt8>? {
        var p = start
        if p.pointee == .minus { p += 1 }
        guard let integer = window.digitRun(at: p) else { return nil }
        // No digit, or a leading zero: one test without short-circuits, because integer
        // lengths are random in real data and a branch on each would often be mispredicted.
        let leadingZero = (p.pointee == .zero ? 1 : 0) & (integer > 1 ? 1 : 0)
        guard (integer == 0 ? 1 : 0) | leadingZero == 0 else { return nil }
        p += integer
        if p.pointee == .period {
            guard let fraction = window.digitRun(at: p + 1), fraction > 0 else { return nil }
            p += 1 + fraction
        }
        if p.pointee | 0x20 == .lowercaseE {
            p += 1
            guard window.offset(of: p) != nil else { return nil }
            if p.pointee == .minus || p.pointee == .plus { p += 1 }
            guard let exponent = window.digitRun(at: p), exponent > 0 else { return nil }
            p += exponent
        }
        let next = p.pointee
        if next == .period || next | 0x20 == .lowercaseE || next == .minus || next == .plus {
            return nil
        }
        return p
    }
}

extension ByteClassWindow {
    /// How many digits start at `position`, when the first byte after them is inside the
    /// window too; `nil` when the run reaches the window's end (or `position` is past it).
    @inline(__always)
    func digitRun(at position: UnsafePointer<UInt8>) -> Int? {
        guard let offset = offset(of: position) else { return nil }
        let run = (~digits &>> UInt64(offset)).trailingZeroBitCount
        return offset + run < ByteClassWindow.width ? run : nil
    }
}

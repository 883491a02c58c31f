// The skip loop's view of the input 64 bytes at a time: which bytes end a plain string run
// and which are digits, one bit per byte, computed by the SIMD kernel in `CSieveScanner`.
//
// With the classes in two registers, the end of a short string or of a number's digits is one
// `trailingZeroBitCount` away instead of a byte or word loop whose exit depends on the data.
// The classes describe bytes, not tokens, so they stay valid whatever the loop decides about
// the bytes (a string that needed the slow path, say); the window only has to move when the
// loop reaches its end.

internal import CSieveScanner

struct ByteClassWindow {
    /// The first of the 64 classified bytes.
    private(set) var base: UnsafePointer<UInt8>
    /// Bit `i` set: `base[i]` is `"`, `\`, a control character or a byte of non-ASCII UTF-8.
    private(set) var stringStops: UInt64
    /// Bit `i` set: `base[i]` is an ASCII digit.
    private(set) var digits: UInt64

    /// The width of a window, in bytes.
    static let width = 64

    /// A window that covers nothing: the first use of it classifies.
    @inline(__always)
    init(before position: UnsafePointer<UInt8>) {
        base = position - ByteClassWindow.width
        stringStops = 0
        digits = 0
    }

    /// Classifies the 64 bytes from `position`, all of which must be readable.
    @inline(__always)
    mutating func classify(at position: UnsafePointer<UInt8>) {
        let classes = sieve_classify_block(position)
        base = position
        stringStops = classes.string_stops
        digits = classes.digits
    }

    /// The offset of `position` in the window, or `nil` once `position` is at or past its
    /// end. `position` is never before `base`.
    @inline(__always)
    func offset(of position: UnsafePointer<UInt8>) -> Int? {
        let offset = position - base
        return UInt(bitPattern: offset) < UInt(ByteClassWindow.width) ? offset : nil
    }
}

// JSON5's non-finite numbers in translated text: `Infinity`, `-Infinity`, `NaN` and `-NaN`,
// as `JSON5Translation` writes them (it drops a `+`). Every reader reaches these functions only
// where the strict grammar would throw (a value that starts with `I` or `N`, or a `-` without
// a digit), and they accept only when the scanner's syntax is JSON5; so strict and default
// decodes run exactly the code they ran before, and throw the same errors.
//
// Never: accept anything under a syntax that is not JSON5.

extension JSONScanner {
    /// The non-finite number at `pointer` and one past it, when the syntax is JSON5 and one
    /// is there; else `nil`.
    @usableFromInline @inline(never)
    package func nonFiniteNumber(
        at pointer: UnsafePointer<UInt8>
    ) -> (value: Double, end: UnsafePointer<UInt8>)? {
        guard allowsNonFiniteNumbers, pointer < end else { return nil }
        let isNegative = pointer.pointee == .minus
        let p = isNegative ? pointer + 1 : pointer
        guard let word = Self.nonFiniteWord(at: p, end: end) else { return nil }
        return (isNegative ? -word.value : word.value, p + word.count)
    }

    /// `Infinity` or `NaN` (unsigned) at `p`, and its length; `nil` for anything else. The
    /// one spelling of the two words, for the JSON5 translation and the readers.
    package static func nonFiniteWord(
        at p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>
    ) -> (value: Double, count: Int)? {
        guard p < end else { return nil }
        let value: Double
        let word: StaticString
        switch p.pointee {
        case UInt8(ascii: "I"): (value, word) = (.infinity, "Infinity")
        case UInt8(ascii: "N"): (value, word) = (.nan, "NaN")
        default: return nil
        }
        let count = word.utf8CodeUnitCount
        guard end - p >= count,
            UnsafeRawBufferPointer(start: p, count: count).elementsEqual(
                UnsafeRawBufferPointer(start: word.utf8Start, count: count))
        else { return nil }
        return (value, count)
    }

    /// One past the non-finite number at `pointer`, or `error` (what the strict grammar threw
    /// there) when there is none.
    @usableFromInline @inline(never)
    package func endOfNonFiniteNumber(
        at pointer: UnsafePointer<UInt8>, else error: ScanError
    ) throws(ScanError) -> UnsafePointer<UInt8> {
        guard let number = nonFiniteNumber(at: pointer) else { throw error }
        return number.end
    }

    /// `skipNumber`, where a non-finite number is also a number (only under JSON5).
    @inlinable @inline(__always)
    func skipNumberOrNonFinite(_ pointer: inout UnsafePointer<UInt8>) throws(ScanError) {
        do throws(ScanError) {
            try skipNumber(&pointer)
        } catch {
            pointer = try endOfNonFiniteNumber(at: pointer, else: error)
        }
    }
}

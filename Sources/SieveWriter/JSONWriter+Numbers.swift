// Numbers as `JSONEncoder` writes them: integers in decimal; a `Double` or `Float` as Swift's
// `description` (the shortest text that reads back as the same value) without a trailing
// `.0`, so `100.0` is `100`, `0.1` is `0.1`, `1e-05` and `1e+16` keep Swift's exponent form;
// and a literal kept from a document (a `RawNumber`) as its text.
//
// Non-finite values are the caller's to refuse or replace before they get here.

import SieveScanner

extension JSONWriter {
    /// Writes an integer in decimal.
    @inlinable
    package func writeInteger<Integer: FixedWidthInteger>(_ value: Integer) {
        if Integer.bitWidth <= 64 {
            if Integer.isSigned {
                let wide = Int64(truncatingIfNeeded: value)
                if wide < 0 {
                    append(.minus)
                    writeDigits(UInt64(bitPattern: 0 &- wide))
                } else {
                    writeDigits(UInt64(bitPattern: wide))
                }
            } else {
                writeDigits(UInt64(truncatingIfNeeded: value))
            }
        } else {
            writeASCII(value.description)
        }
    }

    /// Writes the decimal digits of `value`.
    @inlinable
    func writeDigits(_ value: UInt64) {
        var digits = 0
        var probe = value
        repeat {
            digits &+= 1
            probe /= 10
        } while probe > 0
        reserve(digits)
        var remaining = value
        var position = count &+ digits
        repeat {
            position &-= 1
            base[position] = .zero &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        } while remaining > 0
        count &+= digits
    }

    /// Writes a finite `Double` as `JSONEncoder` does.
    @inlinable
    package func writeDouble(_ value: Double) {
        // Whole values below 2^53 are the ones `description` writes as digits and `.0`.
        if value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value,
            !(value == 0 && value.sign == .minus)
        {
            writeInteger(Int64(value))
        } else {
            writeFloatingPointText(value.description)
        }
    }

    /// Writes a finite `Float` as `JSONEncoder` does.
    @inlinable
    package func writeFloat(_ value: Float) {
        // Whole values below 2^24 are the ones `description` writes as digits and `.0`.
        if value.magnitude < 16_777_216, value.rounded(.towardZero) == value,
            !(value == 0 && value.sign == .minus)
        {
            writeInteger(Int32(value))
        } else {
            writeFloatingPointText(value.description)
        }
    }

    /// Writes Swift's text of a floating-point value without a trailing `.0`.
    @usableFromInline
    func writeFloatingPointText(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var length = bytes.count
            if length > 2, bytes[length - 2] == .period, bytes[length - 1] == .zero { length -= 2 }
            append(UnsafeBufferPointer(rebasing: bytes[..<length]))
        }
    }

    /// Writes text that needs no escaping and no quotes: a number's literal, `true`, `null`.
    @inlinable
    package func writeASCII(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Writes `true` or `false`.
    @inlinable
    package func writeBool(_ value: Bool) {
        if value { append("true") } else { append("false") }
    }

    /// Writes `null`.
    @inlinable
    package func writeNull() {
        append("null")
    }
}

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
            writeShortestText(value)
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
            writeShortestText(value)
        }
    }

    /// Writes Swift's shortest round-trip text of a finite value (its `description`) without
    /// a trailing `.0`. The standard library prints the digits straight into the writer
    /// (`ASCIISink`): no `String` is made.
    @usableFromInline
    func writeShortestText<Value: BinaryFloatingPoint & TextOutputStreamable>(_ value: Value) {
        let start = count
        var sink = ASCIISink(writer: self)
        value.write(to: &sink)
        if count - start > 2, base[count - 2] == .period, base[count - 1] == .zero { count -= 2 }
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

/// Receives the text the standard library prints for a number and appends it to a writer.
@usableFromInline
struct ASCIISink: TextOutputStream {
    let writer: JSONWriter

    @usableFromInline
    init(writer: JSONWriter) { self.writer = writer }

    @usableFromInline
    mutating func write(_ string: String) {
        writer.writeASCII(string)
    }

    /// The path the standard library's numbers take: their digits, from a buffer on the stack.
    @usableFromInline
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) {
        writer.append(buffer)
    }
}

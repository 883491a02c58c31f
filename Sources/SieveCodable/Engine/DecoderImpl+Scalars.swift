// Scalars: reading a bool, number or string in place, with Foundation's acceptance rules.
//
// Each reader takes the first byte of a value (whitespace skipped), checks its JSON type from
// that byte, reads it with the scanner, and leaves `lastStart`/`lastEnd` around it. Integers
// are exact first; a number that is not a plain integer gets Foundation's one leniency (a
// whole number below 2^53 through `Double`, so `1.0`, `1e2` and `1e-400` are integers).
// Floating-point values that overflow, or underflow to zero from a non-zero literal, are
// refused, as Foundation refuses them.
//
// Never: accept a value Foundation refuses with a different value, or build a `String` for a
// number.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner

extension DecoderImpl {
    /// Reads `null` at `pointer` and returns one past it, or `nil` if the value is not `null`.
    @inline(__always)
    func readNull(at pointer: BytePointer) -> BytePointer? {
        if pointer == nullLiteral { return pointer + 4 }
        guard scanner.end - pointer >= 4,
            UInt32(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self))
                == JSONScanner.nullWord
        else { return nil }
        lastStart = pointer
        lastEnd = pointer + 4
        return pointer + 4
    }

    /// Skips the value at `pointer`, validating it; returns one past its end.
    func skip(at pointer: BytePointer, depth: Int) throws(ValueFailure) -> BytePointer {
        if let end = readNull(at: pointer) { return end }
        scanner.cursor = pointer
        scanner.depth = depth
        do throws(ScanError) {
            try scanner.skipValue()
        } catch {
            throw invalid(error)
        }
        lastStart = pointer
        lastEnd = scanner.cursor
        return scanner.cursor
    }

    /// A failure for a value of the wrong type, naming what was found.
    ///
    /// The value is not looked at beyond its first byte: the document was validated whole
    /// before the decode began, so a mismatch is never hiding invalid JSON.
    @inline(never)
    func mismatch(_ type: Any.Type, at pointer: BytePointer, depth: Int) -> ValueFailure {
        ValueFailure(.typeMismatch(type, found: pointer.pointee))
    }

    /// The failure for a value where an integer is due that does not start like a JSON
    /// number: a JSON5 number that is not valid is invalid JSON, as it is when read as any
    /// number; JSON5's `Infinity` and `NaN` do not fit, as `-Infinity` does not (`JSONDecoder`
    /// says so with `dataCorrupted` too); anything else is not found or a mismatch.
    @inline(never)
    func notAnInteger(_ type: Any.Type, at pointer: BytePointer) -> ValueFailure {
        if let deferred = deferredNumber(at: pointer) { return deferred }
        if scanner.nonFiniteNumber(at: pointer) != nil {
            return ValueFailure(.numberDoesNotFit(type, isWhole: false))
        }
        return notFoundOrMismatch(type, at: pointer)
    }

    /// The failure for reading the value at `pointer` as a number when it stands for a JSON5
    /// number that is not valid (`deferredNumbers`); `nil` for any other value.
    @inline(never)
    func deferredNumber(at pointer: BytePointer) -> ValueFailure? {
        guard !deferredNumbers.isEmpty, pointer.pointee == UInt8(ascii: "N") else { return nil }
        let offset = offset(of: pointer)
        let index = Self.firstIndex(notBelow: offset, in: deferredNumbers.lazy.map(\.offset))
        guard index < deferredNumbers.count, deferredNumbers[index].offset == offset else {
            return nil
        }
        return invalid(deferredNumbers[index].error)
    }

    /// The first index of `offsets` (ascending) whose offset is not below `offset`.
    static func firstIndex(
        notBelow offset: Int, in offsets: some RandomAccessCollection<Int>
    ) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            let element = offsets[offsets.index(offsets.startIndex, offsetBy: middle)]
            if element < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A failure for a value that is not a number or a string as required: `null` is
    /// `valueNotFound`, anything else a type mismatch.
    @inline(never)
    func notFoundOrMismatch(_ type: Any.Type, at pointer: BytePointer) -> ValueFailure {
        if pointer.pointee == .lowercaseN, readNull(at: pointer) != nil {
            return ValueFailure(.nullValue(type))
        }
        return mismatch(type, at: pointer, depth: scanner.depth)
    }

    /// Reads `true` or `false`. `null` is a type mismatch here, as in Foundation.
    @inline(__always)
    func readBool(at pointer: BytePointer) throws(ValueFailure) -> Bool {
        let byte = pointer.pointee
        if byte == .lowercaseT || byte == .lowercaseF {
            scanner.cursor = pointer
            do throws(ScanError) { try scanner.skipScalar() } catch { throw invalid(error) }
            lastStart = pointer
            lastEnd = scanner.cursor
            return byte == .lowercaseT
        }
        throw mismatch(Bool.self, at: pointer, depth: scanner.depth)
    }

    /// Reads a string.
    @inline(__always)
    func readString(at pointer: BytePointer) throws(ValueFailure) -> String {
        JSONScanner.makeString(try scanStringValue(at: pointer))
    }

    /// Scans the string at `pointer` (a `String` type mismatch for any other value), noting
    /// where it ends: for a reader that looks at its bytes before (or instead of) making a
    /// `String` of them.
    @inline(__always)
    func scanStringValue(at pointer: BytePointer) throws(ValueFailure) -> StringToken {
        guard pointer.pointee == .quote else {
            throw notFoundOrMismatch(String.self, at: pointer)
        }
        scanner.cursor = pointer
        let token: StringToken
        do throws(ScanError) { token = try scanner.scanString() } catch { throw invalid(error) }
        lastStart = pointer
        lastEnd = scanner.cursor
        return token
    }

    /// Scans the number at `pointer`.
    @inline(__always)
    func scanNumber(at pointer: BytePointer) throws(ValueFailure) -> NumberToken {
        scanner.cursor = pointer
        let token: NumberToken
        do throws(ScanError) {
            token = try scanner.scanNumber()
            try scanner.checkAfterNumber()
        } catch {
            throw invalid(error)
        }
        lastStart = pointer
        lastEnd = scanner.cursor
        return token
    }

    /// Reads an integer of type `T`.
    @inline(__always)
    func readInteger<T: FixedWidthInteger>(
        _ type: T.Type = T.self, at pointer: BytePointer
    ) throws(ValueFailure) -> T {
        let byte = pointer.pointee
        guard byte == .minus || byte.isDigit else {
            throw notAnInteger(T.self, at: pointer)
        }
        let token: NumberToken
        do throws(ValueFailure) {
            token = try scanNumber(at: pointer)
        } catch {
            throw nonFiniteInteger(T.self, at: pointer, else: error)
        }
        if let value = token.integer(as: T.self) {
            // `JSONDecoder` reads a 128-bit integer written with a fraction or an exponent
            // through `Decimal`, which it converts only up to 64 bits of magnitude.
            if T.bitWidth > 64, !token.isPlainInteger, value.magnitude >> 64 != 0 {
                throw doesNotFit(token, T.self)
            }
            return value
        }
        return try integerSlow(token, as: T.self)
    }

    /// Foundation's fallback for integers: a number whose `Double` is a whole number of
    /// magnitude below 2^53 converts (`1.0`, `1e2`, `1e-400`, `1.00000000000000000001`).
    @inline(never)
    func integerSlow<T: FixedWidthInteger>(
        _ token: NumberToken, as type: T.Type
    ) throws(ValueFailure) -> T {
        if let double = token.double, double.magnitude < 9_007_199_254_740_992,
            let value = T(exactly: double)
        {
            return value
        }
        let isWhole = token.isPlainInteger || (token.double.map { $0 == $0.rounded() } ?? true)
        throw ValueFailure(
            .numberDoesNotFit(T.self, isWhole: isWhole))
    }

    /// Reads a `Double`.
    @inline(__always)
    func readDouble(at pointer: BytePointer) throws(ValueFailure) -> Double {
        let byte = pointer.pointee
        guard byte == .minus || byte.isDigit else {
            return try nonConformingFloat(Double.self, at: pointer)
        }
        let token: NumberToken
        do throws(ValueFailure) {
            token = try scanNumber(at: pointer)
        } catch {
            return try nonFiniteNumber(Double.self, at: pointer, else: error)
        }
        if let value = token.double, value != 0 || Self.isZero(token) {
            if _slowPath(!hexadecimalNumbers.isEmpty) {
                try checkHexadecimal(token, Double.self, value)
            }
            return value
        }
        throw doesNotFit(token, Double.self)
    }

    /// Reads a `Float`, rounded once from the literal.
    func readFloat(at pointer: BytePointer) throws(ValueFailure) -> Float {
        let byte = pointer.pointee
        guard byte == .minus || byte.isDigit else {
            return try nonConformingFloat(Float.self, at: pointer)
        }
        let token: NumberToken
        do throws(ValueFailure) {
            token = try scanNumber(at: pointer)
        } catch {
            return try nonFiniteNumber(Float.self, at: pointer, else: error)
        }
        if let value = token.float, value != 0 || Self.isZero(token) {
            if _slowPath(!hexadecimalNumbers.isEmpty) {
                try checkHexadecimal(token, Float.self, value)
            }
            return value
        }
        throw doesNotFit(token, Float.self)
    }

    /// Refuses `value`, read from `token`, when the number was written in hexadecimal in a
    /// JSON5 input and `value` is not exactly it: `JSONDecoder` reads a hexadecimal number as
    /// an integer of 64 bits and converts it exactly or not at all.
    @inline(never)
    func checkHexadecimal<T: BinaryFloatingPoint>(
        _ token: NumberToken, _ type: T.Type, _ value: T
    ) throws(ValueFailure) {
        let offset = offset(of: token.start)
        let index = Self.firstIndex(notBelow: offset, in: hexadecimalNumbers)
        guard index < hexadecimalNumbers.count, hexadecimalNumbers[index] == offset else { return }
        let exact: Bool
        if token.isNegative, let integer = token.integer(as: Int64.self) {
            exact = T(exactly: integer) == value
        } else if let integer = token.integer(as: UInt64.self) {
            exact = T(exactly: integer) == value
        } else {
            exact = false
        }
        if !exact { throw doesNotFit(token, T.self) }
    }

    /// JSON5's `-Infinity` or `-NaN` at `pointer`, where a number failed to scan; else
    /// `failure`.
    @inline(never)
    func nonFiniteNumber<T: BinaryFloatingPoint>(
        _ type: T.Type, at pointer: BytePointer, else failure: ValueFailure
    ) throws(ValueFailure) -> T {
        guard let number = scanner.nonFiniteNumber(at: pointer) else { throw failure }
        lastStart = pointer
        lastEnd = number.end
        return T(number.value)
    }

    /// The failure for JSON5's `-Infinity` or `-NaN` where an integer is due (a number that
    /// does not fit, not invalid JSON); else `failure`.
    @inline(never)
    func nonFiniteInteger(
        _ type: Any.Type, at pointer: BytePointer, else failure: ValueFailure
    ) -> ValueFailure {
        guard scanner.nonFiniteNumber(at: pointer) != nil else { return failure }
        return ValueFailure(.numberDoesNotFit(type, isWhole: false))
    }

    /// True when every digit of the number is zero.
    @inline(__always)
    static func isZero(_ token: NumberToken) -> Bool {
        token.mantissa == 0 && !token.isTruncated
    }

    @inline(never)
    func doesNotFit(_ token: NumberToken, _ type: Any.Type) -> ValueFailure {
        ValueFailure(
            .numberDoesNotFit(type, isWhole: true))
    }

    /// A floating-point value from JSON5's `Infinity` or `NaN`, or from a string under
    /// `.convertFromString`; otherwise the failure for a value that is not a number.
    @inline(never)
    func nonConformingFloat<T: BinaryFloatingPoint>(
        _ type: T.Type, at pointer: BytePointer
    ) throws(ValueFailure) -> T {
        if let deferred = deferredNumber(at: pointer) { throw deferred }
        if let number = scanner.nonFiniteNumber(at: pointer) {
            lastStart = pointer
            lastEnd = number.end
            return T(number.value)
        }
        if pointer.pointee == .quote, let strings = nonConformingStrings {
            scanner.cursor = pointer
            let token: StringToken
            do throws(ScanError) { token = try scanner.scanString() } catch { throw invalid(error) }
            if !token.hasEscapes {
                let text = String(decoding: token.rawBytes, as: UTF8.self)
                let value: T? =
                    text == strings.positive
                    ? T.infinity
                    : text == strings.negative ? -T.infinity : text == strings.nan ? T.nan : nil
                if let value {
                    lastStart = pointer
                    lastEnd = scanner.cursor
                    return value
                }
            }
        }
        throw notFoundOrMismatch(T.self, at: pointer)
    }
}

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

import Foundation
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
    /// The value is not skipped to see whether it is valid JSON: that would cost a scan of a
    /// whole container for every type a caller tries and catches (an "any JSON" enum tries
    /// several on each value, so nested containers were scanned once per level). Invalid JSON
    /// is still never missed: the container around the value skips it when it finishes, a
    /// later read meets it, and a decode that fails validates the whole document before it
    /// reports, so invalid JSON wins over a mismatch as in Foundation.
    @inline(never)
    func mismatch(_ type: Any.Type, at pointer: BytePointer, depth: Int) -> ValueFailure {
        ValueFailure(.typeMismatch(type, found: pointer.pointee), offset: offset(of: pointer))
    }

    /// A failure for a value that is not a number or a string as required: `null` is
    /// `valueNotFound`, anything else a type mismatch.
    @inline(never)
    func notFoundOrMismatch(_ type: Any.Type, at pointer: BytePointer) -> ValueFailure {
        if pointer.pointee == .lowercaseN, readNull(at: pointer) != nil {
            return ValueFailure(.nullValue(type), offset: offset(of: pointer))
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
            throw notFoundOrMismatch(T.self, at: pointer)
        }
        let token: NumberToken
        do throws(ValueFailure) {
            token = try scanNumber(at: pointer)
        } catch {
            throw nonFiniteInteger(T.self, at: pointer, else: error)
        }
        if let value = token.integer(as: T.self) { return value }
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
            .numberDoesNotFit(T.self, literal: token.text, isWhole: isWhole),
            offset: offset(of: token.start))
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
        if let value = token.double, value != 0 || Self.isZero(token) { return value }
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
        if let value = token.float, value != 0 || Self.isZero(token) { return value }
        throw doesNotFit(token, Float.self)
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
        guard let number = scanner.nonFiniteNumber(at: pointer) else { return failure }
        let literal = String(decoding: UnsafeRawBufferPointer(start: pointer, count: number.end - pointer), as: UTF8.self)
        return ValueFailure(
            .numberDoesNotFit(type, literal: literal, isWhole: false), offset: offset(of: pointer))
    }

    /// True when every digit of the number is zero.
    @inline(__always)
    static func isZero(_ token: NumberToken) -> Bool {
        token.mantissa == 0 && !token.isTruncated
    }

    @inline(never)
    func doesNotFit(_ token: NumberToken, _ type: Any.Type) -> ValueFailure {
        ValueFailure(
            .numberDoesNotFit(type, literal: token.text, isWhole: true),
            offset: offset(of: token.start))
    }

    /// A floating-point value from JSON5's `Infinity` or `NaN`, or from a string under
    /// `.convertFromString`; otherwise the failure for a value that is not a number.
    @inline(never)
    func nonConformingFloat<T: BinaryFloatingPoint>(
        _ type: T.Type, at pointer: BytePointer
    ) throws(ValueFailure) -> T {
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

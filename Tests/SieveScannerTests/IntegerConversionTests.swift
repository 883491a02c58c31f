// Integers convert exactly or not at all: a number out of the target's range, or not whole, is
// `nil`, never a wrapped or truncated value.

import SieveRawValue
import SieveScanner
import Testing

/// Scans `text` as one number and converts it to `T`.
func scannedInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) throws -> T? {
    var copy = text
    return try copy.withUTF8 { bytes in
        var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
        let token = try scanner.scanNumber()
        #expect(scanner.isAtEnd, "the whole of \(text) is one number")
        return token.integer(as: T.self)
    }
}

/// Converts `text` both from the scanned token and through `RawNumber`, and checks they agree.
func convertedInteger<T: FixedWidthInteger>(_ text: String, as type: T.Type) throws -> T? {
    let fromToken = try scannedInteger(text, as: T.self)
    let fromRawNumber = try #require(RawNumber(text: text)).integer(as: T.self)
    #expect(fromToken == fromRawNumber, "token and RawNumber agree on \(text)")
    return fromToken
}

@Suite("Integer conversion")
struct IntegerConversionTests {
    @Test(
        "Int64: exact within range, nil beyond",
        arguments: [
            ("0", 0), ("-0", 0), ("1", 1), ("-1", -1), ("9223372036854775807", .max),
            ("9223372036854775808", nil), ("-9223372036854775808", .min),
            ("-9223372036854775809", nil), ("10000000000000000999", nil),
            ("100000000000000000000", nil), ("1e18", 1_000_000_000_000_000_000), ("1e19", nil),
            ("9.223372036854775807e18", .max), ("-92233720368547758.08e2", .min),
            ("9.223372036854775808e18", nil), ("1234567890123456789.0", 1_234_567_890_123_456_789),
            ("0.5e1", 5),
        ] as [(String, Int64?)])
    func int64(text: String, expected: Int64?) throws {
        #expect(try convertedInteger(text, as: Int64.self) == expected)
    }

    @Test(
        "Int: the same as Int64 on 64-bit platforms",
        arguments: [
            ("9223372036854775807", .max), ("9223372036854775808", nil),
            ("-9223372036854775808", .min), ("-9223372036854775809", nil), ("42", 42),
        ] as [(String, Int?)])
    func int(text: String, expected: Int?) throws {
        #expect(try convertedInteger(text, as: Int.self) == expected)
    }

    @Test(
        "UInt64: the whole unsigned range, nothing negative",
        arguments: [
            ("18446744073709551615", .max), ("18446744073709551616", nil), ("0", 0), ("-0", 0),
            ("-1", nil), ("9223372036854775808", 9_223_372_036_854_775_808),
            ("1.8446744073709551615e19", .max), ("1.8446744073709551616e19", nil),
            ("10000000000000000999", 10_000_000_000_000_000_999), ("-0.0", 0),
            ("99999999999999999999", nil), ("1e19", 10_000_000_000_000_000_000),
        ] as [(String, UInt64?)])
    func uint64(text: String, expected: UInt64?) throws {
        #expect(try convertedInteger(text, as: UInt64.self) == expected)
    }

    @Test(
        "Int32: overflow detected at both ends",
        arguments: [
            ("2147483647", .max), ("2147483648", nil), ("-2147483648", .min),
            ("-2147483649", nil), ("2.147483647e9", .max), ("4294967296", nil),
        ] as [(String, Int32?)])
    func int32(text: String, expected: Int32?) throws {
        #expect(try convertedInteger(text, as: Int32.self) == expected)
    }

    @Test(
        "Int8: overflow detected at both ends",
        arguments: [
            ("127", .max), ("128", nil), ("-128", .min), ("-129", nil), ("1.27e2", 127),
            ("-1.28e2", -128), ("1.28e2", nil), ("256", nil), ("-0", 0),
        ] as [(String, Int8?)])
    func int8(text: String, expected: Int8?) throws {
        #expect(try convertedInteger(text, as: Int8.self) == expected)
    }

    @Test(
        "UInt8: overflow detected, negatives refused",
        arguments: [
            ("255", .max), ("256", nil), ("0", 0), ("-1", nil), ("2.55e2", 255), ("0.0", 0),
            ("-0", 0), ("1000", nil),
        ] as [(String, UInt8?)])
    func uint8(text: String, expected: UInt8?) throws {
        #expect(try convertedInteger(text, as: UInt8.self) == expected)
    }

    @Test(
        "a whole number written with a fraction or exponent converts; a fraction does not",
        arguments: [
            ("1.0", 1), ("1e2", 100), ("1E+2", 100), ("100e-2", 1), ("1.5", nil), ("1e-1", nil),
            ("0.5", nil), ("-1.5", nil), ("12.50e1", 125), ("1.25e1", nil), ("0e5", 0),
            ("0.0e-5", 0), ("1e400", nil), ("1e-400", nil), ("5e-324", nil),
            ("1.00000000000000000000000001", nil), ("2.000000000000000000000000", 2),
        ] as [(String, Int?)])
    func wholeness(text: String, expected: Int?) throws {
        #expect(try convertedInteger(text, as: Int.self) == expected)
    }

    @Test("Int128 holds what Int64 cannot")
    @available(SwiftStdlib 6.0, *)
    func wideIntegers() throws {
        let text = "-170141183460469231731687303715884105728"
        #expect(try convertedInteger(text, as: Int128.self) == .min)
        #expect(try convertedInteger("18446744073709551616", as: Int128.self) == 1 << 64)
        #expect(try convertedInteger("-9223372036854775809", as: Int128.self)
            == -9_223_372_036_854_775_809)
    }
}

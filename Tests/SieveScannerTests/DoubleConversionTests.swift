// Doubles must be bit-identical to the standard library's correctly rounded `Double(String)`.

import Testing
@testable import SieveScanner
import SieveTestSupport

/// Scans `text` as one number and converts it.
func scannedDouble(_ text: String) throws -> Double? {
    var copy = text
    return try copy.withUTF8 { bytes in
        var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
        let token = try scanner.scanNumber()
        #expect(scanner.isAtEnd, "the whole of \(text) is one number")
        return token.double
    }
}

@Suite("Double conversion")
struct DoubleConversionTests {
    @Test(
        "edge-case literals convert exactly as Double(String) does",
        arguments: [
            "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.30000000000000004",
            "1.7976931348623157e308", "2.2250738585072014e-308", "4.9e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400", "-1e-400",
            "9007199254740993", "9007199254740992", "18014398509481985",
            "1.000000000000000005", "10000000000000000999", "123456789012345678901234567890",
            "43.420273000000009", "-65.613616999999977", "1e22", "1e23", "8.98846567431158e307",
            "1.5e-323", "7.2057594037927933e16", "0.000001", "1e-7", "123.456e-5",
            "3.14159265358979323846264338327950288", "1E+2", "1e-0", "0e100", "0.0e-999",
            "2.2250738585072011e-308", "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
        ])
    func edgeCases(text: String) throws {
        let expected = Double(text)!
        let actual = try #require(try scannedDouble(text))
        #expect(actual.bitPattern == expected.bitPattern, "\(text)")
    }

    @Test("a magnitude beyond Double's range is nil, not infinity", arguments: ["1e400", "-1e400", "1.8e308"])
    func overflowIsNil(text: String) throws {
        #expect(try scannedDouble(text) == nil)
    }

    @Test("200,000 random decimals of every length convert bit-identically")
    func randomDecimals() throws {
        var random = SplitMix64(state: 0x5EED)
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...22, using: &random)
            var text = Bool.random(using: &random) ? "-" : ""
            var mantissa = String(Int.random(in: 1...9, using: &random))
            for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &random)) }
            let point = Int.random(in: 0...digits, using: &random)
            if point == 0 || point == digits {
                text += mantissa
            } else {
                let index = mantissa.index(mantissa.startIndex, offsetBy: point)
                text += mantissa[..<index] + "." + mantissa[index...]
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += "e" + String(Int.random(in: -330...310, using: &random))
            }
            let expected = Double(text)!
            let actual = try scannedDouble(text)
            if expected.isFinite {
                #expect(actual?.bitPattern == expected.bitPattern, "\(text)")
            } else {
                #expect(actual == nil, "\(text)")
            }
        }
    }

    @Test("random doubles survive their shortest description")
    func randomBitPatterns() throws {
        var random = SplitMix64(state: 42)
        for _ in 0..<200_000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            let actual = try scannedDouble(value.description.replacingOccurrences(of: "+", with: ""))
            #expect(actual?.bitPattern == value.bitPattern, "\(value)")
        }
    }

    @Test(
        "a negative zero keeps its sign",
        arguments: ["-0", "-0.0", "-0e5", "-0.000e-10", "-0E+0"])
    func negativeZero(text: String) throws {
        let value = try #require(try scannedDouble(text))
        #expect(value == 0)
        #expect(value.sign == .minus)
    }

    @Test(
        "an underflow rounds to zero, keeping the sign; it is not an error",
        arguments: [
            ("1e-400", FloatingPointSign.plus), ("-1e-400", .minus), ("2e-324", .plus),
            ("123e-10000000", .plus), ("-0.0000000001e-320", .minus),
            ("1" + String(repeating: "0", count: 30) + "e-400", .plus),
        ])
    func underflow(text: String, sign: FloatingPointSign) throws {
        let value = try #require(try scannedDouble(text))
        #expect(value == 0)
        #expect(value.sign == sign)
    }

    @Test(
        "a magnitude beyond Double's range is nil whatever its spelling",
        arguments: [
            "1e309", "-1e309", "1.7976931348623159e308", "123123e100000", "0.4e006699999999999",
            "1" + String(repeating: "0", count: 310), "-1e+9999",
        ])
    func overflowSpellings(text: String) throws {
        #expect(try scannedDouble(text) == nil)
    }

    @Test(
        "20-digit and longer mantissas round correctly",
        arguments: [
            "12345678901234567890", "99999999999999999999", "18446744073709551615",
            "18446744073709551616", "10000000000000000001", "1.2345678901234567890e5",
            "0.10000000000000000555", "9007199254740993.0000000000001", "-12345678901234567890.5",
            "2.22507385850720113605e-308", "1797693134862315708145274237317043567981e268",
            "0." + String(repeating: "0", count: 400) + "12345678901234567890123e420",
        ])
    func longMantissas(text: String) throws {
        let expected = try #require(Double(text))
        let actual = try #require(try scannedDouble(text))
        #expect(actual.bitPattern == expected.bitPattern)
    }
}

extension String {
    /// Foundation's method of the same name, for a test target without Foundation: every
    /// occurrence of `target`, of any length, replaced.
    @available(SwiftStdlib 5.7, *)
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        replacing(target, with: replacement)
    }
}

@Suite("Fast number paths")
struct FastNumberPathTests {
    /// Scans `text` with the plain-decimal fast path.
    func plainDouble(_ text: String) -> Double? {
        var copy = text
        return copy.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            let value = scanner.scanPlainDouble()
            if value != nil { #expect(scanner.isAtEnd, "the fast path consumed all of \(text)") }
            return value
        }
    }

    @Test("the plain-decimal fast path agrees bit for bit with Double(String) or declines")
    func plainDecimals() throws {
        var random = SplitMix64(state: 7)
        var taken = 0
        for _ in 0..<200_000 {
            let digits = Int.random(in: 1...21, using: &random)
            var text = Bool.random(using: &random) ? "-" : ""
            var mantissa = String(Int.random(in: 0...9, using: &random))
            for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &random)) }
            let point = Int.random(in: 1...digits, using: &random)
            let index = mantissa.index(mantissa.startIndex, offsetBy: point)
            text += point == digits ? mantissa : mantissa[..<index] + "." + mantissa[index...]
            guard let value = plainDouble(text) else { continue }
            taken += 1
            #expect(value.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
        #expect(taken > 100_000, "the fast path handles most short decimals")
    }

    /// A random number's text: integers of 1 to 22 digits, decimals, fractions with leading
    /// zeros, and exponents.
    static func randomNumberText(using random: inout SplitMix64) -> String {
        let digits = Int.random(in: 1...22, using: &random)
        var mantissa = String(Int.random(in: 1...9, using: &random))
        for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &random)) }
        var text = Bool.random(using: &random) ? "-" : ""
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            text += mantissa
        case 1:
            let point = Int.random(in: 1...digits, using: &random)
            let index = mantissa.index(mantissa.startIndex, offsetBy: point)
            text += mantissa[..<index] + "." + (point == digits ? "0" : mantissa[index...])
        case 2:
            text += "0." + String(repeating: "0", count: Int.random(in: 0...9, using: &random))
                + mantissa
        default:
            text += mantissa + "e" + String(Int.random(in: -30...30, using: &random))
        }
        return text
    }

    @Test("digits are gathered alike whatever follows the number and wherever the input ends")
    func followersAndEnds() throws {
        // The fast paths read digits eight bytes at a time where eight bytes remain: the
        // number's end lands at every distance from the input's end, before each kind of byte.
        let followers = ["", ",", "]", "}", " ", "\n", "\"", ",12345678901234567890", "]]]]]]]]]]"]
        var random = SplitMix64(state: 0xD161_75)
        for _ in 0..<5_000 {
            let number = Self.randomNumberText(using: &random)
            let expected = Double(number)!
            let integer = Int64(number)
            for follower in followers {
                for padding in 0...9 {
                    let tail = String((follower + String(repeating: " ", count: 12)).prefix(
                        follower.isEmpty ? 0 : max(follower.count, padding)))
                    let label = number + tail
                    var text = label
                    try text.withUTF8 { bytes in
                        let raw = UnsafeRawBufferPointer(bytes)
                        var scanner = JSONScanner(bytes: raw)
                        let token = try scanner.scanNumber()
                        #expect(scanner.cursor - scanner.start == number.utf8.count, "\(label)")
                        if expected.isFinite {
                            #expect(token.double?.bitPattern == expected.bitPattern, "\(label)")
                        }
                        var plain = JSONScanner(bytes: raw)
                        if let value = plain.scanPlainDouble() {
                            #expect(value.bitPattern == expected.bitPattern, "\(label)")
                            #expect(plain.cursor - plain.start == number.utf8.count, "\(label)")
                        }
                        var whole = JSONScanner(bytes: raw)
                        let value = whole.scanPlainInteger(Int64.self)
                        if let integer, number.utf8.count <= 20 {
                            #expect(value == integer, "\(label)")
                        } else {
                            #expect(value == nil, "\(label)")
                        }
                    }
                }
            }
        }
    }

    @Test("the fast paths decline what the general path must judge",
          arguments: ["01", "1.", "-", "1e5", "1.5e3", "12345678901234567890", ".5", "1.2.3"])
    func declines(text: String) {
        #expect(plainDouble(text) == nil)
        var copy = text
        let integer: Int64? = copy.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            return scanner.scanPlainInteger(Int64.self)
        }
        #expect(integer == nil)
    }

    @Test("the plain-integer fast path checks the range of the target type",
          arguments: [("127", true), ("128", false), ("-128", true), ("-129", false), ("0", true), ("-0", true)])
    func int8Range(text: String, fits: Bool) {
        var copy = text
        let value: Int8? = copy.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            return scanner.scanPlainInteger(Int8.self)
        }
        #expect((value != nil) == fits)
        if let value { #expect(String(value) == text.replacingOccurrences(of: "-0", with: "0")) }
    }
}

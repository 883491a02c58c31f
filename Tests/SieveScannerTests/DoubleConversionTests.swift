// Doubles must be bit-identical to the standard library's correctly rounded `Double(String)`.

import Testing
@testable import SieveScanner

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

/// A deterministic generator, so a failure reproduces.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false)
            .joined(separator: replacement)
    }
}

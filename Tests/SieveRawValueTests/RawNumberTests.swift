// RawNumber keeps a number's literal text exactly and converts on demand.

import SieveRawValue
import SieveScanner
import Testing

@Suite("RawNumber")
struct RawNumberTests {
    @Test(
        "a parsed number keeps its literal text exactly",
        arguments: [
            "10000000000000000999", "1.000000000000000005", "-0", "-0.0", "1E2", "1e+2", "1.0",
            "0.1e-5", "-9223372036854775809", "9223372036854775807",
            "123456789012345678901234567890",
            "1E-999", "2.50", "0", "-1",
        ])
    func keepsText(text: String) throws {
        let value = try RawValue(parsing: "[" + text + "]")
        #expect(value[0]?.numberValue?.text == text)
        #expect(value.description == "[" + text + "]")
        #expect(RawNumber(text: text)?.text == text)
    }

    @Test("two numbers are equal when their texts are; 1.0 and 1 are different literals")
    func equality() throws {
        #expect(RawNumber(text: "1") == RawNumber(1))
        #expect(RawNumber(text: "1.0") != RawNumber(text: "1"))
        #expect(RawNumber(text: "1.0")?.double == RawNumber(text: "1")?.double)
        #expect(RawNumber(text: "-0") != RawNumber(text: "0"))
        #expect(RawNumber(text: "1e2") != RawNumber(text: "1E2"))
    }

    @Test(
        "RawNumber(text:) accepts exactly one JSON number",
        arguments: ["", " 1", "1 ", "01", "+1", "1.", ".5", "1e", "abc", "-", "1,2", "NaN", "0x10"])
    func refusesNonNumbers(text: String) {
        #expect(RawNumber(text: text) == nil)
    }

    @Test(
        "conversions: exact or nil",
        arguments: [
            ("10000000000000000999", nil, 10_000_000_000_000_000_999, 1e19),
            ("1.000000000000000005", nil, nil, 1),
            ("-9223372036854775808", .min, nil, -9.223372036854775808e18),
            ("18446744073709551616", nil, nil, 1.8446744073709551616e19),
            ("1e400", nil, nil, nil), ("-1e-400", nil, nil, -0.0), ("2.5", nil, nil, 2.5),
        ] as [(String, Int64?, UInt64?, Double?)])
    func conversions(text: String, int64: Int64?, uint64: UInt64?, double: Double?) throws {
        let number = try #require(RawNumber(text: text))
        #expect(number.int64 == int64)
        #expect(number.uint64 == uint64)
        #expect(number.double?.bitPattern == double?.bitPattern)
    }

    @Test("a number made from a Double writes its shortest round-trip text")
    func fromDouble() {
        #expect(RawNumber(0.1).text == "0.1")
        #expect(RawNumber(2.0).text == "2")
        #expect(RawNumber(-0.0).text == "-0.0")
        #expect(RawNumber(1e300).double == 1e300)
        #expect(RawNumber(text: RawNumber(123.456).text)?.double == 123.456)
    }
}

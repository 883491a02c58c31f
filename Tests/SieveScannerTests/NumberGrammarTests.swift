// The RFC 8259 number grammar, exactly:
//
//   number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "-" / "+" ] 1*DIGIT ]

import SieveRawValue
import SieveScanner
import Testing

@Suite("Number grammar")
struct NumberGrammarTests {
    @Test(
        "every form the grammar allows is accepted",
        arguments: [
            "0", "-0", "1", "-1", "9", "10", "0.5", "-0.5", "0.0", "1e5", "1E5", "1e+5", "1e-5",
            "1.5e5", "1.5E-05", "123456789", "0e0", "-0.0e-0", "0.000001", "99999999999999999999",
            "1e0000",
        ],
        ScanRoute.allCases)
    func grammar(text: String, route: ScanRoute) {
        #expect(route.error(for: text) == nil)
        #expect(route.error(for: "[" + text + "]") == nil)
        #expect(route.error(for: #"{"n":"# + text + "}") == nil)
    }

    @Test(
        "a leading zero is refused",
        arguments: ["01", "-01", "00", "001.5", "-00", "00.5", "0123", "01e5"],
        ScanRoute.allCases)
    func leadingZero(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .invalidNumber)
        #expect(route.error(for: "[" + text + "]")?.code == .invalidNumber)
    }

    @Test(
        "a lone minus sign is refused",
        arguments: [
            ("[-]", ScanError.Code.invalidNumber), ("-", .unexpectedEnd), ("[-a]", .invalidNumber),
            ("[- 1]", .invalidNumber), ("[--1]", .invalidNumber), ("[-.5]", .invalidNumber),
        ],
        ScanRoute.allCases)
    func loneMinus(input: (String, ScanError.Code), route: ScanRoute) {
        let (text, code) = input
        #expect(route.error(for: text)?.code == code)
    }

    @Test(
        "a plus sign before the number is refused",
        arguments: ["+1", "[+1]", "+0", "[+0.5]", #"{"a": +1}"#], ScanRoute.allCases)
    func plusSign(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .unexpectedCharacter)
    }

    @Test(
        "a fraction without an integer part is refused",
        arguments: [".5", "[.5]", "[.0]", "[.e1]"], ScanRoute.allCases)
    func missingIntegerPart(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .unexpectedCharacter)
    }

    @Test(
        "a decimal point without digits after it is refused",
        arguments: ["[1.]", "[1.e5]", "[0.]", "[-1.]", "[1.E-1]", "1."], ScanRoute.allCases)
    func missingFractionDigits(text: String, route: ScanRoute) {
        let error = route.error(for: text)
        #expect(error?.code == .invalidNumber || error?.code == .unexpectedEnd)
        #expect(error != nil)
    }

    @Test(
        "an exponent without digits is refused",
        arguments: ["[1e]", "[1e+]", "[1E-]", "[1e+-1]", "[1ee1]", "[0.5e]", "[1e.5]"],
        ScanRoute.allCases)
    func missingExponentDigits(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .invalidNumber)
    }

    @Test(
        "a number run into more number characters is refused",
        arguments: ["[1.2.3]", "[1e2e3]", "[1e2.5]", "[1-2]", "[1+2]", "[1.5-]", "[0-1]"],
        ScanRoute.allCases)
    func runOn(text: String, route: ScanRoute) {
        #expect(route.error(for: text)?.code == .invalidNumber)
    }

    @Test(
        "other spellings of numbers are refused",
        arguments: ["[0x1F]", "[1_000]", "[1,000.5.]", "[０]", "[1 000]", "[.]", "[e5]", "[0b1]"],
        ScanRoute.allCases)
    func otherSpellings(text: String, route: ScanRoute) {
        #expect(route.error(for: text) != nil)
    }

    @Test(
        "the error points at the byte that breaks the grammar",
        arguments: [("[01]", 2), ("[-]", 2), ("[1.]", 3), ("[1e+]", 4), ("[1.2.3]", 4)])
    func errorOffset(text: String, offset: Int) {
        for route in ScanRoute.allCases {
            #expect(route.error(for: text)?.offset == offset, "\(route)")
        }
    }
}

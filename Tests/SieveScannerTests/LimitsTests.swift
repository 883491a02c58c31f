// Limits: exceeding one is an error with its own code, never a crash, on every route.

import SieveRawValue
import SieveScanner
import Testing

/// `depth` nested arrays around `1`.
func nestedArrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
}

@Suite("Limits")
struct LimitsTests {
    @Test("the defaults: depth 512, input 2 GiB, strings 256 MiB")
    func defaults() {
        let limits = Limits.default
        #expect(limits.maxDepth == 512)
        #expect(limits.maxInputSize == 1 << 31)
        #expect(limits.maxStringLength == 1 << 28)
        #expect(Limits() == .default)
    }

    @Test(
        "maxDepth N accepts N levels and refuses N + 1 with depth_limit_exceeded",
        arguments: [1, 2, 3, 64, 65, 128, 512, 513, 1_000], ScanRoute.allCases)
    func maxDepth(depth: Int, route: ScanRoute) {
        let limits = Limits(maxDepth: depth)
        #expect(route.error(for: nestedArrays(depth), limits: limits) == nil)
        let error = route.error(for: nestedArrays(depth + 1), limits: limits)
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == depth, "at the opening bracket one level too deep")
        #expect(error?.expected == String(depth))
    }

    @Test("maxDepth counts objects and arrays alike", arguments: ScanRoute.allCases)
    func depthOfObjects(route: ScanRoute) {
        let limits = Limits(maxDepth: 3)
        #expect(route.error(for: #"{"a": [{"b": 1}]}"#, limits: limits) == nil)
        #expect(
            route.error(for: #"{"a": [{"b": []}]}"#, limits: limits)?.code == .depthLimitExceeded)
        #expect(route.error(for: "[[[]], [[]], {\"x\": [1]}]", limits: limits) == nil)
    }

    @Test("maxDepth 0 accepts scalars only", arguments: ScanRoute.allCases)
    func depthZero(route: ScanRoute) {
        let limits = Limits(maxDepth: 0)
        #expect(route.error(for: "1", limits: limits) == nil)
        #expect(route.error(for: "[]", limits: limits)?.code == .depthLimitExceeded)
        #expect(route.error(for: "{}", limits: limits)?.code == .depthLimitExceeded)
    }

    @Test("500 nested arrays pass the default limit", arguments: ScanRoute.allCases)
    func fiveHundredLevels(route: ScanRoute) {
        #expect(route.error(for: nestedArrays(500)) == nil)
        #expect(route.error(for: nestedArrays(512)) == nil)
        #expect(route.error(for: nestedArrays(513))?.code == .depthLimitExceeded)
    }

    @Test(
        "maxInputSize refuses a larger input with input_too_large, before reading it",
        arguments: ScanRoute.allCases)
    func maxInputSize(route: ScanRoute) {
        let limits = Limits(maxInputSize: 10)
        #expect(route.error(for: "[1,2,3,45]", limits: limits) == nil)
        let error = route.error(for: "[1,2,3,456]", limits: limits)
        #expect(error?.code == .inputTooLarge)
        #expect(error?.offset == 0)
        #expect(error?.expected == "10")
        // The size is checked first: even invalid JSON over the limit reports its size.
        #expect(route.error(for: "[[[[[[[[[[[", limits: limits)?.code == .inputTooLarge)
    }

    @Test(
        "maxStringLength refuses a longer string, key or value, with string_too_long",
        arguments: [
            (#""abcd""#, 0), (#"["ok", "abcd"]"#, 7), (#"{"abcd": 1}"#, 1), (#"{"a": "abcd"}"#, 6),
            (#"[[["abcd"]]]"#, 3),
            // Followed by more than 64 bytes, so that the string is in a full block of the skip.
            (#"[{"k": "abcd"}]"# + String(repeating: " ", count: 70), 7),
        ],
        ScanRoute.allCases)
    func maxStringLength(input: (String, Int), route: ScanRoute) {
        let (text, offset) = input
        let error = route.error(for: text, limits: Limits(maxStringLength: 3))
        #expect(error?.code == .stringTooLong)
        #expect(error?.offset == offset, "at the opening quote")
        #expect(error?.expected == "3")
        #expect(route.error(for: text, limits: Limits(maxStringLength: 4)) == nil)
    }

    @Test("maxStringLength counts the bytes between the quotes, before escapes are decoded")
    func stringLengthIsRaw() {
        // Two characters, four bytes of JSON text; "é" is two bytes of UTF-8.
        for route in ScanRoute.allCases {
            #expect(route.error(for: #""\n\n""#, limits: Limits(maxStringLength: 4)) == nil)
            #expect(
                route.error(for: #""\n\n""#, limits: Limits(maxStringLength: 3))?.code
                    == .stringTooLong)
            #expect(
                route.error(for: #""éé""#, limits: Limits(maxStringLength: 3))?.code
                    == .stringTooLong)
        }
    }

    @Test("a 10 MB string decodes with the default limits")
    func tenMegabyteString() throws {
        let body = String(repeating: "0123456789abcdé", count: 625_000)  // 16 bytes each
        #expect(body.utf8.count == 10_000_000)
        let value = try RawValue(parsing: "[\"" + body + "\"]")
        #expect(value[0]?.stringValue?.utf8.count == 10_000_000)
        #expect(ScanRoute.skip.error(for: "[\"" + body + "\"]") == nil)
    }

    @Test("a 10 MB string is refused with a smaller maxStringLength", arguments: ScanRoute.allCases)
    func tenMegabyteStringRefused(route: ScanRoute) {
        let body = String(repeating: "0123456789abcdef", count: 625_000)
        let error = route.error(for: "[\"" + body + "\"]", limits: Limits(maxStringLength: 1 << 20))
        #expect(error?.code == .stringTooLong)
        #expect(error?.offset == 1)
    }

    @Test("a 100,000-digit number is scanned, kept and converted without a crash")
    func hugeNumberLiteral() throws {
        let digits = "1" + String(repeating: "0", count: 99_999)
        for route in ScanRoute.allCases {
            #expect(route.error(for: "[" + digits + "]") == nil)
            #expect(route.error(for: "[-" + digits + ".5e-3]") == nil)
            #expect(route.error(for: "[0" + digits + "]")?.code == .invalidNumber)
        }
        let number = try #require(try RawValue(parsing: "[" + digits + "]")[0]?.numberValue)
        #expect(number.text == digits)
        #expect(number.double == nil, "1e99999 is beyond Double's range")
        #expect(number.int64 == nil)
        #expect(number.uint64 == nil)
        // The same digits scaled back down are exactly one.
        let one = try #require(RawNumber(text: digits + "e-99999"))
        #expect(one.double == 1)
        #expect(one.int == 1)
        // And a 100,000-digit fraction is a tiny double and no integer.
        let tiny = try #require(RawNumber(text: "0." + String(repeating: "0", count: 99_999) + "1"))
        #expect(tiny.double == 0)
        #expect(tiny.int == nil)
    }
}

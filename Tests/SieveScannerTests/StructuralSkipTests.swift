// Structural skip: one value passed over and validated in full, with an explicit stack of open
// containers instead of recursion.

import SieveRawValue
import SieveScanner
import Testing

/// Skips one value at the start of `text` and returns the offset the cursor stops at.
func skippedOffset(_ text: String, limits: Limits = .default) throws(ScanError) -> Int {
    var copy = text
    let result: Result<Int, ScanError> = copy.withUTF8 { bytes in
        var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes), limits: limits)
        do throws(ScanError) {
            _ = scanner.skipWhitespace()
            try scanner.skipValue()
            return .success(scanner.offset)
        } catch {
            return .failure(error)
        }
    }
    return try result.get()
}

@Suite("Structural skip")
struct StructuralSkipTests {
    @Test(
        "skip moves past exactly one value",
        arguments: [
            ("1, 2", 1), ("-12.5e3]", 7), (#""a\"b" :"#, 6), ("true,", 4), ("false}", 5),
            ("null null", 4), ("[] []", 2), (#"{"a": [1, {"b": null}]}, 9"#, 23),
            (#"[[[]], {}, "]"] ]"#, 15), ("  7 ", 3),
        ])
    func skipsOneValue(text: String, end: Int) throws {
        #expect(try skippedOffset(text) == end)
    }

    @Test(
        "skip validates everything it passes over",
        arguments: [
            (#"[1, {"a": [tru]}]"#, ScanError.Code.unexpectedCharacter),
            (#"{"a": 01}"#, .invalidNumber), (#"[{"k": "\x"}]"#, .invalidEscape),
            (#"[[[[1 2]]]]"#, .unexpectedCharacter), (#"{"a" 1}"#, .unexpectedCharacter),
            (#"{"a": [1, 2,]}"#, .unexpectedCharacter), (#"[{"a\u12": 1}]"#, .invalidEscape),
            (#"[[["\ud800"]]]"#, .invalidSurrogate), ("[[[\"\u{01}\"]]]", .controlCharacter),
            (#"[{"a": 1}, {"b": }]"#, .unexpectedCharacter), ("[1, [2, [3]]", .unexpectedEnd),
            (#"{"a": {"b": {"c": nul}}}"#, .unexpectedCharacter),
        ])
    func validates(text: String, code: ScanError.Code) {
        #expect(throws: ScanError.self) { try skippedOffset(text) }
        #expect(ScanRoute.skip.error(for: text)?.code == code)
    }

    @Test(
        "a skipped value fails exactly where a read one does",
        arguments: [
            #"[1, {"a": [tru]}]"#, #"{"a": 01}"#, #"[[[[1 2]]]]"#, #"{"a": [1, 2,]}"#,
            #"[{"a": 1}, {"b": }]"#, "[1, [2, [3]]", #"{"x": [1e], "y": 2}"#, #"[[], [[], {]}]"#,
            "{\"a\":\n [1,\n  \"\u{7}\"]}", #"[{"k": "ok"}, {"k": "\u00zz"}]"#,
        ])
    func sameErrorAsReading(text: String) {
        let skipped = ScanRoute.skip.error(for: text)
        let read = ScanRoute.read.error(for: text)
        #expect(skipped != nil)
        #expect(skipped?.code == read?.code)
        #expect(skipped?.offset == read?.offset)
    }

    @Test("skip does not recurse: nesting to Limits.maxDepthCeiling passes when maxDepth allows it")
    func deepArrays() {
        let depth = Limits.maxDepthCeiling
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let limits = Limits(maxDepth: Limits.maxDepthCeiling)
        #expect(ScanRoute.skip.error(for: text, limits: limits) == nil)
        // One level more is refused, at the bracket one level too deep.
        let deeper = "[" + text + "]"
        let error = ScanRoute.skip.error(for: deeper, limits: limits)
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == depth)
    }

    @Test("skip does not recurse: objects and arrays to Limits.maxDepthCeiling, told apart")
    func deepMixed() {
        let depth = Limits.maxDepthCeiling / 2
        let limits = Limits(maxDepth: Limits.maxDepthCeiling)
        let text = String(repeating: #"{"k":["#, count: depth) + "1"
            + String(repeating: "]}", count: depth)
        #expect(ScanRoute.skip.error(for: text, limits: limits) == nil)
        // The spill stack still knows an object from an array 10,000 levels down.
        let mismatched = String(repeating: #"{"k":["#, count: depth) + "1"
            + String(repeating: "]}", count: depth - 1) + "}}"
        let error = ScanRoute.skip.error(for: mismatched, limits: limits)
        #expect(error?.code == .unexpectedCharacter)
    }

    @Test(
        "100,000 nested [ with default limits is depth_limit_exceeded at level 513",
        arguments: ScanRoute.allCases)
    func deepArraysRefused(route: ScanRoute) {
        let text = String(repeating: "[", count: 100_000)
        let error = route.error(for: text)
        #expect(error?.code == .depthLimitExceeded)
        #expect(error?.offset == 512)
        #expect(error?.expected == "512")
    }

    @Test("skip restores the depth it started at")
    func depthRestored() throws {
        var text = #"[[1], {"a": [2]}] 3"#
        try text.withUTF8 { bytes in
            var scanner = JSONScanner(bytes: UnsafeRawBufferPointer(bytes))
            try scanner.skipValue()
            #expect(scanner.depth == 0)
            _ = scanner.skipWhitespace()
            try scanner.skipValue()
            #expect(scanner.isAtEnd)
        }
    }
}

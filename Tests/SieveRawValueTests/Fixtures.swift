// Inputs shared by the RawValue tests.

/// `depth` arrays nested around a `1`: `[[[1]]]` for 3. (The scanner's tests have the same
/// helper; each test target builds on its own.)
func nestedArrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
}

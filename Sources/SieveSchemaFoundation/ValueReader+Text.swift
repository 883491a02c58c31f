// Values Foundation makes from a string (a URL, base64 `Data`): read the string, convert it,
// and on failure record `invalid_value` saying what the text is not.

import SieveSchema

extension ValueReader {
    /// The `T` that `convert` makes of the string at the reader; a string it refuses is an
    /// issue `invalid_value` ("… is not `what`"), a value that is not a string `type_mismatch`.
    mutating func readText<T: SchemaValue>(
        _ type: T.Type, expected: String, notA what: String, _ convert: (String) -> T?
    ) throws -> T {
        let valueOffset = offset
        guard isAtString else { return try typeMismatch(expected: expected) }
        let text = try readString()
        if let value = convert(text) { return value }
        try recordIssue(
            .invalidValue(error: "\"\(text)\" is not \(what)", type: String(describing: T.self)),
            at: valueOffset)
        return try placeholder()
    }
}

// Defaults and fallbacks: the presence states beyond required and optional.

import SieveScanner

extension ObjectReader {
    /// Decodes the value of `key`, or `defaultValue` when the key is missing.
    ///
    /// A missing key is normal and silent. A `null` or an invalid value is still an issue:
    /// a default describes absence, not brokenness.
    ///
    /// ```swift
    /// pageSize = try json.decode("page_size", default: 50)
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        if takeNextInPlace(key) {
            if policy != .ignore { note(key, primary: key, found: true) }
            return try readInPlace(key)
        }
        if state == .placeholder { return defaultValue() }
        let location = try locate(key)
        if policy != .ignore { note(key, primary: key, found: !location.isMissing) }
        switch location {
        case .inPlace: return try readInPlace(key)
        case .indexed(let value): return try readIndexed(at: value, key: key)
        case .missing: return defaultValue()
        }
    }

    /// Decodes the value of `key`, or `fallback` when it is missing, `null` or invalid — and
    /// records a warning `fallback_applied` saying which of the three happened.
    ///
    /// Use it where a wrong field is survivable and the record is still worth having. For a
    /// field that is genuinely optional, decode a `T?` instead: absence is not a failure.
    ///
    /// ```swift
    /// seatCount = try json.decode("seat_count", fallback: 0)
    /// // {"seat_count": "twelve"} → 0, warning: seat_count fell back to 0:
    /// //                                      expected an integer, found a string
    /// ```
    @inlinable
    public mutating func decode<T: SchemaValue>(
        _ key: StaticString, fallback: @autoclosure () -> T
    ) throws -> T {
        if state == .placeholder { return fallback() }
        let location: Location
        if takeNextInPlace(key) {
            location = .inPlace
        } else {
            location = try locate(key)
        }
        if policy != .ignore { note(key, primary: key, found: !location.isMissing) }
        return try readWithFallback(at: location, key, fallback: fallback)
    }

    /// Reads the value at `location`, or applies the fallback when it is missing.
    @inlinable
    mutating func readWithFallback<T: SchemaValue>(
        at location: Location, _ key: StaticString, fallback: () -> T
    ) throws -> T {
        switch location {
        case .inPlace:
            try reader.scanner.expect(.colon, "':' after the key")
            guard reader.scanner.skipWhitespace() != nil else {
                throw reader.scanner.unexpected(expected: "a value")
            }
            let result = try readWithFallback(key, fallback: fallback)
            try advanceAfterMember()
            return result
        case .indexed(let value):
            return try atScannedValue(value) { object in
                try object.readWithFallback(key, fallback: fallback)
            }
        case .missing:
            let fallbackValue = fallback()
            context.pointee.warn(
                .fallbackApplied, anchor: objectOffset, field: key.description,
                valueOffset: objectOffset,
                ["fallback": describe(fallbackValue), "reason": "missing"])
            return fallbackValue
        }
    }

    /// Reads the value at the cursor; on `null` or any recorded issue, rolls the issues back
    /// and returns the fallback with a warning.
    @inlinable
    mutating func readWithFallback<T: SchemaValue>(
        _ key: StaticString, fallback: () -> T
    ) throws -> T {
        let valueStart = reader.scanner.cursor
        if valueStart.pointee == .lowercaseN, !(T.valueWhenAbsent != nil) {
            try reader.scanner.skipScalar()
            let fallbackValue = fallback()
            context.pointee.warn(
                .fallbackApplied, anchor: objectOffset, field: key.description,
                valueOffset: valueStart - reader.scanner.start,
                ["fallback": describe(fallbackValue), "reason": "null"])
            return fallbackValue
        }
        let mark = context.pointee.pending.count
        do {
            let result = try T.decode(from: &reader)
            if _fastPath(!context.pointee.hasIssue(since: mark)) { return result }
        } catch is SchemaAbort {
            reader.scanner.cursor = valueStart
            try reader.scanner.skipValue()
        }
        return applyFallback(key, fallback: fallback, mark: mark, valueStart: valueStart)
    }

    @usableFromInline @inline(never)
    mutating func applyFallback<T: SchemaValue>(
        _ key: StaticString, fallback: () -> T, mark: Int, valueStart: UnsafePointer<UInt8>
    ) -> T {
        let first = context.pointee.rollBack(to: mark)
        let fallbackValue = fallback()
        var parameters = ["fallback": describe(fallbackValue), "reason": "invalid"]
        if let first {
            parameters["cause"] = first.code.codeString
            for name in ["expected", "found", "literal", "type", "raw", "allowed"] {
                if let value = first.parameters[name] { parameters[name] = value }
            }
            if first.parameters["expected"] == nil || first.parameters["found"] == nil {
                parameters["detail"] = DiagnosticMessage.render(
                    code: first.code, path: JSONPath(), parameters: first.parameters)
            }
        }
        context.pointee.warn(
            .fallbackApplied, anchor: objectOffset, field: key.description,
            valueOffset: valueStart - reader.scanner.start, parameters)
        return fallbackValue
    }

    @usableFromInline
    func describe<T>(_ value: T) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}

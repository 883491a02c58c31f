// The one routine behind every `decode` of `ObjectReader`: find the field (in place, in the
// index, or not at all), read its value the way its presence says, and leave the reader at
// the next member whatever happens, so that a caller's `try?` cannot strand it mid-member.
//
// Fast path (inlined into the initializer): the key is the next member; its value is read
// where it stands. Everything else (out of order, aliases, placeholders) is out of line.
//
// Never: record a diagnostic on the fast path, or touch the decode's recorded state except
// through a checkpoint.

import SieveScanner

extension ObjectReader {
    /// Decodes `key` or the first of `aliases` present, as `presence` says (`substitute`
    /// gives a default or fallback): what the variadic forms of `decode` call, here and in the
    /// layers above (a variadic list cannot be passed on as one).
    @inlinable
    package mutating func decode<T: SchemaValue>(
        _ key: StaticString, aliases: [StaticString], presence: FieldRequest.Presence,
        substitute: () -> T
    ) throws -> T {
        try FieldRequest.with(key, aliases: aliases, presence: presence) {
            try resolve($0, substitute: substitute)
        }
    }

    /// Decodes the field `field` asks for. `substitute` gives the default or fallback value
    /// for those presences, and is not called for a required field.
    @inlinable @inline(__always)
    mutating func resolve<T: SchemaValue>(
        _ field: FieldRequest, substitute: () -> T
    ) throws -> T {
        try resolve(field, substitute: substitute, reading: ReadByType<T>())
    }

    /// `resolve(_:substitute:)`, with the present value read by `reading` (a request that
    /// names how its value is written, such as a date's formats) instead of by its type.
    @inlinable @inline(__always)
    package mutating func resolve<R: FieldValueReading>(
        _ field: FieldRequest, substitute: () -> R.Value, reading: R
    ) throws -> R.Value {
        if takeNextInPlace(field.key) {
            if policy != .ignore || !field.aliases.isEmpty { noteFound(field) }
            return try readMemberInPlace(field, substitute: substitute, reading: reading)
        }
        return try resolveElsewhere(field, substitute: substitute, reading: reading)
    }

    /// A field that is not the next member: looked up in the index, scanned for, or absent;
    /// and every field of a placeholder reader.
    @inlinable @inline(never)
    mutating func resolveElsewhere<R: FieldValueReading>(
        _ field: FieldRequest, substitute: () -> R.Value, reading: R
    ) throws -> R.Value {
        if state == .placeholder {
            return field.presence == .required ? try placeholder() : substitute()
        }
        let location: Location
        if field.aliases.isEmpty {
            location = try locate(field.key)
            if policy != .ignore { note(field.key, primary: field.key, found: !location.isMissing) }
        } else {
            location = try locateWithAliases(field)
        }
        switch location {
        case .inPlace:
            return try readMemberInPlace(field, substitute: substitute, reading: reading)
        case .indexed(let value, let end):
            if let end, let string = indexedString(at: value, end: end, as: R.self) {
                return string
            }
            // As `atScannedValue`, written out: a closure here is not inlined.
            let resume = moveToScannedValue(value)
            defer { resumeScan(at: resume) }
            return try readValue(field, substitute: substitute, reading: reading)
        case .missing:
            return try absent(field, substitute: substitute)
        }
    }

    /// Reads the value of the member whose key the cursor has just passed, then moves to the
    /// next member. When the read throws, the reader still moves past the member before the
    /// error goes on, so a caller that catches it can read the next field.
    @inlinable @inline(__always)
    mutating func readMemberInPlace<R: FieldValueReading>(
        _ field: FieldRequest, substitute: () -> R.Value, reading: R
    ) throws -> R.Value {
        try reader.scanner.memberValue(Dialect.self)
        let valueStart = reader.scanner.cursor
        let value: R.Value
        do {
            value = try readValue(field, substitute: substitute, reading: reading)
        } catch let error {
            try moveToNextMember(after: error, valueStart: valueStart)
            throw error
        }
        try advanceAfterMember()
        return value
    }

    /// After a member's value failed with `error`: past the value and the separator, so the
    /// object can still be read. Invalid JSON ends the decode instead.
    @usableFromInline @inline(never)
    mutating func moveToNextMember(
        after error: any Error, valueStart: UnsafePointer<UInt8>
    ) throws {
        try ValueReader.rethrowIfFatal(error)
        reader.scanner.cursor = valueStart
        reader.scanner.depth = objectDepth
        try reader.scanner.skipValue()
        try advanceAfterMember()
    }

    /// Reads the value at the cursor as the field's presence says.
    @inlinable @inline(__always)
    mutating func readValue<R: FieldValueReading>(
        _ field: FieldRequest, substitute: () -> R.Value, reading: R
    ) throws -> R.Value {
        if field.presence == .fallback {
            let key = field.key
            return try readWithFallback(
                anchor: objectOffset, field: { key.description }, fallback: substitute,
                reading: reading)
        }
        if field.presence == .lenient, reader.byte == .lowercaseN {
            try reader.skip()
            return substitute()
        }
        return try reading.read(from: &reader)
    }

    /// The `String` (or `String?`) a field reads from a member value the index passed (and
    /// so validated), made without validating it again; `nil` for any other reading, or a
    /// value that is not a string. The type test is decided when `resolve` is specialized.
    @inlinable @inline(__always)
    func indexedString<R: FieldValueReading>(
        at value: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, as reading: R.Type
    ) -> R.Value? {
        guard R.self == ReadByType<String>.self || R.self == ReadByType<String?>.self,
            value.pointee == .quote
        else { return nil }
        let string = JSONScanner.makeString(
            JSONScanner.validatedStringToken(from: value, to: end))
        return R.self == ReadByType<String>.self
            ? (string as! R.Value) : (Optional(string) as! R.Value)
    }

    /// The value of a field that is not in the object.
    @inlinable
    mutating func absent<T: SchemaValue>(
        _ field: FieldRequest, substitute: () -> T
    ) throws -> T {
        switch field.presence {
        case .required:
            if let absent = T.valueWhenAbsent { return absent }
            try reader.context.pointee.fail(
                .missingKey, anchor: objectOffset, field: field.key.description,
                valueOffset: objectOffset)
            return try placeholder()
        case .defaulted:
            return substitute()
        case .fallback, .lenient:
            return applyFallback(
                substitute(), reason: .missing, anchor: objectOffset,
                field: field.key.description, valueOffset: objectOffset)
        }
    }

    /// The placeholder of `T`, or a throw that abandons the object when `T` has none.
    @inlinable
    func placeholder<T: SchemaValue>(_ type: T.Type = T.self) throws -> T {
        guard let value = T.placeholderForIssues else { throw SchemaAbort() }
        return value
    }
}

// MARK: - Finding the field

extension ObjectReader {
    /// Remembers every spelling of a field found in place, for the end of the object.
    @usableFromInline
    mutating func noteFound(_ field: FieldRequest) {
        note(field.key, primary: field.key, found: true)
        for alias in field.aliases { note(alias, primary: field.key, found: false) }
    }

    /// Finds the field's key, or else the first of its aliases present, noting every spelling
    /// for the end of the object and warning `alias_matched` when an alias is used.
    @usableFromInline
    mutating func locateWithAliases(_ field: FieldRequest) throws -> Location {
        let primary = try locate(field.key)
        if !primary.isMissing {
            noteFound(field)
            return primary
        }
        // The primary is absent, so the whole object has been scanned into the index.
        note(field.key, primary: field.key, found: false)
        var matched = Location.missing
        for alias in field.aliases {
            if matched.isMissing, case .indexed(let value, let end) = try locate(alias) {
                matched = .indexed(value, end: end)
                note(alias, primary: field.key, found: true)
                reader.context.pointee.warn(
                    .aliasMatched(alias: alias.description), anchor: objectOffset,
                    field: field.key.description, valueOffset: value - reader.scanner.start)
            } else {
                note(alias, primary: field.key, found: false)
            }
        }
        return matched
    }
}

// MARK: - Fallbacks

extension ObjectReader {
    /// Reads the value at the cursor; on `null` or any failure, undoes what the read recorded
    /// and returns the fallback with a warning about `field` of the value at `anchor` (a
    /// field's object and key, or a key path's last level).
    @inlinable
    mutating func readWithFallback<R: FieldValueReading>(
        anchor: Int, field: () -> String?, fallback: () -> R.Value, reading: R
    ) throws -> R.Value {
        typealias T = R.Value
        let valueStart = reader.scanner.cursor
        if valueStart.pointee == .lowercaseN, T.valueWhenAbsent == nil {
            try reader.skip()
            let fallbackValue = fallback()
            reader.context.pointee.warn(
                .fallbackApplied(fallback: describe(fallbackValue), reason: .null),
                anchor: anchor, field: field(), valueOffset: valueStart - reader.scanner.start)
            return fallbackValue
        }
        switch try reader.attempt({ try reading.read(from: &$0) }) {
        case .success(let value):
            return value
        case .failure(let cause):
            try reader.skip()
            return applyFallback(
                fallback(), reason: Self.reason(failure: cause?.detail), anchor: anchor,
                field: field(), valueOffset: valueStart - reader.scanner.start)
        }
    }

    /// Why a value that failed with `failure` was replaced by its fallback.
    @usableFromInline
    static func reason(failure: DiagnosticDetail?) -> DiagnosticDetail.FallbackReason {
        if let failure, case .validationFailed = failure { return .validation(cause: failure) }
        return .invalid(cause: failure)
    }

    /// Warns that `fallbackValue` replaced the value of `field` of the value at `anchor`, and
    /// returns it.
    @usableFromInline @inline(never)
    mutating func applyFallback<T: SchemaValue>(
        _ fallbackValue: T, reason: DiagnosticDetail.FallbackReason, anchor: Int, field: String?,
        valueOffset: Int
    ) -> T {
        reader.context.pointee.warn(
            .fallbackApplied(fallback: describe(fallbackValue), reason: reason),
            anchor: anchor, field: field, valueOffset: valueOffset)
        return fallbackValue
    }

    @usableFromInline
    func describe<T>(_ value: T) -> String { ValueReader.quoted(value) }
}

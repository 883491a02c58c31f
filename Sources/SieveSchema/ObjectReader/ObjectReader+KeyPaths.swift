// Key paths: a field that lives below this object (`meta.author.display_name`, `meta.tags[0]`),
// read without a type for each level on the way.
//
// The first key is a member of this object and counts as read for its unknown-key policy and
// `extras()`. Each object below is scanned once per decode, whichever paths pass through it
// (`PathMemo`), so paths sharing a prefix do not scan it again; arrays are walked to the index.
// A level that is missing, `null` or not a container ends the walk there, and the field's
// presence decides what that means, as for a plain field: the issue or warning is at the
// first level that is not there (`meta.author` for `meta.author.display_name`).

import SieveScanner

extension ObjectReader {
    /// Decodes the value at a key path below this object: dot-separated keys and `[n]` array
    /// indexes.
    ///
    /// ```swift
    /// authorName = try json.decode(path: "meta.author.display_name")
    /// firstTag   = try json.decode(path: "meta.tags[0]")       // String?: nil when absent
    /// ```
    ///
    /// - Missing (any level, or an index past the end): an issue at the first level that is
    ///   not there (`missing_key`, or `index_out_of_range` for an index) — unless `T` is an
    ///   `Optional`, which is `nil`, as optional chaining would give.
    /// - `null` at any level: an issue `null_value` — unless `T` is an `Optional`.
    /// - A level that is not the object or array the path needs: an issue `type_mismatch`.
    ///
    /// The first key is read from this object like any field. Objects below it are scanned
    /// once per decode however many paths go through them.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        path: StaticString, as type: T.Type = T.self
    ) throws -> T {
        try resolvePath(path, presence: .required, substitute: { Self.noSubstitute() })
    }

    /// Decodes the value at a key path, or `defaultValue` when a level of it is missing; see
    /// `decode(path:)`. `null` and invalid values are still issues.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        path: StaticString, default defaultValue: @autoclosure () -> T
    ) throws -> T {
        try resolvePath(path, presence: .defaulted, substitute: defaultValue)
    }

    /// Decodes the value at a key path, or `fallbackValue` with a warning `fallback_applied`
    /// when a level is missing or `null`, or the value is invalid; see `decode(path:)`.
    @inlinable
    public mutating func decode<T: SchemaValue>(
        path: StaticString, fallback fallbackValue: @autoclosure () -> T
    ) throws -> T {
        try resolvePath(path, presence: .fallback, substitute: fallbackValue)
    }
}

/// Where a key-path walk ended.
@usableFromInline
enum PathEnd {
    /// At the value, which sits at scanner depth `depth`; `anchor` and `field` name it for
    /// diagnostics (its object's offset and its key, or the value's own offset).
    case found(value: UnsafePointer<UInt8>, depth: Int, anchor: Int, field: String?)
    /// A level is not there: `detail` (`missing_key`, `index_out_of_range`) about `field` of
    /// the container at `anchor`.
    case missing(detail: DiagnosticDetail, anchor: Int, field: String?)
    /// A level is `null` at `offset`, where `expected` was needed.
    case null(offset: Int, expected: String)
    /// A level at `offset` is not the container the path needs.
    case mismatch(offset: Int, expected: String, found: String)
}

extension ObjectReader {
    /// Walks `path` and reads its end as `presence` says.
    @inlinable
    mutating func resolvePath<T: SchemaValue>(
        _ path: StaticString, presence: FieldRequest.Presence, substitute: () -> T
    ) throws -> T {
        if state == .placeholder {
            return presence == .required ? try placeholder() : substitute()
        }
        switch try walk(path) {
        case .found(let value, let depth, let anchor, let field):
            let resume = (cursor: reader.scanner.cursor, depth: reader.scanner.depth)
            reader.scanner.cursor = value
            reader.scanner.depth = depth
            defer { resumeScan(at: resume) }
            if presence == .fallback {
                return try readWithFallback(
                    anchor: anchor, field: { field }, fallback: substitute,
                    reading: ReadByType<T>())
            }
            return try T.decode(from: &reader)
        case .missing(let detail, let anchor, let field):
            if presence == .defaulted { return substitute() }
            if presence != .required {
                return applyFallback(
                    substitute(), reason: .missing, anchor: anchor, field: field,
                    valueOffset: anchor)
            }
            if let absent = T.valueWhenAbsent { return absent }
            try reader.context.pointee.fail(detail, anchor: anchor, field: field, valueOffset: anchor)
            return try placeholder()
        case .null(let offset, let expected):
            if presence == .fallback || presence == .lenient {
                return applyFallback(
                    substitute(), reason: .null, anchor: offset, field: nil, valueOffset: offset)
            }
            if let absent = T.valueWhenAbsent { return absent }
            try reader.context.pointee.fail(
                .nullValue(expected: expected), anchor: offset, field: nil, valueOffset: offset)
            return try placeholder()
        case .mismatch(let offset, let expected, let found):
            let detail = DiagnosticDetail.typeMismatch(expected: expected, found: found)
            if presence == .fallback || presence == .lenient {
                return applyFallback(
                    substitute(), reason: .invalid(cause: detail), anchor: offset, field: nil,
                    valueOffset: offset)
            }
            try reader.context.pointee.fail(detail, anchor: offset, field: nil, valueOffset: offset)
            return try placeholder()
        }
    }

    /// Follows `path` from this object to its end, recording nothing.
    @usableFromInline
    mutating func walk(_ path: StaticString) throws -> PathEnd {
        var segments = KeyPathSegments(path)
        guard case .key(let head)? = segments.next() else {
            preconditionFailure("invalid key path \"\(path)\": it must start with a key")
        }
        guard var value = try locatePathHead(head) else {
            return .missing(detail: .missingKey, anchor: objectOffset, field: Self.text(head))
        }
        var depth = objectDepth
        var anchor = objectOffset
        var field: String? = Self.text(head)
        while let segment = segments.next() {
            let start = reader.scanner.start
            switch segment {
            case .key(let key):
                guard value.pointee == .openBrace else {
                    return Self.notContainer(value, expected: "an object", start: start)
                }
                let run = try pathMembers(of: value, depth: depth)
                anchor = value - start
                field = Self.text(key)
                guard let member = reader.context.pointee.pathMemo.value(of: key, in: run) else {
                    return .missing(detail: .missingKey, anchor: anchor, field: field)
                }
                value = member
                depth += 1
            case .index(let position):
                guard value.pointee == .openBracket else {
                    return Self.notContainer(value, expected: "an array", start: start)
                }
                var scanner = reader.scanner
                scanner.cursor = value
                scanner.depth = depth
                var count = 0
                if try scanner.openContainer(inObject: false, Dialect.self, .reading) {
                    count = 1
                    while count <= position {
                        try scanner.skipValue()
                        guard try scanner.nextItem(inObject: false, Dialect.self, .reading) else {
                            break
                        }
                        count += 1
                    }
                }
                guard count > position else {
                    return .missing(
                        detail: .indexOutOfRange(index: position, count: count),
                        anchor: value - start, field: nil)
                }
                value = scanner.cursor
                depth = scanner.depth
                anchor = value - start
                field = nil
            }
        }
        return .found(value: value, depth: depth, anchor: anchor, field: field)
    }

    /// The end of a walk at a level that is `null` or the wrong kind of value.
    @usableFromInline
    static func notContainer(
        _ value: UnsafePointer<UInt8>, expected: String, start: UnsafePointer<UInt8>
    ) -> PathEnd {
        if value.pointee == .lowercaseN { return .null(offset: value - start, expected: expected) }
        return .mismatch(
            offset: value - start, expected: expected,
            found: ValueReader.describeKind(value.pointee))
    }

    /// The value of this object's member `key`, read before or not: the first key of a path.
    /// A member found by scanning is entered in the index as read, so that later paths find
    /// it there; one a field read in place (never indexed) is found by reading the object
    /// again from its brace.
    @usableFromInline
    mutating func locatePathHead(_ key: UnsafeRawBufferPointer) throws -> UnsafePointer<UInt8>? {
        let wanted = MemberKey(key)
        if !members.isEmpty,
            let position = (members.base..<members.end).first(where: {
                reader.context.pointee.index.matches($0, wanted)
            })
        {
            if !reader.context.pointee.index[position].isRead {
                _ = reader.context.pointee.index.take(wanted, in: &members)
            }
            return reader.context.pointee.index[position].value
        }
        while state == .inOrder {
            let token = try reader.scanner.scanString()
            try indexMember(token)
            if token.equals(key) {
                let position = reader.context.pointee.index.take(wanted, in: &members)!
                return reader.context.pointee.index[position].value
            }
        }
        // A field read it in place, so it was never indexed.
        return try firstMemberValue(named: key)
    }

    /// The members of the object at `container` (a value at scanner depth `depth`), scanned
    /// once per decode.
    @usableFromInline
    mutating func pathMembers(
        of container: UnsafePointer<UInt8>, depth: Int
    ) throws -> PathMemo.Run {
        if let run = reader.context.pointee.pathMemo.run(of: container) { return run }
        var scanner = scanner(at: container, depth: depth)
        return try reader.context.pointee.pathMemo.add(owner: objectOffset, container: container) {
            members in
            _ = try Self.forEachMember(of: &scanner) { key, value in
                members.append(PathMemo.Member(key: key, value: value))
                return false
            }
        }
    }

    /// A key of a path, as text, for diagnostics.
    @usableFromInline
    static func text(_ key: UnsafeRawBufferPointer) -> String {
        String(decoding: key, as: UTF8.self)
    }
}

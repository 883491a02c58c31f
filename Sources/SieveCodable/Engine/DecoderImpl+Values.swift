// Any `Decodable` value: the types Foundation treats specially (Date, Data, URL, Decimal,
// String-keyed dictionaries under a key strategy), schema types, and everything else through
// its own `init(from:)` with this object as the decoder.

// Foundation, not FoundationEssentials: ISO8601DateFormatter, `.iso8601` before macOS 12.
import Foundation
import SieveRawValue
import SieveScanner
import SieveSchema

extension DecoderImpl {
    /// Decodes a `T` from the value at `pointer`, which sits at `depth` and `path`.
    ///
    /// `type` is the metatype the caller was given, which for a class may be a subclass's
    /// held as `T.Type`: the value is then decoded as that subclass, as `JSONDecoder` does
    /// (it calls `type.init(from:)`). Every other type takes the paths specialized for `T`.
    func decodeValue<T: Decodable>(
        _ type: T.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> T {
        if _slowPath(type != T.self) {
            return try decodeSubclass(type, at: pointer, depth: depth, path: path)
        }
        if Self.isScalar(T.self) { return try decodeScalar(T.self, at: pointer, path: path) }
        if T.self == Date.self {
            return try decodeDate(at: pointer, depth: depth, path: path) as! T
        }
        if T.self == Data.self {
            return try decodeData(at: pointer, depth: depth, path: path) as! T
        }
        if T.self == URL.self {
            return try decodeURL(at: pointer, path: path) as! T
        }
        if T.self == Decimal.self {
            return try decodeDecimal(at: pointer, path: path) as! T
        }
        if T.self == RawValue.self {
            return try decodeRawValue(at: pointer, path: path) as! T
        }
        switch kind(of: T.self) {
        case .plain:
            return try decodeWithInit(T.self, at: pointer, depth: depth, path: path)
        case .direct(let direct):
            return try decodeWithInit(at: pointer, depth: depth, path: path) {
                try direct.decodeDirectly(from: self, as: T.self)
            }
        case .array(let array):
            return try array.decodeArray(
                from: self, at: pointer, depth: depth, path: path, as: T.self)
        case .stringDictionary(let dictionary):
            return try dictionary.decodeMembers(
                from: self, at: pointer, depth: depth, path: path, as: T.self)
        case .schema(let schema):
            return try decodeSchemaValue(schema, at: pointer, depth: depth, path: path, as: T.self)
        }
    }

    /// True for the standard scalar types, which are read in place without their
    /// `init(from:)`. (A comparison of type metadata; no `Optional<T>` is ever formed, which
    /// would cost a runtime metadata lookup per value.)
    @inline(__always)
    static func isScalar<T>(_ type: T.Type) -> Bool {
        T.self == String.self || T.self == Int.self || T.self == Double.self
            || T.self == Bool.self || T.self == Int64.self || T.self == Float.self
            || T.self == Int32.self || T.self == UInt64.self || T.self == UInt.self
            || T.self == Int16.self || T.self == Int8.self || T.self == UInt32.self
            || T.self == UInt16.self || T.self == UInt8.self
    }

    /// Reads a standard scalar type in place; `T` must satisfy `isScalar`.
    @inline(__always)
    func decodeScalar<T>(_ type: T.Type, at pointer: BytePointer, path: PathRef) throws -> T {
        do throws(ValueFailure) {
            if T.self == String.self {
                return unsafeBitCast(try readString(at: pointer), to: T.self)
            }
            if T.self == Int.self {
                return unsafeBitCast(try readInteger(Int.self, at: pointer), to: T.self)
            }
            if T.self == Double.self {
                return unsafeBitCast(try readDouble(at: pointer), to: T.self)
            }
            if T.self == Bool.self { return unsafeBitCast(try readBool(at: pointer), to: T.self) }
            if T.self == Int64.self {
                return unsafeBitCast(try readInteger(Int64.self, at: pointer), to: T.self)
            }
            if T.self == Float.self { return unsafeBitCast(try readFloat(at: pointer), to: T.self) }
            if T.self == Int32.self {
                return unsafeBitCast(try readInteger(Int32.self, at: pointer), to: T.self)
            }
            if T.self == UInt64.self {
                return unsafeBitCast(try readInteger(UInt64.self, at: pointer), to: T.self)
            }
            if T.self == UInt.self {
                return unsafeBitCast(try readInteger(UInt.self, at: pointer), to: T.self)
            }
            if T.self == Int16.self {
                return unsafeBitCast(try readInteger(Int16.self, at: pointer), to: T.self)
            }
            if T.self == Int8.self {
                return unsafeBitCast(try readInteger(Int8.self, at: pointer), to: T.self)
            }
            if T.self == UInt32.self {
                return unsafeBitCast(try readInteger(UInt32.self, at: pointer), to: T.self)
            }
            if T.self == UInt16.self {
                return unsafeBitCast(try readInteger(UInt16.self, at: pointer), to: T.self)
            }
            return unsafeBitCast(try readInteger(UInt8.self, at: pointer), to: T.self)
        } catch {
            throw fail(error, path: path.path)
        }
    }

    /// How `decodeValue` treats a type that is not a scalar or one of Foundation's special
    /// types: looked up in the decode's own list, then in the process's (`TypeKinds`), and
    /// classified by conformance casts only the first time the process meets the type (four
    /// casts cost more than the whole decode of a small value).
    func kind<T>(of type: T.Type) -> TypeKind {
        let id = ObjectIdentifier(T.self)
        var position = 0
        let count = state.pointee.typeKinds.count
        while position < count {
            if state.pointee.typeKinds[position].type == id {
                return state.pointee.typeKinds[position].kind
            }
            position += 1
        }
        let bySchema = options.decodesSchemaTypesBySchema
        let kind = TypeKinds.shared.kind(of: T.self, bySchema: bySchema) {
            if bySchema, let collection = T.self as? any SchemaCollection.Type {
                return .schema(collection.schemaValueType)
            } else if let direct = T.self as? any DirectDecodable.Type {
                return .direct(direct)
            } else if let array = T.self as? any DecodableArray.Type {
                return .array(array)
            } else if let dictionary = T.self as? any StringKeyedDictionary.Type {
                return .stringDictionary(dictionary)
            } else if bySchema, let schema = T.self as? any Schema.Type {
                return .schema(schema)
            }
            return .plain
        }
        state.pointee.typeKinds.append(TypeKindEntry(type: id, kind: kind))
        return kind
    }

    /// Runs `type.init(from:)` with this object positioned at the value.
    func decodeWithInit<T: Decodable>(
        _ type: T.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> T {
        try decodeWithInit(at: pointer, depth: depth, path: path) { try type.init(from: self) }
    }

    /// Decodes a value whose dynamic type `type` is a subclass of the static type `T`: by
    /// the subclass's schema path when it is a `Schema`, else by its own `init(from:)`.
    @inline(never)
    func decodeSubclass<T: Decodable>(
        _ type: T.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> T {
        if options.decodesSchemaTypesBySchema, let schema = type as? any Schema.Type {
            return try decodeSchemaValue(schema, at: pointer, depth: depth, path: path, as: T.self)
        }
        return try decodeWithInit(type, at: pointer, depth: depth, path: path)
    }

    /// Runs `initialize` (a type's initializer that takes a `Decoder`: `init(from:)`, or
    /// `init(from:configuration:)`) with this object positioned at the value, and finds where
    /// the value ends, however much of it the initializer read.
    @inline(__always)
    func decodeWithInit<T>(
        at pointer: BytePointer, depth: Int, path: PathRef, _ initialize: () throws -> T
    ) throws -> T {
        let savedValue = current
        let savedDepth = currentDepth
        var path = path
        swap(&state.pointee.currentPath, &path)
        let mark = frameTop
        let pathMark = self.pathMark
        let driftMark = state.pointee.driftObjects.count
        current = pointer
        currentDepth = depth
        defer {
            current = savedValue
            currentDepth = savedDepth
            swap(&state.pointee.currentPath, &path)
            frameTop = mark
            releasePaths(to: pathMark)
            if _slowPath(state.pointee.driftObjects.count > driftMark) {
                state.pointee.driftObjects.removeSubrange(driftMark...)
            }
        }
        let value = try initialize()
        if _slowPath(state.pointee.driftObjects.count > driftMark) {
            try reportUnreadMembers(since: driftMark)
        }
        let end: BytePointer
        do throws(ValueFailure) {
            end = try endOfValue(at: pointer, depth: depth, since: mark)
        } catch {
            throw fail(error, path: currentPath.path)
        }
        lastStart = pointer
        lastEnd = end
        return value
    }

    /// One past the value at `pointer` after an initializer read some or none of it: from the
    /// container it opened on the value, from the value it read whole, or by skipping it.
    func endOfValue(
        at pointer: BytePointer, depth: Int, since mark: Int
    ) throws(ValueFailure) -> BytePointer {
        var index = mark
        while index < frameTop {
            if frames[index].start == pointer {
                return frames[index].isObject
                    ? try finishObject(index) : try finishArray(index)
            }
            index += 1
        }
        if lastStart == pointer { return lastEnd }
        return try skip(at: pointer, depth: depth)
    }
}

// MARK: - Foundation's special types

extension DecoderImpl {
    func decodeDate(at pointer: BytePointer, depth: Int, path: PathRef) throws -> Date {
        do throws(ValueFailure) {
            if pointer.pointee == .lowercaseN, readNull(at: pointer) != nil {
                throw ValueFailure(.nullValue(Date.self))
            }
            switch options.dateDecodingStrategy {
            case .deferredToDate:
                break
            case .secondsSince1970:
                return Date(timeIntervalSince1970: try readDouble(at: pointer))
            case .millisecondsSince1970:
                return Date(timeIntervalSince1970: try readDouble(at: pointer) / 1000.0)
            case .iso8601:
                let token = try scanStringValue(at: pointer)
                if !token.hasEscapes,
                    let seconds = ISO8601Timestamp.secondsSince1970(token.rawBytes)
                {
                    return Date(timeIntervalSince1970: Double(seconds))
                }
                let text = JSONScanner.makeString(token)
                let parsed: Date?
                if #available(SwiftStdlib 5.5, *) {
                    parsed = try? Date.ISO8601FormatStyle().parse(text)
                } else {
                    parsed = Self.iso8601BeforeFormatStyles(text)
                }
                guard let date = parsed else {
                    throw ValueFailure(
                        .corrupted("Expected date string to be ISO8601-formatted."))
                }
                return date
            case .formatted(let formatter):
                let token = try scanStringValue(at: pointer)
                if !token.hasEscapes, let date = formatterShortcut?.date(token.rawBytes) {
                    return date
                }
                // What Foundation's `.formatted` does: the string, then the formatter.
                guard let date = formatter.date(from: JSONScanner.makeString(token)) else {
                    throw ValueFailure(
                        .corrupted("Date string does not match format expected by formatter."))
                }
                return date
            case .custom:
                break
            }
        } catch {
            throw fail(error, path: path.path)
        }
        if case .custom(let closure) = options.dateDecodingStrategy {
            return try withCurrentValue(pointer, depth: depth, path: path) { try closure(self) }
        }
        return try decodeWithInit(Date.self, at: pointer, depth: depth, path: path)
    }

    /// `.iso8601` on an Apple system older than `Date.ISO8601FormatStyle` (macOS 12, iOS 15,
    /// tvOS 15, watchOS 8): `ISO8601DateFormatter` with `.withInternetDateTime`, which is what
    /// `JSONDecoder` itself uses there. Never reached on Linux.
    @inline(never)
    static func iso8601BeforeFormatStyles(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = .withInternetDateTime
        return formatter.date(from: text)
    }

    func decodeData(at pointer: BytePointer, depth: Int, path: PathRef) throws -> Data {
        do throws(ValueFailure) {
            if pointer.pointee == .lowercaseN, readNull(at: pointer) != nil {
                throw ValueFailure(.nullValue(Data.self))
            }
            if case .base64 = options.dataDecodingStrategy {
                guard pointer.pointee == .quote else {
                    throw mismatch(String.self, at: pointer, depth: depth)
                }
                let text = try readString(at: pointer)
                guard let data = Data(base64Encoded: text) else {
                    throw ValueFailure(
                        .corrupted("Encountered Data is not valid Base64."))
                }
                return data
            }
        } catch {
            throw fail(error, path: path.path)
        }
        if case .custom(let closure) = options.dataDecodingStrategy {
            return try withCurrentValue(pointer, depth: depth, path: path) { try closure(self) }
        }
        return try decodeWithInit(Data.self, at: pointer, depth: depth, path: path)
    }

    func decodeURL(at pointer: BytePointer, path: PathRef) throws -> URL {
        do throws(ValueFailure) {
            let text = try scanStringOrNull(URL.self, at: pointer)
            guard let url = state.pointee.urls.url(text) else {
                throw ValueFailure(.corrupted("Invalid URL string."))
            }
            return url
        } catch {
            throw fail(error, path: path.path)
        }
    }

    func decodeDecimal(at pointer: BytePointer, path: PathRef) throws -> Decimal {
        do throws(ValueFailure) {
            let byte = pointer.pointee
            guard (byte == .minus && pointer[1] != UInt8(ascii: "I") && pointer[1] != UInt8(ascii: "N"))
                || byte.isDigit
            else {
                if byte == .lowercaseN, readNull(at: pointer) != nil {
                    throw ValueFailure(.nullValue(Decimal.self))
                }
                if let deferred = deferredNumber(at: pointer) { throw deferred }
                let failure = mismatch(Decimal.self, at: pointer, depth: scanner.depth)
                if case .invalidJSON = failure.reason { throw failure }
                throw ValueFailure(.notADecimal)
            }
            let token = try scanNumber(at: pointer)
            guard let value = Decimal(string: token.text) else {
                throw doesNotFit(token, Decimal.self)
            }
            return value
        } catch {
            throw fail(error, path: path.path)
        }
    }

    /// A string, with `null` reported as `valueNotFound(type)`.
    func readStringOrNull(_ type: Any.Type, at pointer: BytePointer) throws(ValueFailure) -> String
    {
        JSONScanner.makeString(try scanStringOrNull(type, at: pointer))
    }

    /// `readStringOrNull`'s token, for a reader that looks at the bytes first.
    func scanStringOrNull(
        _ type: Any.Type, at pointer: BytePointer
    ) throws(ValueFailure) -> StringToken {
        if pointer.pointee == .lowercaseN, readNull(at: pointer) != nil {
            throw ValueFailure(.nullValue(type))
        }
        return try scanStringValue(at: pointer)
    }

    /// Runs `body` (a custom strategy's closure) with this object positioned at the value.
    func withCurrentValue<R>(
        _ pointer: BytePointer, depth: Int, path: PathRef, _ body: () throws -> R
    ) throws -> R {
        let savedValue = current
        let savedDepth = currentDepth
        let savedPath = currentPath
        let mark = frameTop
        current = pointer
        currentDepth = depth
        currentPath = path
        defer {
            current = savedValue
            currentDepth = savedDepth
            currentPath = savedPath
            frameTop = mark
        }
        let value = try body()
        do throws(ValueFailure) {
            let end = try endOfValue(at: pointer, depth: depth, since: mark)
            lastStart = pointer
            lastEnd = end
        } catch {
            throw fail(error, path: path.path)
        }
        return value
    }
}

/// How every type the process has decoded is decoded, shared by every decode.
final class TypeKinds: @unchecked Sendable {
    // @unchecked, and why it is sound: `kinds` is the only mutable state, it is private, and
    // every access is inside `lock.withLock`. A `TypeKind` holds only metatypes.

    /// The kinds of the process.
    static let shared = TypeKinds()

    private let lock = Lock()
    private var kinds: [Key: TypeKind] = [:]

    private struct Key: Hashable {
        var type: ObjectIdentifier
        var bySchema: Bool
    }

    /// The kind of `type` when schema types are (or are not) decoded by their schema path:
    /// `classify`'s answer, asked the first time only.
    func kind(of type: Any.Type, bySchema: Bool, classify: () -> TypeKind) -> TypeKind {
        let key = Key(type: ObjectIdentifier(type), bySchema: bySchema)
        if let known = lock.withLock({ kinds[key] }) { return known }
        let kind = classify()
        lock.withLock { kinds[key] = kind }
        return kind
    }
}

/// A type and how `decodeValue` decodes it.
struct TypeKindEntry {
    var type: ObjectIdentifier
    var kind: TypeKind
}

/// How `decodeValue` decodes a type.
enum TypeKind {
    /// Through its own `init(from:)`.
    case plain
    /// One of Sieve's own types, through the typed equivalent of its `init(from:)`.
    case direct(any DirectDecodable.Type)
    /// `Array`: the same loop as `Array.init(from:)`, without the container existential.
    case array(any DecodableArray.Type)
    /// `[String: V]`: members in document order, keys never converted by a key strategy.
    case stringDictionary(any StringKeyedDictionary.Type)
    /// A `Schema` type, or an array or dictionary of them: by the schema path.
    case schema(any SchemaValue.Type)
}

/// `Array` of a `Decodable` element.
protocol DecodableArray {
    /// Decodes the array; `R` is `Self`, so the result needs no dynamic cast.
    static func decodeArray<R>(
        from impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef, as: R.Type
    ) throws -> R
}

extension Array: DecodableArray where Element: Decodable {
    /// What `Array.init(from:)` does (read elements until the array ends), without the
    /// unkeyed container and its existential.
    static func decodeArray<R>(
        from impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef, as: R.Type
    ) throws -> R {
        unsafeBitCast(
            try decodeArray(from: impl, at: pointer, depth: depth, path: path), to: R.self)
    }

    static func decodeArray(
        from impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> Self {
        if DecoderImpl.isScalar(Element.self) {
            return try impl.decodeScalarArray(Element.self, at: pointer, depth: depth, path: path)
        }
        return try impl.decodeElements(Self.self, at: pointer, depth: depth, path: path)
    }
}

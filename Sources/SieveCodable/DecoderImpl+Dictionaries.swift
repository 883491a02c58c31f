// `[String: V]`: members read in one pass in document order, without a frame or key index,
// the keys made into `String`s (they are data here). Foundation never converts these keys
// with a key strategy, and keeps the first of duplicate keys without reading the later
// values; both hold here. Scalar values get a loop specialized for their type.

import Foundation
import SieveScanner

/// `[String: V]` for a `Decodable` `V`.
protocol StringKeyedDictionary {
    /// Decodes the dictionary; `R` is `Self`, so the result needs no dynamic cast.
    static func decodeMembers<R>(
        from impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef, as: R.Type
    ) throws -> R
}

extension Dictionary: StringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeMembers<R>(
        from impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef, as: R.Type
    ) throws -> R {
        // Each scalar branch calls `decodeDictionary` with a concrete value type, so it is
        // specialized; the generic branch pays for generic dictionary operations.
        if Value.self == Int.self {
            let result: [String: Int] = try impl.decodeDictionary(
                at: pointer, depth: depth, path: path
            ) { value, _ in
                try impl.scalar { (p) throws(ValueFailure) in
                    try impl.readInteger(Int.self, at: p)
                }(value)
            }
            return unsafeBitCast(result, to: R.self)
        }
        if Value.self == String.self {
            let result: [String: String] = try impl.decodeDictionary(
                at: pointer, depth: depth, path: path
            ) { value, _ in try impl.scalar(impl.readString(at:))(value) }
            return unsafeBitCast(result, to: R.self)
        }
        if Value.self == Double.self {
            let result: [String: Double] = try impl.decodeDictionary(
                at: pointer, depth: depth, path: path
            ) { value, _ in try impl.scalar(impl.readDouble(at:))(value) }
            return unsafeBitCast(result, to: R.self)
        }
        if Value.self == Bool.self {
            let result: [String: Bool] = try impl.decodeDictionary(
                at: pointer, depth: depth, path: path
            ) { value, _ in try impl.scalar(impl.readBool(at:))(value) }
            return unsafeBitCast(result, to: R.self)
        }
        let result: [String: Value] = try impl.decodeDictionary(
            at: pointer, depth: depth, path: path
        ) { value, entryPath throws in
            try impl.decodeValue(Value.self, at: value, depth: depth + 1, path: entryPath())
        }
        return unsafeBitCast(result, to: R.self)
    }
}

/// Carries a scalar's failure out of a dictionary's value reader.
struct ValueFailureBox: Error {
    var failure: ValueFailure
    init(_ failure: ValueFailure) { self.failure = failure }
}

extension DecoderImpl {
    /// A scalar reader whose failure is boxed as an untyped error.
    @inline(__always)
    func scalar<S>(
        _ read: @escaping (BytePointer) throws(ValueFailure) -> S
    ) -> (BytePointer) throws -> S {
        { pointer in
            do throws(ValueFailure) { return try read(pointer) } catch {
                throw ValueFailureBox(error)
            }
        }
    }

    /// Reads the object at `pointer` as `[String: V]`, each value with `read`, which gets the
    /// value's first byte and a way to make its coding path.
    func decodeDictionary<V>(
        at pointer: BytePointer, depth: Int, path: PathRef,
        _ read: (BytePointer, () -> PathRef) throws -> V
    ) throws -> [String: V] {
        let mark = pathMark
        defer { releasePaths(to: mark) }
        do throws(ValueFailure) {
            guard pointer.pointee == .openBrace else {
                let frames = frameTop
                defer { frameTop = frames }
                _ = try openObject(at: pointer, depth: depth, path: path)
                return [:]
            }
            try checkDepth(depth + 1, at: pointer)
        } catch {
            throw fail(error, path: path.path)
        }
        var result: [String: V] = [:]
        var cursor = pointer + 1
        var afterComma = false
        while true {
            let key: String
            let valueStart: BytePointer
            do throws(ValueFailure) {
                guard let member = try scanDictionaryMember(at: cursor, afterComma: afterComma)
                else { break }
                key = JSONScanner.makeString(member.key)
                valueStart = member.value
            } catch {
                throw fail(error, path: path.path)
            }
            let entryKey: any CodingKey =
                keyMatching.isExact ? DictionaryKey(key) : StringKey(key)
            do {
                let value = try read(valueStart) { self.path(path, appending: .key(entryKey)) }
                // The first of duplicate keys wins: insert only when absent, in one lookup.
                Self.keepFirst(&result[key, default: value])
            } catch {
                // A later duplicate is never read by Foundation: skip it instead of failing.
                guard result[key] != nil else {
                    if let box = error as? ValueFailureBox {
                        throw fail(box.failure, path: path.path + [entryKey])
                    }
                    throw error
                }
                do throws(ValueFailure) { _ = try skip(at: valueStart, depth: depth + 1) } catch {
                    throw fail(error, path: path.path)
                }
            }
            releasePaths(to: mark)
            do throws(ValueFailure) {
                switch try stepMember(after: lastEnd) {
                case .element(let next):
                    cursor = next
                    afterComma = true
                case .end(let end):
                    lastStart = pointer
                    lastEnd = end
                    return result
                }
            } catch {
                throw fail(error, path: path.path)
            }
        }
        lastStart = pointer
        lastEnd = scanner.cursor
        return [:]
    }

    /// Does nothing: passing `dictionary[key, default: value]` here inserts `value` only when
    /// the key is absent.
    @inline(__always)
    static func keepFirst<V>(_ value: inout V) {}

    /// The key and value start of the member at `cursor` (whitespace before it allowed), or
    /// `nil` at the `}` of an empty object.
    @inline(__always)
    func scanDictionaryMember(
        at cursor: BytePointer, afterComma: Bool
    ) throws(ValueFailure) -> (key: StringToken, value: BytePointer)? {
        scanner.cursor = cursor
        let byte = scanner.skipWhitespace()
        if byte == .closeBrace && !afterComma {
            scanner.cursor += 1
            return nil
        }
        guard byte == .quote else {
            throw invalid(
                scanner.unexpected(expected: afterComma ? "'\"' to start a key" : "'\"' or '}'"))
        }
        do throws(ScanError) {
            let key = try scanner.scanString()
            try scanner.expect(.colon, "':' after the key")
            guard scanner.skipWhitespace() != nil else {
                throw scanner.unexpected(expected: "a value")
            }
            return (key, scanner.cursor)
        } catch {
            throw invalid(error)
        }
    }

    /// Reads the `,` or `}` after a member value that ends at `end`.
    @inline(__always)
    func stepMember(after end: BytePointer) throws(ValueFailure) -> ArrayStep {
        scanner.cursor = end
        let byte = scanner.skipWhitespace()
        if byte == .comma { return .element(scanner.cursor + 1) }
        if byte == .closeBrace { return .end(scanner.cursor + 1) }
        throw invalid(scanner.unexpected(expected: "',' or '}'"))
    }
}

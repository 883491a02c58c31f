// `[String: V]`: members read in one pass in document order, without a frame or key index,
// the keys made into `String`s (they are data here). Foundation never converts these keys
// with a key strategy, and keeps the first of duplicate keys without reading the later
// values; both hold here. Scalar values get a loop specialized for their type.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

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
        var cursor: BytePointer
        do throws(ValueFailure) {
            guard let first = try firstItem(after: pointer, inObject: true, .decodingDictionary)
            else {
                lastStart = pointer
                lastEnd = scanner.cursor
                return [:]
            }
            cursor = first
        } catch {
            throw fail(error, path: path.path)
        }
        while true {
            let key: String
            let valueStart: BytePointer
            do throws(ValueFailure) {
                let member = try scanMemberKey(at: cursor)
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
                guard
                    let next = try step(
                        after: lastEnd, closing: pointer, inObject: true, .decodingDictionary)
                else { return result }
                cursor = next
            } catch {
                throw fail(error, path: path.path)
            }
        }
    }

    /// Does nothing: passing `dictionary[key, default: value]` here inserts `value` only when
    /// the key is absent.
    @inline(__always)
    static func keepFirst<V>(_ value: inout V) {}
}

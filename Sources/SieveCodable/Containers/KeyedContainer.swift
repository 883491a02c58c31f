// The keyed container over one JSON object. Every `decode` is one key lookup by bytes and one
// read in place; `decodeIfPresent` is the same single lookup (not `contains`, then
// `decodeNil`, then `decode`, as the protocol's default would do).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveScanner
import SieveSchema

/// A keyed decoding container reading one object of the input.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decode, and which object of it this container reads. A slot no code but the decoder
    /// holds may be pointed at the next object of the same key type (`KeyedContainerType`).
    /// One reference: the standard library's box copies its container around every call.
    let slot: KeyedContainerSlot

    /// The decode.
    var impl: DecoderImpl { _read { yield slot.impl } }
    /// The object this container reads.
    var ref: FrameRef { slot.ref }

    var codingPath: [any CodingKey] { ref.path.path }

    var allKeys: [Key] {
        guard !impl.hasEnded else { return [] }
        do throws(ValueFailure) {
            return try impl.allKeys(ref, as: Key.self)
        } catch {
            _ = impl.fail(error, path: codingPath)
            return []
        }
    }

    func contains(_ key: Key) -> Bool {
        guard !impl.hasEnded else { return false }
        do throws(ValueFailure) {
            return try find(key, reports: false) != nil
        } catch {
            _ = impl.fail(error, path: codingPath)
            return false
        }
    }

    /// The path of the member `key`, for errors.
    func path(_ key: some CodingKey) -> [any CodingKey] {
        var path = ref.path.path
        path.append(key)
        return path
    }

    /// The path of the member `key`, to pass to a nested decode.
    @inline(__always)
    func childPath(_ key: Key) -> PathRef {
        impl.path(ref.path, appending: .key(key))
    }

    /// The member for `key`: looked up by its bytes, then, for a key type with aliases
    /// (`AliasedCodingKey`), by each of its aliases, reporting which spelling was used.
    @inline(__always)
    func find(_ key: Key, reports: Bool = true) throws(ValueFailure) -> Member? {
        if _slowPath(slot.hasAliases) { return try findAliased(key, reports: reports) }
        return try impl.findMember(ref, key)
    }

    @inline(never)
    func findAliased(_ key: Key, reports: Bool) throws(ValueFailure) -> Member? {
        if let found = try impl.findMember(ref, key) { return found }
        // The slot's drift was made for this key type (`KeyTypeDrift.make`).
        let drift = unsafeDowncast(slot.drift.unsafelyUnwrapped, to: KeyTypeDriftOf<Key>.self)
        guard let aliases = drift.aliases(of: key) else { return nil }
        return try impl.findAlias(ref, of: key, among: aliases, path: path(key), reports: reports)
    }

    /// The members this container's key type does not name, for an `Extras` property.
    func extras() throws -> Extras {
        try impl.ensureLive(codingPath)
        do throws(ValueFailure) {
            return try impl.extras(of: ref, drift: slot.drift) { Key(stringValue: $0) != nil }
        } catch {
            throw impl.fail(error, path: codingPath)
        }
    }

    /// The member `key`, or `keyNotFound`.
    @inline(__always)
    func member(_ key: Key) throws -> Member {
        try impl.ensureLive(codingPath)
        let found: Member?
        do throws(ValueFailure) { found = try find(key) } catch {
            throw impl.fail(error, path: codingPath)
        }
        guard let found else { throw keyNotFound(key) }
        return found
    }

    /// The member `key`, or `nil` when it is absent or `null`.
    @inline(__always)
    func presentMember(_ key: Key) throws -> Member? {
        try impl.ensureLive(codingPath)
        do throws(ValueFailure) {
            guard let found = try find(key) else { return nil }
            if impl.readNull(at: found.start) != nil {
                try impl.complete(found)
                return nil
            }
            return found
        } catch {
            throw impl.fail(error, path: codingPath)
        }
    }

    @inline(never)
    func keyNotFound(_ key: Key) -> DecodingError {
        impl.fail(
            ValueFailure(.keyNotFound(key)), path: codingPath)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        let found = try member(key)
        guard impl.readNull(at: found.start) != nil else { return false }
        do throws(ValueFailure) { try impl.complete(found) } catch {
            throw impl.fail(error, path: codingPath)
        }
        return true
    }

    // MARK: Scalars

    // Each scalar is one lookup and one read in place, written out (no closures) so the
    // optimizer keeps the path straight.

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let found = try member(key)
        do throws(ValueFailure) {
            let value = try impl.readBool(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let found = try member(key)
        do throws(ValueFailure) {
            let value = try impl.readString(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let found = try member(key)
        do throws(ValueFailure) {
            let value = try impl.readDouble(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let found = try member(key)
        do throws(ValueFailure) {
            let value = try impl.readFloat(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(key) }
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(key) }

    @inline(__always)
    func integer<T: FixedWidthInteger>(_ key: Key) throws -> T {
        let found = try member(key)
        do throws(ValueFailure) {
            let value = try impl.readInteger(T.self, at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if T.self == Extras.self { return try extras() as! T }
        let found = try member(key)
        return try decodeMember(type, key, found)
    }

    func decodeMember<T: Decodable>(_ type: T.Type, _ key: Key, _ found: Member) throws -> T {
        let mark = impl.pathMark
        defer { impl.releasePaths(to: mark) }
        let value = try impl.decodeValue(
            type, at: found.start, depth: ref.depth, path: childPath(key))
        do throws(ValueFailure) { try impl.complete(found) } catch {
            throw impl.fail(error, path: codingPath)
        }
        return value
    }

    // MARK: Optional members

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let found = try presentMember(key) else { return nil }
        do throws(ValueFailure) {
            let value = try impl.readBool(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let found = try presentMember(key) else { return nil }
        do throws(ValueFailure) {
            let value = try impl.readString(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let found = try presentMember(key) else { return nil }
        do throws(ValueFailure) {
            let value = try impl.readDouble(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let found = try presentMember(key) else { return nil }
        do throws(ValueFailure) {
            let value = try impl.readFloat(at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try optionalInteger(key)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try optionalInteger(key)
    }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try optionalInteger(key)
    }
    @available(SwiftStdlib 6.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try optionalInteger(key)
    }

    @inline(__always)
    func optionalInteger<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        guard let found = try presentMember(key) else { return nil }
        do throws(ValueFailure) {
            let value = try impl.readInteger(T.self, at: found.start)
            try impl.complete(found)
            return value
        } catch { throw impl.fail(error, path: path(key)) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if T.self == Extras.self { return try extras() as? T }
        guard let found = try presentMember(key) else { return nil }
        return try decodeMember(type, key, found)
    }

    // MARK: Nested containers

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let found = try member(key)
        let childPath = childPath(key)
        do throws(ValueFailure) {
            try impl.settle(found)
            let nested = try impl.openObject(at: found.start, depth: ref.depth, path: childPath)
            return impl.keyedContainer(NestedKey.self, over: nested)
        } catch {
            throw impl.fail(error, path: path(key))
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let found = try member(key)
        let childPath = childPath(key)
        do throws(ValueFailure) {
            try impl.settle(found)
            return try UnkeyedContainer(
                impl: impl, at: found.start, depth: ref.depth, path: childPath)
        } catch {
            throw impl.fail(error, path: path(key))
        }
    }

    func superDecoder() throws -> any Decoder {
        try decoder(for: StringKey.super) { () throws(ValueFailure) in
            try impl.findMember(ref, StringKey.super)
        }
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key) { () throws(ValueFailure) in try find(key) }
    }

    /// A decoder for the member `key`; an absent member reads as `null`, as in Foundation.
    func decoder(
        for key: some CodingKey, find: () throws(ValueFailure) -> Member?
    ) throws -> any Decoder {
        try impl.ensureLive(codingPath)
        let found: Member?
        do throws(ValueFailure) {
            found = try find()
            if let found { try impl.settle(found) }
        } catch {
            throw impl.fail(error, path: codingPath)
        }
        return ValueDecoder(
            impl: impl, value: found?.start ?? nullLiteral, depth: ref.depth,
            path: impl.path(ref.path, appending: .key(key)),
            locationOffset: impl.offset(of: found?.start ?? ref.start))
    }
}

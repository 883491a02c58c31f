// `Decoder` and `SingleValueDecodingContainer` for the value the decode is positioned at.
// The single-value container is the decoder itself (no allocation), as in Foundation.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner

extension DecoderImpl: Decoder {
    var codingPath: [any CodingKey] { currentPath.path }

    var userInfo: [CodingUserInfoKey: Any] { userInfoForDecoder }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try keyedContainer(Key.self, at: current, depth: currentDepth, path: currentPath)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try unkeyedContainer(at: current, depth: currentDepth, path: currentPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A keyed container over the object at `pointer`: what both decoders (this one and a
    /// `ValueDecoder`) hand out, so the check that the decode is still running is here.
    func keyedContainer<Key: CodingKey>(
        _ type: Key.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> KeyedDecodingContainer<Key> {
        try ensureLive(path.path)
        do throws(ValueFailure) {
            let ref = try openObject(at: pointer, depth: depth, path: path)
            return keyedContainer(Key.self, over: ref)
        } catch {
            throw fail(error, path: path.path)
        }
    }

    /// An unkeyed container over the array at `pointer`, for both decoders, checked as
    /// `keyedContainer` is.
    func unkeyedContainer(
        at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> any UnkeyedDecodingContainer {
        try ensureLive(path.path)
        do throws(ValueFailure) {
            return try UnkeyedContainer(impl: self, at: pointer, depth: depth, path: path)
        } catch {
            throw fail(error, path: path.path)
        }
    }
}

extension DecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool { !hasEnded && readNull(at: current) != nil }

    /// Reads the current value with `reader`, reporting failures at the current path.
    @inline(__always)
    func readCurrent<T>(_ reader: (BytePointer) throws(ValueFailure) -> T) throws -> T {
        try ensureLive(codingPath)
        do throws(ValueFailure) {
            return try reader(current)
        } catch {
            throw fail(error, path: currentPath.path)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try readCurrent(readBool(at:)) }
    func decode(_ type: String.Type) throws -> String { try readCurrent(readString(at:)) }
    func decode(_ type: Double.Type) throws -> Double { try readCurrent(readDouble(at:)) }
    func decode(_ type: Float.Type) throws -> Float { try readCurrent(readFloat(at:)) }
    func decode(_ type: Int.Type) throws -> Int { try currentInteger() }
    func decode(_ type: Int8.Type) throws -> Int8 { try currentInteger() }
    func decode(_ type: Int16.Type) throws -> Int16 { try currentInteger() }
    func decode(_ type: Int32.Type) throws -> Int32 { try currentInteger() }
    func decode(_ type: Int64.Type) throws -> Int64 { try currentInteger() }
    func decode(_ type: UInt.Type) throws -> UInt { try currentInteger() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try currentInteger() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try currentInteger() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try currentInteger() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try currentInteger() }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try currentInteger() }
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try currentInteger() }

    @inline(__always)
    func currentInteger<T: FixedWidthInteger>() throws -> T {
        try readCurrent { (pointer) throws(ValueFailure) in try readInteger(T.self, at: pointer) }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ensureLive(codingPath)
        return try decodeValue(type, at: current, depth: currentDepth, path: currentPath)
    }
}

// A decoder fixed on one value, independent of where the main decode goes next: what
// `superDecoder()` and `superDecoder(forKey:)` return. An absent key gives a decoder whose
// value is `null`, as Foundation's does.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner

/// A `Decoder` (and its single-value container) for one value of the input.
final class ValueDecoder: Decoder, SingleValueDecodingContainer {
    let impl: DecoderImpl
    /// The value's first byte, or `nullLiteral` for an absent key.
    let value: BytePointer
    let depth: Int
    let path: PathRef
    /// Where diagnostics about this value point.
    let locationOffset: Int

    init(impl: DecoderImpl, value: BytePointer, depth: Int, path: PathRef, locationOffset: Int) {
        self.impl = impl
        self.value = value
        self.depth = depth
        self.path = path
        self.locationOffset = locationOffset
    }

    var codingPath: [any CodingKey] { path.path }

    var userInfo: [CodingUserInfoKey: Any] { impl.userInfoForDecoder }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try impl.keyedContainer(Key.self, at: value, depth: depth, path: path)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try impl.unkeyedContainer(at: value, depth: depth, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { !impl.hasEnded && impl.readNull(at: value) != nil }

    @inline(__always)
    func read<T>(_ reader: (BytePointer) throws(ValueFailure) -> T) throws -> T {
        try impl.ensureLive(codingPath)
        do throws(ValueFailure) {
            return try reader(value)
        } catch {
            throw impl.fail(error, path: path.path)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read(impl.readBool(at:)) }
    func decode(_ type: String.Type) throws -> String { try read(impl.readString(at:)) }
    func decode(_ type: Double.Type) throws -> Double { try read(impl.readDouble(at:)) }
    func decode(_ type: Float.Type) throws -> Float { try read(impl.readFloat(at:)) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    @available(SwiftStdlib 6.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    func integer<T: FixedWidthInteger>() throws -> T {
        let impl = impl
        return try read { (pointer) throws(ValueFailure) in
            try impl.readInteger(T.self, at: pointer)
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try impl.ensureLive(codingPath)
        return try impl.decodeValue(type, at: value, depth: depth, path: path)
    }
}

// The unkeyed container over one JSON array: elements are read in order, in place, and the
// container steps over the `,` after each one. `count` is found by skipping ahead only when
// someone asks for it.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

/// An unkeyed decoding container reading one array of the input.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let impl: DecoderImpl
    let ref: FrameRef
    /// The first byte of the next element, when not at the end.
    var position: BytePointer
    private(set) var currentIndex = 0
    private(set) var isAtEnd: Bool

    init(impl: DecoderImpl, at pointer: BytePointer, depth: Int, path: PathRef) throws(ValueFailure)
    {
        self.impl = impl
        ref = try impl.openArray(at: pointer, depth: depth, path: path)
        position = impl.frames[ref.index].frontier
        isAtEnd = impl.frames[ref.index].state == .complete
    }

    var codingPath: [any CodingKey] { ref.path.path }

    var count: Int? {
        if isAtEnd { return currentIndex }
        guard !impl.hasEnded else { return nil }
        do throws(ValueFailure) {
            return try impl.countElements(ref, from: position, index: currentIndex)
        } catch {
            _ = impl.fail(error, path: codingPath)
            return nil
        }
    }

    /// The byte offset of the current element, for warnings about it.
    var elementOffset: Int { impl.offset(of: position) }

    /// The path of the current element, for errors.
    var elementPath: [any CodingKey] {
        var path = ref.path.path
        path.append(IndexKey(currentIndex))
        return path
    }

    /// The path of the current element, to pass to a nested decode.
    @inline(__always)
    func childPath() -> PathRef {
        impl.path(ref.path, appending: .index(currentIndex))
    }

    /// Moves past the element that ended at `impl.lastEnd`.
    @inline(__always)
    mutating func advance() throws(ValueFailure) {
        currentIndex += 1
        guard let next = try impl.step(after: impl.lastEnd) else {
            isAtEnd = true
            let end = impl.scanner.cursor
            impl.recordProgress(ref, position: end, index: currentIndex, end: end)
            return
        }
        position = next
        impl.recordProgress(ref, position: next, index: currentIndex, end: nil)
    }

    @inline(never)
    func atEnd(_ type: Any.Type, _ message: String = "Unkeyed container is at end.")
        -> DecodingError
    {
        impl.fail(
            ValueFailure(.atEnd(type, message: message)),
            path: elementPath)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw atEnd(Never.self) }
        try impl.ensureLive(elementPath)
        guard impl.readNull(at: position) != nil else { return false }
        do throws(ValueFailure) { try advance() } catch { throw impl.fail(error, path: codingPath) }
        return true
    }

    // MARK: Scalars

    @inline(__always)
    mutating func read<T>(_ reader: (BytePointer) throws(ValueFailure) -> T) throws -> T {
        guard !isAtEnd else { throw atEnd(T.self) }
        try impl.ensureLive(elementPath)
        do throws(ValueFailure) {
            let value = try reader(position)
            try advance()
            return value
        } catch {
            throw impl.fail(error, path: elementPath)
        }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(impl.readBool(at:)) }
    mutating func decode(_ type: String.Type) throws -> String { try read(impl.readString(at:)) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(impl.readDouble(at:)) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(impl.readFloat(at:)) }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer() }
    @available(SwiftStdlib 6.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer() }

    @inline(__always)
    mutating func integer<T: FixedWidthInteger>() throws -> T {
        let impl = impl
        return try read { (pointer) throws(ValueFailure) in
            try impl.readInteger(T.self, at: pointer)
        }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw atEnd(T.self) }
        try impl.ensureLive(elementPath)
        let mark = impl.pathMark
        let value: T
        do {
            defer { impl.releasePaths(to: mark) }
            value = try impl.decodeValue(type, at: position, depth: ref.depth, path: childPath())
        }
        do throws(ValueFailure) { try advance() } catch { throw impl.fail(error, path: codingPath) }
        return value
    }

    // MARK: Optional elements

    /// Moves past an element that is `null`, or past the end, and says whether it did: the
    /// `decodeIfPresent` methods then return `nil`. At the end, Foundation returns `nil` and
    /// still moves the index on; so does Sieve.
    @inline(__always)
    mutating func skipsAbsentElement() throws -> Bool {
        if isAtEnd {
            currentIndex += 1
            return true
        }
        try impl.ensureLive(elementPath)
        if impl.readNull(at: position) != nil {
            do throws(ValueFailure) { try advance() } catch {
                throw impl.fail(error, path: codingPath)
            }
            return true
        }
        return false
    }

    @inline(__always)
    mutating func readIfPresent<T>(_ reader: (BytePointer) throws(ValueFailure) -> T) throws -> T? {
        if try skipsAbsentElement() { return nil }
        return try read(reader)
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        try readIfPresent(impl.readBool(at:))
    }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        try readIfPresent(impl.readString(at:))
    }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        try readIfPresent(impl.readDouble(at:))
    }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        try readIfPresent(impl.readFloat(at:))
    }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try optionalInteger() }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? {
        try optionalInteger()
    }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? {
        try optionalInteger()
    }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
        try optionalInteger()
    }
    // Int128 and UInt128 came with macOS 15, iOS 18, tvOS 18, watchOS 11 and visionOS 2.
    @available(SwiftStdlib 6.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? {
        try optionalInteger()
    }
    @available(SwiftStdlib 6.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? {
        try optionalInteger()
    }

    @inline(__always)
    mutating func optionalInteger<T: FixedWidthInteger>() throws -> T? {
        let impl = impl
        return try readIfPresent { (pointer) throws(ValueFailure) in
            try impl.readInteger(T.self, at: pointer)
        }
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        if try skipsAbsentElement() { return nil }
        return try decode(type)
    }

    // MARK: Nested containers

    /// Skips the current element so the container can move past it.
    mutating func skipCurrent() throws(ValueFailure) {
        _ = try impl.skip(at: position, depth: ref.depth)
        try advance()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard !isAtEnd else { throw atEnd(KeyedDecodingContainer<NestedKey>.self) }
        try impl.ensureLive(elementPath)
        let element = position
        let path = childPath()
        do throws(ValueFailure) {
            let nested = try impl.openObject(at: element, depth: ref.depth, path: path)
            try skipCurrent()
            return impl.keyedContainer(NestedKey.self, over: nested)
        } catch {
            throw impl.fail(error, path: elementPath)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw atEnd((any UnkeyedDecodingContainer).self) }
        try impl.ensureLive(elementPath)
        let element = position
        let path = childPath()
        do throws(ValueFailure) {
            let nested = try UnkeyedContainer(impl: impl, at: element, depth: ref.depth, path: path)
            try skipCurrent()
            return nested
        } catch {
            throw impl.fail(error, path: elementPath)
        }
    }

    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else {
            throw atEnd(
                (any Decoder).self, "Cannot get superDecoder() -- unkeyed container is at end.")
        }
        try impl.ensureLive(elementPath)
        let element = position
        let decoder = ValueDecoder(
            impl: impl, value: element, depth: ref.depth, path: childPath(),
            locationOffset: impl.offset(of: element))
        do throws(ValueFailure) { try skipCurrent() } catch {
            throw impl.fail(error, path: elementPath)
        }
        return decoder
    }
}

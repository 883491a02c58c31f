// An unkeyed container of a streaming encode: each element written where it is encoded.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter
import SieveSchema

struct StreamUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamEncoder
    let place: ContainerPlace
    /// The keys of the nested containers between the encoder's path and this container.
    ///
    /// They are in `codingPath`, which the custom key strategy sees, but not in the paths of
    /// the values this container encodes: `JSONEncoder` gives those the encoder's path and
    /// their own key, and Sieve gives the same.
    var between: [any CodingKey] = []
    /// The elements encoded through this container, as the container stood when it was last
    /// written to by this copy.
    private var written = 0

    /// The elements of the array: those any copy of this container wrote, while it is open.
    var count: Int {
        session.isOpen(place) ? session.writer.elementCount(atDepth: place.frame) : written
    }

    init(encoder: StreamEncoder, place: ContainerPlace, between: [any CodingKey] = []) {
        self.encoder = encoder
        self.place = place
        self.between = between
    }

    var session: EncoderSession { encoder.session }

    var codingPath: [any CodingKey] { encoder.codingPath + between }

    /// Makes this container the innermost and writes the separator before an element.
    @inline(__always)
    private mutating func begin() throws {
        try session.enter(place)
        session.writer.elementSeparator()
        written = count
    }

    mutating func encodeNil() throws {
        try begin()
        session.writer.writeNull()
    }

    mutating func encode(_ value: Bool) throws {
        try begin()
        session.writer.writeBool(value)
    }

    mutating func encode(_ value: String) throws {
        try begin()
        session.writer.writeString(value)
    }

    mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encodeFloatingPoint(value) }

    private mutating func encodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F
    ) throws {
        try session.enter(place)
        let mark = session.mark
        let index = count
        session.writer.elementSeparator()
        do {
            try session.writeFloatingPoint(value, path: encoder.codingPath + [IndexKey(index)])
        } catch {
            session.rollBack(to: mark)
            throw error
        }
        written = count
    }

    mutating func encode(_ value: Int) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int8) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int16) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int32) throws { try encodeInteger(value) }
    mutating func encode(_ value: Int64) throws { try encodeInteger(value) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: Int128) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt8) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt16) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt32) throws { try encodeInteger(value) }
    mutating func encode(_ value: UInt64) throws { try encodeInteger(value) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: UInt128) throws { try encodeInteger(value) }

    @inline(__always)
    private mutating func encodeInteger(_ value: some FixedWidthInteger) throws {
        try begin()
        session.writer.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try session.enter(place)
        let mark = session.mark
        let index = count
        session.writer.elementSeparator()
        do {
            try session.encodeValue(value, parent: encoder, key: IndexKey(index))
        } catch {
            if !session.restartRequested { session.rollBack(to: mark) }
            throw error
        }
        written = count
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let index = IndexKey(count)
        return KeyedEncodingContainer(
            StreamKeyedContainer<NestedKey>(
                encoder: encoder, place: nestedPlace(isObject: true), between: between + [index]))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let index = IndexKey(count)
        return StreamUnkeyedContainer(
            encoder: encoder, place: nestedPlace(isObject: false), between: between + [index])
    }

    private mutating func nestedPlace(isObject: Bool) -> ContainerPlace {
        do {
            try begin()
        } catch {
            return .stopped
        }
        return session.open(object: isObject)
    }

    /// An encoder for the next element, written at its index: the place is held until the
    /// model goes back to this container (left empty, it is `{}`, as in `JSONEncoder`).
    mutating func superEncoder() -> any Encoder {
        let slot = StreamEncoder(session: session, parent: encoder, key: IndexKey(count))
        do {
            try begin()
        } catch {
            slot.state = .finished
            return slot
        }
        session.openSlot(slot)
        return slot
    }
}

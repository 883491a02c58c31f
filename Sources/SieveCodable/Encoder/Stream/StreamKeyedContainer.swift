// A keyed container of a streaming encode: each member written where it is encoded, its key
// converted by the key strategy and checked against the object's earlier keys.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveSchema
import SieveWriter

struct StreamKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamEncoder
    let place: ContainerPlace
    /// The keys of the nested containers between the encoder's path and this container.
    ///
    /// They are in `codingPath`, which the custom key strategy sees, but not in the paths of
    /// the values this container encodes: `JSONEncoder` gives those the encoder's path and
    /// their own key, and Sieve gives the same.
    var between: [any CodingKey] = []

    init(encoder: StreamEncoder, place: ContainerPlace, between: [any CodingKey] = []) {
        self.encoder = encoder
        self.place = place
        self.between = between
    }

    var session: EncoderSession { encoder.session }

    var codingPath: [any CodingKey] { encoder.codingPath + between }

    /// Makes this container the innermost and writes `key`.
    @inline(__always)
    private func begin(_ key: Key) throws {
        try session.enter(place)
        try session.writeKey(session.keys.convert(key, path: { codingPath }))
    }

    mutating func encodeNil(forKey key: Key) throws {
        try begin(key)
        session.writer.writeNull()
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try begin(key)
        session.writer.writeBool(value)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        try begin(key)
        session.writer.writeString(value)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try encodeFloatingPoint(value, forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        try encodeFloatingPoint(value, forKey: key)
    }

    private func encodeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, forKey key: Key
    ) throws {
        try session.enter(place)
        let mark = session.mark
        try session.writeKey(session.keys.convert(key, path: { codingPath }))
        do {
            try session.writeFloatingPoint(value, path: encoder.codingPath + [key])
        } catch {
            session.rollBack(to: mark)
            throw error
        }
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encodeInteger(value, key) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: Int128, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encodeInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encodeInteger(value, key) }
    @available(SwiftStdlib 6.0, *)
    mutating func encode(_ value: UInt128, forKey key: Key) throws { try encodeInteger(value, key) }

    @inline(__always)
    private func encodeInteger(_ value: some FixedWidthInteger, _ key: Key) throws {
        try begin(key)
        session.writer.writeInteger(value)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try session.enter(place)
        if T.self == Extras.self {
            // The members the model did not name go back into its own object, after the
            // members it names.
            session.appendExtras(unsafeBitCast(value, to: Extras.self).object, to: place.serial)
            return
        }
        let mark = session.mark
        try session.writeKey(session.keys.convert(key, path: { codingPath }))
        do {
            try session.encodeValue(value, parent: encoder, key: key)
        } catch {
            if !session.restartRequested { session.rollBack(to: mark) }
            throw error
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(
            StreamKeyedContainer<NestedKey>(
                encoder: encoder, place: nestedPlace(key, isObject: true), between: between + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        StreamUnkeyedContainer(
            encoder: encoder, place: nestedPlace(key, isObject: false), between: between + [key])
    }

    /// Opens a container under `key`; a key the object already has stops the session (a
    /// nested container asked for twice is one container in `JSONEncoder`).
    private func nestedPlace(_ key: Key, isObject: Bool) -> ContainerPlace {
        do {
            try begin(key)
        } catch {
            return .stopped
        }
        return session.open(object: isObject)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(at: StringKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(at: key)
    }

    /// An encoder for the value of `key`, written where the key is: the place is held until
    /// the model goes back to this container (a super encoder left empty is `{}`, as in
    /// `JSONEncoder`).
    private func superEncoder(at key: some CodingKey) -> any Encoder {
        let slot = StreamEncoder(session: session, parent: encoder, key: key)
        do {
            try session.enter(place)
            try session.writeKey(session.keys.convert(key, path: { codingPath }))
        } catch {
            slot.state = .finished
            return slot
        }
        session.openSlot(slot)
        return slot
    }
}

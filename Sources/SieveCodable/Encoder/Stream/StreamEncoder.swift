// The `Encoder` a value's `encode(to:)` receives under `SieveEncoder`: one value's place in the
// text (after its key or its array separator), which becomes one object, one array or one
// single value. It is its own `SingleValueEncodingContainer`, as `JSONEncoder`'s is.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter

/// One value's place in a streaming encode. Its state is unchecked for exclusive access, for
/// the reason `EncoderSession`'s is.
final class StreamEncoder: Encoder, SingleValueEncodingContainer {
    /// What the value has become so far.
    enum State {
        /// Nothing yet.
        case empty
        /// A single value, written.
        case single
        /// An object or array, open at `place`.
        case container(ContainerPlace, isObject: Bool)
        /// The value's `encode(to:)` has returned: using the encoder now stops the session.
        case finished
    }

    // Held strongly: a model may keep an encoder past its `encode(to:)` (it is `finished`
    // then, and refuses to write); the session lets go of the encoders it pooled when the
    // encode ends (`EncoderSession.end()`), so no cycle outlives it.
    let session: EncoderSession
    @exclusivity(unchecked) var parent: StreamEncoder?
    @exclusivity(unchecked) var key: (any CodingKey)?
    @exclusivity(unchecked) var state = State.empty
    /// For a super encoder, the place held for its value among the open containers: it may
    /// write only while that place is the innermost.
    @exclusivity(unchecked) var pendingPlace: ContainerPlace?

    init(session: EncoderSession, parent: StreamEncoder?, key: (any CodingKey)?) {
        self.session = session
        self.parent = parent
        self.key = key
    }

    func reset() {
        state = .empty
        pendingPlace = nil
    }

    var codingPath: [any CodingKey] { SieveCodable.codingPath(parent?.codingPath, key) }

    var userInfo: [CodingUserInfoKey: Any] { session.userInfo }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, place: place(isObject: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamUnkeyedContainer(encoder: self, place: place(isObject: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The container this value becomes: opened now, or the one already open (a type that
    /// asks twice, as a subclass after its superclass does, writes into one object). Anything
    /// else stops the session.
    private func place(isObject: Bool) -> ContainerPlace {
        switch state {
        case .empty where isAtItsPlace:
            let place = session.open(object: isObject)
            state = .container(place, isObject: isObject)
            return place
        case .container(let place, let wasObject) where wasObject == isObject && session.isOpen(place):
            session.close(downTo: place.level + 1)
            return place
        default:
            _ = session.restart()
            return .stopped
        }
    }

    /// True when a value written now lands at this encoder's place: always for a value being
    /// encoded; for a super encoder, while its held place is the innermost.
    private var isAtItsPlace: Bool {
        guard let pendingPlace else { return true }
        return session.isInnermost(pendingPlace)
    }

    /// Ends the value: the containers it opened are closed; a value that wrote nothing is
    /// `{}`, as `JSONEncoder` writes it.
    func finish(openedAbove depth: Int) {
        switch state {
        case .empty where session.restartRequested:
            break
        case .empty:
            session.writer.beginObject()
            session.writer.endObject()
        case .container:
            session.close(downTo: depth)
        case .single, .finished:
            break
        }
        state = .finished
    }

    // MARK: - Single value

    /// Starts the single value, or stops the session when the value already has one.
    @inline(__always)
    func beginSingle() throws {
        guard case .empty = state, !session.restartRequested, isAtItsPlace else {
            throw session.restart()
        }
        state = .single
    }

    func encodeNil() throws {
        try beginSingle()
        session.writer.writeNull()
    }

    func encode(_ value: Bool) throws {
        try beginSingle()
        session.writer.writeBool(value)
    }

    func encode(_ value: String) throws {
        try beginSingle()
        session.writer.writeString(value)
    }

    func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    func encode(_ value: Float) throws { try encodeFloatingPoint(value) }

    @inline(__always)
    private func encodeFloatingPoint(_ value: some BinaryFloatingPoint & LosslessStringConvertible) throws {
        try beginSingle()
        do {
            try session.writeFloatingPoint(value, path: codingPath)
        } catch {
            // Nothing was written: the value is still to come, as in `JSONEncoder`.
            state = .empty
            throw error
        }
    }

    func encode(_ value: Int) throws { try encodeInteger(value) }
    func encode(_ value: Int8) throws { try encodeInteger(value) }
    func encode(_ value: Int16) throws { try encodeInteger(value) }
    func encode(_ value: Int32) throws { try encodeInteger(value) }
    func encode(_ value: Int64) throws { try encodeInteger(value) }
    @available(SwiftStdlib 6.0, *)
    func encode(_ value: Int128) throws { try encodeInteger(value) }
    func encode(_ value: UInt) throws { try encodeInteger(value) }
    func encode(_ value: UInt8) throws { try encodeInteger(value) }
    func encode(_ value: UInt16) throws { try encodeInteger(value) }
    func encode(_ value: UInt32) throws { try encodeInteger(value) }
    func encode(_ value: UInt64) throws { try encodeInteger(value) }
    @available(SwiftStdlib 6.0, *)
    func encode(_ value: UInt128) throws { try encodeInteger(value) }

    @inline(__always)
    private func encodeInteger(_ value: some FixedWidthInteger) throws {
        try beginSingle()
        session.writer.writeInteger(value)
    }

    func encode<T: Encodable>(_ value: T) throws {
        try beginSingle()
        do {
            // `JSONEncoder` encodes the value with this same encoder: same path.
            try session.encodeValue(value, parent: parent, key: key)
        } catch {
            state = .empty
            throw error
        }
    }
}

/// Where a container lives: its serial number, its level among the session's open containers
/// and slots, and its index among the writer's open containers.
struct ContainerPlace {
    let serial: Int
    let level: Int
    let frame: Int

    /// The place of a container that cannot be written: the session has stopped.
    static let stopped = ContainerPlace(serial: -1, level: 0, frame: -1)
}

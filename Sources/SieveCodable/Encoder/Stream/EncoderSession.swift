// One encode by `SieveEncoder`, written straight into the text as the model's `encode(to:)`
// calls arrive.
//
// The writer's open containers are the stack of containers the model is writing into: a
// container writes only while it is the innermost open one, and writing to an outer one first
// closes the containers inside it (a model is done with a nested container when it goes back
// to the outer). That is the order nearly every `encode(to:)` keeps. What does not keep it —
// writing again to a container already closed, a key encoded twice in one object, a super
// encoder, a second kind of container at one value — needs the whole value in memory, as
// `JSONEncoder` keeps it: the session then stops, and the encode starts over in the tree form
// (`TreeSession`), which handles every case as `JSONEncoder` does. Either way the text is the
// same.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveRawValue
import SieveWriter

/// Thrown through the model's code when the session cannot go on in order; caught where the
/// encode started, which starts over in the tree form.
struct EncoderRestart: Error {}

/// The state of one streaming encode.
///
/// Its mutable state is `@exclusivity(unchecked)`: a session belongs to one encode on one
/// thread, and no two accesses to a property overlap (no method hands a property `inout` to
/// code that reaches the session again), so the run-time check a class's stored property gets
/// on every access would only cost time on the encoder's hottest path.
final class EncoderSession {
    let options: EncodingOptions
    let writer: JSONWriter
    /// The serial number of each container open in `writer`, innermost last.
    @exclusivity(unchecked) var serials: ContiguousArray<Int> = []
    @exclusivity(unchecked) private var nextSerial = 0
    /// True once the session met something it cannot write in order; sticky, so a model that
    /// catches `EncoderRestart` cannot hide it.
    @exclusivity(unchecked) private(set) var restartRequested = false
    /// The super encoders whose values are still to come, by serial number.
    @exclusivity(unchecked) private var pendingSlots: [Int: StreamEncoder] = [:]
    /// `Extras` waiting for their object to close, written after its modelled members.
    @exclusivity(unchecked) private var pendingExtras: [(serial: Int, members: RawObject)] = []
    /// Types met in this encode that are not `SpecialEncodable`, direct-mapped by their
    /// metadata's address: the dynamic check is made about once per type, not once per value.
    @exclusivity(unchecked) private var plainTypes = ContiguousArray<ObjectIdentifier?>(
        repeating: nil, count: EncoderSession.plainTypeSlots)
    private static let plainTypeSlots = 64
    /// Slot encoders free for reuse.
    @exclusivity(unchecked) private var freeEncoders: [StreamEncoder] = []
    let keys: KeyConverter
    var usesDefaultKeys: Bool { keys.usesDefaultKeys }
    /// `userInfo` as `Encoder` declares it, made once per encode when asked for.
    lazy var userInfo: [CodingUserInfoKey: Any] = options.userInfo.mapValues { $0 as Any }

    /// True when the session made its writer, and frees it.
    private let ownsWriter: Bool

    /// A session writing into `writer` (by default a new one, which it frees).
    init(options: EncodingOptions, writer: JSONWriter? = nil) {
        self.options = options
        self.writer = writer ?? JSONWriter(formatting: options.formatting, capacity: 1024)
        ownsWriter = writer == nil
        keys = KeyConverter(options.keyEncodingStrategy)
    }

    deinit {
        if ownsWriter { writer.free() }
    }

    /// Runs one encode: in order when the model allows it, else in the tree form.
    static func encode<T>(
        _ value: T, options: EncodingOptions,
        stream: (EncoderSession) throws -> Void,
        tree: (TreeSession) throws -> TreeNode
    ) throws -> Data {
        let session = EncoderSession(options: options)
        defer { session.end() }
        do {
            try stream(session)
            if session.restartRequested { throw EncoderRestart() }
        } catch where session.restartRequested {
            let treeSession = TreeSession(options: options)
            let root = try tree(treeSession)
            if let misuse = treeSession.misuseError { throw misuse }
            let writer = JSONWriter(formatting: options.formatting, capacity: 1024)
            defer { writer.free() }
            root.write(to: writer)
            return try finished(writer, value: value)
        }
        return try finished(session.writer, value: value)
    }

    /// The text of a finished encode, or `JSONEncoder`'s error for nesting it refuses.
    private static func finished<T>(_ writer: JSONWriter, value: T) throws -> Data {
        if writer.exceededMaximumDepth {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
        return Data(takingTextOf: writer)
    }

    /// Lets go of the encoders the session holds (pooled, or waiting as super encoders),
    /// which hold the session: called when the encode ends.
    func end() {
        freeEncoders.removeAll()
        pendingSlots.removeAll()
    }

    // MARK: - Restarting

    /// Stops the session: the encode will start over in the tree form.
    func restart() -> EncoderRestart {
        restartRequested = true
        return EncoderRestart()
    }

    // MARK: - Containers

    /// Opens an object or array at the writer's position.
    ///
    /// - Parameter findingDuplicateKeys: whether the object's keys are checked for one
    ///   written twice (not needed for a dictionary's, which are unique).
    func open(object: Bool, findingDuplicateKeys: Bool = true) -> ContainerPlace {
        let level = serials.count
        if object {
            writer.beginObject(findingDuplicateKeys: findingDuplicateKeys)
        } else {
            writer.beginArray()
        }
        nextSerial &+= 1
        serials.append(nextSerial)
        return ContainerPlace(serial: nextSerial, level: level, frame: writer.depth &- 1)
    }

    /// Holds the place of a value a super encoder will write (its key or separator already
    /// written) until the model goes back to the container it came from.
    func openSlot(_ slot: StreamEncoder) {
        nextSerial &+= 1
        slot.pendingPlace = ContainerPlace(serial: nextSerial, level: serials.count, frame: -1)
        serials.append(nextSerial)
        pendingSlots[nextSerial] = slot
    }

    /// True when the container at `place` is open.
    func isOpen(_ place: ContainerPlace) -> Bool {
        place.level < serials.count && serials[place.level] == place.serial
    }

    /// True when the container or slot at `place` is the innermost open one.
    @inline(__always)
    func isInnermost(_ place: ContainerPlace) -> Bool {
        serials.count == place.level &+ 1 && serials[place.level] == place.serial
    }

    /// Makes the container `serial`, open at `level`, the innermost again, closing the
    /// containers inside it; or stops the session when it is closed.
    @inline(__always)
    func enter(_ place: ContainerPlace) throws {
        if _fastPath(isInnermost(place) && !restartRequested) { return }
        try enterSlow(place)
    }

    @inline(never)
    private func enterSlow(_ place: ContainerPlace) throws {
        guard !restartRequested, isOpen(place) else { throw restart() }
        close(downTo: place.level + 1)
    }

    /// Closes open containers until `depth` are left.
    func close(downTo depth: Int) {
        if restartRequested {
            // The text will be thrown away, and may no longer match the list: forget only.
            if serials.count > depth { serials.removeLast(serials.count - depth) }
            return
        }
        while serials.count > depth {
            let serial = serials.removeLast()
            if !pendingSlots.isEmpty, let slot = pendingSlots.removeValue(forKey: serial) {
                slot.finish(openedAbove: serials.count)
            } else if writer.isInObject {
                if let last = pendingExtras.last, last.serial == serial {
                    pendingExtras.removeLast()
                    for member in last.members.members {
                        writer.writeKey(member.key, findingDuplicates: false)
                        member.value.write(to: writer)
                    }
                }
                writer.endObject()
            } else {
                writer.endArray()
            }
        }
    }

    /// Keeps `extras` to be written as members of the object `serial` when it closes.
    func appendExtras(_ extras: RawObject, to serial: Int) {
        if let last = pendingExtras.last, last.serial == serial {
            pendingExtras[pendingExtras.count - 1].members.members += extras.members
        } else {
            pendingExtras.append((serial, extras))
        }
    }

    /// Writes a key of the innermost object; a key it already has stops the session.
    @inline(__always)
    func writeKey(_ key: String) throws {
        switch writer.writeKey(key) {
        case .new: return
        case .duplicate: throw restart()
        case .undecided: if writer.innermostObjectHasKey(equalTo: key) { throw restart() }
        }
    }

    /// A position in the text and among the session's containers, to come back to.
    struct Mark {
        let text: JSONWriter.Mark
        let openCount: Int
        /// The innermost container or slot open at the mark.
        let innermost: Int?
    }

    /// The current position.
    var mark: Mark { Mark(text: writer.mark, openCount: serials.count, innermost: serials.last) }

    /// Undoes what a failed write left: the text, and the containers it had opened. When the
    /// failed write closed a container that was open at the mark (by writing to an outer one),
    /// the text before the mark has changed: the session stops, and the encode starts over
    /// in the tree form.
    func rollBack(to mark: Mark) {
        guard !restartRequested else { return }
        if let innermost = mark.innermost,
            !(serials.count >= mark.openCount && serials[mark.openCount - 1] == innermost)
        {
            restartRequested = true
            return
        }
        writer.rollBack(to: mark.text)
        if serials.count > mark.openCount {
            let dropped = Set(serials[mark.openCount...])
            serials.removeLast(serials.count - mark.openCount)
            pendingExtras.removeAll { dropped.contains($0.serial) }
            for serial in dropped { pendingSlots[serial]?.state = .finished }
            pendingSlots = pendingSlots.filter { !dropped.contains($0.key) }
        }
    }

    // MARK: - Special values

    /// `value` as a type `JSONEncoder` writes its own way, or `nil`.
    @inline(__always)
    func special<T>(_ value: T) -> (any SpecialEncodable)? {
        let type = ObjectIdentifier(T.self)
        let slot = Self.slot(of: type)
        if plainTypes[slot] == type { return nil }
        return specialSlow(value, type, slot)
    }

    @inline(never)
    private func specialSlow<T>(_ value: T, _ type: ObjectIdentifier, _ slot: Int) -> (any SpecialEncodable)? {
        if let special = value as? any SpecialEncodable { return special }
        plainTypes[slot] = type
        return nil
    }

    /// The cache slot of a type: bits of its metadata's address above the alignment.
    @inline(__always)
    private static func slot(of type: ObjectIdentifier) -> Int {
        let address = unsafeBitCast(type, to: UInt.self)
        return Int(truncatingIfNeeded: (address >> 4 ^ address >> 10) & UInt(plainTypeSlots - 1))
    }

    // MARK: - Slot encoders

    /// An encoder for one value, below `parent` at `key`.
    @inline(__always)
    func makeEncoder(parent: StreamEncoder?, key: (any CodingKey)?) -> StreamEncoder {
        if let encoder = freeEncoders.popLast() {
            encoder.parent = parent
            encoder.key = key
            return encoder
        }
        return StreamEncoder(session: self, parent: parent, key: key)
    }

    /// Takes an encoder back when nothing else holds it.
    @inline(__always)
    func recycle(_ encoder: inout StreamEncoder) {
        if isKnownUniquelyReferenced(&encoder) {
            encoder.parent = nil
            encoder.key = nil
            encoder.reset()
            freeEncoders.append(encoder)
        }
    }
}

// The reader a `Schema` initializer asks for its fields.
//
// Fast path: the initializer asks for keys in the order the document has them. The next
// member's key is compared in place, byte for byte, and its value is read where it stands:
// no lookup, no index, no allocation.
//
// Slow path (out of line): when a key is not the next member, the reader scans forward member
// by member. Members it passes are recorded in an index (key range and value offset, value
// skipped structurally) in scratch space reused across objects; the member asked for is read
// in place when reached. Later requests look in that index first, then continue forward, so
// every member is scanned once and only values asked for out of order are read twice.
//
// Invariants:
// - `.inOrder`: the cursor is at the opening quote of the next member not yet scanned.
// - `.closed`: every member has been scanned; the cursor is past the closing brace.
// - In both, `members` is this object's window of `context.index`: the members scanned past
//   (read or not), in document order.
// - `.placeholder`: no document; every request returns the type's placeholder.
//
// Never: build a Dictionary, make a String for a key on the happy path, or recurse.

import SieveRawValue
import SieveScanner

/// The members of one JSON object, as a `Schema` initializer reads them.
///
/// Each `decode` call names a key and says how the field tolerates drift:
///
/// | call                                   | missing        | `null`            | invalid       |
/// |----------------------------------------|----------------|-------------------|---------------|
/// | `decode("k")`                          | issue          | issue             | issue         |
/// | `decode("k") as T?`                    | `nil`          | `nil`             | issue         |
/// | `decode("k", default: v)`              | `v`            | issue             | issue         |
/// | `decode("k", fallback: v)`             | `v` + warning  | `v` + warning     | `v` + warning |
/// | `decode("k", or: "old_k")`             | tries each spelling in order, warns when an alias matched |
///
/// Members the initializer never reads follow the type's `unknownKeyPolicy`; `extras()` takes
/// them all as `RawValue`s.
public struct ObjectReader: ~Copyable {
    /// The grammar of the object's members (`JSONScanner+Containers.swift`).
    @usableFromInline
    typealias Dialect = StrictDialect

    @usableFromInline
    enum State: UInt8 {
        case inOrder, closed, placeholder
    }

    /// Where `locate` found a key.
    @usableFromInline
    enum Location {
        /// The next member: the cursor is past its key, before the colon.
        case inPlace
        /// A member scanned past earlier (its value validated then), whose value starts here
        /// and ends (one past it) at `end`.
        case indexed(UnsafePointer<UInt8>, end: UnsafePointer<UInt8>?)
        /// Nowhere in the object.
        case missing
    }

    /// The reader of the object's values; its scanner walks the object.
    @usableFromInline var reader: ValueReader
    /// The offset of the opening brace: the anchor of every field's path.
    @usableFromInline let objectOffset: Int
    /// The scanner depth inside this object.
    @usableFromInline let objectDepth: Int
    @usableFromInline var state: State
    /// The members scanned past, in the decode's member table.
    @usableFromInline var members: MemberWindow
    @usableFromInline let ledgerBase: Int
    @usableFromInline let policy: UnknownKeyPolicy.Kind
    /// True once `wholeObject()` kept every member: none of them is then an unknown key.
    @usableFromInline var keptWhole = false

    /// Enters the object whose opening brace is at the reader's cursor.
    @inlinable
    init(reader: consuming ValueReader, policy: UnknownKeyPolicy) throws {
        var reader = reader
        objectOffset = reader.scanner.offset
        let hasMember = try reader.scanner.openContainer(
            inObject: true, Dialect.self, .objectReader)
        state = hasMember ? .inOrder : .closed
        // The depth inside the object, which an empty one has already left.
        objectDepth = reader.scanner.depth + (hasMember ? 0 : 1)
        members = reader.context.pointee.index.openWindow()
        ledgerBase = reader.context.pointee.ledger.count
        self.reader = reader
        self.policy = policy.kind
    }

    /// The decode's shared state.
    @inlinable
    var context: UnsafeMutablePointer<DecodeContext> { reader.context }

    /// A reader over no document, for building a type's placeholder.
    @usableFromInline
    init<T: Schema>(placeholderFor type: T.Type) {
        reader = ValueReader(placeholder: ())
        objectOffset = 0
        objectDepth = 0
        state = .placeholder
        members = .empty
        ledgerBase = 0
        policy = .ignore
    }
}

// MARK: - In place

extension ObjectReader {
    /// Moves past `"key"` when it is the next member and nothing has been scanned past (the
    /// fast path of every request: a key passed earlier must be looked up in the index first).
    @inlinable @inline(__always)
    mutating func takeNextInPlace(_ key: StaticString) -> Bool {
        state == .inOrder && members.isEmpty && takeKeyInPlace(key)
    }

    /// Moves past `"key"` when it is the next member's key, byte for byte.
    @inlinable @inline(__always)
    mutating func takeKeyInPlace(_ key: StaticString) -> Bool {
        let pointer = reader.scanner.cursor
        let available = reader.scanner.end - pointer
        let matched = key.withUTF8Buffer { bytes -> Bool in
            let count = bytes.count
            guard available > count + 1, pointer[count + 1] == .quote,
                count == 0 || pointer[count] != .backslash
            else { return false }
            return count == 0 || memcmpBytes(pointer + 1, bytes.baseAddress!, count)
        }
        if matched {
            reader.scanner.cursor = pointer + key.utf8CodeUnitCount + 2
        }
        return matched
    }

    /// After a member's value: past the comma to the next key, or past the closing brace.
    @inlinable @inline(__always)
    mutating func advanceAfterMember() throws {
        if try !reader.scanner.nextItem(inObject: true, Dialect.self, .objectReader) {
            state = .closed
        }
    }

    /// Runs `body` with the cursor at `value`, a member value scanned past earlier, then puts
    /// the cursor back where the scan stands, whether `body` returns or throws.
    @inlinable @inline(__always)
    mutating func atScannedValue<R>(
        _ value: UnsafePointer<UInt8>, _ body: (inout ObjectReader) throws -> R
    ) rethrows -> R {
        let resume = moveToScannedValue(value)
        defer { resumeScan(at: resume) }
        return try body(&self)
    }

    /// Puts the cursor at `value`, a member value scanned past earlier, and returns where the
    /// scan stands, for `resumeScan(at:)`.
    @inlinable @inline(__always)
    mutating func moveToScannedValue(
        _ value: UnsafePointer<UInt8>
    ) -> (cursor: UnsafePointer<UInt8>, depth: Int) {
        let resume = (reader.scanner.cursor, reader.scanner.depth)
        reader.scanner.cursor = value
        reader.scanner.depth = objectDepth
        return resume
    }

    /// Returns the cursor to where the scan stood before `moveToScannedValue(_:)`.
    @inlinable @inline(__always)
    mutating func resumeScan(at resume: (cursor: UnsafePointer<UInt8>, depth: Int)) {
        reader.scanner.cursor = resume.cursor
        reader.scanner.depth = resume.depth
    }
}

extension ObjectReader.Location {
    @inlinable
    var isMissing: Bool {
        if case .missing = self { return true }
        return false
    }
}

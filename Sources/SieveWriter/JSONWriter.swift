// JSONWriter: the bytes of a JSON text as they are written, for every writer in the package
// (`RawValue`, the schema path's `ObjectWriter` and `SieveEncoder`).
//
// One growing buffer and a stack of the containers still open. The writer does the layout
// (commas, the pretty form's newlines and indentation, sorted members, nesting depth) and the
// text of strings and numbers byte for byte as Foundation's `JSONEncoder` writes them; what
// goes where is its caller's business: a value in an array is preceded by `elementSeparator()`,
// a value in an object by `writeKey(_:)`.
//
// Invariants: `count <= capacity`; every write reserves its bytes first (`reserve`), so nothing
// is written past the buffer. The buffer grows geometrically, so a text of n bytes costs O(n)
// time and at most about 1.5n bytes while the last growth copies.
//
// A `JSONWriter` is a handle: a pointer to the text's state and the layout. Copying it copies
// the pointer (no reference counting on the hottest path of every writer); whoever makes one
// frees it once (`free()`), after every copy's last use.

import SieveScanner

/// The JSON text being written, and the containers still open in it: a handle to them.
@usableFromInline package struct JSONWriter {
    /// One open array or object.
    @usableFromInline
    struct Frame {
        /// True for an object, false for an array.
        @usableFromInline var isObject: Bool
        /// The members or elements written so far.
        @usableFromInline var count: Int
        /// Where this object's members start in `members`, when members are recorded.
        @usableFromInline var membersBase: Int
        /// One bit per key hash modulo 64: a key whose bit is clear is not a duplicate.
        @usableFromInline var keyBloom: UInt64
        /// True when `writeKey` checks this object's keys for one written twice.
        @usableFromInline let findsDuplicateKeys: Bool
        /// True when this object's members are recorded (to sort them, or to find duplicates).
        @usableFromInline let recordsMembers: Bool
        /// True once a key beyond ASCII was written in this object.
        @usableFromInline var hasNonASCIIKey = false

        @inlinable
        init(isObject: Bool, membersBase: Int, findsDuplicateKeys: Bool, sorted: Bool) {
            self.isObject = isObject
            self.count = 0
            self.membersBase = membersBase
            self.keyBloom = 0
            self.findsDuplicateKeys = isObject && findsDuplicateKeys
            self.recordsMembers = isObject && (sorted || findsDuplicateKeys)
        }
    }

    /// Where one member of an open object lies in the buffer, for sorting and for finding a
    /// key written twice.
    @usableFromInline
    struct Member {
        /// The offset of the key's opening quote.
        @usableFromInline var start: Int
        /// The offset just past the key's closing quote.
        @usableFromInline var keyEnd: Int
        /// The offset just past the member's value (set when the next member starts, or the
        /// object ends).
        @usableFromInline var end: Int
        /// The key's hash (FNV-1a of its written bytes).
        @usableFromInline var hash: UInt32

        @inlinable
        init(start: Int, keyEnd: Int, hash: UInt32) {
            self.start = start
            self.keyEnd = keyEnd
            self.end = keyEnd
            self.hash = hash
        }
    }

    /// The deepest nesting `JSONEncoder` writes: a container inside 511 others fails.
    @usableFromInline package static let maximumDepth = 512

    /// Everything that changes as the text is written, behind the handle's pointer: allocated
    /// in `init`, freed by `free()`.
    @usableFromInline
    struct State {
        @usableFromInline var base: UnsafeMutablePointer<UInt8>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int
        @usableFromInline var frames: ContiguousArray<Frame> = []
        @usableFromInline var members: ContiguousArray<Member> = []
        @usableFromInline var exceededMaximumDepth = false

        init(capacity: Int) {
            self.capacity = capacity
            base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            count = 0
        }
    }

    @usableFromInline let state: UnsafeMutablePointer<State>

    /// The text's bytes (`capacity` of them allocated, `count` written).
    @inlinable var base: UnsafeMutablePointer<UInt8> {
        _read { yield state.pointee.base }
        nonmutating _modify { yield &state.pointee.base }
    }

    /// The bytes written.
    @inlinable var count: Int {
        _read { yield state.pointee.count }
        nonmutating _modify { yield &state.pointee.count }
    }

    /// The bytes allocated.
    @inlinable var capacity: Int {
        _read { yield state.pointee.capacity }
        nonmutating _modify { yield &state.pointee.capacity }
    }

    /// The containers open, innermost last.
    @inlinable var frames: ContiguousArray<Frame> {
        _read { yield state.pointee.frames }
        nonmutating _modify { yield &state.pointee.frames }
    }

    /// The recorded members of the open objects.
    @inlinable var members: ContiguousArray<Member> {
        _read { yield state.pointee.members }
        nonmutating _modify { yield &state.pointee.members }
    }

    /// One member or element a line, two spaces a level.
    @usableFromInline let pretty: Bool
    /// Members in their keys' UTF-8 order.
    @usableFromInline let sorted: Bool
    /// `/` as `\/`.
    @usableFromInline let escapesSlashes: Bool

    /// True once a container was opened deeper than `maximumDepth`; the text goes on being
    /// written, and the caller reports the failure when it ends.
    @inlinable package var exceededMaximumDepth: Bool {
        _read { yield state.pointee.exceededMaximumDepth }
        nonmutating _modify { yield &state.pointee.exceededMaximumDepth }
    }

    /// An empty text, to be freed with `free()`.
    ///
    /// - Parameters:
    ///   - formatting: the layout.
    ///   - capacity: the first buffer's size.
    @usableFromInline package init(formatting: JSONFormatting, capacity: Int = 256) {
        pretty = formatting.contains(.prettyPrinted)
        sorted = formatting.contains(.sortedKeys)
        escapesSlashes = !formatting.contains(.withoutEscapingSlashes)
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State(capacity: max(capacity, 16)))
    }

    /// Frees the text and the state: no copy of this handle may be used after.
    @usableFromInline package func free() {
        state.pointee.base.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The number of bytes written.
    @usableFromInline package var byteCount: Int { count }

    /// The number of containers open.
    @usableFromInline package var depth: Int { frames.count }

    /// The text written so far, copied.
    @usableFromInline package var bytes: [UInt8] {
        [UInt8](UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the text written so far, without copying it.
    @usableFromInline package func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Hands over the buffer: the caller owns `pointer` (allocated as `UInt8`s) and must
    /// deallocate it; the writer is left empty.
    @usableFromInline package func takeBuffer() -> (pointer: UnsafeMutablePointer<UInt8>, count: Int) {
        let taken = (base, count)
        capacity = 16
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        count = 0
        frames.removeAll(keepingCapacity: true)
        members.removeAll(keepingCapacity: true)
        return taken
    }

    /// Makes room for `byteCount` more bytes.
    @inlinable @inline(__always)
    func reserve(_ byteCount: Int) {
        if _slowPath(capacity &- count < byteCount) { grow(toFit: byteCount) }
    }

    /// Moves the text into a buffer at least twice as large, with room for `byteCount` more.
    @usableFromInline @inline(never)
    func grow(toFit byteCount: Int) {
        var newCapacity = capacity &* 2
        while newCapacity &- count < byteCount { newCapacity &*= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    package func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends bytes as they are.
    @inlinable
    package func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends ASCII text known at compile time.
    @inlinable
    package func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends two spaces per open container.
    @inlinable
    func writeIndent() {
        let width = frames.count &* 2
        reserve(width)
        (base + count).initialize(repeating: .space, count: width)
        count &+= width
    }
}

// The segments of a key path such as `meta.author.display_name` or `meta.tags[0]`, read from
// the path's static bytes as a walk asks for them: the path is never copied or allocated.

/// One step of a key path.
@usableFromInline
enum KeyPathSegment {
    /// A member of an object, by its key's bytes (within the path's static text).
    case key(UnsafeRawBufferPointer)
    /// An element of an array, by its position.
    case index(Int)
}

/// The steps of a key path, in order: dot-separated keys, each followed by any number of
/// `[n]` indexes. A key may hold any character but `.` and `[`.
///
/// A malformed path (an empty key, an unclosed bracket, an index that is not a number) is a
/// mistake in the schema, not in the document: it stops the program with the path and the
/// reason, the first time the field is read.
@usableFromInline
struct KeyPathSegments: IteratorProtocol {
    @usableFromInline let path: StaticString
    @usableFromInline var position = 0

    @usableFromInline
    init(_ path: StaticString) {
        precondition(path.hasPointerRepresentation, "a key path is a string literal")
        self.path = path
    }

    @usableFromInline
    mutating func next() -> KeyPathSegment? {
        let bytes = UnsafeBufferPointer(start: path.utf8Start, count: path.utf8CodeUnitCount)
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "[") {
            var end = position + 1
            var index = 0
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
                let (times, overflow) = index.multipliedReportingOverflow(by: 10)
                let (next, carry) = times.addingReportingOverflow(Int(bytes[end] - UInt8(ascii: "0")))
                check(!overflow && !carry, "its index is too large")
                index = next
                end += 1
            }
            check(end > position + 1, "an index must be digits, as in [0]")
            check(end < bytes.count && bytes[end] == UInt8(ascii: "]"), "a [ is not closed")
            position = end + 1
            if position < bytes.count, bytes[position] != UInt8(ascii: "[") {
                check(bytes[position] == UInt8(ascii: "."), "a ] is followed by a key without a dot")
                position += 1
                check(position < bytes.count, "it ends with a dot")
                check(bytes[position] != UInt8(ascii: "["), "a dot is followed by [")
            }
            return .index(index)
        }
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "."), bytes[end] != UInt8(ascii: "[") {
            end += 1
        }
        check(end > position, "it has an empty key")
        let key = UnsafeRawBufferPointer(start: bytes.baseAddress! + position, count: end - position)
        position = end
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            check(position < bytes.count, "it ends with a dot")
            check(bytes[position] != UInt8(ascii: "["), "a dot is followed by [")
        }
        return .key(key)
    }

    func check(_ condition: Bool, _ reason: String) {
        precondition(condition, "invalid key path \"\(path)\": \(reason)")
    }
}

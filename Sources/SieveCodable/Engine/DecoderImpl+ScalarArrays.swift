// Arrays of the standard scalar types (`[Int]`, `[Double]`, `[String]`, …), read in one tight
// loop specialized for the element type: no container, no per-element generic dispatch.
// Values and errors are those of `Array.init(from:)` element by element.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveScanner
import SieveSchema

extension DecoderImpl {
    /// The array at `pointer`; `E` must be a standard scalar type (`isScalar`).
    ///
    /// Each branch calls the inlined loop with a concrete element type. (Through a generic
    /// helper, the loop was compiled once for any element and asked the runtime for the
    /// array's metadata on every append: canada.json's million doubles made that 18 % of
    /// realworld-dropin's instructions.)
    func decodeScalarArray<E>(
        _ type: E.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> [E] {
        let at = (pointer, depth, path)
        if E.self == Int.self { return unsafeBitCast(try integers(Int.self, at), to: [E].self) }
        if E.self == String.self {
            let strings = try readScalarArray(at: at) { (p) throws(ValueFailure) in
                try readString(at: p)
            }
            return unsafeBitCast(strings, to: [E].self)
        }
        if E.self == Double.self {
            let doubles = try readScalarArray(at: at) { (p) throws(ValueFailure) in
                try readDouble(at: p)
            }
            return unsafeBitCast(doubles, to: [E].self)
        }
        if E.self == Int64.self { return unsafeBitCast(try integers(Int64.self, at), to: [E].self) }
        if E.self == Bool.self {
            let bools = try readScalarArray(at: at) { (p) throws(ValueFailure) in
                try readBool(at: p)
            }
            return unsafeBitCast(bools, to: [E].self)
        }
        if E.self == Float.self {
            let floats = try readScalarArray(at: at) { (p) throws(ValueFailure) in
                try readFloat(at: p)
            }
            return unsafeBitCast(floats, to: [E].self)
        }
        if E.self == Int32.self { return unsafeBitCast(try integers(Int32.self, at), to: [E].self) }
        if E.self == UInt64.self { return unsafeBitCast(try integers(UInt64.self, at), to: [E].self) }
        if E.self == UInt8.self { return unsafeBitCast(try integers(UInt8.self, at), to: [E].self) }
        if E.self == UInt.self { return unsafeBitCast(try integers(UInt.self, at), to: [E].self) }
        if E.self == Int16.self { return unsafeBitCast(try integers(Int16.self, at), to: [E].self) }
        if E.self == Int8.self { return unsafeBitCast(try integers(Int8.self, at), to: [E].self) }
        if E.self == UInt32.self { return unsafeBitCast(try integers(UInt32.self, at), to: [E].self) }
        return unsafeBitCast(try integers(UInt16.self, at), to: [E].self)
    }

    /// An array of integers of type `I`; inlined into each call, where `I` is concrete.
    @inline(__always)
    func integers<I: FixedWidthInteger>(
        _ type: I.Type, _ at: (BytePointer, Int, PathRef)
    ) throws -> [I] {
        try readScalarArray(at: at) { (p) throws(ValueFailure) in try readInteger(I.self, at: p) }
    }

    /// Enters the array at `pointer` and returns its first element, or `nil` when it is empty
    /// (then `lastStart` and `lastEnd` span it). A value that is not an array fails as
    /// `openArray` says.
    @inline(__always)
    func firstElement(
        ofArrayAt pointer: BytePointer, depth: Int, path: PathRef
    ) throws(ValueFailure) -> BytePointer? {
        guard pointer.pointee == .openBracket else {
            let mark = frameTop
            defer { frameTop = mark }
            _ = try openArray(at: pointer, depth: depth, path: path)
            return nil
        }
        try checkDepth(depth + 1, at: pointer)
        guard let first = try firstItem(after: pointer, inObject: false, .decoding) else {
            lastStart = pointer
            lastEnd = scanner.cursor
            return nil
        }
        return first
    }

    /// Reads every element of the array at `pointer` with `read`.
    @inline(__always)
    func readScalarArray<S>(
        at: (pointer: BytePointer, depth: Int, path: PathRef),
        _ read: (BytePointer) throws(ValueFailure) -> S
    ) throws -> [S] {
        let (pointer, depth, path) = at
        var result: [S] = []
        var index = 0
        do throws(ValueFailure) {
            guard var element = try firstElement(ofArrayAt: pointer, depth: depth, path: path)
            else { return [] }
            // Room for a short list at once: growing from empty takes an allocation per
            // doubling, three for three strings.
            result.reserveCapacity(4)
            while true {
                result.append(try read(element))
                index += 1
                guard let next = try step(after: lastEnd, closing: pointer) else { return result }
                element = next
            }
        } catch {
            throw fail(error, path: elementPath(path, index, error))
        }
    }

    /// The array at `pointer` as `Elements` (an `Array`), each element decoded in place by
    /// `decodeValue`: what `Array.init(from:)` does, without an unkeyed container. Generic
    /// over the collection rather than the element so that the caller passes the array
    /// type's metadata in: built from the element type here, it would be looked up in the
    /// runtime's cache on every append (a third of a microsecond each).
    func decodeElements<Elements: RangeReplaceableCollection>(
        _ type: Elements.Type, at pointer: BytePointer, depth: Int, path: PathRef
    ) throws -> Elements where Elements.Element: Decodable {
        let first: BytePointer
        do throws(ValueFailure) {
            guard let element = try firstElement(ofArrayAt: pointer, depth: depth, path: path)
            else { return Elements() }
            first = element
        } catch {
            throw fail(error, path: path.path)
        }
        var result = Elements()
        var element = first
        var index = 0
        let mark = pathMark
        while true {
            let value = try decodeValue(
                Elements.Element.self, at: element, depth: depth + 1,
                path: self.path(path, appending: .index(index)))
            releasePaths(to: mark)
            // Moved in, not copied and destroyed: for a struct of strings and arrays, a copy
            // is a retain and a release of each.
            result.append(consume value)
            index += 1
            do throws(ValueFailure) {
                guard let next = try step(after: lastEnd, closing: pointer) else { return result }
                element = next
            } catch {
                throw fail(error, path: path.path)
            }
        }
    }

    /// The path of element `index` for an error in it; the array's own path for an error in
    /// the array's syntax or type.
    @inline(never)
    func elementPath(_ path: PathRef, _ index: Int, _ failure: ValueFailure) -> [any CodingKey] {
        var keys = path.path
        switch failure.reason {
        case .nullContainer, .invalidJSON: return keys
        case .typeMismatch(let type, _) where type == [Any].self: return keys
        default:
            keys.append(IndexKey(index))
            return keys
        }
    }
}

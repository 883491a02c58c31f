// Where an error made during a decode points, found when it leaves the decode. Errors carry no
// offset: a type that tries several types with `try?` makes an error for nearly every attempt,
// and an offset in each would be one more allocation per attempt, paid for errors that are
// nearly all caught and dropped. The few that leave the decode (or that a lenient wrapper
// reports) are placed here instead, by walking their coding path through the document: the
// member each key names (as the key strategy matches it), the element each index names.
//
// The document was validated before the decode, so the walk can skip values by their brackets.
// A component the walk cannot follow (an index past the end, a key that is absent) leaves it
// at the container: an unkeyed container at its end, a missing key, and a `superDecoder` of an
// absent key are all about that container.

import SieveScanner
import SieveSchema

extension DecoderImpl {
    /// The byte offset of the value at `path` (a coding path of this decode), or of the
    /// deepest container on the way that holds no value for the next component.
    func valueOffset(at path: [any CodingKey]) -> Int {
        offset(of: walk(path).value)
    }

    /// The byte offset of the value `path` names below the value at `offset` (whose own path
    /// is the first `depth` components of `path`): the walk starts there, not at the root.
    func valueOffset(at path: [any CodingKey], below offset: Int, depth: Int) -> Int {
        guard depth <= path.count else { return offset }
        return self.offset(of: walk(Array(path[depth...]), from: offset).value)
    }

    /// `path` as the document writes it: each key by the member's own key (under a key
    /// strategy, the text before the conversion), each index as an index. A key the walk
    /// cannot follow keeps its `stringValue`.
    func documentPath(_ path: [any CodingKey]) -> JSONPath {
        guard !keyMatching.isExact else { return Self.jsonPath(path) }
        let names = walk(path).names
        return JSONPath(
            path.enumerated().map { position, key in
                if let index = IndexKey.index(of: key) { return .index(index) }
                return .key(position < names.count ? names[position] : key.stringValue)
            })
    }

    /// Follows `path` through the document: the value it names (or the deepest container on
    /// the way that holds no value for the next component), and the key text of each member
    /// passed (an index's position holds its `stringValue`).
    private func walk(
        _ path: [any CodingKey], from start: Int? = nil
    ) -> (value: BytePointer, names: [String]) {
        var walker = JSONScanner(bytes: bytes, limits: options.limits, syntax: options.readingSyntax)
        walker.isKnownValid = true
        if let start = start ?? (rootOffset > 0 ? rootOffset : nil) {
            walker.cursor = walker.start + start
        } else {
            do throws(ScanError) {
                try walker.beginDocument()
            } catch {
                return (scanner.start, [])
            }
        }
        var value = walker.cursor
        var names: [String] = []
        for (depth, key) in path.enumerated() {
            switch value.pointee {
            case .openBrace:
                guard let (found, name) = member(key, inObjectAt: value, under: path[..<depth], walker)
                else { return (value, names) }
                value = found
                names.append(name)
            case .openBracket:
                guard let found = element(key.intValue, inArrayAt: value, walker) else {
                    return (value, names)
                }
                value = found
                names.append(key.stringValue)
            default:
                return (value, names)
            }
        }
        return (value, names)
    }

    /// The value and the key of the first member of the object at `object` whose key `key`
    /// names, as the decode matched keys: exactly, or as the key strategy converts the
    /// member's key; `nil` when none does.
    private func member(
        _ key: any CodingKey, inObjectAt object: BytePointer, under parent: ArraySlice<any CodingKey>,
        _ walker: JSONScanner
    ) -> (BytePointer, String)? {
        var walker = walker
        walker.cursor = object + 1
        let wanted = key.stringValue
        do throws(ScanError) {
            while walker.skipWhitespace() == .quote {
                let name = JSONScanner.makeString(try walker.scanString())
                _ = walker.skipWhitespace()  // the colon
                walker.cursor += 1
                _ = walker.skipWhitespace()
                if name == wanted || converted(name, under: parent) == wanted {
                    return (walker.cursor, name)
                }
                try walker.skipValue()
                guard walker.skipWhitespace() == .comma else { return nil }
                walker.cursor += 1
            }
        } catch {}
        return nil
    }

    /// The member key `name` as the key strategy converts it, or `nil` with default keys.
    private func converted(_ name: String, under parent: ArraySlice<any CodingKey>) -> String? {
        switch keyMatching {
        case .exact: return nil
        case .convertFromSnakeCase: return SnakeCaseConversion.convert(name)
        case .custom(let converter): return converter(Array(parent) + [StringKey(name)]).stringValue
        }
    }

    /// The element at `index` of the array at `array`, or `nil` when it has no such element.
    private func element(
        _ index: Int?, inArrayAt array: BytePointer, _ walker: JSONScanner
    ) -> BytePointer? {
        guard let index, index >= 0 else { return nil }
        var walker = walker
        walker.cursor = array + 1
        var position = 0
        do throws(ScanError) {
            while let byte = walker.skipWhitespace(), byte != .closeBracket {
                if position == index { return walker.cursor }
                try walker.skipValue()
                guard walker.skipWhitespace() == .comma else { return nil }
                walker.cursor += 1
                position += 1
            }
        } catch {}
        return nil
    }
}

// MARK: - Errors leaving the decode

extension DecoderImpl {
    /// `error` as it leaves a public call: located in the caller's bytes (`map` takes this
    /// decode's offsets there), with the literal of a number that does not fit in its text.
    func leaving(_ error: DecodingError, map: SourceMap) -> DecodingError {
        error.located(by: map.location, place: placeAndNumber(of:))
    }

    /// Where an error Sieve made points, and the text of the number it names, if any: what
    /// `DecodingError.located(by:place:)` asks.
    func placeAndNumber(of error: DecodingError) -> (offset: Int, literal: String?) {
        (place(of: error), numberText(of: error))
    }

    /// The byte offset an error Sieve made is about: the scanner's, for invalid JSON, else the
    /// value at its coding path (the object itself, for a missing key).
    func place(of error: DecodingError) -> Int {
        if let scanError = error.mark?.invalidJSON { return scanError.offset }
        return valueOffset(at: error.context?.codingPath ?? [])
    }

    /// The text of the number an error about a number that does not fit is about.
    private func numberText(of error: DecodingError) -> String? {
        numberText(of: error, at: place(of: error))
    }

    /// The text of the number at `offset`, when `error` is about a number that does not fit.
    func numberText(of error: DecodingError, at offset: Int) -> String? {
        guard error.mark?.namesNumber == true else { return nil }
        var pointer = scanner.start + offset
        let start = pointer
        while pointer < scanner.end {
            let byte = pointer.pointee
            guard byte.isDigit || byte == .minus || byte == .plus || byte == .period
                || (byte | 0x20) &- UInt8(ascii: "a") < 26
            else { break }
            pointer += 1
        }
        return String(decoding: UnsafeBufferPointer(start: start, count: pointer - start), as: UTF8.self)
    }
}

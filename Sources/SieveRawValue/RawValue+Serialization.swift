// Writing a RawValue back as JSON text: every member in order (duplicates included), every
// number as its literal, strings escaped as `JSONEncoder` escapes them. Iterative, so a value
// nested as deep as any document the parser accepts is written without deep recursion.

import SieveWriter

extension RawValue: CustomStringConvertible {
    /// The value as compact JSON text, `/` unescaped: no whitespace, members in order, numbers
    /// as written.
    public var description: String {
        jsonString(formatting: .withoutEscapingSlashes)
    }

    /// Appends the value's compact JSON text (as `description` writes it) to `output`.
    public func write(to output: inout String) {
        output += description
    }

    /// The value as JSON text in UTF-8.
    ///
    /// Parsing and writing back is the identity on a document's values: numbers keep their
    /// literal text (`1.0` stays `1.0`, `1e400` stays `1e400`), objects their order and
    /// duplicate keys. Strings are written with the escapes `JSONEncoder` uses.
    ///
    /// - Parameter formatting: the layout; compact by default.
    public func jsonBytes(formatting: JSONFormatting = []) -> [UInt8] {
        let writer = JSONWriter(formatting: formatting)
        defer { writer.free() }
        write(to: writer)
        return writer.bytes
    }

    /// The value as JSON text; see `jsonBytes(formatting:)`.
    public func jsonString(formatting: JSONFormatting = []) -> String {
        let writer = JSONWriter(formatting: formatting)
        defer { writer.free() }
        write(to: writer)
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes the value at the writer's current position.
    package func write(to writer: JSONWriter) {
        // The containers being written, innermost last, each with the index of its next
        // element or member.
        enum Open {
            case array([RawValue], Int)
            case object([RawObject.Member], Int)
        }
        var open: [Open] = []
        var next: RawValue? = self
        while true {
            if let value = next {
                next = nil
                switch value {
                case .null: writer.writeNull()
                case .bool(let flag): writer.writeBool(flag)
                case .number(let number): number.write(to: writer)
                case .string(let string): writer.writeString(string)
                case .array(let elements):
                    writer.beginArray()
                    open.append(.array(elements, 0))
                case .object(let object):
                    writer.beginObject()
                    open.append(.object(object.members, 0))
                }
            }
            guard let innermost = open.popLast() else { return }
            switch innermost {
            case .array(let elements, let index):
                if index == elements.count {
                    writer.endArray()
                } else {
                    writer.elementSeparator()
                    next = elements[index]
                    open.append(.array(elements, index + 1))
                }
            case .object(let members, let index):
                if index == members.count {
                    writer.endObject()
                } else {
                    writer.writeKey(members[index].key)
                    next = members[index].value
                    open.append(.object(members, index + 1))
                }
            }
        }
    }
}

extension RawNumber {
    /// Writes the number's literal text.
    package func write(to writer: JSONWriter) {
        switch storage {
        case .integer(let value): writer.writeInteger(value)
        case .literal(let text): writer.writeASCII(text)
        }
    }
}

extension RawObject {
    /// Writes the members into the writer's innermost object, in order.
    package func writeMembers(to writer: JSONWriter) {
        for member in members {
            writer.writeKey(member.key)
            member.value.write(to: writer)
        }
    }
}

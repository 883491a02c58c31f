// A `SchemaValueEncodable` value inside a `Codable` model under `SieveEncoder`: its writer
// writes straight into the encode's text, at the value's place; in the tree form, into a text
// of its own that becomes the node (so both forms write the same: the schema's keys as they
// are, its numbers as written, its `Encodable` members with the encode's options).

import SieveRawValue
import SieveSchema
import SieveWriter

extension StreamEncoder: InPlaceJSONEncoder {
    func writeInPlace<Value: SchemaValueEncodable>(_ value: Value) throws {
        try beginSingle()
        let mark = session.mark
        var place = ValueWriter(writer: session.writer, context: self)
        do {
            try value.encode(to: &place)
            try place.checkWritten(by: Value.self)
        } catch {
            state = .empty
            if session.restartRequested { throw error }
            session.rollBack(to: mark)
            // The schema's paths start at the value; the encode's start at the top.
            throw EncodingPath.prepending(codingPath, to: error)
        }
    }
}

extension TreeEncoder: InPlaceJSONEncoder {
    func writeInPlace<Value: SchemaValueEncodable>(_ value: Value) throws {
        let writer = JSONWriter(formatting: [])
        defer { writer.free() }
        var place = ValueWriter(writer: writer, context: self)
        do {
            try value.encode(to: &place)
            try place.checkWritten(by: Value.self)
            try encode(writer.withBytes { try RawValue(parsing: $0) })
        } catch {
            throw EncodingPath.prepending(codingPath, to: error)
        }
    }
}

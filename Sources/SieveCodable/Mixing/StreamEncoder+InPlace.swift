// A `SchemaValueEncodable` value inside a `Codable` model under `SieveEncoder`: its writer
// writes straight into the encode's text, at the value's place.

import SieveSchema
import SieveWriter

extension StreamEncoder: InPlaceJSONEncoder {
    func writeInPlace(_ body: (inout ValueWriter) throws -> Void) throws {
        try beginSingle()
        let mark = session.mark
        var place = ValueWriter(writer: session.writer, context: self)
        do {
            try body(&place)
        } catch {
            state = .empty
            if session.restartRequested { throw error }
            session.rollBack(to: mark)
            // The schema's paths start at the value; the encode's start at the top.
            throw EncodingPath.prepending(codingPath, to: error)
        }
    }
}

// expect: missing reinitialization of inout parameter 'json' after consume
// A schema's writer is lent for one write: copying it out (to keep it) does not compile.
import Sieve

struct Kept: SchemaEncodable {
    var id: Int
    func encode(to json: inout ObjectWriter) throws {
        try json.encode("id", id)
        let copy = json
        _ = copy
    }
}

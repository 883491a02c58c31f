// expect: missing reinitialization of inout parameter 'json' after consume
// A schema's initializer borrows its reader: copying it out (to keep it) does not compile.
import Sieve

struct Kept: Schema {
    var id: Int
    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        let copy = json
        _ = copy
    }
}

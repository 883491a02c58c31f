// expect: escaping closure captures 'inout' parameter 'json'
// A closure that could run after the decode cannot capture the reader.
import Sieve

nonisolated(unsafe) var later: (() -> Void)? = nil

struct Kept: Schema {
    init(from json: inout ObjectReader) throws {
        later = { _ = try? json.decode("id") as Int }
    }
}

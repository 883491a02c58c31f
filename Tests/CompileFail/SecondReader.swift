// expect: missing reinitialization of inout parameter 'reader' after consume
// A second reader at the same value cannot be made from the first.
import Sieve

struct Cents: SchemaValue {
    static func decode(from reader: inout ValueReader) throws -> Cents {
        var other = reader
        _ = try Int64.decode(from: &other)
        return Cents()
    }
}

// expect: is consuming
// A value's reader cannot be stored anywhere that outlives the decode.
import Sieve

nonisolated(unsafe) var kept: ValueReader? = nil

struct Cents: SchemaValue {
    var amount: Int64
    static func decode(from reader: inout ValueReader) throws -> Cents {
        kept = reader
        return Cents(amount: 0)
    }
}

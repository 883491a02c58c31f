// The record type of `sieve check --lines`: any JSON value, validated by the structural skip
// and never built, so a record costs a scan and nothing else.

import Sieve

/// One record of a JSON Lines file, checked as valid JSON and otherwise thrown away.
///
/// Its decode skips the value (`ValueReader.skip()`, which still validates it); a value that
/// is not valid JSON is an `invalid_json` issue of its record.
struct ValidRecord: SchemaValue {
    static func decode(from reader: inout ValueReader) throws -> ValidRecord {
        try reader.skip()
        return ValidRecord()
    }
}

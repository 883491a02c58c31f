// The models the records tests decode: a drifting customer, for both decoders.

import Sieve
import Synchronization

enum RecordTier: String, Sendable, Decodable, SchemaValue { case free, pro }

/// A customer with an alias, an open enum and a fallback: drift gives warnings, not failures.
struct RecordCustomer: Schema, Sendable, Equatable, Decodable {
    var id: Int
    var email: String
    var tier: Open<RecordTier>
    var seats: Int

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        email = try json.decode("email", or: "email_address")
        tier = try json.decode("tier")
        seats = try json.decode("seat_count", fallback: 0)
    }
}

/// A Codable event for the drop-in decoder's records.
struct RecordEvent: Decodable, Sendable, Equatable {
    var id: Int
    var kind: String
}

/// Counts its decodes, to show a record is decoded once.
@available(SwiftStdlib 6.0, *)
struct CountedRecord: Schema, Sendable {
    static let decodes = Atomic<Int>(0)
    var id: Int

    init(from json: inout ObjectReader) throws {
        CountedRecord.decodes.wrappingAdd(1, ordering: .relaxed)
        id = try json.decode("id")
    }
}

/// `line` of JSON Lines for customer `id`, drifting on every third.
func customerLine(_ id: Int) -> String {
    switch id % 3 {
    case 0: return #"{"id":\#(id),"email":"c\#(id)@example.com","tier":"pro","seat_count":\#(id % 7)}"#
    case 1: return #"{"id":\#(id),"email_address":"c\#(id)@example.com","tier":"free","seat_count":2}"#
    default: return #"{"id":\#(id),"email":"c\#(id)@example.com","tier":"enterprise","seat_count":"twelve"}"#
    }
}

/// The records of `text`, as (index, line, value, warning codes, issue locations).
func summary<Value>(_ records: some Sequence<JSONRecord<Value>>) -> [String] {
    records.map { record in
        let warnings = record.diagnosis.warnings.map { "\($0.code.rawValue)@\($0.location)" }
        let issues = record.diagnosis.issues.map { "\($0.code.rawValue)@\($0.location)" }
        return "#\(record.index) \(record.line):\(record.column)+\(record.offset)/\(record.byteCount)"
            + " \(record.value.map { "\($0)" } ?? "nil") w\(warnings) i\(issues)"
    }
}

// A JSON value of any type that both decoders can fill, for the few real-world fields whose
// value is always `null` in the documents (so their type is unknown) or changes from record to
// record. Sieve reads it through `RawValue`; Foundation tries each type in turn.

import Sieve

/// Any JSON value, decodable by Sieve's schema layer and by `JSONDecoder`.
enum AnyJSON: Decodable, Equatable, SchemaValue {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    static func decode(from reader: inout ValueReader) throws -> AnyJSON {
        AnyJSON(try reader.readRawValue())
    }

    /// The same value, from Sieve's value model.
    init(_ raw: RawValue) {
        switch raw {
        case .null:
            self = .null
        case .bool(let value):
            self = .bool(value)
        case .number(let number):
            if let integer = number.int64 {
                self = .integer(integer)
            } else {
                self = .double(number.double ?? .nan)
            }
        case .string(let value):
            self = .string(value)
        case .array(let elements):
            self = .array(elements.map(AnyJSON.init))
        case .object(let object):
            self = .object(object.dictionary.mapValues(AnyJSON.init))
        }
    }
}

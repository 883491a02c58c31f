// "Any JSON" the way apps write it in Codable: each type tried in turn with `try?`. Every
// value but the first kind it is tried as costs one or more caught `DecodingError`s, so this
// model measures what a caught error costs (`codable-anyjson`).

/// A JSON value, decoded by trying `Bool`, `Double`, `String`, `[Self]`, `[String: Self]`.
indirect enum TriedJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TriedJSON])
    case object([String: TriedJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TriedJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: TriedJSON].self))
        }
    }
}

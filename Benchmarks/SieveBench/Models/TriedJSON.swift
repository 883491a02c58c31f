// "Any JSON" the way apps write it in Codable: each type tried in turn with `try?`. Every
// value but the first kind it is tried as costs one or more caught `DecodingError`s, so these
// models measure what a failed attempt costs (`codable-anyjson`, in both orders apps use).

/// A JSON value, decoded by trying the scalars first: `null`, `Bool`, `Int64`, `Double`,
/// `String`, then `[Self]`, then `[String: Self]`. A fraction fails as `Int64` before it
/// reads as `Double`; a container fails as every scalar first.
indirect enum ScalarsFirstJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([ScalarsFirstJSON])
    case object([String: ScalarsFirstJSON])

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
        } else if let value = try? container.decode([ScalarsFirstJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: ScalarsFirstJSON].self))
        }
    }
}

/// A JSON value, decoded by trying the containers first: a keyed container, then an unkeyed
/// one, then `null`, `Bool`, `Int64`, `Double`, `String`. Every scalar fails as both
/// containers first.
indirect enum ContainersFirstJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([ContainersFirstJSON])
    case object([String: ContainersFirstJSON])

    private struct MemberKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [String: ContainersFirstJSON] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(ContainersFirstJSON.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [ContainersFirstJSON] = []
            while !array.isAtEnd { elements.append(try array.decode(ContainersFirstJSON.self)) }
            self = .array(elements)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int64.self) {
                self = .integer(value)
            } else if let value = try? container.decode(Double.self) {
                self = .double(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }
}

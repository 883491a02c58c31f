// JSONValue.swift — a tiny in-memory JSON tree with ORDERED object members.
//
// Used where a record is assembled before it is written (e.g. drift records get keys renamed
// or inserted). Members are parallel arrays, never a Dictionary, so order is deterministic.

enum JSONValue {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    /// Object members as parallel arrays. (A `[(String, JSONValue)]` payload here makes Swift
    /// 6.3 debug builds fail with "circular reference"; build objects with `object(_:)`.)
    case members(keys: [String], values: [JSONValue])

    /// An object from ordered (key, value) pairs.
    static func object(_ pairs: [(String, JSONValue)]) -> JSONValue {
        .members(keys: pairs.map { $0.0 }, values: pairs.map { $0.1 })
    }
}

extension JSONWriter {
    func value(_ value: JSONValue) {
        switch value {
        case .int(let v): int(v)
        case .double(let v): double(v)
        case .string(let v): string(v)
        case .bool(let v): bool(v)
        case .null: null()
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .members(let keys, let values):
            beginObject()
            for (name, item) in zip(keys, values) {
                key(name)
                self.value(item)
            }
            endObject()
        }
    }
}

// Optionals, arrays, dictionaries and Sieve's value model as the schema writer writes them.

import SieveRawValue
import SieveWriter

extension Optional: SchemaValueEncodable where Wrapped: SchemaValueEncodable {
    /// Writes the value, or `null`.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        if let value = self {
            try value.encode(to: &json)
        } else {
            try json.encodeNil()
        }
    }
}

extension Array: SchemaValueEncodable where Element: SchemaValueEncodable {
    /// Writes the elements in order.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        // Through the buffer: each element is written where it lies, not copied out first.
        try withUnsafeBufferPointer { try json.encodeArray($0) }
    }
}

extension Dictionary: SchemaValueEncodable
where Key: SchemaKey & Encodable, Value: SchemaValueEncodable {
    /// Writes an object of the entries, in the dictionary's order (in their keys' order with
    /// `.sortedKeys`): each key as its text (a `String` as it is, an integer in decimal, an
    /// enum as its raw value).
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        try json.encodeObject { object in
            for (key, value) in self {
                try object.encode(Self.text(of: key), value)
            }
        }
    }

    /// The text of a key.
    @inlinable
    static func text(of key: Key) -> String {
        if Key.self == String.self { return unsafeBitCast(key, to: String.self) }
        if let raw = key as? any RawRepresentable { return "\(raw.rawValue)" }
        return "\(key)"
    }
}

extension RawValue: SchemaValueEncodable {
    /// Writes the value as it arrived: members in order with duplicates, numbers as their
    /// literal text.
    public func encode(to json: inout ValueWriter) throws {
        write(to: json.writer)
    }
}

extension Extras: SchemaValueEncodable {
    /// Writes the members as one object. (`ObjectWriter.encode(extras:)` writes them into the
    /// enclosing object instead.)
    public func encode(to json: inout ValueWriter) throws {
        RawValue.object(object).write(to: json.writer)
    }
}

extension SchemaValueEncodable where Self: RawRepresentable, RawValue: SchemaValueEncodable {
    /// Writes the raw value.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        try rawValue.encode(to: &json)
    }
}

extension Open: SchemaValueEncodable where Known.RawValue: SchemaValueEncodable {
    /// Writes the raw value, known or not: an unknown value as it arrived (a number as a
    /// number, text as a string).
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        switch self {
        case .known(let value):
            try value.rawValue.encode(to: &json)
        case .unknown(let raw):
            if let value = Known.RawValue(raw) {
                try value.encode(to: &json)
            } else {
                try raw.encode(to: &json)
            }
        }
    }
}

extension Indirect: SchemaValueEncodable where Value: SchemaValueEncodable {
    /// Writes the boxed value.
    @inlinable
    public func encode(to json: inout ValueWriter) throws {
        try value.encode(to: &json)
    }
}

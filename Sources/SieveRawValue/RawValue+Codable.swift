// RawValue and Extras through any `Decoder` and `Encoder`. Sieve's own decoders read the
// value's bytes in place (`RawValueSource`), keeping every number's literal and every object's
// order and duplicates; any other decoder is asked for each JSON type in turn.

/// A decoder that reads a whole JSON value as it arrived: Sieve's drop-in decoder.
package protocol RawValueSource {
    /// The value the decoder is positioned at, exactly as written.
    func decodeRawValue() throws -> RawValue
}

/// A key for any member of an object, for code that reads or writes members whose names it
/// learns at run time.
package struct RawMemberKey: CodingKey {
    package let stringValue: String
    package let intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    package init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

extension RawValue: Codable {
    /// Decodes any JSON value.
    ///
    /// Under `SieveDecoder` the value is read from the document as it is: numbers keep their
    /// literal text, objects their order and duplicate keys. Under another decoder, which
    /// gives no access to the text, a number is read as an `Int64`, a `UInt64` or a `Double`
    /// (in that order) and keeps that value's text, and an object's members come in the order
    /// its `allKeys` lists them.
    public init(from decoder: any Decoder) throws {
        if let source = decoder as? any RawValueSource {
            self = try source.decodeRawValue()
            return
        }
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() {
                self = .null
                return
            }
            if let value = try? single.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? single.decode(Int64.self) {
                self = .number(RawNumber(value))
                return
            }
            if let value = try? single.decode(UInt64.self), let number = RawNumber(text: String(value)) {
                self = .number(number)
                return
            }
            if let value = try? single.decode(Double.self), value.isFinite {
                self = .number(RawNumber(value))
                return
            }
            if let value = try? single.decode(String.self) {
                self = .string(value)
                return
            }
        }
        if let object = try? decoder.container(keyedBy: RawMemberKey.self) {
            var members: [RawObject.Member] = []
            for key in object.allKeys {
                members.append(
                    RawObject.Member(
                        key: key.stringValue, value: try object.decode(RawValue.self, forKey: key)))
            }
            self = .object(RawObject(members))
            return
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [RawValue] = []
            while !array.isAtEnd { elements.append(try array.decode(RawValue.self)) }
            self = .array(elements)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "The value is not null, a boolean, a number, a string, an array or an object."))
    }

    /// Encodes the value as the JSON it is.
    ///
    /// A number goes out as an `Int64` or a `UInt64` when its literal is an integer that fits,
    /// else as a `Double`: an encoder that writes numbers from Swift values cannot write any
    /// other literal.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let value = number.int64 {
                try single.encode(value)
            } else if let value = number.uint64 {
                try single.encode(value)
            } else {
                try single.encode(number.double ?? .nan)
            }
        case .string(let value):
            var single = encoder.singleValueContainer()
            try single.encode(value)
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .object(let object):
            try object.encodeMembers(to: encoder)
        }
    }
}

extension RawObject {
    /// Encodes the members as one object, in order.
    func encodeMembers(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: RawMemberKey.self)
        for member in members {
            try container.encode(member.value, forKey: RawMemberKey(stringValue: member.key))
        }
    }
}

extension Extras: Codable {
    /// Decodes an object's members, in order; `null` is no members.
    ///
    /// This reads a value that *is* an object (a top-level value, an array's element). A
    /// property of type `Extras` in a `Codable` model is filled differently: see
    /// `KeyedDecodingContainer.decode(_:forKey:)` for `Extras`.
    public init(from decoder: any Decoder) throws {
        switch try RawValue(from: decoder) {
        case .object(let object):
            self.init(object)
        case .null:
            self.init()
        case let other:
            throw DecodingError.typeMismatch(
                Extras.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected an object for Extras, found \(other.kindDescription)."))
        }
    }

    /// Encodes the members as one object, in order.
    public func encode(to encoder: any Encoder) throws {
        try object.encodeMembers(to: encoder)
    }
}

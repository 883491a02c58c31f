// A value stored out of line, so that a struct can hold a value of its own type (a tweet's
// `retweeted_status` is a tweet). Both decoders decode the wrapped value directly: the wrapper
// adds one heap box on each side and nothing else.

import Sieve

/// A value behind one level of heap indirection.
struct Indirect<Wrapped> {
    /// The box holding the value.
    final class Box {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    let box: Box

    /// The wrapped value.
    var value: Wrapped { box.value }

    init(_ value: Wrapped) { box = Box(value) }
}

extension Indirect: Equatable where Wrapped: Equatable {
    static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Decodable where Wrapped: Decodable {
    init(from decoder: any Decoder) throws {
        self.init(try Wrapped(from: decoder))
    }
}

extension Indirect: SchemaValue where Wrapped: SchemaValue {
    static func decode(from reader: inout ValueReader) throws -> Indirect {
        Indirect(try Wrapped.decode(from: &reader))
    }
}

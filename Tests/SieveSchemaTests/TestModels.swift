// Small schemas shared by the schema-layer tests.

import Sieve

struct Required: Equatable {
    var count: Int
}

extension Required: Schema {
    init(from json: inout ObjectReader) throws { count = try json.decode("count") }
}

struct OptionalField: Equatable {
    var note: String?
}

extension OptionalField: Schema {
    init(from json: inout ObjectReader) throws { note = try json.decode("note") }
}

struct Defaulted: Equatable {
    var pageSize: Int
}

extension Defaulted: Schema {
    init(from json: inout ObjectReader) throws {
        pageSize = try json.decode("page_size", default: 50)
    }
}

struct WithFallback: Equatable {
    var seatCount: Int
}

extension WithFallback: Schema {
    init(from json: inout ObjectReader) throws {
        seatCount = try json.decode("seat_count", fallback: 0)
    }
}

struct Renamed: Equatable {
    var email: String
}

extension Renamed: Schema {
    init(from json: inout ObjectReader) throws {
        email = try json.decode("email", or: "email_address", "mail")
    }
}

struct Strict: Equatable {
    var email: String
}

extension Strict: Schema {
    static let unknownKeyPolicy = UnknownKeyPolicy.reject
    init(from json: inout ObjectReader) throws { email = try json.decode("email") }
}

struct Watchful: Equatable {
    var email: String?
    var name: String?
}

extension Watchful: Schema {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    init(from json: inout ObjectReader) throws {
        email = try json.decode("email")
        name = try json.decode("name")
    }
}

enum Color: String, CaseIterable, Sendable, SchemaValue { case red, green }

enum Level: Int, SchemaValue { case low = 1, high = 2 }

struct Item: Equatable {
    var sku: String
    var quantity: Int
}

extension Item: Schema {
    init(from json: inout ObjectReader) throws {
        sku = try json.decode("sku")
        quantity = try json.decode("quantity")
    }
}

struct Order: Equatable {
    var id: Int
    var items: [Item]
}

extension Order: Schema {
    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        items = try json.decode("items")
    }
}

struct Person: Equatable {
    var name: String
    var age: Int
    var email: String
    var color: Color
}

extension Person: Schema {
    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        age = try json.decode("age")
        email = try json.decode("email")
        color = try json.decode("color")
    }
}

struct Team: Equatable {
    var lead: Person
    var members: [Person]
}

extension Team: Schema {
    init(from json: inout ObjectReader) throws {
        lead = try json.decode("lead")
        members = try json.decode("members")
    }
}

/// A type whose initializer validates and throws.
struct Percentage: Equatable {
    struct OutOfRange: Error, CustomStringConvertible {
        var value: Int
        var description: String { "\(value) is not between 0 and 100" }
    }
    var value: Int
}

extension Percentage: Schema {
    init(from json: inout ObjectReader) throws {
        value = try json.decode("value")
        guard (0...100).contains(value) else { throw OutOfRange(value: value) }
    }
}

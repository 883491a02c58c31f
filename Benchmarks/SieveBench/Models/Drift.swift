// Shape 9 of Corpus/README.md, drift records (`drift-customers-*.json`, `drift-orders-*.json`,
// and the line items of `n_type-mismatch-late-512k.json`).
//
// Two sets of models:
// - strict ones (`Customer`, `Order`, `LineItem`), for both decoders: the `*-clean-*` files
//   decode with them in `schema-full`, and Foundation fails on the first drifted record;
// - tolerant ones (`TolerantCustomer`, `TolerantOrder`), Sieve only, used in the `negative`
//   pass: aliases for renamed keys, open enums, lenient numbers and fallbacks, with every
//   tolerance reported as a warning and unknown keys warned about.

import Sieve

/// A customer's plan.
enum Tier: String, Decodable, Equatable, CaseIterable, SchemaValue {
    case free, pro
}

/// An order's state.
enum OrderStatus: String, Decodable, Equatable, CaseIterable, SchemaValue {
    case pending, paid, shipped, cancelled
}

// MARK: - Strict models

/// A customer exactly as the schema says.
struct Customer: Schema, Decodable, Equatable {
    var id: Int
    var name: String
    var email: String
    var tier: Tier
    var seatCount: Int
    var createdAt: String
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, email, tier
        case seatCount = "seat_count"
        case createdAt = "created_at"
        case tags
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        name = try json.decode("name")
        email = try json.decode("email")
        tier = try json.decode("tier")
        seatCount = try json.decode("seat_count")
        createdAt = try json.decode("created_at")
        tags = try json.decode("tags")
    }
}

/// An order exactly as the schema says.
struct Order: Schema, Decodable, Equatable {
    var orderId: Int
    var customerId: Int
    var status: OrderStatus
    var currency: String
    var total: Double
    var placedAt: String
    var items: [LineItem]

    enum CodingKeys: String, CodingKey {
        case orderId = "order_id"
        case customerId = "customer_id"
        case status, currency, total
        case placedAt = "placed_at"
        case items
    }

    init(from json: inout ObjectReader) throws {
        orderId = try json.decode("order_id")
        customerId = try json.decode("customer_id")
        status = try json.decode("status")
        currency = try json.decode("currency")
        total = try json.decode("total")
        placedAt = try json.decode("placed_at")
        items = try json.decode("items")
    }
}

/// One line of an order.
struct LineItem: Schema, Decodable, Equatable {
    var sku: String
    var qty: Int
    var unitPrice: Double

    enum CodingKeys: String, CodingKey {
        case sku, qty
        case unitPrice = "unit_price"
    }

    init(from json: inout ObjectReader) throws {
        sku = try json.decode("sku")
        qty = try json.decode("qty")
        unitPrice = try json.decode("unit_price")
    }
}

// MARK: - Tolerant models (Sieve only)

/// A customer read the way a client that expects drift reads it.
struct TolerantCustomer: Schema {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn

    var id: Int
    var name: String
    var email: String
    var tier: Open<Tier>
    var seatCount: Lenient<Int>
    var createdAt: String
    var tags: [String]

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        name = try json.decode("name")
        email = try json.decode("email", or: "email_address")
        tier = try json.decode("tier")
        seatCount = try json.decode("seat_count", or: "seats")
        createdAt = try json.decode("created_at", or: "createdAt")
        tags = try json.decode("tags", fallback: [])
    }
}

/// An order read the way a client that expects drift reads it.
struct TolerantOrder: Schema {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn

    var orderId: Int
    var customerId: Int
    var status: Open<OrderStatus>
    var currency: String
    var total: Lenient<Double>
    var placedAt: String
    var items: [TolerantLineItem]

    init(from json: inout ObjectReader) throws {
        orderId = try json.decode("order_id")
        customerId = try json.decode("customer_id", or: "customerId")
        status = try json.decode("status")
        currency = try json.decode("currency")
        total = try json.decode("total")
        placedAt = try json.decode("placed_at", or: "ordered_at")
        items = try json.decode("items")
    }
}

/// An order line whose quantity may arrive as a string.
struct TolerantLineItem: Schema {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn

    var sku: String
    var qty: Lenient<Int>
    var unitPrice: Double

    init(from json: inout ObjectReader) throws {
        sku = try json.decode("sku")
        qty = try json.decode("qty")
        unitPrice = try json.decode("unit_price")
    }
}

/// A number that may arrive as a number, as a numeric string, as some other string or as
/// `null`. Anything but a number is tolerated with a warning `fallback_applied`; a numeric
/// string keeps its value, anything else becomes `nil`.
struct Lenient<Number: LosslessStringConvertible & SchemaValue>: SchemaValue {
    var value: Number?

    static func decode(from reader: inout ValueReader) throws -> Lenient {
        switch reader.foundDescription {
        case "a number":
            return Lenient(value: try Number.decode(from: &reader))
        case "a string":
            let offset = reader.offset
            let text = try reader.readString()
            let value = Number(text)
            reader.recordWarning(
                .fallbackApplied, at: offset,
                [
                    "fallback": value.map { "\($0) (parsed from the string)" } ?? "nil",
                    "expected": "a number", "found": "a string",
                ])
            return Lenient(value: value)
        default:
            let offset = reader.offset
            let found = reader.foundDescription
            try reader.skip()
            reader.recordWarning(
                .fallbackApplied, at: offset,
                ["fallback": "nil", "expected": "a number", "found": found])
            return Lenient(value: nil)
        }
    }

    static var placeholderForIssues: Lenient? { Lenient(value: nil) }
}

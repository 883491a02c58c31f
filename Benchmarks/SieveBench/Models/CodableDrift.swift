// Shape 9 of Corpus/README.md, the drift records, as plain `Codable` models that declare their
// drift: aliases for renamed keys, open enums, lossless numbers, fallbacks and extras. The same
// models decode under `JSONDecoder` (which reads no aliases and keeps no extras) and under
// `SieveDecoder` (which reads both and reports every tolerance): the `codable-drift` pass.

import Foundation
import Sieve

/// A customer, as a `Codable` model ready for drift.
struct DriftCustomer: Decodable {
    var id: Int
    var name: String
    var email: String?
    var tier: Open<Tier>
    @FallbackZero var seatCount: Int
    var createdAt: String?
    @FallbackEmpty var tags: [String]
    var rest: Extras

    enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case id, name, email, tier, seatCount = "seat_count", createdAt = "created_at", tags, rest
        static let aliases: [CodingKeys: [String]] = [
            .email: ["email_address"], .seatCount: ["seats"], .createdAt: ["createdAt"],
        ]
    }
}

/// An order, as a `Codable` model ready for drift.
struct DriftOrder: Decodable {
    var orderId: Int
    var customerId: Int?
    var status: Open<OrderStatus>
    var currency: String
    @Lossless var total: Double?
    var placedAt: String?
    var items: [DriftLineItem]
    var rest: Extras

    enum CodingKeys: String, CodingKey, AliasedCodingKey {
        case orderId = "order_id", customerId = "customer_id", status, currency, total
        case placedAt = "placed_at", items, rest
        static let aliases: [CodingKeys: [String]] = [
            .customerId: ["customerId"], .placedAt: ["ordered_at"],
        ]
    }
}

/// One line of an order whose quantity may arrive as a string.
struct DriftLineItem: Decodable {
    var sku: String
    @Lossless var qty: Int
    var unitPrice: Double

    enum CodingKeys: String, CodingKey {
        case sku, qty, unitPrice = "unit_price"
    }
}

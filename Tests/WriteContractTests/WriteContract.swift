// The write side exactly as a user writes it: `SieveEncoder` as a drop-in `JSONEncoder`, a
// `Codable` model that keeps what it does not model and writes it back, and a schema that
// writes itself.

import Foundation
import Sieve
import Testing

struct LineItem: Codable, Equatable {
    var sku: String
    var quantity: Int
    var unitPrice: Decimal
}

struct Order: Codable, Equatable {
    var orderID: Int
    var placedAt: Date
    var shippingURL: URL
    var lineItems: [LineItem]
    var note: String?
}

enum Tier: String, Codable, CaseIterable, Sendable { case free, pro }

struct Customer: Codable, Equatable {
    var id: Int64
    var email: String
    var tier: Open<Tier>
    var seatCount: Int
    var rest: Extras

    enum CodingKeys: String, CodingKey {
        case id, email, tier, seatCount = "seat_count", rest
    }
}

extension Customer: SchemaEncodable {
    func encode(to json: inout ObjectWriter) throws {
        try json.encode("id", id)
        try json.encode("email", email)
        try json.encode("tier", tier)
        try json.encode("seat_count", seatCount)
        try json.encode(extras: rest)            // the members the initializer kept, back in place
    }
}

@Suite("The write contract")
struct WriteContract {
    static let order = Order(
        orderID: 1042, placedAt: Date(timeIntervalSince1970: 1_765_000_000),
        shippingURL: URL(string: "https://example.com/track/1042")!,
        lineItems: [
            LineItem(sku: "A-1", quantity: 2, unitPrice: Decimal(string: "19.99")!),
            LineItem(sku: "B/2", quantity: 1, unitPrice: 5),
        ],
        note: nil)

    static let input = Data(
        #"{"id": 2, "email": "bo@example.com", "tier": "enterprise", "seat_count": 12, "billing_region": "eu", "limits": {"max": 1.50, "big": 1e400}}"#
            .utf8)

    @Test("SieveEncoder writes what JSONEncoder writes, byte for byte")
    func dropIn() throws {
        let encoder = SieveEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        let data: Data = try encoder.encode(Self.order)

        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        foundation.keyEncodingStrategy = .convertToSnakeCase
        foundation.dateEncodingStrategy = .iso8601
        #expect(String(decoding: data, as: UTF8.self) == String(decoding: try foundation.encode(Self.order), as: UTF8.self))
        #expect(String(decoding: data, as: UTF8.self).contains(#""shipping_url" : "https://example.com/track/1042""#))
    }

    @Test("What came in goes back out: extras in place, unknown cases and literals as they arrived")
    func roundTrip() throws {
        let customer = try SieveDecoder().decode(Customer.self, from: Self.input)   // rest: Extras, tier: Open<Tier>
        let output = try SieveEncoder().encode(customer)                      // nothing the input had is lost

        #expect(
            String(decoding: output, as: UTF8.self)
                == #"{"id":2,"email":"bo@example.com","tier":"enterprise","seat_count":12,"billing_region":"eu","limits":{"max":1.50,"big":1e400}}"#)
        let again = try SieveDecoder().decode(Customer.self, from: output)
        #expect(again == customer)
        #expect(again.tier == .unknown("enterprise"))
        #expect(again.rest.keys == ["billing_region", "limits"])
    }

    @Test("Schemas write themselves: compact, pretty, and in arrays and dictionaries")
    func schemaWriter() throws {
        let customer = try SieveDecoder().decode(Customer.self, from: Self.input)
        let bytes: [UInt8] = try customer.jsonBytes()   // compact; also jsonData() and jsonString(),
        let pretty = try customer.jsonString(formatting: .prettyPrinted)   // and [Customer] / [String: Customer]

        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"id":2,"email":"bo@example.com","tier":"enterprise","seat_count":12,"billing_region":"eu","limits":{"max":1.50,"big":1e400}}"#)
        #expect(try customer.jsonData() == Data(bytes))
        #expect(pretty.hasPrefix("{\n  \"id\" : 2,\n  \"email\" : \"bo@example.com\",\n"))
        #expect(try RawValue(parsing: pretty) == RawValue(parsing: bytes))
        #expect(try [customer, customer].jsonString() == "[\(String(decoding: bytes, as: UTF8.self)),\(String(decoding: bytes, as: UTF8.self))]")
        #expect(try ["c": customer].jsonBytes() == Array(#"{"c":"#.utf8) + bytes + [UInt8(ascii: "}")])
    }
}

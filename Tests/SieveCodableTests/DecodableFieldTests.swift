// Any `Decodable` type as a field of a schema: every form of `decode` takes one, and what the
// drop-in engine tolerated or refused joins the schema's diagnosis at its place.

import Foundation
import Sieve
import Testing

/// A plain `Codable` type, only `Codable`.
private struct Money: Codable, Equatable {
    var amount: Int
    var currency: String
}

private let euro = Money(amount: 0, currency: "EUR")

/// A schema reading `Money` in each form.
private struct Invoice: Schema, Equatable {
    var total: Money
    var discount: Money?
    var lines: [Money]
    var tax: Money
    var shipping: Money
    var deposit: Money
    var refunds: [Money]

    init(from json: inout ObjectReader) throws {
        total = try json.decode("total")
        discount = try json.decode("discount")
        lines = try json.decode("lines")
        tax = try json.decode("tax", or: "vat", "gst")
        shipping = try json.decode("shipping", or: "delivery", "postage", default: euro)
        deposit = try json.decode("deposit", or: "prepaid", "advance", fallback: euro)
        refunds = try json.decode("refunds", elements: .drop)
    }
}

@Suite("Decodable fields on the schema path")
struct DecodableFieldTests {
    @Test("every form of decode takes a Decodable type: optional, array, aliases, default, fallback, elements")
    func everyForm() throws {
        let json = #"""
            {"total": {"amount": 10, "currency": "EUR"}, "discount": null,
             "lines": [{"amount": 4, "currency": "EUR"}, {"amount": 6, "currency": "EUR"}],
             "gst": {"amount": 2, "currency": "EUR"}, "postage": {"amount": 1, "currency": "EUR"},
             "advance": "none",
             "refunds": [{"amount": 1, "currency": "EUR"}, {"amount": "x", "currency": "EUR"}]}
            """#
        let diagnosis = Invoice.diagnose(json: json)
        let invoice = try #require(diagnosis.value)
        #expect(invoice.total == Money(amount: 10, currency: "EUR"))
        #expect(invoice.discount == nil)
        #expect(invoice.lines.map(\.amount) == [4, 6])
        #expect(invoice.tax.amount == 2)
        #expect(invoice.shipping.amount == 1)
        #expect(invoice.deposit == euro)
        #expect(invoice.refunds.map(\.amount) == [1])
        #expect(diagnosis.warnings.map(\.description) == [
            #"3:9: warning: tax was read from its alias "gst""#,
            #"3:54: warning: shipping was read from its alias "postage""#,
            #"4:13: warning: deposit was read from its alias "advance""#,
            #"4:13: warning: deposit fell back to Money(amount: 0, currency: "EUR"): expected an object, found a string"#,
            #"5:48: warning: refunds[1] was dropped: expected an integer, found a string"#,
        ])
    }

    @Test("a variadic alias list is tried in order; absent everywhere, the default is silent")
    func variadicAliases() throws {
        let json = #"""
            {"total": {"amount": 1, "currency": "EUR"}, "lines": [],
             "vat": {"amount": 3, "currency": "EUR"}, "deposit": {"amount": 5, "currency": "EUR"},
             "refunds": []}
            """#
        let diagnosis = Invoice.diagnose(json: json)
        let invoice = try #require(diagnosis.value)
        #expect(invoice.tax.amount == 3)
        #expect(invoice.shipping == euro)
        #expect(invoice.deposit.amount == 5)
        #expect(diagnosis.warnings.map(\.code) == [.aliasMatched])
        // Two aliases present: the first listed wins, the later one is a conflict.
        let both = Invoice.diagnose(json: #"""
            {"total": {"amount": 1, "currency": "EUR"}, "lines": [], "refunds": [],
             "deposit": {"amount": 2, "currency": "EUR"},
             "gst": {"amount": 7, "currency": "EUR"}, "vat": {"amount": 8, "currency": "EUR"}}
            """#)
        #expect(both.value?.tax.amount == 8)
        // In document order: the later alias in the list comes first in the document.
        #expect(both.warnings.map(\.code) == [.aliasConflict, .aliasMatched])
        #expect(both.warnings.map { $0.parameters["alias"] } == ["gst", "vat"])
        // Required and absent under every spelling: one issue at the key.
        let missing = Invoice.diagnose(json: #"{"total": {"amount": 1, "currency": "EUR"}, "lines": [], "refunds": []}"#)
        #expect(missing.issues.map(\.description) == ["1:1: error: tax is missing"])
    }

    /// A `Decodable` type that refuses a value with its own error.
    private struct Even: Decodable, Equatable {
        var value: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            value = try container.decode(Int.self)
            guard value.isMultiple(of: 2) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(value) is odd")
            }
        }
    }

    private struct Pair: Schema {
        var left: Even
        init(from json: inout ObjectReader) throws { left = try json.decode("left") }
    }

    @Test("a type's own error is the same issue on the schema path as through SieveDecoder")
    func ownErrorIssue() throws {
        let issue = try #require(Pair.diagnose(json: #"{"left": 3}"#).issues.first)
        #expect(issue.description == "1:10: error: left: 3 is odd")
        #expect(issue.code == .invalidValue)
        #expect(issue.parameters == ["error": "3 is odd"])
    }
}

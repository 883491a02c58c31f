// `schema`: a schema with aliases, fallbacks, extras, an open enum, lenient collections, a
// nested type, a key path, a union and a caught error, diagnosed and parsed: invalid JSON is
// always an issue, a value comes exactly when there is no issue, `parse` agrees with
// `diagnose`, and `Limits.maxWarnings` changes what is kept, never what is counted.

import Sieve

enum FuzzKind: String, CaseIterable, SchemaValue, Sendable { case small, large }

struct FuzzLine: Schema, Sendable, Equatable {
    var sku: String
    var quantity: Int
    init(from json: inout ObjectReader) throws {
        sku = try json.decode("sku", or: "id")
        quantity = try json.decode("quantity", fallback: 1)
    }
}

enum FuzzTag: SchemaValue, Sendable, Equatable {
    case number(Int), text(String)
    static func decode(from reader: inout ValueReader) throws -> FuzzTag {
        try reader.untagged({ .number(try Int.decode(from: &$0)) }, { .text(try String.decode(from: &$0)) })
    }
}

struct FuzzOrder: Schema, Sendable, Equatable {
    static let unknownKeyPolicy = UnknownKeyPolicy.warn
    var id: Int
    var kind: Open<FuzzKind>
    var note: String?
    var price: Double
    var lines: [FuzzLine]
    var optionalLines: [FuzzLine?]
    var tags: [FuzzTag]?
    var author: String?
    var caught: Int?
    var rest: [String: RawValue]
    init(from json: inout ObjectReader) throws {
        id = try json.decode("id", or: "order_id")
        kind = try json.decode("kind", fallback: .known(.small))
        note = try json.decode("note")
        price = try json.decode("price", fallback: 0)
        lines = try json.decode("lines", elements: .drop)
        optionalLines = try json.decode("optional_lines", elements: .nilOnFailure)
        tags = try json.decode("tags")
        author = try json.decode(path: "meta.author")
        caught = try? json.decode("caught") as Int
        rest = try json.extras()
    }
}

enum SchemaTarget {
    static func run(_ input: [UInt8]) {
        let diagnosis = [FuzzOrder].diagnose(json: input)
        guard diagnosis.isValid == diagnosis.issues.isEmpty else {
            oracleFailed("a value with issues, or none without", input)
        }
        // Invalid JSON is an issue, unless `Limits.maxIssues` stopped the decode before it.
        if !diagnosis.isTruncated, (try? RawValue(parsing: input)) == nil {
            guard diagnosis.issues.contains(where: { $0.code == .invalidJSON }) else {
                oracleFailed("invalid JSON without an invalid_json issue: \(diagnosis.issues.prefix(2))", input)
            }
        }
        for diagnostic in diagnosis.issues.map(\.location) + diagnosis.warnings.map(\.location) {
            guard diagnostic.offset <= input.count, diagnostic.line >= 1 else {
                oracleFailed("a diagnostic outside the input: \(diagnostic)", input)
            }
        }
        let parsed = Result { try [FuzzOrder].parse(json: input) }
        switch (parsed, diagnosis.value) {
        case (.success(let a), let b?):
            guard a == b else { oracleFailed("parse and diagnose decode different values", input) }
        case (.failure, nil):
            break
        default:
            oracleFailed("parse and diagnose disagree on success", input)
        }
        var limits = Limits()
        limits.maxWarnings = 0
        let counted = [FuzzOrder].diagnose(json: input, limits: limits)
        guard counted.warnings.isEmpty, counted.warningCounts == diagnosis.warningCounts,
            counted.value == diagnosis.value, counted.issues.count == diagnosis.issues.count
        else {
            oracleFailed("maxWarnings 0 changed more than the kept warnings", input)
        }
    }
}

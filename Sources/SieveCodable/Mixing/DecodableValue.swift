// Any `Decodable` type on the schema path: the drop-in engine decodes it in place, over the
// same document, and what it tolerated or refused joins the schema's diagnosis, anchored at
// the values it concerns (their paths come from the document, as every schema diagnostic's do).

import SieveScanner
import SieveSchema

/// A `Decodable` value read on the schema path by the drop-in engine.
struct DecodableValue<Value: Decodable>: SchemaValue {
    var value: Value

    static func decode(from reader: inout ValueReader) throws -> DecodableValue<Value> {
        let (document, offset, allowsTrailingCommas, depthLeft) = try reader.skipForEmbedding()
        var options = DecodingOptions()
        options.syntax = allowsTrailingCommas ? .trailingCommas : .strict
        options.limits.maxDepth = depthLeft
        let impl = DecoderImpl(bytes: document, options: options, collectsWarnings: true)
        defer { impl.end() }
        let locate = { (offset: Int) in SourceLocation(offset: offset, in: document) }
        let result: Result<Value, any Error>
        do {
            result = .success(try impl.decodeEmbedded(Value.self, at: offset))
        } catch {
            result = .failure(error)
        }
        for pending in impl.warnings {
            let (anchor, field) = impl.anchor(of: pending)
            reader.recordWarning(
                impl.resolvedDetail(of: pending, locate: locate), anchor: anchor, field: field,
                valueOffset: pending.offset)
        }
        switch result {
        case .success(let value):
            return DecodableValue(value: value)
        case .failure(let error):
            let (detail, anchor, field) = impl.issue(for: error, at: offset)
            try reader.recordIssue(detail, anchor: anchor, field: field, valueOffset: anchor)
            return try reader.placeholder(DecodableValue<Value>.self)
        }
    }

    /// For `Optional` values: `nil`, silently, as for the schema path's own optionals.
    static var valueWhenAbsent: DecodableValue<Value>? {
        guard let optional = Value.self as? any _OptionalValue.Type else { return nil }
        return DecodableValue(value: optional.noneValue as! Value)
    }
}

extension DecodableValue: QuotedAsWrapped {
    var wrappedForQuoting: Any { value }
}

/// `Optional`, recognized at run time to make its `nil`.
protocol _OptionalValue {
    static var noneValue: Any { get }
}

extension Optional: _OptionalValue {
    static var noneValue: Any { Wrapped?.none as Any }
}

extension DecoderImpl {
    /// Decodes `T` from the value at `offset` of a document the schema layer has already
    /// validated, as the root of the coding path.
    func decodeEmbedded<T: Decodable>(_ type: T.Type, at offset: Int) throws -> T {
        scanner.isKnownValid = true
        rootOffset = offset
        return try decodeValue(type, at: scanner.start + offset, depth: 0, path: .root)
    }

    /// Where a recorded warning points for the schema layer: the value at its offset, or,
    /// for a member that is missing, the member `field` of the object at its offset.
    func anchor(of pending: PendingWarning) -> (anchor: Int, field: String?) {
        switch pending.detail {
        case .missingKey, .fallbackApplied(_, .missing):
            if case .key(let key)? = pending.path.components.last { return (pending.offset, key) }
        default:
            break
        }
        return (pending.offset, nil)
    }

    /// The issue for the error a decode of the value at `offset` ended with, and where it
    /// points for the schema layer.
    func issue(
        for error: any Error, at offset: Int
    ) -> (detail: DiagnosticDetail, anchor: Int, field: String?) {
        guard let decodingError = error as? DecodingError else {
            return (issueDetail(of: error, at: offset), offset, nil)
        }
        let place = self.place(of: decodingError)
        if case .keyNotFound(let key, _) = decodingError {
            return (.missingKey, place, key.stringValue)
        }
        return (issueDetail(of: decodingError, at: place), place, nil)
    }
}

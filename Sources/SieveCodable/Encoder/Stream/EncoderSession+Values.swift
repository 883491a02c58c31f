// Values in a streaming encode: the top level, any `Encodable` at a place, floating-point
// values under the non-conforming-float strategy, and the types `JSONEncoder` writes its own
// way (`SpecialEncodable`).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveWriter

extension EncoderSession {
    /// Encodes the top-level value.
    func encodeTopLevel<T: Encodable>(_ value: T) throws {
        if let special = value as? any SpecialEncodable {
            try special.writeSpecial(in: self, parent: nil, key: nil)
            return
        }
        try encodeTopLevelGeneric(value) { try value.encode(to: $0) }
    }

    /// Encodes a top-level value that needs a configuration.
    @available(SwiftStdlib 5.5, *)
    func encodeTopLevel<T: EncodableWithConfiguration>(
        _ value: T, configuration: T.EncodingConfiguration
    ) throws {
        try encodeTopLevelGeneric(value) { try value.encode(to: $0, configuration: configuration) }
    }

    private func encodeTopLevelGeneric<T>(_ value: T, _ encode: (StreamEncoder) throws -> Void) throws {
        let encoder = makeEncoder(parent: nil, key: nil)
        try encode(encoder)
        if case .empty = encoder.state {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        encoder.finish(openedAbove: 0)
    }

    /// Encodes `value` at the writer's position (its key or separator already written), at
    /// the path `parent`'s path and `key`. A value that throws leaves nothing.
    func encodeValue<T: Encodable>(
        _ value: T, parent: StreamEncoder?, key: (any CodingKey)?
    ) throws {
        let mark = self.mark
        do {
            if let special = special(value) {
                try special.writeSpecial(in: self, parent: parent, key: key)
            } else {
                try encodeGeneric(parent: parent, key: key) { try value.encode(to: $0) }
            }
        } catch {
            if !restartRequested { rollBack(to: mark) }
            throw error
        }
    }

    /// Runs `encode` with an encoder for one value at the writer's position; a value that
    /// writes nothing is `{}`.
    func encodeGeneric(
        parent: StreamEncoder?, key: (any CodingKey)?,
        _ encode: (StreamEncoder) throws -> Void
    ) throws {
        var encoder = makeEncoder(parent: parent, key: key)
        let depth = serials.count
        do {
            try encode(encoder)
        } catch {
            encoder.state = .finished
            throw error
        }
        encoder.finish(openedAbove: depth)
        recycle(&encoder)
    }

    /// Writes a finite value as `JSONEncoder` does; an infinity or NaN as the strategy says.
    @inline(__always)
    func writeFloatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, path: @autoclosure () -> [any CodingKey],
        strategy: JSONEncoder.NonConformingFloatEncodingStrategy? = nil
    ) throws {
        if _fastPath(value.isFinite) {
            if let double = value as? Double {
                writer.writeDouble(double)
            } else if let float = value as? Float {
                writer.writeFloat(float)
            } else {
                writer.writeASCII(String(describing: value))
            }
            return
        }
        let strategy = strategy ?? options.nonConformingFloatEncodingStrategy
        writer.writeString(try strategy.replacement(for: value, path: path))
    }
}

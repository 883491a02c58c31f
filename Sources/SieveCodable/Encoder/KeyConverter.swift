// Keys as the key strategy writes them, for both forms of an encode: as declared, in snake
// case (each key converted once per encode), or by the user's closure.

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SieveSchema

/// Converts keys under one encode's key strategy.
final class KeyConverter {
    let strategy: JSONEncoder.KeyEncodingStrategy
    /// True when keys are written as the model names them.
    let usesDefaultKeys: Bool
    /// Keys already converted to snake case.
    @exclusivity(unchecked) private var snakeCaseKeys: [String: String] = [:]

    init(_ strategy: JSONEncoder.KeyEncodingStrategy) {
        self.strategy = strategy
        if case .useDefaultKeys = strategy { usesDefaultKeys = true } else { usesDefaultKeys = false }
    }

    /// The key as written; `path` is the path of the key's container.
    @inline(__always)
    func convert(_ key: some CodingKey, path: () -> [any CodingKey]) -> String {
        if _fastPath(usesDefaultKeys) { return key.stringValue }
        return convertSlow(key, path: path)
    }

    @inline(never)
    private func convertSlow(_ key: some CodingKey, path: () -> [any CodingKey]) -> String {
        switch strategy {
        case .convertToSnakeCase:
            let name = key.stringValue
            if let converted = snakeCaseKeys[name] { return converted }
            let converted = SnakeCaseKey.convert(name)
            snakeCaseKeys[name] = converted
            return converted
        case .custom(let converter):
            return converter(path() + [key]).stringValue
        default:
            return key.stringValue
        }
    }
}

extension JSONEncoder.NonConformingFloatEncodingStrategy {
    /// The string an infinity or NaN is written as, or `JSONEncoder`'s error at `path`.
    func replacement<F: BinaryFloatingPoint & LosslessStringConvertible>(
        for value: F, path: () -> [any CodingKey]
    ) throws -> String {
        if case .convertToString(let positiveInfinity, let negativeInfinity, let nan) = self {
            return value.isNaN ? nan : value < 0 ? negativeInfinity : positiveInfinity
        }
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path(), debugDescription: "Unable to encode \(F.self).\(nonFiniteText(value)) directly in JSON."))
    }
}

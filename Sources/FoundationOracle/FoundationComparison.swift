// Comparing a RawValue with what Foundation's JSONSerialization makes of the same text: the
// oracle the conformance tests and the `raw-value` fuzz target share.
//
// JSONSerialization returns `Any`: NSNull, NSNumber (booleans included), NSDecimalNumber for
// numbers it cannot hold exactly otherwise, String, [Any] and [String: Any]. On Linux
// (swift-corelibs-foundation) `x is Bool` is true for the numbers 0 and 1 as well as for
// booleans, so booleans are told apart by their class instead: JSONSerialization returns the
// same `__NSCFBoolean` class as `NSNumber(value: true)`, and other numbers never have it.

import Foundation
import Sieve

/// True when `number` is a boolean, not the number 0 or 1.
package func isFoundationBoolean(_ number: NSNumber) -> Bool {
    ObjectIdentifier(type(of: number)) == ObjectIdentifier(type(of: NSNumber(value: true)))
}

/// Parses `bytes` with `JSONSerialization.jsonObject(with:options: [.fragmentsAllowed])`.
package func foundationObject(for bytes: [UInt8]) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
}

/// Every way `raw` and `foundation` differ, each as "path: what differs"; empty when they are
/// the same value.
///
/// Numbers compare numerically: exactly as integers when Foundation holds an integer, exactly as
/// decimals when it holds an NSDecimalNumber, bit for bit as doubles otherwise. Strings compare
/// byte for byte. Objects compare against a last-wins view of the RawObject, since
/// JSONSerialization keeps the last of duplicate keys and RawObject keeps them all.
package func differences(between raw: RawValue, and foundation: Any, at path: String = "$") -> [String] {
    switch raw {
    case .null:
        return foundation is NSNull ? [] : ["\(path): null vs \(foundation)"]
    case .bool(let flag):
        guard let number = foundation as? NSNumber, isFoundationBoolean(number) else {
            return ["\(path): \(flag) vs non-boolean \(foundation)"]
        }
        return number.boolValue == flag ? [] : ["\(path): \(flag) vs \(number.boolValue)"]
    case .number(let number):
        guard let other = foundation as? NSNumber, !isFoundationBoolean(other) else {
            return ["\(path): number \(number) vs \(type(of: foundation)) \(foundation)"]
        }
        return numberDifference(number, other).map { ["\(path): \($0)"] } ?? []
    case .string(let string):
        guard let other = foundation as? String else {
            return ["\(path): string vs \(type(of: foundation)) \(foundation)"]
        }
        return Array(string.utf8) == Array(other.utf8)
            ? [] : ["\(path): \(string.debugDescription) vs \(other.debugDescription)"]
    case .array(let elements):
        guard let others = foundation as? [Any] else {
            return ["\(path): array vs \(type(of: foundation))"]
        }
        guard elements.count == others.count else {
            return ["\(path): \(elements.count) elements vs \(others.count)"]
        }
        return zip(elements, others).enumerated().flatMap { index, pair in
            differences(between: pair.0, and: pair.1, at: "\(path)[\(index)]")
        }
    case .object(let object):
        guard let others = foundation as? [String: Any] else {
            return ["\(path): object vs \(type(of: foundation))"]
        }
        var lastWins: [String: RawValue] = [:]
        for member in object.members { lastWins[member.key] = member.value }
        guard Set(lastWins.keys) == Set(others.keys) else {
            return ["\(path): keys \(lastWins.keys.sorted()) vs \(others.keys.sorted())"]
        }
        return lastWins.keys.sorted().flatMap { key in
            differences(between: lastWins[key]!, and: others[key]!, at: "\(path).\(key)")
        }
    }
}

/// How `raw` and Foundation's number differ, or `nil` when they are the same number.
package func numberDifference(_ raw: RawNumber, _ other: NSNumber) -> String? {
    if let decimal = other as? NSDecimalNumber {
        guard let expected = Decimal(string: raw.text), expected == decimal.decimalValue else {
            return "\(raw) vs decimal \(decimal)"
        }
        return nil
    }
    switch String(cString: other.objCType) {
    case "c", "s", "i", "l", "q":
        return raw.int64 == other.int64Value ? nil : "\(raw) vs integer \(other.int64Value)"
    case "C", "S", "I", "L", "Q":
        return raw.uint64 == other.uint64Value ? nil : "\(raw) vs integer \(other.uint64Value)"
    default:
        guard let double = raw.double, double.bitPattern == other.doubleValue.bitPattern else {
            return "\(raw) (\(raw.double.map(String.init(describing:)) ?? "nil")) "
                + "vs double \(other.doubleValue)"
        }
        return nil
    }
}

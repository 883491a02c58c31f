// Comparing Sieve's value model (`RawValue`) with what `JSONSerialization` returns for the same
// document (`NSNull`, `NSNumber`/`Bool`, `String`, `[Any]`, `[String: Any]`).
//
// Numbers: a `RawValue` integer must equal the Foundation number's `Int64` value; any other
// literal must convert to the same `Double`, bit for bit. Strings compare as UTF-8 bytes.
// Objects compare member by member by key (the corpus has no duplicate keys).
//
// Two exceptions, both found by this check, where swift-corelibs-foundation's
// `JSONSerialization` is wrong and Sieve right; they are counted and reported, not treated as
// mismatches:
// - it does not always round decimal literals correctly (`0.7439256057586887` comes back one
//   ulp high). When the sides differ on a double, the standard library's correctly rounded
//   `Double(String)` of the literal decides;
// - it drops a raw U+FEFF (ZERO WIDTH NO-BREAK SPACE) that starts a string or follows an
//   escape, as if it were a byte order mark; `JSONDecoder` keeps it, as it must.
// Any other difference is a mismatch.

import Foundation
import Sieve

/// Compares a `JSONSerialization` result with a `RawValue`.
struct FoundationObjectComparison {
    /// Values on which Foundation was wrong and Sieve right (see the file's banner).
    var foundationDefects = 0
    /// The first of them, described.
    var firstDefect: String?

    private mutating func recordDefect(_ description: @autoclosure () -> String) {
        foundationDefects += 1
        if firstDefect == nil { firstDefect = description() }
    }

    /// Throws the first difference between `foundation` and `raw`.
    ///
    /// - Throws: `Mismatch` with the path of the first differing value.
    mutating func assertIdentical(_ foundation: Any, _ raw: RawValue, path: String = "$") throws {
        func fail() -> Mismatch {
            Mismatch(
                path: path, foundation: Mismatch.render(foundation),
                sieve: Mismatch.render(raw))
        }
        switch raw {
        case .null:
            guard foundation is NSNull else { throw fail() }
        case .bool(let value):
            guard let number = foundation as? NSNumber, isBoolean(number),
                number.boolValue == value
            else { throw fail() }
        case .number(let number):
            guard let other = foundation as? NSNumber, !isBoolean(other) else { throw fail() }
            let isIntegerLiteral = !number.text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            if isIntegerLiteral, let integer = number.int64 {
                // Foundation stores some large negative integers with the C type `d`, but their
                // `int64Value` is exact: compare values, not storage.
                guard other.int64Value == integer else { throw fail() }
            } else {
                let double = number.double
                if let double, double.bitPattern == other.doubleValue.bitPattern { return }
                if let double, let reference = Double(number.text),
                    reference.bitPattern == double.bitPattern
                {
                    recordDefect(
                        "\(path) = \(number.text): Foundation \(other.doubleValue), correctly"
                            + " rounded \(reference)")
                } else {
                    throw Mismatch(
                        path: path,
                        foundation: "\(other.doubleValue) (bits 0x"
                            + String(other.doubleValue.bitPattern, radix: 16) + ")",
                        sieve: "\(number.text) → \(number.double.map { "\($0)" } ?? "nil")")
                }
            }
        case .string(let value):
            guard let other = foundation as? String else { throw fail() }
            if other.utf8.elementsEqual(value.utf8) { return }
            guard isMissingOnlyFEFF(other, from: value) else { throw fail() }
            recordDefect("\(path): Foundation dropped a U+FEFF of the string")
        case .array(let elements):
            guard let other = foundation as? [Any], other.count == elements.count else {
                throw fail()
            }
            for index in elements.indices {
                try assertIdentical(other[index], elements[index], path: "\(path)[\(index)]")
            }
        case .object(let object):
            guard let other = foundation as? [String: Any], other.count == object.count else {
                throw fail()
            }
            for member in object.members {
                guard let value = other[member.key] else {
                    throw Mismatch(
                        path: "\(path).\(member.key)", foundation: "no such key",
                        sieve: Mismatch.render(member.value))
                }
                try assertIdentical(value, member.value, path: "\(path).\(member.key)")
            }
        }
    }

    /// True when `foundation` is `sieve` with one or more U+FEFF scalars removed and nothing
    /// else changed.
    private func isMissingOnlyFEFF(_ foundation: String, from sieve: String) -> Bool {
        var kept = foundation.unicodeScalars.makeIterator()
        var next = kept.next()
        var dropped = 0
        for scalar in sieve.unicodeScalars {
            if scalar == next {
                next = kept.next()
            } else if scalar == "\u{FEFF}" {
                dropped += 1
            } else {
                return false
            }
        }
        return next == nil && dropped > 0
    }

    /// True when `number` holds a boolean: `JSONSerialization` gives booleans the C type `c`
    /// (`char`) and never uses it for numbers.
    private func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }
}

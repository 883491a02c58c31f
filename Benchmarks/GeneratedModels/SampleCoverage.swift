// "Nothing is lost": every leaf of a sample is in what the decoded value writes back. Not a
// generated file: the check GeneratedModelsTests and sieve-bench's `generated` passes run on
// the generated models.
//
// What may legitimately differ, and is compared by meaning instead of by text:
// - key order (objects are compared by key), and number spelling (`1.0` and `1`, `1e2` and
//   `100`: integers are compared exactly, other numbers as the `Double` they denote, which is
//   what a member typed `Double` keeps: its comment says when digits may round);
// - a `null` member and a missing one: an optional that is `nil` is written as either;
// - a date's text (`…:00Z` and `…:00.000Z` denote one instant: compared as instants, to the
//   microsecond a `Date` read from text keeps), and a UUID's letter case (`UUID` writes
//   capitals);
// - a value a lossless property read from another JSON type comes back as its own type
//   (`"100"` as `100`, `"true"` as `true`, `1` as `true`).

import Foundation
import Sieve
import SieveSchemaFoundation

/// Compares a sample with what a model decoded from it wrote back.
public enum SampleCoverage {
    /// Every difference between `sample` and `written`, by path; empty when nothing is lost.
    public static func differences(_ sample: RawValue, _ written: RawValue?, at path: String = "")
        -> [String]
    {
        func differ(_ why: String) -> [String] { ["\(path.isEmpty ? "(top)" : path): \(why)"] }
        switch sample {
        case .null:
            if written == nil || written == .null { return [] }
            return differ("null written as \(written!)")
        case .object(let object):
            guard case .object(let out)? = written else {
                return differ("an object written as \(written.map(String.init(describing:)) ?? "nothing")")
            }
            var found: [String] = []
            for member in object.members {
                found += differences(
                    member.value, out[member.key], at: path.isEmpty ? member.key : "\(path).\(member.key)")
            }
            for member in out.members where object[member.key] == nil && member.value != .null {
                found += differ("\(member.key) written but not in the sample")
            }
            return found
        case .array(let elements):
            guard case .array(let out)? = written, out.count == elements.count else {
                return differ("an array of \(elements.count) written as \(written.map(String.init(describing:)) ?? "nothing")")
            }
            return zip(elements, out).enumerated().flatMap { index, pair in
                differences(pair.0, pair.1, at: "\(path)[\(index)]")
            }
        case .number(let number):
            switch written {
            case .number(let out)? where sameNumber(number, out): return []
            case .bool(let flag)? where number.double == (flag ? 1 : 0): return []
            default: return differ("\(number) written as \(written.map(String.init(describing:)) ?? "nothing")")
            }
        case .bool(let flag):
            if written == .bool(flag) { return [] }
            return differ("\(flag) written as \(written.map(String.init(describing:)) ?? "nothing")")
        case .string(let text):
            switch written {
            case .string(let out)?:
                if out == text || out.lowercased() == text.lowercased() && UUID(uuidString: text) != nil
                    || sameInstant(text, out)
                {
                    return []
                }
            case .number(let out)?:
                if let value = RawNumber(text: text)?.double, value == out.double { return [] }
            case .bool(let flag)?:
                if text == String(flag) { return [] }
            default:
                break
            }
            return differ("\"\(text)\" written as \(written.map(String.init(describing:)) ?? "nothing")")
        }
    }

    /// Integers compare exactly (an `Int64` beyond 2^53 that came back through a `Double`
    /// differs); other numbers as the `Double` they denote.
    static func sameNumber(_ first: RawNumber, _ second: RawNumber) -> Bool {
        if let x = first.int64, let y = second.int64 { return x == y }
        return first.double == second.double
    }

    /// True when both texts are ISO 8601 date-times of one instant.
    static func sameInstant(_ first: String, _ second: String) -> Bool {
        func instant(_ text: String) -> Instant? {
            var copy = text
            return copy.withUTF8 { try? ISO8601Parser.parse($0).get() }
        }
        guard let a = instant(first), let b = instant(second) else { return false }
        return a == b
    }

    /// Every difference between the document `data` and `value` written by `JSONEncoder`.
    public static func differences(_ data: some JSONInput, _ value: some Encodable) throws -> [String] {
        differences(try RawValue(parsing: data), try RawValue(parsing: JSONEncoder().encode(value)))
    }
}

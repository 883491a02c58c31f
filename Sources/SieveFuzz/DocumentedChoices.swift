// Where Sieve and Foundation are documented to decide differently (docs/CONFORMANCE.md,
// docs/MIGRATING.md): the fuzz oracles let exactly these through.

import Foundation
import Sieve

enum DocumentedChoices {
    /// JSONSerialization detects UTF-16 and UTF-32 (a NUL among the first four bytes, or a
    /// UTF-16 byte-order mark) and transcodes; RawValue reads UTF-8 only.
    static func foundationReadsAnotherEncoding(_ input: [UInt8]) -> Bool {
        if input.prefix(4).contains(0) { return true }
        if input.count >= 2, (input[0] == 0xFE && input[1] == 0xFF) || (input[0] == 0xFF && input[1] == 0xFE) {
            return true
        }
        return false
    }

    /// JSONSerialization drops some U+FEFF written raw inside a string or key (`EF BB BF`
    /// anywhere but at offset 0, where it is a byte-order mark and both skip it); RawValue
    /// keeps the string as written. The value without any U+FEFF, for comparing.
    static func droppingRawByteOrderMarks(_ value: RawValue) -> RawValue {
        switch value {
        case .string(let string): return .string(clean(string))
        case .array(let elements): return .array(elements.map(droppingRawByteOrderMarks))
        case .object(let object):
            return .object(
                RawObject(object.members.map { .init(key: clean($0.key), value: droppingRawByteOrderMarks($0.value)) }))
        default: return value
        }
    }

    /// `droppingRawByteOrderMarks` of what JSONSerialization returns.
    static func droppingRawByteOrderMarks(_ object: Any) -> Any {
        switch object {
        case let string as String: return clean(string)
        case let array as [Any]: return array.map(droppingRawByteOrderMarks)
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, value) in dictionary { result[clean(key)] = droppingRawByteOrderMarks(value) }
            return result
        default: return object
        }
    }

    private static func clean(_ string: String) -> String {
        String(String.UnicodeScalarView(string.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    /// JSONSerialization keeps one value of a duplicated key, but not always the same one: the
    /// last in small objects, sometimes the first in larger ones (found by this fuzzer: in an
    /// object of 101 members, `k5` repeated last gave the last value and `k80` the first).
    /// RawValue keeps them all, and the decoders take the first. Values with a duplicated key
    /// are compared for acceptance only.
    static func hasDuplicateKeys(_ value: RawValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .array(let elements): pending += elements
            case .object(let object):
                if Set(object.keys).count != object.count { return true }
                pending += object.members.map(\.value)
            default: break
            }
        }
        return false
    }

    /// JSONSerialization refuses a number beyond `Double`'s range, which RawValue keeps as
    /// text.
    static func foundationRefusesWhatSieveReads(_ value: RawValue) -> Bool {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .number(let number):
                if number.double == nil || number.double?.isFinite == false { return true }
            case .array(let elements): pending += elements
            case .object(let object): pending += object.members.map(\.value)
            default: break
            }
        }
        return false
    }

    /// JSONSerialization accepts trailing commas, which RFC 8259 (and RawValue's default
    /// syntax) refuses.
    static func sieveRefusesWhatFoundationReads(_ input: [UInt8]) -> Bool {
        (try? RawValue(parsing: input, syntax: .trailingCommas)) != nil
    }

    /// Inputs `JSONDecoder` is documented to crash on (SIGILL): nesting near its limit of
    /// 512, and numbers of thousands of digits.
    static func crashesFoundation(_ document: Data) -> Bool {
        var brackets = 0
        var digits = 0
        for byte in document {
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { brackets += 1 }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                if digits > 1_000 { return true }
            } else {
                digits = 0
            }
        }
        return brackets >= 500
    }

    /// `JSONDecoder` does not look at the values it skips (members the model does not read):
    /// an unescaped control character, invalid UTF-8, an invalid escape or a lone surrogate
    /// in a string there, or a number with a leading zero, passes. Sieve validates every byte,
    /// so such a document, which is not JSON in the drop-in's own syntax, fails. Found by the
    /// `drop-in` target.
    static func foundationAcceptsInvalidUnreadValues(_ document: Data) -> Bool {
        (try? RawValue(parsing: document, syntax: .trailingCommas)) == nil
    }

    /// Inputs where the two decoders are documented to differ: numbers of 16 or more digits
    /// (Foundation's `Decimal` path overflows on some, truncates others), keys that are
    /// canonically equivalent but not equal (any non-ASCII byte), and UTF-32LE with a
    /// byte-order mark.
    static func decodersMayDiffer(_ document: Data) -> Bool {
        var digits = 0
        for byte in document {
            if byte >= 0x80 { return true }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
                if digits >= 16 { return true }
            } else if byte != UInt8(ascii: ".") {
                digits = 0
            }
        }
        return document.starts(with: [0xFF, 0xFE, 0x00, 0x00])
    }
}

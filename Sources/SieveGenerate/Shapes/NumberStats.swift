// What the numbers seen at one place need: the narrowest Swift type that holds all of them.

import SieveRawValue

/// Counts of the numbers seen at one place, by what they need.
struct NumberStats {
    /// Numbers seen.
    var count = 0
    /// Integers (no fraction, no exponent) that fit `Int64`.
    var integers = 0
    /// The smallest and largest of those integers.
    var minimum = Int64.max
    var maximum = Int64.min
    /// Integers beyond `Int64`.
    var hugeIntegers = 0
    /// Numbers with a fraction or an exponent.
    var fractions = 0
    /// Numbers whose digits a `Double` does not keep.
    var inexact = 0
    /// Numbers that are exactly `0` or `1` (a `Bool` sent as a number).
    var zeroOrOne = 0

    mutating func add(_ number: RawNumber) {
        count += 1
        let isInteger = number.isPlainInteger
        if isInteger, let value = number.int64 {
            integers += 1
            minimum = min(minimum, value)
            maximum = max(maximum, value)
            if value == 0 || value == 1 { zeroOrOne += 1 }
            return
        }
        if isInteger {
            hugeIntegers += 1
            inexact += 1
            return
        }
        fractions += 1
        if !Self.doubleKeepsDigits(of: number.text) { inexact += 1 }
    }

    mutating func merge(_ other: NumberStats) {
        count += other.count
        integers += other.integers
        minimum = min(minimum, other.minimum)
        maximum = max(maximum, other.maximum)
        hugeIntegers += other.hugeIntegers
        fractions += other.fractions
        inexact += other.inexact
        zeroOrOne += other.zeroOrOne
    }

    /// True when every number is an integer that fits `Int32`'s range.
    var fitsInt32: Bool {
        integers == 0 || (minimum >= Int64(Int32.min) && maximum <= Int64(Int32.max))
    }

    /// True when the literal's significant digits survive a round trip through `Double`.
    static func doubleKeepsDigits(of text: String) -> Bool {
        guard let value = Double(text), value.isFinite else { return false }
        return significand(of: text) == significand(of: value.description)
    }

    /// The significant digits of a decimal literal and the exponent of its first digit:
    /// `0.0250` and `2.5e-2` give the same.
    static func significand(of text: String) -> (digits: String, exponent: Int) {
        var digits = ""
        var pointPosition: Int?
        var exponent = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                pointPosition = digits.count
            } else if character == "e" || character == "E" {
                exponent = Int(text[text.index(after: index)...]) ?? 0
                break
            } else if character.isNumber {
                digits.append(character)
            }
            index = text.index(after: index)
        }
        let integerDigits = pointPosition ?? digits.count
        let leadingZeros = digits.prefix { $0 == "0" }.count
        let trimmed = digits.drop { $0 == "0" }
        let significant = String(trimmed.reversed().drop { $0 == "0" }.reversed())
        if significant.isEmpty { return ("0", 0) }
        return (significant, integerDigits - leadingZeros + exponent)
    }
}

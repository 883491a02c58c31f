// `.convertFromSnakeCase`, reproducing Foundation's conversion exactly, acronyms included:
// JSON `avatar_url` becomes `avatarUrl`, so a property named `avatarURL` never matches it.
//
// Foundation's algorithm, as observed and as documented: leading and trailing underscores are
// kept; the rest is split on `_` (empty pieces dropped); a key with one piece is returned
// unchanged (case kept: `ALLCAPS`, `avatarURL`); otherwise the first piece is lowercased and
// every later piece capitalized (`String.capitalized`, so `camelCase` becomes `Camelcase` and
// `2b` becomes `2B`).

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

enum SnakeCaseConversion {
    /// The camelCase form of a snake_case JSON key, exactly as `JSONDecoder` computes it.
    static func convert(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first && key[last] == "_" { key.formIndex(before: &last) }
        let middle = key[first...last]
        let pieces = middle.split(separator: "_")
        guard pieces.count > 1 else { return key }
        var converted = String(key[key.startIndex..<first])
        converted += pieces[0].lowercased()
        for piece in pieces.dropFirst() { converted += piece.capitalized }
        converted += key[key.index(after: last)...]
        return converted
    }
}

extension SnakeCaseConversion {
    /// Appends the camelCase form of `key` to `output` when the key is made only of ASCII
    /// letters, digits and underscores, where the conversion needs no `String`; returns false
    /// (appending nothing) for any other key.
    ///
    /// For such keys `lowercased()` lowercases each letter, and `capitalized` uppercases a
    /// letter at the start of a piece or right after a digit and lowercases every other letter
    /// (`camelCase` → `Camelcase`, `x1y` → `X1Y`), which is what this does.
    static func convertASCII(_ key: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool
    {
        for byte in key where !(byte.isASCIILetter || byte.isDigit || byte == underscore) {
            return false
        }
        guard let first = key.firstIndex(where: { $0 != underscore }) else {
            output.append(contentsOf: key)
            return true
        }
        var last = key.count - 1
        while last > first && key[last] == underscore { last -= 1 }
        var pieces = 0
        var index = first
        var inPiece = false
        while index <= last {
            if key[index] == underscore {
                inPiece = false
            } else if !inPiece {
                inPiece = true
                pieces += 1
            }
            index += 1
        }
        guard pieces > 1 else {
            output.append(contentsOf: key)
            return true
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: key[0..<first]))
        var piece = 0
        var positionInPiece = 0
        var previous: UInt8 = 0
        index = first
        while index <= last {
            let byte = key[index]
            if byte == underscore {
                if positionInPiece > 0 { piece += 1 }
                positionInPiece = 0
            } else {
                let upper =
                    piece > 0 && byte.isASCIILetter && (positionInPiece == 0 || previous.isDigit)
                output.append(upper ? byte.asciiUppercased : byte.asciiLowercased)
                previous = byte
                positionInPiece += 1
            }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: key[(last + 1)...]))
        return true
    }

    static let underscore = UInt8(ascii: "_")
}

extension UInt8 {
    fileprivate var isASCIILetter: Bool { (self | 0x20) &- UInt8(ascii: "a") < 26 }
    fileprivate var asciiUppercased: UInt8 {
        self &- UInt8(ascii: "a") < 26 ? self - 0x20 : self
    }
    fileprivate var asciiLowercased: UInt8 {
        self &- UInt8(ascii: "A") < 26 ? self + 0x20 : self
    }
}

/// The conversions already made in one decode: each distinct JSON key is converted once.
final class SnakeCaseCache {
    private var converted: [String: String] = [:]

    func convert(_ key: String) -> String {
        if let known = converted[key] { return known }
        let result = SnakeCaseConversion.convert(key)
        converted[key] = result
        return result
    }
}

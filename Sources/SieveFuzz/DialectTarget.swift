// `dialects`: JSON5 and trailing commas. Each reads every strict document as strict reading
// does (but JSON5 refuses a NUL escape, `\u0000`, as JSONDecoder's JSON5 does), and the schema
// layer in each dialect agrees with RawValue in it.

import Sieve

enum DialectTarget {
    static func run(_ input: [UInt8]) {
        let strict = try? RawValue(parsing: input)
        for syntax in [JSONSyntax.trailingCommas, .json5] {
            let read = try? RawValue(parsing: input, syntax: syntax)
            if let strict {
                let refusesNul = syntax == .json5 && read == nil && containsNulEscape(input)
                guard refusesNul || read.map({ $0 == strict || syntax == .json5 && strict.description == $0.description }) == true else {
                    oracleFailed("\(syntax) reads a strict document otherwise", input)
                }
            }
            // The schema layer validates the whole document in the dialect, like RawValue.
            let diagnosis = RawValue.diagnose(json: input, syntax: syntax)
            guard (diagnosis.value != nil) == (read != nil) else {
                oracleFailed("RawValue.diagnose and RawValue(parsing:) disagree in \(syntax): \(diagnosis.issues.prefix(2))", input)
            }
            if let value = diagnosis.value, let read, value != read {
                oracleFailed("the schema layer reads another value in \(syntax)", input)
            }
        }
    }

    /// Whether `input` holds `\u0000` (any case of hex digits), which JSON5 refuses.
    static func containsNulEscape(_ input: [UInt8]) -> Bool {
        guard input.count >= 6 else { return false }
        for index in 0...(input.count - 6)
        where input[index] == UInt8(ascii: "\\") && input[index + 1] == UInt8(ascii: "u")
            && input[(index + 2)..<(index + 6)].allSatisfy({ $0 == UInt8(ascii: "0") })
        {
            return true
        }
        return false
    }
}

// `dialects`: JSON5 and trailing commas. Each reads every strict document as strict reading
// does, and the schema layer in each dialect agrees with RawValue in it.

import Sieve

enum DialectTarget {
    static func run(_ input: [UInt8]) {
        let strict = try? RawValue(parsing: input)
        for syntax in [JSONSyntax.trailingCommas, .json5] {
            let read = try? RawValue(parsing: input, syntax: syntax)
            if let strict {
                guard let read, read == strict || syntax == .json5 && strict.description == read.description else {
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
}

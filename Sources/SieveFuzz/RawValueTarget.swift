// `raw-value`: RawValue parsing against JSONSerialization, value for value, and the value's
// own round trip through its serialization, equality and hash.

import FoundationOracle
import Sieve

enum RawValueTarget {
    static func run(_ input: [UInt8]) {
        let sieve: RawValue?
        do {
            sieve = try RawValue(parsing: input)
        } catch {
            guard error.offset <= input.count, error.location != nil else {
                oracleFailed("error without a place in the input: \(error)", input)
            }
            sieve = nil
        }
        if let sieve { roundTrip(sieve, input) }
        guard !DocumentedChoices.foundationReadsAnotherEncoding(input) else { return }
        let foundation = try? foundationObject(for: input)
        switch (sieve, foundation) {
        case (nil, nil):
            return
        case (let value?, let other?):
            var differences = differences(between: value, and: other)
            // Without the U+FEFF JSONSerialization drops, two keys may become one: a duplicate.
            let cleaned = DocumentedChoices.droppingRawByteOrderMarks(value)
            if !differences.isEmpty {
                differences = FoundationOracle.differences(
                    between: cleaned, and: DocumentedChoices.droppingRawByteOrderMarks(other))
            }
            guard differences.isEmpty || DocumentedChoices.hasDuplicateKeys(cleaned) else {
                oracleFailed("RawValue and JSONSerialization differ: \(differences.prefix(3))", input)
            }
        case (let value?, nil):
            guard DocumentedChoices.foundationRefusesWhatSieveReads(value) else {
                oracleFailed("RawValue reads what JSONSerialization refuses", input)
            }
        case (nil, _?):
            guard DocumentedChoices.sieveRefusesWhatFoundationReads(input) else {
                oracleFailed("JSONSerialization reads what RawValue refuses", input)
            }
        }
    }

    /// The value serializes to text that parses back to an equal value with an equal hash,
    /// and serializes the same again.
    static func roundTrip(_ value: RawValue, _ input: [UInt8]) {
        let text = value.description
        guard let again = try? RawValue(parsing: text) else {
            oracleFailed("the serialization does not parse: \(text.prefix(200))", input)
        }
        guard again == value, again.hashValue == value.hashValue else {
            oracleFailed("the serialization parses to another value", input)
        }
        guard again.description == text else {
            oracleFailed("serializing twice gives two texts", input)
        }
    }
}

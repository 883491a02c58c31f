// The fuzz targets: one per entry point, each with oracles that say more than "did not crash".

/// An entry point and what must hold of it for any input.
enum FuzzTarget: String, CaseIterable {
    /// `RawValue(parsing:)` against `JSONSerialization`, and its own round trip.
    case rawValue = "raw-value"
    /// The structural skip: both C loops and the Swift loop agree with each other and with
    /// reading, on acceptance and end offset.
    case skip
    /// A schema with aliases, fallbacks, extras, open enums and lenient collections.
    case schema
    /// `SieveDecoder` against `JSONDecoder` on a nested `Decodable` model, per strategy.
    case dropIn = "drop-in"
    /// JSON5 and trailing commas: each a superset of strict JSON that reads it the same.
    case dialects
    /// What `sieve check` runs: validation, and the error's location and source line.
    case check

    /// Runs the target on one input; an oracle that fails stops the process.
    func run(_ bytes: UnsafeRawBufferPointer) {
        let input = [UInt8](bytes)
        switch self {
        case .rawValue: RawValueTarget.run(input)
        case .skip: SkipTarget.run(input)
        case .schema: SchemaTarget.run(input)
        case .dropIn: DropInTarget.run(input)
        case .dialects: DialectTarget.run(input)
        case .check: CheckTarget.run(input)
        }
    }
}

/// Stops the process with what an oracle found: libFuzzer keeps the input that did it.
func oracleFailed(_ what: String, _ input: [UInt8]) -> Never {
    let shown = String(decoding: input.prefix(300), as: UTF8.self).debugDescription
    fatalError("oracle failed: \(what)\ninput (\(input.count) bytes): \(shown)")
}

// `sieve-fuzz peak-memory SHAPE ENTRY [DIVISOR]`: how much memory one decode of a hostile shape
// takes at its peak, beyond what the process held before it, in a process of its own so that
// nothing else counts; `sieve-fuzz peak-memory write WRITER [DIVISOR]`: the same for writing
// 100 MB of text. The memory tests (SieveFuzzTests) run it and hold each factor to the
// bound docs/RELIABILITY.md states; a DIVISOR makes the input that many times smaller, for the
// tests' default run.

import Foundation
import Sieve

enum PeakMemory {
    /// True where the peak can be read: Linux, whose /proc/self/status holds the resident peak
    /// (`VmHWM`) and whose /proc/self/clear_refs resets it. Elsewhere `run` refuses, rather than
    /// print a peak of 0 that every bound would accept.
    static var isAvailable: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    /// The inputs, each built in memory. The sizes are those of the full measurement; a
    /// divisor makes every shape but the deep one that many times smaller.
    enum Shape: String, CaseIterable {
        /// `[7,7,…]`: 10 million one-digit elements, 20 MB.
        case tinyElements = "tiny-elements"
        /// One string of 100 million `a`, 100 MB.
        case longString = "long-string"
        /// One string of 50 million `\n` escapes, 100 MB.
        case escapes
        /// An object of one key repeated 1 million times, about 8 MB.
        case repeatedKey = "repeated-key"
        /// 1 million nested `[`, refused at level 513 whatever the divisor.
        case deepNesting = "deep-nesting"

        /// The input, `divisor` times smaller than the full one (1: the full one).
        func bytes(divisor: Int = 1) -> [UInt8] {
            switch self {
            case .tinyElements:
                let count = 10_000_000 / divisor
                var bytes = [UInt8](repeating: UInt8(ascii: ","), count: 2 * count + 1)
                bytes[0] = UInt8(ascii: "[")
                for index in 0..<count { bytes[2 * index + 1] = UInt8(ascii: "7") }
                bytes[2 * count] = UInt8(ascii: "]")
                return bytes
            case .longString:
                let count = 100_000_000 / divisor
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count + 2)
                bytes[0] = UInt8(ascii: "\"")
                bytes[count + 1] = UInt8(ascii: "\"")
                return bytes
            case .escapes:
                let count = 2 * (50_000_000 / divisor)
                var bytes = [UInt8](repeating: UInt8(ascii: "n"), count: count + 2)
                bytes[0] = UInt8(ascii: "\"")
                for index in stride(from: 1, to: count + 1, by: 2) { bytes[index] = UInt8(ascii: "\\") }
                bytes[count + 1] = UInt8(ascii: "\"")
                return bytes
            case .repeatedKey:
                let count = 1_000_000 / divisor
                return Array(("{" + Array(repeating: #""id": 1"#, count: count).joined(separator: ",") + "}").utf8)
            case .deepNesting:
                return [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
            }
        }
    }

    /// The ways the shape is decoded.
    enum Entry: String, CaseIterable {
        /// `RawValue(parsing:)`.
        case rawValue = "raw-value"
        /// The schema layer: `[Int]` for arrays, `String` for strings, a one-field schema under
        /// `.warn` for objects.
        case schema
        /// `SieveDecoder`, into the same types.
        case dropIn = "drop-in"
    }

    struct OneField: Schema {
        static let unknownKeyPolicy = UnknownKeyPolicy.warn
        var id: Int
        init(from json: inout ObjectReader) throws { id = try json.decode("id") }
    }
    struct DecodableOneField: Decodable { var id: Int }

    /// Decodes `bytes` by `entry` as `shape` calls for, keeping the result alive until the
    /// peak is read; returns a word about the outcome.
    static func decode(
        _ bytes: [UInt8], _ data: Data, _ shape: Shape, _ entry: Entry, measure: () -> Int
    ) -> (String, Int) {
        switch (entry, shape) {
        case (.rawValue, _):
            let value = try? RawValue(parsing: bytes)
            return withExtendedLifetime(value) { (value == nil ? "error" : "value", measure()) }
        case (.schema, .tinyElements):
            let value = try? [Int].parse(json: bytes)
            return withExtendedLifetime(value) { (value == nil ? "error" : "value", measure()) }
        case (.schema, .longString), (.schema, .escapes):
            let value = try? String.parse(json: bytes)
            return withExtendedLifetime(value) { (value == nil ? "error" : "value", measure()) }
        case (.schema, .repeatedKey):
            let diagnosis = OneField.diagnose(json: bytes)
            return withExtendedLifetime(diagnosis) {
                ("\(diagnosis.warnings.count) warnings kept of \(diagnosis.warningCounts.values.reduce(0, +))", measure())
            }
        case (.schema, .deepNesting):
            let diagnosis = [Int].diagnose(json: bytes)
            return withExtendedLifetime(diagnosis) { (diagnosis.issues.first?.code.rawValue ?? "value", measure()) }
        case (.dropIn, _):
            let decoder = SieveDecoder()
            switch shape {
            case .tinyElements, .deepNesting:
                let value = try? decoder.decode([Int].self, from: data)
                return withExtendedLifetime(value) { (value == nil ? "error" : "value", measure()) }
            case .longString, .escapes:
                let value = try? decoder.decode(String.self, from: data)
                return withExtendedLifetime(value) { (value == nil ? "error" : "value", measure()) }
            case .repeatedKey:
                let diagnosis = decoder.diagnose(DecodableOneField.self, from: data)
                return withExtendedLifetime(diagnosis) { (diagnosis.value == nil ? "error" : "value", measure()) }
            }
        }
    }

    /// A field of /proc/self/status, in bytes (`VmRSS`, `VmHWM`).
    static func status(_ field: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// The ways a 100 MB text is written: the same records by each writer.
    enum Writer: String, CaseIterable {
        /// `SieveEncoder` on `Codable` records.
        case encoder
        /// A schema's `jsonBytes()`.
        case schema
        /// `RawValue.jsonBytes()`.
        case rawValue = "raw-value"
    }

    /// One record of the write measurement: about 100 bytes of JSON.
    struct Record: Codable, SchemaEncodable {
        var id: Int
        var note: String
        func encode(to json: inout ObjectWriter) throws {
            try json.encode("id", id)
            try json.encode("note", note)
        }
    }

    /// Writes 1,000,000 records of about 100 bytes (`divisor` times fewer), built before the
    /// measurement, and prints the peak the write added and the text's size.
    static func runWrite(_ writer: Writer, divisor: Int) -> Int32 {
        let note = String(repeating: "a/b\"c", count: 12)
        let records = (0..<(1_000_000 / divisor)).map { Record(id: $0, note: note) }
        let raw = writer == .rawValue ? try? RawValue(parsing: try records.jsonBytes()) : nil
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = status("VmRSS")
        var written = 0
        let peak: Int
        switch writer {
        case .encoder:
            let data = try? SieveEncoder().encode(records)
            written = data?.count ?? 0
            peak = withExtendedLifetime(data) { status("VmHWM") }
        case .schema:
            let bytes = try? records.jsonBytes()
            written = bytes?.count ?? 0
            peak = withExtendedLifetime(bytes) { status("VmHWM") }
        case .rawValue:
            let bytes = raw?.jsonBytes()
            written = bytes?.count ?? 0
            peak = withExtendedLifetime(bytes) { status("VmHWM") }
        }
        print(#"{"writer": "\#(writer.rawValue)", "output_bytes": \#(written), "#
            + #""peak_added_bytes": \#(max(0, peak - before))}"#)
        return 0
    }

    /// Runs the measurement and prints it as one JSON object; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "write", arguments.count == 2 || arguments.count == 3,
            let writer = Writer(rawValue: arguments[1]),
            let divisor = arguments.count == 3 ? Int(arguments[2]) : 1, (1...1_000).contains(divisor)
        {
            guard isAvailable else {
                print("sieve-fuzz peak-memory: the peak is read from /proc, which only Linux has")
                return 2
            }
            return runWrite(writer, divisor: divisor)
        }
        guard arguments.count == 2 || arguments.count == 3, let shape = Shape(rawValue: arguments[0]),
            let entry = Entry(rawValue: arguments[1]),
            let divisor = arguments.count == 3 ? Int(arguments[2]) : 1, (1...1_000).contains(divisor)
        else {
            let shapes = Shape.allCases.map(\.rawValue).joined(separator: " | ")
            let entries = Entry.allCases.map(\.rawValue).joined(separator: " | ")
            let writers = Writer.allCases.map(\.rawValue).joined(separator: " | ")
            print(
                "usage: sieve-fuzz peak-memory (\(shapes)) (\(entries)) [DIVISOR: 1...1000]\n"
                    + "       sieve-fuzz peak-memory write (\(writers)) [DIVISOR: 1...1000]")
            return 2
        }
        guard isAvailable else {
            print("sieve-fuzz peak-memory: the peak is read from /proc, which only Linux has")
            return 2
        }
        let bytes = shape.bytes(divisor: divisor)
        // `SieveDecoder` takes `Data`; the copy is made before the measurement, as a caller's
        // `Data` would be there already.
        let data = entry == .dropIn ? Data(bytes) : Data()
        // Start the peak from here: what the decode adds is all that is measured.
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = status("VmRSS")
        let (outcome, peak) = decode(bytes, data, shape, entry) { status("VmHWM") }
        let added = max(0, peak - before)
        print(#"{"shape": "\#(shape.rawValue)", "entry": "\#(entry.rawValue)", "input_bytes": \#(bytes.count), "#
            + #""peak_added_bytes": \#(added), "outcome": "\#(outcome)"}"#)
        return 0
    }
}

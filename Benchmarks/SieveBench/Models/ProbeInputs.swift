// The tiny inputs behind the allocation targets: a struct of six short strings (each fits in
// a Swift small string, so a decode needs no heap at all) and an array of 800 integers (one
// buffer for the elements, nothing else).

import Sieve

/// Six string fields of at most 15 UTF-8 bytes each.
struct SixShortStrings: Schema, Decodable, Equatable {
    var first: String
    var second: String
    var third: String
    var fourth: String
    var fifth: String
    var sixth: String

    init(from json: inout ObjectReader) throws {
        first = try json.decode("first")
        second = try json.decode("second")
        third = try json.decode("third")
        fourth = try json.decode("fourth")
        fifth = try json.decode("fifth")
        sixth = try json.decode("sixth")
    }

    /// The probe's input: every value 4 to 15 bytes long.
    static let json = #"{"first":"alpha","second":"bravo-charlie","third":"delta","fourth":"#
        + #""echo-foxtrot","fifth":"golf","sixth":"hotel-india-jul"}"#
}

/// The probe input for `[Int]`: 800 integers of mixed widths and signs.
enum EightHundredIntegers {
    static let json: String = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var values: [String] = []
        for index in 0..<800 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let magnitude = Int64(truncatingIfNeeded: state >> (index % 4 == 0 ? 1 : 40))
            values.append(String(index % 3 == 0 ? -magnitude : magnitude))
        }
        return "[" + values.joined(separator: ",") + "]"
    }()
}

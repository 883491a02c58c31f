// SieveDecoder against JSONDecoder over every JSONTestSuite file (y_, n_, i_ and the transform
// files): the same accept or reject decision, and the same value, through a `Decodable` value
// model. Where the two differ the file is listed with the reason, and the difference itself
// is asserted, so the list cannot go stale.

import Foundation
import Sieve
import Testing

/// Any JSON value through `Decodable` alone: what a `JSONDecoder` user can observe.
indirect enum DecodedJSON: Decodable, Equatable {
    case null, bool(Bool), integer(Int64), number(Double), string(String)
    case array([DecodedJSON]), object([String: DecodedJSON])

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [String: DecodedJSON] = [:]
            for key in container.allKeys {
                members[key.stringValue] = try container.decode(DecodedJSON.self, forKey: key)
            }
            self = .object(members)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [DecodedJSON] = []
            while !container.isAtEnd { elements.append(try container.decode(DecodedJSON.self)) }
            self = .array(elements)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    static func == (a: DecodedJSON, b: DecodedJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        // Bit for bit: -0.0 is not 0.0. Any NaN equals a NaN of its sign (JSON5's `NaN`).
        case (.number(let x), .number(let y)):
            return x.bitPattern == y.bitPattern || (x.isNaN && y.isNaN && x.sign == y.sign)
        // Scalar by scalar: `String ==` would call canonically equivalent texts equal.
        case (.string(let x), .string(let y)): return x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        default: return false
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The files JSONDecoder and SieveDecoder decide differently, and why.
let dropInDecidesOtherwise: [String: String] = [
    "object_key_nfc_nfd.json": canonicallyEquivalentKeys,
    "object_key_nfd_nfc.json": canonicallyEquivalentKeys,
]

/// Why the two decoders read `{"é": …, "é": …}` (NFC, then NFD) differently.
private let canonicallyEquivalentKeys =
    "Foundation keeps an object's members in a Dictionary<String, _>, whose keys compare by "
    + "canonical equivalence, so the two spellings are one key and the first value wins; "
    + "SieveDecoder compares keys byte for byte, as RFC 8259 compares member names, and sees two"

/// What a decoder makes of `bytes`: the value, or nil when it throws.
func outcome(_ decode: (Data) throws -> DecodedJSON, _ bytes: [UInt8]) -> DecodedJSON? {
    try? decode(Data(bytes))
}

@Suite("SieveDecoder against JSONDecoder")
struct DropInConformanceTests {
    @Test(
        "every JSONTestSuite file is decided and read as JSONDecoder does, except the listed ones",
        arguments: JSONTestSuite.fileNames(in: JSONTestSuite.parsing).map {
            (JSONTestSuite.parsing, $0)
        } + JSONTestSuite.fileNames(in: JSONTestSuite.transform).map {
            (JSONTestSuite.transform, $0)
        })
    func sameAsFoundation(folder: String, name: String) throws {
        let bytes = try JSONTestSuite.bytes(of: name, in: folder)
        let foundation = outcome({ try JSONDecoder().decode(DecodedJSON.self, from: $0) }, bytes)
        let sieve = outcome({ try SieveDecoder().decode(DecodedJSON.self, from: $0) }, bytes)
        if dropInDecidesOtherwise[name] != nil {
            #expect(foundation != sieve, "\(name) is listed but both agree now")
        } else {
            #expect(sieve == foundation, "\(name): Foundation \(String(describing: foundation)), Sieve \(String(describing: sieve))")
        }
    }

    @Test("the suite is there, with files of every kind")
    func suiteIsThere() throws {
        #expect(try JSONTestSuite.requireFileNames(in: JSONTestSuite.parsing, prefix: "y_").count > 90)
        #expect(try JSONTestSuite.requireFileNames(in: JSONTestSuite.parsing, prefix: "n_").count > 180)
        #expect(try JSONTestSuite.requireFileNames(in: JSONTestSuite.parsing, prefix: "i_").count > 30)
        #expect(try JSONTestSuite.requireFileNames(in: JSONTestSuite.transform).count > 20)
    }
}

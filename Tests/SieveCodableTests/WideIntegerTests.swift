// `Int128` and `UInt128` through every container, decided as `JSONDecoder` decides them: plain
// integer literals exactly across all 128 bits; a literal with a fraction or an exponent only
// when it is whole and its magnitude fits in 64 bits (`JSONDecoder` reads those through
// `Decimal`); everything else refused with the same error case.

import Foundation
import Sieve
import Testing

/// One wide integer in a keyed container, optional or not.
struct WideMember<T: Decodable & Equatable>: Decodable, Equatable {
    var v: T
}

/// One wide integer read by hand from an unkeyed container, then one with `decodeIfPresent`.
struct WideList<T: Decodable & Equatable>: Decodable, Equatable {
    var first: T
    var second: T?
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(T.self)
        second = try container.decodeIfPresent(T.self)
    }
}

/// What a decode gave: a value, or an error's case.
enum WideOutcome: Equatable {
    case value(String)
    case failure(String)

    init<T>(_ body: () throws -> T) {
        do {
            self = .value("\(try body())")
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch: self = .failure("typeMismatch")
            case .valueNotFound: self = .failure("valueNotFound")
            case .keyNotFound: self = .failure("keyNotFound")
            case .dataCorrupted: self = .failure("dataCorrupted")
            @unknown default: self = .failure("unknown")
            }
        } catch {
            self = .failure("\(type(of: error))")
        }
    }
}

@Suite("Int128 and UInt128")
struct WideIntegerTests {
    static let inputs = [
        "0", "-0", "-0.0", "1", "-1", "1.0", "100e-2", "1e2", "0.5e1", "1.5", "1e-1",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "18446744073709551615", "18446744073709551616",
        "170141183460469231731687303715884105727", "170141183460469231731687303715884105728",
        "-170141183460469231731687303715884105728", "-170141183460469231731687303715884105729",
        "340282366920938463463374607431768211455", "340282366920938463463374607431768211456",
        "18446744073709551615.0", "-18446744073709551615.0", "18446744073709551616.0",
        "-18446744073709551616.0", "1.8446744073709551615e19", "1e18", "1e19", "-1e19", "1e20",
        "1E38", "1.7e38", "3.4e38", "1e39", "9223372036854775808.0", "-9223372036854775809.0",
        "123456789012345678901234567890.0", "99999999999999999999999999999999999999999999",
        #""12""#, "true", "null",
    ]

    /// The outcomes of `text` through every container, with both decoders.
    func outcomes<T: Decodable & Equatable & Sendable>(
        _ type: T.Type, _ text: String
    ) -> [(WideOutcome, WideOutcome)] {
        func both<V: Decodable>(_ value: V.Type, _ json: String) -> (WideOutcome, WideOutcome) {
            let data = Data(json.utf8)
            return (
                WideOutcome { try JSONDecoder().decode(V.self, from: data) },
                WideOutcome { try SieveDecoder().decode(V.self, from: data) }
            )
        }
        return [
            both(T.self, text),
            both([T].self, "[\(text)]"),
            both(WideMember<T>.self, #"{"v": \#(text)}"#),
            both(WideMember<T?>.self, #"{"v": \#(text)}"#),
            both(WideList<T>.self, "[\(text), \(text)]"),
        ]
    }

    @Test("Int128 decides every input as JSONDecoder does, in every container", arguments: inputs)
    func int128(text: String) {
        for (foundation, sieve) in outcomes(Int128.self, text) { #expect(sieve == foundation) }
    }

    @Test("UInt128 decides every input as JSONDecoder does, in every container", arguments: inputs)
    func uint128(text: String) {
        for (foundation, sieve) in outcomes(UInt128.self, text) { #expect(sieve == foundation) }
    }

    @Test("the extremes and the slow-path spellings read exactly")
    func extremes() throws {
        let decoder = SieveDecoder()
        #expect(try decoder.decode(Int128.self, from: "\(Int128.max)") == .max)
        #expect(try decoder.decode(Int128.self, from: "\(Int128.min)") == .min)
        #expect(try decoder.decode(UInt128.self, from: "\(UInt128.max)") == .max)
        #expect(try decoder.decode(UInt128.self, from: "18446744073709551615.0") == 18446744073709551615)
        #expect(try decoder.decode(Int128.self, from: "-18446744073709551615.0") == -18446744073709551615)
        let values: [Int128] = [.min, -1, 0, 1 << 64, .max]
        let data = try JSONEncoder().encode(values)
        #expect(try decoder.decode([Int128].self, from: data) == values)
    }

    @Test("a missing key is keyNotFound, and null in decodeIfPresent is nil, as in JSONDecoder")
    func absence() throws {
        #expect(WideOutcome { try SieveDecoder().decode(WideMember<Int128>.self, from: "{}") } == .failure("keyNotFound"))
        #expect(try SieveDecoder().decode(WideMember<UInt128?>.self, from: #"{"v": null}"#).v == nil)
        #expect(try SieveDecoder().decode(WideList<Int128>.self, from: "[1]").second == nil)
    }
}

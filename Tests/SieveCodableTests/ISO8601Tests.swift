// The fast path for canonical ISO-8601 timestamps gives Foundation's exact `Date`.

import Foundation
import Sieve
import Testing

/// A date that is `nil` when the decoder refuses it.
struct MaybeDate: Decodable, Equatable {
    var date: Date?
    enum K: String, CodingKey { case d }
    init(from decoder: any Decoder) throws {
        date = try? decoder.container(keyedBy: K.self).decode(Date.self, forKey: .d)
    }
}

@Suite("ISO-8601 dates")
struct ISO8601Tests {
    @Test("ten thousand random canonical timestamps decode to Foundation's dates")
    func randomTimestamps() throws {
        var generator = SystemRandomNumberGenerator()
        var texts: [String] = []
        for _ in 0..<10_000 {
            let year = Int.random(in: 1600...9999, using: &generator)
            let month = Int.random(in: 0...13, using: &generator)
            let day = Int.random(in: 0...32, using: &generator)
            let hour = Int.random(in: 0...24, using: &generator)
            let minute = Int.random(in: 0...60, using: &generator)
            let second = Int.random(in: 0...60, using: &generator)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            texts.append(
                "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z")
        }
        let json = "[" + texts.map { "{\"d\": \"\($0)\"}" }.joined(separator: ",") + "]"
        let setup = DecoderSetup(date: .iso8601)
        let foundation = foundationOutcome([MaybeDate].self, Data(json.utf8), setup)
        let sieve = sieveOutcome([MaybeDate].self, Data(json.utf8), setup)
        guard case .value(let dates) = foundation else {
            Issue.record("Foundation failed")
            return
        }
        // Both kinds occur: dates Foundation accepts and dates it refuses.
        #expect(dates.contains { $0.date == nil } && dates.contains { $0.date != nil })
        #expect(sieve == foundation)
    }
}

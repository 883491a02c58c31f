// The `dates` pass's models: one array of dates per document, in ISO 8601, seconds since
// 1970, or a fixed pattern. Each model reads itself with Sieve's named format and with the
// matching `JSONDecoder` strategy (the pass gives each document its decoder).

import Foundation
import Sieve

/// `{"dates": ["2026-11-29T08:15:00Z", …]}`.
struct ISODates: Schema, Decodable, Equatable {
    var dates: [Date]
    init(from json: inout ObjectReader) throws { dates = try json.decode("dates") }
}

/// `{"dates": [1764400000, 1764400000.25, …]}`.
struct SecondsDates: Schema, Decodable, Equatable {
    var dates: [Date]
    init(from json: inout ObjectReader) throws {
        dates = try json.decode("dates", date: .secondsSince1970)
    }
}

/// `{"dates": ["2026-11-29 08:15:00", …]}`.
struct PatternDates: Schema, Decodable, Equatable {
    var dates: [Date]
    init(from json: inout ObjectReader) throws {
        dates = try json.decode("dates", date: .formatted("yyyy-MM-dd HH:mm:ss"))
    }
}

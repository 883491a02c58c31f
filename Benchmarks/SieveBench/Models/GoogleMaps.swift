// google_maps_api_response.json (simdjson's jsonexamples): a distance-matrix response, 10
// origins × 10 destinations of `{distance, duration, status}`.

import Sieve

// MARK: - Full models

/// The whole response.
struct DistanceMatrix: Schema, Decodable, Equatable {
    var destinationAddresses: [String]
    var originAddresses: [String]
    var rows: [DistanceRow]
    var status: String

    enum CodingKeys: String, CodingKey {
        case destinationAddresses = "destination_addresses"
        case originAddresses = "origin_addresses"
        case rows, status
    }

    init(from json: inout ObjectReader) throws {
        destinationAddresses = try json.decode("destination_addresses")
        originAddresses = try json.decode("origin_addresses")
        rows = try json.decode("rows")
        status = try json.decode("status")
    }
}

/// The results for one origin.
struct DistanceRow: Schema, Decodable, Equatable {
    var elements: [DistanceElement]

    init(from json: inout ObjectReader) throws {
        elements = try json.decode("elements")
    }
}

/// The route from one origin to one destination.
struct DistanceElement: Schema, Decodable, Equatable {
    var distance: TextValue
    var duration: TextValue
    var status: String

    init(from json: inout ObjectReader) throws {
        distance = try json.decode("distance")
        duration = try json.decode("duration")
        status = try json.decode("status")
    }
}

/// A quantity as text for people and as a number for programs.
struct TextValue: Schema, Decodable, Equatable {
    var text: String
    var value: Int

    init(from json: inout ObjectReader) throws {
        text = try json.decode("text")
        value = try json.decode("value")
    }
}

// MARK: - Narrow models

/// The rows only, numbers only.
struct DistanceMatrixNarrow: Schema, Decodable, Equatable {
    var rows: [DistanceRowNarrow]
    var status: String

    init(from json: inout ObjectReader) throws {
        rows = try json.decode("rows")
        status = try json.decode("status")
    }
}

/// The results for one origin, numbers only.
struct DistanceRowNarrow: Schema, Decodable, Equatable {
    var elements: [DistanceElementNarrow]

    init(from json: inout ObjectReader) throws {
        elements = try json.decode("elements")
    }
}

/// Metres, seconds and status of one route.
struct DistanceElementNarrow: Schema, Decodable, Equatable {
    var distance: ValueOnly
    var duration: ValueOnly
    var status: String

    init(from json: inout ObjectReader) throws {
        distance = try json.decode("distance")
        duration = try json.decode("duration")
        status = try json.decode("status")
    }
}

/// The number of a text-and-value pair.
struct ValueOnly: Schema, Decodable, Equatable {
    var value: Int

    init(from json: inout ObjectReader) throws {
        value = try json.decode("value")
    }
}
